import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * The storefront's page template (web/dist/index.html as built), readied once for a phone's first
 * paint (issue 19, Lighthouse on slow 4G):
 * - the stylesheets the template links (the storefront's one, ~11 KB compressed) are written into it:
 *   the server's HTML paints as soon as it arrives, without a round trip on a second connection
 *   first (every page is a whole document only on a first visit; later ones are the SPA's);
 * - its module scripts are asked for at low priority: they hydrate a page that is already drawn, so
 *   they come after the LCP picture rather than share a slow connection with it;
 * - and they are asked for only once the page has painted: the one script left, web/dist/boot.js
 *   (web/src/boot.ts), imports them then (their addresses in `<meta name="kapda-start">`). Before
 *   that the phone's connection carries the HTML and its pictures alone (Lighthouse counts every
 *   download begun before the LCP paint into the LCP).
 * A stylesheet it cannot read stays a link; without boot.js the scripts stay scripts.
 */
export function storefrontTemplate(indexHtml: string, webDist: string): string {
  const inlined = indexHtml.replace(/<link rel="stylesheet"[^>]*href="\/(assets\/[^"]+\.css)"[^>]*>/g, (link, file: string) => {
    const css = readAsset(webDist, file);
    // A stylesheet never holds "</style"; one that did would end the element early.
    return css === undefined || /<\/style/i.test(css) ? link : `<style>${css}</style>`;
  });
  const scripts = /<script type="module"([^>]*) src="(\/assets\/[^"]+\.js)"[^>]*><\/script>/g;
  const boot = readBoot(webDist);
  if (boot === undefined || !scripts.test(inlined)) {
    return inlined.replace(/<script type="module"(?![^>]*fetchpriority)/g, '<script type="module" fetchpriority="low"');
  }
  const modules: string[] = [];
  return inlined
    .replace(scripts, (_tag, _attributes: string, src: string) => {
      modules.push(src);
      return '';
    })
    // boot.js keeps its address from build to build (an hour in caches): its content's hash in the query
    // makes a page of a new build ask for the new one.
    .replace('</head>', () => `  <meta name="kapda-start" content="${modules.join(' ')}">\n    <script type="module" fetchpriority="low" src="/boot.js?v=${boot}"></script>\n  </head>`);
}

/** The short hash of web/dist/boot.js, or undefined when it was not built. */
function readBoot(webDist: string): string | undefined {
  try {
    return createHash('sha256').update(readFileSync(path.join(webDist, 'boot.js'))).digest('hex').slice(0, 12);
  } catch {
    return undefined;
  }
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
