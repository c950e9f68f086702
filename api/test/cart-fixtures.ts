import type { Store } from '../src/boot';
import { User } from '../src/modules/users/user.entity';
import { Coupon } from '../src/modules/coupons/coupon.entity';
import { seedCoupons } from '../src/modules/coupons/coupons.seed';
import { graphql } from './harness';

/**
 * A small catalogue for cart tests (prices in paise, ex-GST selling prices):
 * - Bandhani Kurta (Women › Kurtas, 5%): M/Red stock 5, L/Red stock 0, M/Blue stock 120 — ₹1,000 → ₹1,050 incl. GST, MRP ₹1,499
 * - Zari Sherwani (Men, 18%): one Free Size/Gold variant, stock 10 — ₹3,000 → ₹3,540, MRP ₹4,999
 * plus the demo coupons and a few special ones.
 */
export async function cartFixtures(store: Store) {
  const { catalog } = store.services;
  const women = await catalog.createCategory({ slug: 'women', name: 'Women', description: 'Women' });
  const kurtas = await catalog.createCategory({ slug: 'women-kurtas', name: 'Kurtas', description: 'Kurtas', parentId: women.id });
  const men = await catalog.createCategory({ slug: 'men', name: 'Men', description: 'Men' });
  const base = { description: 'Handmade', brand: 'Kapda', fabric: 'Cotton', care: 'Hand wash', tags: [] as string[] };
  const kurta = await catalog.createProduct({
    ...base, slug: 'bandhani-kurta', title: 'Bandhani Kurta', categoryId: kurtas.id, hsnCode: '6204', gstRate: 5,
    variants: [
      { sku: 'BK-M-RED', size: 'M', color: 'Red', colorHex: '#cc0000', stock: 5, mrp: 149_900, sellingPrice: 100_000 },
      { sku: 'BK-L-RED', size: 'L', color: 'Red', colorHex: '#cc0000', stock: 0, mrp: 149_900, sellingPrice: 100_000 },
      { sku: 'BK-M-BLUE', size: 'M', color: 'Blue', colorHex: '#0000cc', stock: 120, mrp: 149_900, sellingPrice: 100_000 },
    ],
    images: [{ alt: 'Bandhani Kurta in red', color: 'Red', basePath: 'products/bandhani-kurta-red', widths: [320, 640, 1024], width: 1024, height: 1280 }],
  });
  const sherwani = await catalog.createProduct({
    ...base, slug: 'zari-sherwani', title: 'Zari Sherwani', categoryId: men.id, hsnCode: '6203', gstRate: 18,
    variants: [{ sku: 'ZS-FREE-GOLD', size: 'Free Size', color: 'Gold', colorHex: '#d4af37', stock: 10, mrp: 499_900, sellingPrice: 300_000 }],
    images: [],
  });
  const hidden = await catalog.createProduct({
    ...base, slug: 'retired-dupatta', title: 'Retired Dupatta', categoryId: women.id, hsnCode: '6214', gstRate: 5, isActive: false,
    variants: [{ sku: 'RD-FREE-PINK', size: 'Free Size', color: 'Pink', colorHex: '#ff69b4', stock: 3, mrp: 99_900, sellingPrice: 50_000 }],
    images: [],
  });
  const festive = await catalog.createCollection({ slug: 'festive-edit', title: 'Festive Edit', description: 'Festive' }, [sherwani.id]);
  await seedCoupons(store.services);
  const coupons = store.dataSource.getRepository(Coupon);
  const now = Date.now();
  await coupons.insert([
    { code: 'SOON10', kind: 'percent', value: 10, startsAt: new Date(now + 86_400_000), perCustomerLimit: null },
    { code: 'LASTONE', kind: 'flat', value: 10_000, usageLimit: 1, usedCount: 1, perCustomerLimit: null },
    { code: 'ONCEONLY', kind: 'flat', value: 10_000, perCustomerLimit: 1 },
    { code: 'WOMEN20', kind: 'percent', value: 20, categoryId: women.id, perCustomerLimit: null },
    { code: 'FESTIVEEDIT', kind: 'flat', value: 50_000, collectionId: festive.id, perCustomerLimit: null },
  ]);
  return { women, kurtas, men, kurta, sherwani, hidden, festive };
}

let counter = 0;

/** A verified customer and a bearer token for them. */
export async function customer(store: Store, name = 'Asha') {
  counter += 1;
  const repo = store.dataSource.getRepository(User);
  const user = await repo.save(
    repo.create({
      firstName: name, lastName: 'Patel', email: `${name.toLowerCase()}.${counter}.${process.pid}@example.in`, phone: null, passwordHash: null,
      role: 'customer', roles: ['customer'], permissions: [], department: '', emailVerified: true, isActive: true,
    }),
  );
  const { token } = await store.services.auth.startSession({ ip: '127.0.0.1', userAgent: 'vitest', guestSessionId: null }, user);
  return { user, token };
}

export const CART_FIELDS = `
  id itemCount subtotal shipping total taxAmount couponCode couponDiscount couponError notices
  gst { total cgst sgst }
  items { id productId slug name image size color variantSku quantity price mrp gstRate lineAmount stock }
`;

/** A GraphQL call that must succeed. */
export async function gqlOk<T = any>(baseUrl: string, query: string, variables: Record<string, unknown> = {}, token?: string): Promise<T> {
  const { body } = await graphql<T>(baseUrl, query, variables, token);
  if (body.errors?.length) throw new Error(`GraphQL error: ${JSON.stringify(body.errors)}`);
  return body.data as T;
}

/** A GraphQL call that must fail: answers its first error's message and status. */
export async function gqlError(baseUrl: string, query: string, variables: Record<string, unknown> = {}, token?: string) {
  const { body } = await graphql(baseUrl, query, variables, token);
  if (!body.errors?.length) throw new Error(`expected an error, got ${JSON.stringify(body.data)}`);
  return { message: body.errors[0].message, status: body.errors[0].extensions?.status as number | undefined, code: body.errors[0].extensions?.code };
}
