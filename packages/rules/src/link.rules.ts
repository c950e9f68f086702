/**
 * Which links the back office may put on the storefront, pure and import-free (the web checks its
 * forms with this same file). A link is a path inside the store ('/shop?sale=true') or a web
 * address; never `javascript:`, `data:`, or a protocol-relative '//host' that leaves the store
 * while looking like a path.
 */

/** '/…' but not '//…' nor '/\…' (browsers read both as another host), with no spaces or control characters. */
export function isStorePath(url: string): boolean {
  return /^\/(?![/\\])[^\s\u0000-\u001f\\]*$/.test(url);
}

/** An absolute http(s) address with a host. */
export function isWebAddress(url: string, protocols: readonly string[] = ['https:', 'http:']): boolean {
  if (/\s/.test(url)) return false;
  try {
    const parsed = new URL(url);
    return protocols.includes(parsed.protocol) && parsed.hostname.length > 0 && /^https?:\/\//i.test(url);
  } catch {
    return false;
  }
}

/** Text that a browser could read as markup (a tag, a comment or a doctype) or as a script address. */
export function looksLikeMarkup(text: string): boolean {
  return /<[a-z!/?]/i.test(text) || /javascript\s*:/i.test(text);
}
