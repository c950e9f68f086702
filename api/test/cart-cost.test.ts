import { beforeAll, expect, it } from 'vitest';
import { describeEachDatabase } from './harness';
import { CART_FIELDS, cartFixtures, customer, gqlOk } from './cart-fixtures';

/** What a member's cart costs the database: every SQL statement a request sends (the mail outbox worker's polls aside). */

const CART = `query { cart { ${CART_FIELDS} } }`;
const ADD = `mutation Add($input: AddToCartInput!) { addToCart(input: $input) { ${CART_FIELDS} } }`;

describeEachDatabase('cart request cost', (store) => {
  let fx: Awaited<ReturnType<typeof cartFixtures>>;

  beforeAll(async () => {
    fx = await cartFixtures(store());
  });

  /** Run a request and collect the SQL statements it sent (transaction statements included). */
  async function statementsOf<T>(request: () => Promise<T>): Promise<{ result: T; statements: string[] }> {
    const logger = store().dataSource.logger;
    const original = logger.logQuery;
    const statements: string[] = [];
    logger.logQuery = (sql, parameters, runner) => {
      if (!/\boutbox/i.test(sql)) statements.push(sql.replace(/\s+/g, ' ').trim());
      return original.call(logger, sql, parameters, runner);
    };
    try {
      return { result: await request(), statements };
    } finally {
      logger.logQuery = original;
    }
  }

  it('an add to cart and a cart read each cost a fixed few statements, however full the cart', async () => {
    const { token } = await customer(store());
    const add = (input: Record<string, unknown>) => gqlOk(store().baseUrl, ADD, { input }, token).then((d) => d.addToCart);
    const read = () => gqlOk(store().baseUrl, CART, {}, token).then((d) => d.cart);
    // The cart's own statements: what signing the request in costs (the session and its user) is apart.
    const own = (statements: string[]) => statements.filter((s) => !/\b(sessions|users)\b/.test(s));
    await read(); // the session's first request of the minute also records when it was last seen

    const firstAdd = await statementsOf(() => add({ productId: String(fx.kurta.id), size: 'M', color: 'Red' }));
    expect(firstAdd.result.items).toHaveLength(1);
    const again = await statementsOf(() => add({ productId: String(fx.kurta.id), size: 'M', color: 'Red' }));
    expect(again.result.items[0].quantity).toBe(2);
    await add({ productId: String(fx.sherwani.id) });
    const third = await statementsOf(() => add({ productId: String(fx.kurta.id), size: 'M', color: 'Blue', quantity: 3 }));
    expect(third.result.items).toHaveLength(3);
    const cartRead = await statementsOf(read);
    expect(cartRead.result.items).toHaveLength(3);
    console.info(`[cart-cost ${store().dataSource.options.type}] add to cart ${firstAdd.statements.length} statements (${own(firstAdd.statements).length} the cart's own), the same line again ${again.statements.length}, with 2 lines already ${third.statements.length}; cart read of 3 lines ${cartRead.statements.length} (${own(cartRead.statements).length})`);

    // However many lines the cart holds, the cost stays the same.
    expect(third.statements.length).toBe(firstAdd.statements.length);
    expect(again.statements.length).toBe(firstAdd.statements.length);
    // The cart and its coupon (1), the products with their variants and pictures (3), the guarded write (1).
    expect(own(firstAdd.statements).length).toBeLessThanOrEqual(5);
    expect(firstAdd.statements.length).toBeLessThanOrEqual(7);
    // The same without the write; no transaction either way.
    expect(own(cartRead.statements).length).toBeLessThanOrEqual(4);
    expect(cartRead.statements.length).toBeLessThanOrEqual(6);
    expect([...firstAdd.statements, ...cartRead.statements].filter((s) => /^(START|BEGIN|COMMIT|ROLLBACK)/i.test(s))).toEqual([]);
  });

  it('reading a cart never writes, even when it shows lines cut to stock', async () => {
    const { token } = await customer(store());
    await gqlOk(store().baseUrl, ADD, { input: { variantSku: 'BK-M-BLUE', quantity: 4 } }, token);
    // Stock falls below what the cart holds (another shopper bought them).
    await store().dataSource.query('UPDATE product_variants SET stock = 2 WHERE sku = ?', ['BK-M-BLUE']);
    try {
      const { result, statements } = await statementsOf(() => gqlOk(store().baseUrl, CART, {}, token).then((d) => d.cart));
      expect(result.items[0]).toMatchObject({ variantSku: 'BK-M-BLUE', quantity: 2 });
      expect(result.notices).toContain('Only 2 left of Bandhani Kurta (M, Blue), so your cart has 2');
      expect(statements.filter((s) => /^(INSERT|UPDATE|DELETE|REPLACE)\b/i.test(s))).toEqual([]);
    } finally {
      await store().dataSource.query('UPDATE product_variants SET stock = 120 WHERE sku = ?', ['BK-M-BLUE']);
    }
  });
});
