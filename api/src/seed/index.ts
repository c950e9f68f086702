import { performance } from 'node:perf_hooks';
import { logger } from '../logger';
import type { Services } from '../kernel/registry';
import type { Seeder, SeedOptions } from '../kernel/seed';
import { catalogSeeder } from '../modules/catalog/catalog.seed';
import { couponsSeeder } from '../modules/coupons/coupons.seed';
import { demoUsersSeeder } from '../modules/users/demo-users.seed';
import { sizeChartsSeeder } from '../modules/size-charts/size-charts.seed';

export type { Seeder, SeedOptions } from '../kernel/seed';

/** The demo data, in order: later seeders may rely on earlier ones (coupons on categories…). */
export const seeders: Seeder[] = [catalogSeeder, sizeChartsSeeder, couponsSeeder, demoUsersSeeder];

export async function seedDemo(services: Services, options: Partial<SeedOptions> = {}): Promise<void> {
  const opts: SeedOptions = { images: services.config.SEED_IMAGES, ...options };
  for (const seeder of seeders) {
    const started = performance.now();
    const summary = await seeder.run(services, opts);
    logger.info(`seed ${seeder.name}: ${summary ?? 'done'} (${Math.round(performance.now() - started)} ms)`);
  }
}
