import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { repoRoot } from '../../config';
import { regionByCode, type IndianRegion } from '@kapda/rules/india';

/** The compact directory written by pincode-directory.generate.cli.ts. */
export const PINCODE_FILE = path.join(repoRoot, 'api', 'data', 'pincodes.tsv.gz');

export interface PincodePlace {
  pincode: string;
  city: string;
  district: string;
  region: IndianRegion;
  /** The town or city names that belong to this PIN: its city, its district, and those of its other post offices. */
  places: string[];
}

/**
 * The all-India PIN directory: ≈ 19,000 PINs → city, district, state. Read once, lazily, from the
 * compact gzipped table (≈ 150 KB; a few milliseconds), then answered from memory.
 */
export class PincodeDirectory {
  private table: Map<string, string> | null = null;

  constructor(private readonly file: string = PINCODE_FILE) {}

  get size(): number {
    return this.load().size;
  }

  lookup(pincode: string): PincodePlace | null {
    const line = this.load().get(pincode);
    if (!line) return null;
    const [, city, district, code, more] = line.split('\t');
    const region = regionByCode(code);
    const places = [...new Set([city, district, ...(more ? more.split('|') : [])])];
    return region ? { pincode, city, district, region, places } : null;
  }

  private load(): Map<string, string> {
    if (!this.table) {
      const text = gunzipSync(readFileSync(this.file)).toString('utf8');
      const table = new Map<string, string>();
      for (const line of text.split('\n')) if (line) table.set(line.slice(0, 6), line);
      this.table = table;
    }
    return this.table;
  }
}
