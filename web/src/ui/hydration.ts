import { createElement, useEffect, useSyncExternalStore, type ReactNode } from 'react';

/**
 * Server rendering (issue 19): the server renders every page as an anonymous shopper with nothing
 * stored, and the browser's first render — hydration — must produce the same HTML. State read from
 * this browser (the session cookie, the guest cart and wishlist in localStorage, a dismissed banner)
 * therefore starts empty on the server and during hydration, and is read in an effect right after.
 */
const onServer = typeof document === 'undefined';
let hydrating = false;

/** main.tsx: hydration starts (true) and its first commit is done (false). */
export function markHydrating(on: boolean): void {
  hydrating = on;
}

/**
 * Wraps the app on both sides: in the browser its first effect ends hydration. A wrapper, not a
 * sibling, so the server's and the browser's trees have the same shape (useId counts siblings).
 */
export function HydrationBoundary({ children }: { children: ReactNode }) {
  useEffect(() => {
    markHydrating(false);
    // <html data-hydrated>: the page answers taps from here on (browser tests wait for it).
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  return children;
}

/** True on the server and during hydration: start browser-only state empty, read it in an effect. */
export function firstRenderMatchesServer(): boolean {
  return onServer || hydrating;
}

const noSubscription = () => () => {};

/** False on the server and while hydrating, true from the render after: show client-only parts then. */
export function useHydrated(): boolean {
  return useSyncExternalStore(noSubscription, () => true, () => false);
}

/**
 * A form's controls, disabled until the page has hydrated: text typed into a server-rendered form
 * before React runs would be replaced by the form's (empty) state, and a press would submit it
 * natively. A fieldset that takes no part in the layout (display: contents).
 */
export function ControlsWhenReady({ children }: { children: ReactNode }) {
  const hydrated = useHydrated();
  return createElement('fieldset', { disabled: !hydrated, style: { display: 'contents' } }, children);
}
