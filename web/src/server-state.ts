import type { NormalizedCacheObject } from '@apollo/client';

/** The element holding what the server's render hands to the browser (JSON, not a script: CSP allows no inline scripts). */
export const STATE_ELEMENT_ID = 'kapda-state';

/** What hydration starts from: the site's address, the Apollo cache the render filled, the router's data. */
export interface ServerState {
  publicUrl: string;
  apollo: NormalizedCacheObject;
  router: { loaderData: Record<string, unknown>; actionData: Record<string, unknown> | null };
}

/** The server's state in this page, or null (a page the server did not render: dev server, fallback shell). */
export function readServerState(): ServerState | null {
  const element = document.getElementById(STATE_ELEMENT_ID);
  if (!element?.textContent) return null;
  try {
    return JSON.parse(element.textContent) as ServerState;
  } catch {
    return null;
  }
}
