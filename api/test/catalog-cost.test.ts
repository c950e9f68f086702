import { readFileSync } from 'node:fs';
import path from 'node:path';
import { Kind, parse, print, visit, type FragmentDefinitionNode, type OperationDefinitionNode } from 'graphql';
import { expect, it } from 'vitest';
import { repoRoot } from '../src/config';
import { queryLimits } from '../src/graphql/server';
import { describeEachDatabase, graphql } from './harness';

/** What a catalogue request costs the database, and which requests are refused before they run. */

const STOREFRONT_LISTING = `query Shop($filter: ProductFilter, $limit: Int) {
  products(filter: $filter, limit: $limit) {
    total pageCount
    items {
      id slug title brand price mrp percentOff onSale inStock isNew
      category { slug name parent { slug name } }
      images { url srcSet alt width height color }
      variants { sku size color colorHex stock price mrp }
      sizes colors { name hex }
    }
  }
}`;

const PRODUCT_PAGE = `query ProductPage($slug: String!) {
  product(slug: $slug) {
    id slug title description brand fabric care hsnCode gstRate tags price mrp sellingPrice percentOff onSale inStock
    category { slug name parent { slug name } }
    images { url srcSet alt width height color }
    variants { id sku size color colorHex stock inStock price mrp sellingPrice }
    sizes colors { name hex }
    related(limit: 8) { id slug title price mrp percentOff images { url srcSet alt width height } category { slug } }
  }
}`;

const HOME = `{
  categories { slug name image productCount children { slug name image productCount } }
  newArrivals(limit: 12) { id slug title price mrp percentOff images { url srcSet alt } }
  bestSellers(limit: 12) { id slug title price mrp percentOff images { url srcSet alt } }
  collections { id slug title image productCount products(limit: 4) { id slug title price images { url } } }
}`;

/** The storefront's catalogue operations (web/src/graphql/catalog.graphql), each with the fragments it uses. */
function storefrontOperations(): Array<{ name: string; query: string; variables: string[] }> {
  const document = parse(readFileSync(path.join(repoRoot, 'web/src/graphql/catalog.graphql'), 'utf8'));
  const fragments = new Map(document.definitions.filter((d): d is FragmentDefinitionNode => d.kind === Kind.FRAGMENT_DEFINITION).map((d) => [d.name.value, d]));
  return document.definitions
    .filter((d): d is OperationDefinitionNode => d.kind === Kind.OPERATION_DEFINITION)
    .map((operation) => {
      const used = new Set<string>();
      const collect = (node: OperationDefinitionNode | FragmentDefinitionNode) =>
        visit(node, {
          FragmentSpread(spread) {
            if (used.has(spread.name.value)) return;
            used.add(spread.name.value);
            collect(fragments.get(spread.name.value)!);
          },
        });
      collect(operation);
      return {
        name: operation.name?.value ?? '(anonymous)',
        query: [operation, ...[...used].map((n) => fragments.get(n)!)].map((d) => print(d)).join('\n'),
        variables: (operation.variableDefinitions ?? []).map((v) => v.variable.name.value),
      };
    });
}

