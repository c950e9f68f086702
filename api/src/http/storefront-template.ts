import { readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * The storefront's page template (web/dist/index.html as built), readied once for a phone's first
 * paint (issue 19, Lighthouse on slow 4G):
 * - the stylesheets the template links (the storefront's one, ~11 KB compressed) are written into it:
 *   the server's HTML paints as soon as it arrives, without a round trip on a second connection
 *   first (every page is a whole document only on a first visit; later ones are the SPA's);
 * - its module scripts are asked for at low priority: they hydrate a page that is already drawn, so
 *   they come after the LCP picture rather than share a slow connection with it.
 * A stylesheet it cannot read stays a link.
 */
export function storefrontTemplate(indexHtml: string, webDist: string): string {
  return indexHtml
    .replace(/<link rel="stylesheet"[^>]*href="\/(assets\/[^"]+\.css)"[^>]*>/g, (link, file: string) => {
      const css = readAsset(webDist, file);
      // A stylesheet never holds "</style"; one that did would end the element early.
      return css === undefined || /<\/style/i.test(css) ? link : `<style>${css}</style>`;
    })
    .replace(/<script type="module"(?![^>]*fetchpriority)/g, '<script type="module" fetchpriority="low"');
}

function readAsset(webDist: string, file: string): string | undefined {
  const full = path.resolve(webDist, file);
  if (!full.startsWith(path.resolve(webDist, 'assets') + path.sep)) return undefined;
  try {
    return readFileSync(full, 'utf8');
  } catch {
    return undefined;
  }
}
