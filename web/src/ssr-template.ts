/**
 * The built index.html filled with a server-rendered page (entry-server.tsx). Every replacement is a
 * function, never a string: String.prototype.replace reads `$&`, `` $` `` and `$'` in a replacement
 * string as parts of the template, and the page carries shoppers' words (review titles and bodies in
 * the JSON-LD and the Apollo state), so a review reading "$'" would otherwise copy the rest of the
 * template into the head — the page's body ending up inside a JSON-LD script.
 */
export interface FilledPage {
  /** The page's head tags (ui/page-head headHtml). */
  head: string;
  /** What React rendered into #root. */
  root: string;
  /** The state element's id and its JSON (already escaped for a script element). */
  stateId: string;
  stateJson: string;
}

/** React's renderToString writes the page's image preloads (ProductImage `preload`, eager <img>s) first in #root. */
const LEADING_IMAGE_PRELOADS = /^(?:<link rel="preload" as="image"[^>]*>)+/;
const STYLESHEET = /<link rel="stylesheet"[^>]*>\s*/g;

/**
 * The stylesheets (render-blocking) and the page's image preloads (its LCP picture) go ahead of the
 * ~18 module scripts Vite lists in the head: on a phone's HTTP/1.1 connections (6 per host) they
 * otherwise queue behind the scripts, and first paint and the LCP picture wait for them. After the
 * viewport meta, so the preload's `imagesizes` picks the same candidate as the <img>.
 */
function earlyHints(template: string, imagePreloads: string): string {
  const stylesheets = (template.match(STYLESHEET) ?? []).map((tag) => tag.trim());
  if (!stylesheets.length && !imagePreloads) return template;
  const html = template.replace(STYLESHEET, () => '');
  const headEnd = html.indexOf('</head>');
  // Ahead of the scripts, or of their preloads (the API's template starts them after the first paint).
  const firstScript = [html.indexOf('<script'), html.indexOf('<link rel="modulepreload"')].filter((at) => at >= 0).reduce((a, b) => Math.min(a, b), headEnd);
  const at = firstScript < headEnd ? firstScript : headEnd;
  return `${html.slice(0, at)}${stylesheets.join('\n    ')}${imagePreloads}\n    ${html.slice(at)}`;
}

export function fillTemplate(template: string, page: FilledPage): string {
  const imagePreloads = LEADING_IMAGE_PRELOADS.exec(page.root)?.[0] ?? '';
  const root = page.root.slice(imagePreloads.length);
  return earlyHints(template, imagePreloads)
    .replace(/<title>[^<]*<\/title>/, () => '')
    .replace(/<meta name="description"[^>]*>/, () => '')
    .replace('</head>', () => `  ${page.head}\n  </head>`)
    .replace('<div id="root"></div>', () => `<div id="root">${root}</div><script type="application/json" id="${page.stateId}">${page.stateJson}</script>`);
}
