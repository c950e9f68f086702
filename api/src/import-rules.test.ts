import { createRequire } from 'node:module';
import path from 'node:path';
import { cruise, type ICruiseResult, type IForbiddenRuleType } from 'dependency-cruiser';
import { describe, expect, it } from 'vitest';

const api = path.resolve(__dirname, '..');
const rules = createRequire(path.join(api, 'package.json'))('./.dependency-cruiser.cjs') as { forbidden: IForbiddenRuleType[]; options: { enhancedResolveOptions: object } };

/** Cruise api/import-rules-fixture (deliberately broken imports) with the API's own rules. */
async function violationsInFixture() {
  const fixture = path.join(api, 'import-rules-fixture');
  const { output } = await cruise(['src'], {
    baseDir: fixture,
    ruleSet: { forbidden: rules.forbidden },
    validate: true,
    tsPreCompilationDeps: true,
    enhancedResolveOptions: rules.options.enhancedResolveOptions,
  });
  return (output as ICruiseResult).summary.violations.map(({ rule, from, to }) => `${rule.name}: ${from} → ${to.replace(/^.*node_modules\//, 'node_modules/')}`).sort();
}

describe('API import rules (npm run lint:imports:api)', () => {
  it('refuse each forbidden import and allow entry points to compose', async () => {
    expect(await violationsInFixture()).toEqual([
      'adapters-not-composition: src/http/rest.ts → src/services.ts',
      'domains-below-the-adapters: src/modules/cart/cart.rest.ts → src/http/rest.ts',
      'kernel-is-the-floor: src/kernel/context.ts → src/modules/cart/cart.rules.ts',
      'no-cycles: src/modules/orders/orders.ts → src/modules/orders/payments.ts',
      'no-express-in-domains: src/modules/cart/cart.rest.ts → node_modules/express/index.js',
    ]);
  }, 30_000);
});
