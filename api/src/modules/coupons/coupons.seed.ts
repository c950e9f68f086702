import type { Seeder } from '../../kernel/seed';
import type { Services } from '../../kernel/registry';
import { Category } from '../catalog/category.entity';
import { Coupon } from './coupon.entity';

const DAY = 24 * 3600 * 1000;

/**
 * The demo coupons (listed in the README). Idempotent: a code that exists is left as it is.
 * FESTIVE25's window is placed around the day of seeding so that it works in a fresh demo.
 * In production (NODE_ENV=production with SEED_DEMO=true) every one is seeded inactive: their codes
 * are published in the README, so none gives a discount until the owner turns it on in the back office.
 */
export function demoCoupons(now: Date = new Date(), accessoriesCategoryId: number | null = null): Array<Partial<Coupon> & Pick<Coupon, 'code' | 'kind' | 'value'>> {
  const scoped: Array<Partial<Coupon> & Pick<Coupon, 'code' | 'kind' | 'value'>> = accessoriesCategoryId === null ? [] : [
    { code: 'ACCESSORIES15', description: '15% off accessories, up to ₹300', kind: 'percent', value: 15, maxDiscount: 30_000, categoryId: accessoriesCategoryId, perCustomerLimit: null },
  ];
  return [
    ...scoped,
    { code: 'WELCOME10', description: '10% off your first order, up to ₹500', kind: 'percent', value: 10, maxDiscount: 50_000, firstOrderOnly: true, perCustomerLimit: 1 },
    { code: 'FLAT200', description: '₹200 off orders of ₹1,499 or more', kind: 'flat', value: 20_000, minOrderValue: 149_900, perCustomerLimit: null },
    {
      code: 'FESTIVE25', description: 'Festive sale: 25% off orders of ₹2,999 or more, up to ₹1,500', kind: 'percent', value: 25,
      minOrderValue: 299_900, maxDiscount: 150_000, perCustomerLimit: 2, usageLimit: 10_000,
      startsAt: new Date(now.getTime() - DAY), endsAt: new Date(now.getTime() + 90 * DAY),
    },
    {
      code: 'MONSOON15', description: 'Monsoon sale (ended): 15% off', kind: 'percent', value: 15, maxDiscount: 75_000,
      startsAt: new Date(Date.UTC(2025, 6, 1)), endsAt: new Date(Date.UTC(2025, 8, 30, 18, 29, 59)),
    },
    { code: 'STAFF50', description: 'Paused staff offer: ₹50 off', kind: 'flat', value: 5_000, isActive: false },
  ];
}

export async function seedCoupons(services: Pick<Services, 'dataSource' | 'config'>, now: Date = new Date()): Promise<number> {
  const accessories = await services.dataSource.getRepository(Category).findOneBy({ slug: 'accessories' });
  const production = services.config.NODE_ENV === 'production';
  const rows = demoCoupons(now, accessories?.id ?? null).map((c) => ({
    description: '', minOrderValue: 0, maxDiscount: null, startsAt: null, endsAt: null, usageLimit: null, perCustomerLimit: 1,
    usedCount: 0, firstOrderOnly: false, categoryId: null, collectionId: null, isActive: true, ...c,
    ...(production ? { isActive: false } : {}),
  }));
  // updateEntity(false): codes already there insert nothing, and TypeORM would then fail to read back ids (SQLite).
  await services.dataSource.createQueryBuilder().insert().into(Coupon).values(rows).orIgnore().updateEntity(false).execute();
  return rows.length;
}

/** Demo coupons, after the catalogue (ACCESSORIES15 is scoped to its Accessories category). */
export const couponsSeeder: Seeder = {
  name: 'coupons',
  async run(services, options) {
    const count = await seedCoupons(services, options.now);
    return services.config.NODE_ENV === 'production' ? `${count} coupons, all inactive (production: the owner turns on what they want)` : `${count} coupons`;
  },
};
