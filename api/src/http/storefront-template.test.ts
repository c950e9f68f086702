import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { storefrontTemplate } from './storefront-template';

const dist = mkdtempSync(path.join(os.tmpdir(), 'kapda-template-'));
mkdirSync(path.join(dist, 'assets'));
writeFileSync(path.join(dist, 'assets/storefront-abc.css'), '.app{color:red}');
afterAll(() => rmSync(dist, { recursive: true, force: true }));

const built = `<head>
    <script type="module" crossorigin src="/assets/framework-x.js"></script>
    <script type="module" crossorigin src="/assets/storefront-y.js"></script>
    <link rel="stylesheet" crossorigin href="/assets/storefront-abc.css">
  </head>`;

describe('storefrontTemplate', () => {
  it('writes the linked stylesheet into the page and asks for the scripts at low priority', () => {
    const html = storefrontTemplate(built, dist);
    expect(html).toContain('<style>.app{color:red}</style>');
    expect(html).not.toContain('<link rel="stylesheet"');
    expect(html.match(/<script type="module" fetchpriority="low" crossorigin src=/g)).toHaveLength(2);
  });

  it('with boot.js built, leaves one script, which asks for the app\'s modules once the page has painted', () => {
    const withBoot = mkdtempSync(path.join(os.tmpdir(), 'kapda-template-'));
    try {
      writeFileSync(path.join(withBoot, 'boot.js'), '');
      const html = storefrontTemplate(built, withBoot);
      expect(html.match(/<script/g)).toHaveLength(1);
      expect(html).toMatch(/<script type="module" fetchpriority="low" src="\/boot\.js\?v=[0-9a-f]{12}"><\/script>/);
      expect(html).toContain('<meta name="kapda-start" content="/assets/framework-x.js /assets/storefront-y.js">');
      expect(html).not.toContain('/assets/framework-x.js"');
    } finally {
      rmSync(withBoot, { recursive: true, force: true });
    }
  });

  it('keeps a link it cannot read, or one outside the assets folder', () => {
    const missing = '<link rel="stylesheet" href="/assets/gone.css">';
    const outside = '<link rel="stylesheet" href="/assets/../../secret.css">';
    expect(storefrontTemplate(missing + outside, dist)).toBe(missing + outside);
  });
});
