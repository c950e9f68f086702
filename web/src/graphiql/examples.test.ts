import { readFileSync } from 'node:fs';
import path from 'node:path';
import { buildSchema, parse, validate } from 'graphql';
import { describe, expect, it } from 'vitest';
import { EXAMPLE_TABS } from './examples';

const schema = buildSchema(readFileSync(path.resolve(__dirname, '../../../schema.graphql'), 'utf8'));

describe("the playground's example tabs", () => {
  it('are valid against the schema, with JSON variables and headers, and cover what integrators need', () => {
    for (const tab of EXAMPLE_TABS) {
      expect(validate(schema, parse(tab.query)).map((e) => e.message), tab.query.slice(0, 60)).toEqual([]);
      if (tab.variables) expect(() => JSON.parse(tab.variables!)).not.toThrow();
      if (tab.headers) expect(JSON.parse(tab.headers)).toHaveProperty('Authorization');
    }
    const names = EXAMPLE_TABS.map((t) => /^(query|mutation) (\w+)/m.exec(t.query)?.[2]);
    expect(names).toEqual(['BrowseProducts', 'ProductBySlug', 'PlaceGuestOrder', 'MyOrders', 'OrderDesk', 'AdjustStock']);
    expect(EXAMPLE_TABS[0].query).toContain('Authorization');
    expect(EXAMPLE_TABS[0].query).toContain('kpd_live_');
  });
});
