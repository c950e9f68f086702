/**
 * SQLite full-text search for products: an FTS5 index over the products table (external content,
 * so the text is stored once), kept in step by triggers. MySQL uses the FULLTEXT index declared on
 * the Product entity instead.
 */
const indexed = 'title, description, brand, tags';
const newRow = 'new.id, new.title, new.description, new.brand, new.tags';
const oldRow = "'delete', old.id, old.title, old.description, old.brand, old.tags";

export const catalogSqliteSchema: string[] = [
  `CREATE VIRTUAL TABLE IF NOT EXISTS products_fts USING fts5(${indexed}, content='products', content_rowid='id', tokenize='unicode61 remove_diacritics 2', prefix='2 3')`,
  `CREATE TRIGGER IF NOT EXISTS products_fts_insert AFTER INSERT ON products BEGIN
     INSERT INTO products_fts(rowid, ${indexed}) VALUES (${newRow});
   END`,
  `CREATE TRIGGER IF NOT EXISTS products_fts_delete AFTER DELETE ON products BEGIN
     INSERT INTO products_fts(products_fts, rowid, ${indexed}) VALUES (${oldRow});
   END`,
  `CREATE TRIGGER IF NOT EXISTS products_fts_update AFTER UPDATE OF ${indexed} ON products BEGIN
     INSERT INTO products_fts(products_fts, rowid, ${indexed}) VALUES (${oldRow});
     INSERT INTO products_fts(rowid, ${indexed}) VALUES (${newRow});
   END`,
  // Synchronize rebuilds the products table (dropping its triggers) when its columns change, so
  // re-index on every start; it reads the catalogue once and is idempotent.
  `INSERT INTO products_fts(products_fts) VALUES ('rebuild')`,
];
