/** MySQL and SQLite both report a duplicate key, each in its own words; either means "already there". */
export function isDuplicateKey(error: unknown): boolean {
  const e = error as { code?: string; driverError?: { code?: string } };
  const code = e?.code ?? e?.driverError?.code ?? '';
  return code === 'ER_DUP_ENTRY' || code.startsWith('SQLITE_CONSTRAINT');
}
