import type { AddressInfo } from 'node:net';
import express from 'express';
import { afterEach, describe, expect, it } from 'vitest';
import { CatalogAnswerCache } from './catalog-cache';
import { storefrontPages, withoutTrackingParams } from './storefront-render';

const SHELL = '<!doctype html><div id="root"></div>';

/** A server render that waits until the test lets it finish, and counts what it rendered. */
function slowEntry() {
  const rendered: string[] = [];
  let release: () => void = () => {};
  const gate = new Promise<void>((resolve) => (release = resolve));
  return {
    rendered,
    release: () => release(),
    entry: {
      async render(request: { url: string }) {
        rendered.push(request.url);
        await gate;
        return { kind: 'page' as const, status: 200, html: `<!doctype html><div id="root"><h1>${request.url}</h1></div>` };
      },
    },
  };
}

const servers: Array<{ close(): void }> = [];
afterEach(() => servers.splice(0).forEach((s) => s.close()));

async function storefront(entry: ReturnType<typeof slowEntry>['entry'], maxRendersAtOnce: number, answers = new CatalogAnswerCache(60)) {
  const app = express();
  app.get('/{*any}', storefrontPages({ entry, template: SHELL, publicUrl: 'https://kapda.example', graphql: async () => '{"data":{}}', answers, maxRendersAtOnce }));
  const server = app.listen(0);
  servers.push(server);
  await new Promise((resolve) => server.once('listening', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

describe('server-rendered storefront pages', () => {
  it('keeps one copy of a page whatever tracking parameters a shared link carries', () => {
    expect(withoutTrackingParams('/product/rani-pink?utm_source=whatsapp&utm_medium=share')).toBe('/product/rani-pink');
    expect(withoutTrackingParams('/shop?category=women&fbclid=abc&page=2&gclid=x')).toBe('/shop?category=women&page=2');
    expect(withoutTrackingParams('/shop?search=red+saree')).toBe('/shop?search=red+saree');
    expect(withoutTrackingParams('/')).toBe('/');
  });

  it('renders at most N pages at once: past that the shopper gets the shell, which their browser renders', async () => {
    const slow = slowEntry();
    const base = await storefront(slow.entry, 2);
    const asked = [1, 2, 3].map((n) => fetch(`${base}/shop?x=${n}`).then(async (r) => ({ status: r.status, html: await r.text() })));
    await new Promise((resolve) => setTimeout(resolve, 100));
    slow.release();
    const answers = await Promise.all(asked);
    expect(slow.rendered).toHaveLength(2);
    expect(answers.filter((a) => a.html.includes('<h1>'))).toHaveLength(2);
    expect(answers.filter((a) => a.html === SHELL)).toEqual([{ status: 200, html: SHELL }]);
  });

  it('a link shared with utm parameters is answered from the copy of the plain address', async () => {
    const slow = slowEntry();
    slow.release();
    const base = await storefront(slow.entry, 4);
    expect(await (await fetch(`${base}/product/rani-pink`)).text()).toContain('<h1>/product/rani-pink</h1>');
    const shared = await fetch(`${base}/product/rani-pink?utm_source=whatsapp&fbclid=1`);
    expect(await shared.text()).toContain('<h1>/product/rani-pink</h1>');
    expect(slow.rendered).toEqual(['/product/rani-pink']);
  });

  it('a page whose render began before a catalogue write is answered but not kept (the next visit renders again)', async () => {
    const slow = slowEntry();
    const answers = new CatalogAnswerCache(60);
    const base = await storefront(slow.entry, 4, answers);
    const asked = fetch(`${base}/product/rani-pink`);
    while (slow.rendered.length === 0) await new Promise((resolve) => setTimeout(resolve, 5));
    answers.clear(); // a catalogue write while the page renders
    slow.release();
    const first = await asked;
    expect(first.status).toBe(200);
    expect(first.headers.get('x-catalogue-cache')).toBe('miss');
    expect(answers.size).toBe(0);
    const again = await fetch(`${base}/product/rani-pink`);
    expect(again.headers.get('x-catalogue-cache')).toBe('miss');
    expect(slow.rendered).toEqual(['/product/rani-pink', '/product/rani-pink']);
    expect((await fetch(`${base}/product/rani-pink`)).headers.get('x-catalogue-cache')).toBe('hit');
  });
});
