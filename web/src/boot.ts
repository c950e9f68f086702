/**
 * The server-rendered storefront's one script tag (api/src/http/storefront-template.ts): it asks
 * for the app's modules (`<meta name="kapda-start">`) once the page has painted. A phone's slow
 * connection then carries the server's HTML and its LCP picture first, and ~170 KB of JavaScript
 * after (issue 19: asked for with the page, they shared the connection with the LCP picture and
 * delayed it by a second or two on Lighthouse's slow 4G). A tab opened in the background starts
 * within a second anyway.
 * Built on its own (vite.config.ts: web/dist/boot.js, no imports), loaded as a module (deferred).
 */
let started = false;

const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

async function start(): Promise<void> {
  if (started) return;
  started = true;
  const modules = (document.querySelector<HTMLMetaElement>('meta[name="kapda-start"]')?.content ?? '').split(' ').filter(Boolean);
  // All of them on the way at once; then each is run in a task of its own (the libraries, then the
  // app), not all in one long task a tap would wait behind.
  for (const address of modules) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.href = address;
    document.head.append(link);
  }
  for (const address of modules) {
    await import(/* @vite-ignore */ address);
    await nextTask();
  }
}

// rAF runs before the next paint; a task queued from it runs after that paint.
requestAnimationFrame(() => setTimeout(() => void start(), 0));
setTimeout(() => void start(), 1000);
