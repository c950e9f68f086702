#!/usr/bin/env node
/**
 * Generate orders for the back-office benchmark, straight into a MySQL/MariaDB database the store
 * has already created (its migrations ran, the demo catalogue is seeded): N orders over the last
 * DAYS days with 1–3 lines each, shipped to PINs drawn from the real PIN directory (big cities
 * more often), in bulk multi-row INSERTs. Old orders are mostly delivered (some cancelled, a few
 * failed online payments); the last few days hold the open ones (confirmed, packed, shipped).
 * The daily summaries are NOT written here: run the store's own rebuild afterwards
 * (node api/dist/cli/sales-rebuild.js), as bench/backoffice.mjs does.
 *
 *   DATABASE=mysql://root@127.0.0.1:3306/kapda_bench_backoffice ORDERS=500000 node bench/generate-orders.mjs
 */
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import mysql from 'mysql2/promise';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const require = createRequire(import.meta.url);

/** A small seeded PRNG, so two runs make the same orders. */
function rng(seed) {
  let s = seed >>> 0;
  return () => {
    s = (s + 0x6d2b79f5) >>> 0;
    let t = s;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const BIG_CITY_PINS = ['395001', '395007', '394210', '400001', '400050', '110001', '110017', '560001', '560034', '600001', '700001', '500001', '380006', '411001', '302001', '226001', '682001', '160017'];

export async function generateOrders({ url, orders = 500_000, days = 365, batch = 1000, seed = 11, log = console.log }) {
  const { PincodeDirectory } = require(path.join(root, 'api/dist/modules/delivery/pincode-directory.js'));
  const directory = new PincodeDirectory();
  const random = rng(seed);
  const db = await mysql.createConnection(url);
  try {
    const [variants] = await db.query('SELECT v.id, v.productId, v.sku, v.size, v.color, v.sellingPrice, p.title, p.slug, p.hsnCode FROM product_variants v JOIN products p ON p.id = v.productId');
    if (variants.length === 0) throw new Error('No catalogue: start the store with SEED_DEMO=true first');
    // PINs: the big cities, and a spread across the country (every 40th PIN of the directory).
    const allPins = [];
    for (let pin = 110001; pin < 860000; pin += 37) {
      const p = String(pin);
      if (directory.lookup(p)) allPins.push(p);
    }
    const places = [...BIG_CITY_PINS, ...allPins].map((pin) => ({ pin, place: directory.lookup(pin) })).filter((x) => x.place);
    // Zipf-like: the first places (big cities) get most orders.
    const weights = places.map((_, i) => 1 / Math.pow(i + 1, 0.9));
    const totalWeight = weights.reduce((a, b) => a + b, 0);
    const cumulative = [];
    let acc = 0;
    for (const w of weights) cumulative.push((acc += w / totalWeight));
    const pickPlace = () => {
      const r = random();
      let lo = 0, hi = cumulative.length - 1;
      while (lo < hi) {
        const mid = (lo + hi) >> 1;
        if (cumulative[mid] < r) lo = mid + 1;
        else hi = mid;
      }
      return places[lo];
    };
    const [[{ maxId }]] = await db.query('SELECT COALESCE(MAX(id), 0) AS maxId FROM orders');
    const customers = Math.max(1, Math.round(orders * 0.3));
    const seen = new Set();
    const now = Date.now();
    const start = now - days * 86_400_000;
    const step = (days * 86_400_000) / orders;
    const began = Date.now();
    let id = Number(maxId);
    for (let done = 0; done < orders; done += batch) {
      const n = Math.min(batch, orders - done);
      const orderRows = [];
      const lineRows = [];
      for (let k = 0; k < n; k++) {
        id++;
        const i = done + k;
        const createdAt = new Date(start + i * step + random() * step);
        const ageDays = (now - createdAt.getTime()) / 86_400_000;
        const online = random() < 0.55;
        const r = random();
        let status;
        if (ageDays > 7) status = r < 0.9 ? 'delivered' : r < 0.97 ? 'cancelled' : online ? 'payment_failed' : 'cancelled';
        else if (ageDays > 3) status = r < 0.6 ? 'shipped' : r < 0.9 ? 'delivered' : 'cancelled';
        else status = r < 0.4 ? 'confirmed' : r < 0.7 ? 'packed' : r < 0.9 ? 'shipped' : 'cancelled';
        const paymentStatus = status === 'payment_failed' ? 'failed' : online ? (status === 'cancelled' ? 'refunded' : 'paid') : status === 'delivered' ? 'paid' : status === 'cancelled' ? 'not_collected' : 'pending';
        const email = `buyer${Math.floor(random() * customers)}@example.in`;
        const firstOrder = !seen.has(email);
        seen.add(email);
        const { pin, place } = pickPlace();
        const phone = `98${String(Math.floor(random() * 1e8)).padStart(8, '0')}`;
        const lineCount = 1 + Math.floor(random() * random() * 3);
        let subtotal = 0;
        let units = 0;
        for (let l = 0; l < lineCount; l++) {
          const v = variants[Math.floor(random() * variants.length)];
          const quantity = 1 + Math.floor(random() * random() * 3);
          const unitPrice = Math.round((v.sellingPrice * 1.05) / 100) * 100;
          const lineTotal = unitPrice * quantity;
          subtotal += lineTotal;
          units += quantity;
          const taxable = Math.round(lineTotal / 1.05);
          const tax = lineTotal - taxable;
          const intra = place.region.code === '24';
          lineRows.push([id, v.productId, v.id, v.title, v.slug, v.sku, v.size, v.color, quantity, unitPrice, lineTotal, 0, v.hsnCode, 5, taxable, intra ? Math.floor(tax / 2) : 0, intra ? tax - Math.floor(tax / 2) : 0, intra ? 0 : tax]);
        }
        const address = JSON.stringify({ fullName: `Buyer ${i}`, phone, line1: `${1 + (i % 200)} Main Road`, line2: null, landmark: null, pincode: pin, city: place.city, state: place.region.name, stateCode: place.region.code });
        const ddmm = `${String(createdAt.getUTCDate()).padStart(2, '0')}${String(createdAt.getUTCMonth() + 1).padStart(2, '0')}`;
        orderRows.push([
          id, `KPD-${ddmm}-B${id}`, null, email, status, online ? 'online' : 'cod', paymentStatus, subtotal, 0, subtotal, Math.round(subtotal - subtotal / 1.05),
          address, status === 'shipped' || status === 'delivered' ? 'Delhivery' : null, status === 'shipped' || status === 'delivered' ? `DL${id}IN` : null,
          place.city, place.region.name, phone, units, firstOrder ? 1 : 0, createdAt, createdAt,
        ]);
      }
      await db.query('START TRANSACTION');
      await db.query(
        'INSERT INTO orders (id, orderNumber, userId, email, status, paymentMethod, paymentStatus, subtotal, discount, total, taxAmount, shippingAddress, courier, trackingNumber, shipCity, shipState, phone, units, firstOrder, createdAt, updatedAt) VALUES ?',
        [orderRows],
      );
      await db.query(
        'INSERT INTO order_lines (orderId, productId, variantId, title, slug, variantSku, size, color, quantity, unitPrice, lineTotal, discount, hsn, gstRate, taxableValue, cgst, sgst, igst) VALUES ?',
        [lineRows],
      );
      await db.query('COMMIT');
      if ((done / batch) % 50 === 0) log(`  ${done + n} orders…`);
    }
    log(`Generated ${orders} orders in ${((Date.now() - began) / 1000).toFixed(1)} s`);
  } finally {
    await db.end();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const url = process.env.DATABASE;
  if (!url) throw new Error('Set DATABASE=mysql://user@host:3306/database (a store database, already migrated and seeded)');
  generateOrders({ url: url.replace(/^mariadb:/, 'mysql:'), orders: Number(process.env.ORDERS ?? 500_000), days: Number(process.env.DAYS ?? 365) }).catch((error) => {
    console.error(error);
    process.exit(1);
  });
}
