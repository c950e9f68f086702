import { describe, expect, it } from 'vitest';
import { fillTemplate } from './ssr-template';

const TEMPLATE = '<!doctype html><html><head><title>Kapda</title><meta name="description" content="x"><script type="module" src="/assets/app.js"></script></head><body><div id="root"></div></body></html>';

describe('fillTemplate (the server-rendered page in index.html)', () => {
  it('puts the head, the page and its state where they belong', () => {
    const html = fillTemplate(TEMPLATE, { head: '<title>Kurta | Kapda</title>', root: '<main>Kurta</main>', stateId: 'kapda-state', stateJson: '{"a":1}' });
    expect(html).toBe('<!doctype html><html><head><script type="module" src="/assets/app.js"></script>  <title>Kurta | Kapda</title>\n  </head><body><div id="root"><main>Kurta</main></div><script type="application/json" id="kapda-state">{"a":1}</script></body></html>');
  });

  it("keeps a shopper's $' $` $& as text (a review's words), copying nothing of the template", () => {
    const words = "Fits well $' and $` and $& and $$";
    const html = fillTemplate(TEMPLATE, {
      head: `<script type="application/ld+json">{"review":"${words}"}</script>`,
      root: `<p>${words}</p>`,
      stateId: 'kapda-state',
      stateJson: `{"body":"${words}"}`,
    });
    expect(html.split(words)).toHaveLength(4);
    expect(html.match(/<div id="root">/g)).toHaveLength(1);
    expect(html.match(/<script type="module"/g)).toHaveLength(1);
    expect(html.match(/<\/head>/g)).toHaveLength(1);
  });
  it("puts the stylesheets and the page's image preloads (React writes them first in #root) ahead of the scripts, after the viewport", () => {
    const template = '<html><head><meta name="viewport" content="width=device-width"><title>Kapda</title><script type="module" src="/assets/app.js"></script><link rel="modulepreload" href="/assets/f.js">\n<link rel="stylesheet" href="/assets/a.css">\n<link rel="stylesheet" href="/assets/b.css">\n</head><body><div id="root"></div></body></html>';
    const preload = '<link rel="preload" as="image" fetchPriority="high" imageSrcSet="/media/a-320.webp 320w" imageSizes="50vw"/>';
    const html = fillTemplate(template, { head: '<title>Kurta | Kapda</title>', root: `${preload}<main><img src="/media/a-320.webp"/></main>`, stateId: 's', stateJson: '{}' });
    const at = (part: string) => html.indexOf(part);
    expect(at('<meta name="viewport"')).toBeLessThan(at('/assets/a.css'));
    expect(at('/assets/a.css')).toBeLessThan(at('/assets/b.css'));
    expect(at('/assets/b.css')).toBeLessThan(at(preload));
    expect(at(preload)).toBeLessThan(at('<script type="module"'));
    expect(at('<script type="module"')).toBeLessThan(at('modulepreload'));
    expect(html.match(/rel="stylesheet"/g)).toHaveLength(2);
    expect(html.split(preload)).toHaveLength(2);
    expect(html).toContain('<div id="root"><main><img src="/media/a-320.webp"/></main></div>');
  });
});