describeEachDatabase(
  'catalogue request cost and limits',
  (store) => {
    /**
     * Run a query and collect the SQL statements it sent to catalogue tables (background work such as
     * the mail outbox worker shares the connection, and is not the request's cost). It runs once
     * uncounted first: what is counted is the steady cost, with what the process keeps between
     * requests (the category tree, which ids a category slug covers) already read.
     */
    async function countQueries(query: string, variables: Record<string, unknown> = {}) {
      await graphql(store().baseUrl, query, variables);
      const logger = store().dataSource.logger;
      const original = logger.logQuery;
      const statements: string[] = [];
      logger.logQuery = (sql, parameters, runner) => {
        if (/\b(products|product_variants|product_images|categories|collections|collection_products|products_fts)\b/.test(sql)) statements.push(sql);
        return original.call(logger, sql, parameters, runner);
      };
      try {
        const { body } = await graphql(store().baseUrl, query, variables);
        expect(body.errors).toBeUndefined();
        return { statements, data: body.data };
      } finally {
        logger.logQuery = original;
      }
    }

    it('a listing page costs the same few SQL queries for 24 items as for 60', async () => {
      const small = await countQueries(STOREFRONT_LISTING, { limit: 24 });
      const large = await countQueries(STOREFRONT_LISTING, { limit: 60 });
      expect(small.data.products.items).toHaveLength(24);
      expect(large.data.products.items).toHaveLength(60);
      expect(large.statements.length).toBe(small.statements.length);
      // the page with its total + variants + images (the category tree is kept between requests)
      expect(small.statements.length).toBeLessThanOrEqual(3);
    });

    /** The statements a REST GET sends to catalogue tables (steady cost, as countQueries). */
    async function countRestQueries(url: string, { warm = true } = {}) {
      if (warm) await fetch(`${store().baseUrl}${url}`);
      const logger = store().dataSource.logger;
      const original = logger.logQuery;
      const statements: string[] = [];
      logger.logQuery = (sql, parameters, runner) => {
        if (/\b(products|product_variants|product_images|categories|collections|collection_products|products_fts)\b/.test(sql)) statements.push(sql);
        return original.call(logger, sql, parameters, runner);
      };
      try {
        const response = await fetch(`${store().baseUrl}${url}`);
        expect(response.status).toBe(200);
        return { statements, body: (await response.json()) as { data: { items: Array<{ sizes: string[]; colors: unknown[] }> } } };
      } finally {
        logger.logQuery = original;
      }
    }

    it('the storefront listing (GraphQL ShopProducts) and the REST listing read no whole variants: page, pictures, sizes and swatches', async () => {
      const shop = storefrontOperations().find((o) => o.name === 'ShopProducts')!;
      for (const limit of [24, 60]) {
        const { statements } = await countQueries(shop.query, { filter: { category: 'women' }, sort: 'NEWEST', page: 1, limit });
        expect(statements).toHaveLength(3);
        expect(statements.filter((s) => /FROM product_variants v WHERE v\.productId IN/.test(s) && !/GROUP BY/.test(s))).toEqual([]);
      }
      for (const url of ['/api/products?limit=24', '/api/products?limit=60&category=women&sort=price_asc&sizes=M']) {
        // Cards not kept yet: the page's ids with the total, then the cards' columns, pictures, and sizes and swatches folded per product.
        store().services.listingCards.forget();
        const cold = await countRestQueries(url, { warm: false });
        expect(cold.body.data.items.length).toBeGreaterThan(0);
        expect(cold.body.data.items.every((item) => item.sizes.length > 0 && item.colors.length > 0)).toBe(true);
        expect(cold.statements, url).toHaveLength(4);
        expect(cold.statements.filter((s) => /FROM product_variants v WHERE v\.productId IN/.test(s) && !/GROUP BY/.test(s))).toEqual([]);
        // Cards kept (listing-cards.ts): only the page's ids with the total, and the same answer.
        const warm = await countRestQueries(url, { warm: false });
        expect(warm.statements, url).toHaveLength(1);
        expect(warm.body).toEqual(cold.body);
      }
    });

    it('a filtered, searched listing costs no more', async () => {
      const searched = await countQueries(STOREFRONT_LISTING, { limit: 24, filter: { category: 'women', search: 'silk', sizes: ['M', 'Free Size'], sale: true } });
      expect(searched.data.products.items.length).toBeGreaterThan(0);
      expect(searched.statements.length).toBeLessThanOrEqual(3);
    });

    it('a product page with related products and the home page each cost a fixed handful', async () => {
      const listing = await countQueries(STOREFRONT_LISTING, { limit: 2 });
      const [a, b] = listing.data.products.items;
      const first = await countQueries(PRODUCT_PAGE, { slug: a.slug });
      const second = await countQueries(PRODUCT_PAGE, { slug: b.slug });
      expect(first.data.product.related.length).toBeGreaterThan(0);
      expect(second.statements.length).toBe(first.statements.length);
      // product + its variants, images and related products (one statement) + their variants and images
      expect(first.statements.length).toBeLessThanOrEqual(6);
      const home = await countQueries(HOME);
      expect(home.data.collections.length).toBeGreaterThanOrEqual(6);
      expect(home.statements.length).toBeLessThanOrEqual(12);
    });

    it("every catalogue operation the storefront sends fits within the depth and cost limits", async () => {
      const product = (await countQueries(STOREFRONT_LISTING, { limit: 1 })).data.products.items[0];
      // Plausible values for each variable name the storefront's operations use; limits at their maximum.
      const values: Record<string, unknown> = { slug: product.slug, id: 'festive-edit', filter: { category: 'women', search: 'silk' }, sort: 'POPULAR', page: 1, limit: 60 };
      const operations = storefrontOperations();
      expect(operations.length).toBeGreaterThan(3);
      for (const { name, query, variables } of operations) {
        const { status, body } = await graphql(store().baseUrl, query, Object.fromEntries(variables.map((v) => [v, values[v]])));
        expect(status, name).toBe(200);
        expect(body.errors, name).toBeUndefined();
      }
      for (const [query, variables] of [[PRODUCT_PAGE, { slug: product.slug }], [HOME, {}]] as const) {
        expect((await graphql(store().baseUrl, query, variables)).body.errors).toBeUndefined();
      }
    });

    it('refuses a too-deep query with a clear 400 before running it', async () => {
      let selection = 'id';
      for (let i = 0; i < queryLimits.maxDepth; i++) selection = `slug related { ${selection} }`;
      const { status, body } = await graphql(store().baseUrl, `{ product(slug: "x") { ${selection} } }`);
      expect(status).toBe(400);
      expect(body.errors?.[0].message).toMatch(/depth limit of \d+ exceeded/i);
      expect(body.errors?.[0].extensions?.code).toBe('GRAPHQL_VALIDATION_FAILED');
    });

    it('refuses related products of related products (they multiply) with a 400-style error', async () => {
      const product = (await countQueries(STOREFRONT_LISTING, { limit: 1 })).data.products.items[0];
      const { status, body } = await graphql(store().baseUrl, 'query P($slug: String!) { product(slug: $slug) { related { related { id } } } }', { slug: product.slug });
      expect(status).toBe(200);
      expect(body.errors?.[0].message).toBe('Related products cannot be nested: ask for related on the product itself');
      expect(body.errors?.[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', status: 400 });
    });

    it('answers malformed and invalid queries with a 400, never a 500', async () => {
      const cases = [
        '{ products(limit: 5) { items { id }',
        '{ products { items { noSuchField } } }',
        '{ products(limit: "five") { total } }',
        'query { product }',
        `{ ${Array.from({ length: queryLimits.maxAliases + 1 }, (_, i) => `a${i}: categories { slug }`).join(' ')} }`,
        `{ ${'__typename '.repeat(queryLimits.maxTokens + 1)} }`,
      ];
      for (const query of cases) {
        const { status, body } = await graphql(store().baseUrl, query);
        expect(status, query).toBe(400);
        expect(body.errors?.[0].message.length, query).toBeGreaterThan(10);
      }
      const notJson = await fetch(`${store().baseUrl}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"query": ' });
      expect(notJson.status).toBe(400);
      const noQuery = await fetch(`${store().baseUrl}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' });
      expect(noQuery.status).toBe(400);
    });
  },
  { seed: true },
);
