import type { Services } from './registry';

export interface SeedOptions {
  /** Render product pictures (SEED_IMAGES); without, image rows are written but no files drawn. */
  images: boolean;
  /** "Now" for dates in the demo data (tests pin it). */
  now?: Date;
}

/**
 * One kind of demo data, written by its domain as `<domain>.seed.ts` and run in order by seed/index.ts.
 * `run` must leave existing data alone, so seeding twice changes nothing.
 */
export interface Seeder {
  name: string;
  /** Answers a one-line summary for the log. */
  run(services: Services, options: SeedOptions): Promise<string | void>;
}
