import { createRequire } from 'node:module';
import path from 'node:path';
import { cruise, type ICruiseResult, type IForbiddenRuleType } from 'dependency-cruiser';
import { describe, expect, it } from 'vitest';

const web = path.resolve('web');
const rules = createRequire(path.join(web, 'package.json'))('./.dependency-cruiser.cjs') as { forbidden: IForbiddenRuleType[] };

/** Cruise web/import-rules-fixture (deliberately broken imports) with the web's own rules. */
async function violationsInFixture() {
  const fixture = path.join(web, 'import-rules-fixture');
  const { output } = await cruise(['src'], { baseDir: fixture, ruleSet: { forbidden: rules.forbidden }, validate: true });
  return (output as ICruiseResult).summary.violations.map(({ rule, from, to }) => `${rule.name}: ${from} → ${to}`).sort();
}

describe('web import rules (npm run lint:imports:web)', () => {
  it('refuse each forbidden import and allow features to be reached through their index.ts', async () => {
    expect(await violationsInFixture()).toEqual([
      'feature-through-its-entry: src/features/wishlist/reaches-into-cart.ts → src/features/cart/add-to-cart.ts',
      'features-below-the-layout: src/features/wishlist/places-the-layout.ts → src/shell/layout.ts',
      'no-cycles: src/shell/layout.ts → src/shell/menu.ts',
      'pages-and-shell-use-feature-entries: src/pages/page.ts → src/features/cart/add-to-cart.ts',
      'ui-is-the-kit: src/ui/button.ts → src/features/cart/index.ts',
    ]);
  }, 30_000);
});
