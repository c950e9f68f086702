import { performance } from 'node:perf_hooks';
import { logger } from '../../logger';
import type { Services } from '../../kernel/registry';
import { catalogueSeeder } from './catalogue/catalogue.seeder';
import { couponsSeeder } from '../../modules/coupons/coupons.seed';
import { demoUsersSeeder } from '../../modules/users/demo-users.seed';

export interface SeedOptions {
  /** Render product pictures (SEED_IMAGES); without, image rows are written but no files drawn. */
  images: boolean;
  /** "Now" for dates in the demo data (tests pin it). */
  now?: Date;
}

/** One kind of demo data. `run` must leave existing data alone, so seeding twice changes nothing. */
export interface Seeder {
  name: string;
  /** Answers a one-line summary for the log. */
  run(services: Services, options: SeedOptions): Promise<string | void>;
}

/** The demo data, in order: later seeders may rely on earlier ones (coupons on categories…). */
export const seeders: Seeder[] = [catalogueSeeder, couponsSeeder, demoUsersSeeder];

export async function seedDemo(services: Services, options: Partial<SeedOptions> = {}): Promise<void> {
  const opts: SeedOptions = { images: services.config.SEED_IMAGES, ...options };
  for (const seeder of seeders) {
    const started = performance.now();
    const summary = await seeder.run(services, opts);
    logger.info(`seed ${seeder.name}: ${summary ?? 'done'} (${Math.round(performance.now() - started)} ms)`);
  }
}
