import { createConnection } from 'mysql2/promise';
import { DataSource, type DataSourceOptions } from 'typeorm';
import { describe, expect, it } from 'vitest';
import { dataSourceOptions } from '../src/db/data-source';
import { mysqlMigrations } from '../src/db/migrations';
import { mysqlAvailable, mysqlServerUrl } from './harness';

const address = (city: string, pincode: string, state: string) => JSON.stringify({ fullName: 'Asha Patel', phone: '9825012345', line1: '12 Nanpura', line2: null, landmark: null, pincode, city, state, stateCode: '24' });

describe.skipIf(!mysqlAvailable())('the back-office migration on MySQL', () => {
  it("backfills the orders placed before it: the PIN directory's city and state, phone, first orders, and the daily summaries", async () => {
    const name = `kapda_t_mig_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
    const admin = await createConnection(mysqlServerUrl.replace(/^mariadb:/, 'mysql:'));
    await admin.query(`CREATE DATABASE \`${name}\` CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci`);
    const options = dataSourceOptions({ DATABASE_URL: `${mysqlServerUrl}/${name}`, SQLITE_PATH: '' });
    // Up to the migration before the back office's (BackOffice, then SalesDayCustomers).
    const last = mysqlMigrations.findIndex((m) => m.name.startsWith('BackOffice1'));
    try {
      const before = new DataSource({ ...options, entities: [], migrations: mysqlMigrations.slice(0, last) } as DataSourceOptions);
      await before.initialize();
      await before.runMigrations();
      const insert = 'INSERT INTO orders (orderNumber, userId, email, status, paymentMethod, paymentStatus, subtotal, discount, total, taxAmount, shippingAddress, createdAt) VALUES (?, NULL, ?, ?, ?, ?, ?, 0, ?, 0, ?, ?)';
      await before.query(insert, ['KPD-0111-000001', 'a@example.in', 'delivered', 'cod', 'paid', 105_000, 105_000, address('sURAT ', '395001', 'Gujarat'), new Date('2026-11-01T05:00:00Z')]);
      await before.query(insert, ['KPD-0111-000002', 'a@example.in', 'confirmed', 'cod', 'pending', 210_000, 210_000, address('Surat City', '395007', 'gujarat'), new Date('2026-11-01T06:00:00Z')]);
      await before.query(insert, ['KPD-0211-000003', 'b@example.in', 'cancelled', 'cod', 'not_collected', 50_000, 50_000, address('Mumbai', '400001', 'Maharashtra'), new Date('2026-11-02T06:00:00Z')]);
      await before.destroy();

      const after = new DataSource({ ...options, migrations: mysqlMigrations } as DataSourceOptions);
      await after.initialize();
      await after.runMigrations({ transaction: 'each' });
      const orders = await after.query('SELECT shipCity, shipState, phone, firstOrder FROM orders ORDER BY id');
      expect(orders).toEqual([
        { shipCity: 'Surat', shipState: 'Gujarat', phone: '9825012345', firstOrder: 1 },
        { shipCity: 'Surat', shipState: 'Gujarat', phone: '9825012345', firstOrder: 0 },
        { shipCity: 'Mumbai', shipState: 'Maharashtra', phone: '9825012345', firstOrder: 1 },
      ]);
      const days = await after.query('SELECT day, orders, paidOrders, revenue, newCustomers FROM sales_days ORDER BY day');
      expect(days.map((d: Record<string, unknown>) => ({ ...d, revenue: Number(d.revenue) }))).toEqual([{ day: '2026-11-01', orders: 2, paidOrders: 1, revenue: 315_000, newCustomers: 1 }]);
      expect(await after.query('SELECT city, orders FROM sales_day_cities')).toEqual([{ city: 'Surat', orders: 2 }]);
      // One customer (a@) with two Surat orders on one day: one row counting both.
      expect(await after.query('SELECT day, orders FROM sales_day_customers')).toEqual([{ day: '2026-11-01', orders: 2 }]);
      await after.destroy();
    } finally {
      await admin.query(`DROP DATABASE IF EXISTS \`${name}\``);
      await admin.end();
    }
  }, 120_000);
});
