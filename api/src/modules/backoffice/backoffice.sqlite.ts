/**
 * SQLite's LIKE ignores case but reads an index range only from a NOCASE index; TypeORM's indexes are
 * BINARY, so the order desk's case-insensitive city and state prefixes get these twins (MySQL's _ci
 * collation serves IDX_orders_city and IDX_orders_place as they are). Idempotent, run at every start.
 */
export const backofficeSqliteSchema: string[] = [
  'CREATE INDEX IF NOT EXISTS "IDX_orders_city_nocase" ON "orders" ("shipCity" COLLATE NOCASE)',
  'CREATE INDEX IF NOT EXISTS "IDX_orders_place_nocase" ON "orders" ("shipState" COLLATE NOCASE, "shipCity" COLLATE NOCASE)',
];
