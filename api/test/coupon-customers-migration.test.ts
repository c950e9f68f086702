import { createConnection } from 'mysql2/promise';
import { DataSource, type DataSourceOptions } from 'typeorm';
import { describe, expect, it } from 'vitest';
import { dataSourceOptions } from '../src/db/data-source';
import { mysqlMigrations } from '../src/db/migrations';
import { mysqlAvailable, mysqlServerUrl } from './harness';

const address = JSON.stringify({ fullName: 'Asha Patel', phone: '9825012345', line1: '12 Nanpura', line2: null, landmark: null, pincode: '395001', city: 'Surat', state: 'Gujarat', stateCode: '24' });

describe.skipIf(!mysqlAvailable())('the coupon customers migration on MySQL', () => {
  it('fills in the normalised address of the orders and coupon uses placed before it, with the same rule as new ones', async () => {
    const name = `kapda_t_cmig_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
    const admin = await createConnection(mysqlServerUrl.replace(/^mariadb:/, 'mysql:'));
    await admin.query(`CREATE DATABASE \`${name}\` CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci`);
    const options = dataSourceOptions({ DATABASE_URL: `${mysqlServerUrl}/${name}`, SQLITE_PATH: '' });
    const last = mysqlMigrations.findIndex((m) => m.name.startsWith('CouponCustomers'));
    try {
      const before = new DataSource({ ...options, entities: [], migrations: mysqlMigrations.slice(0, last) } as DataSourceOptions);
      await before.initialize();
      await before.runMigrations();
      await before.query("INSERT INTO users (id, firstName, lastName, email, role, roles, permissions, department, emailVerified, isActive) VALUES (7, 'Ravi', 'Kumar', 'ravi.kumar@gmail.com', 'customer', 'customer', '', '', 1, 1)");
      const insert = 'INSERT INTO orders (orderNumber, userId, email, status, paymentMethod, paymentStatus, subtotal, discount, total, taxAmount, shippingAddress, createdAt) VALUES (?, ?, ?, ?, ?, ?, 1000, 0, 1000, 0, ?, ?)';
      const placed = new Date('2026-11-01T05:00:00Z');
      await before.query(insert, ['KPD-0111-000001', null, 'Asha+Festive@Example.in', 'confirmed', 'cod', 'pending', address, placed]);
      await before.query(insert, ['KPD-0111-000002', 7, 'ravi.kumar@gmail.com', 'delivered', 'cod', 'paid', address, placed]);
      await before.query(insert, ['KPD-0111-000003', null, '', 'cancelled', 'cod', 'not_collected', address, placed]);
      await before.query("INSERT INTO coupons (id, code, kind, value) VALUES (1, 'WELCOME10', 'percent', 10)");
      // A guest's use (its own address), a member's written before uses kept an address (its order's), one whose order is gone (its member's).
      const use = 'INSERT INTO coupon_redemptions (couponId, userId, email, orderId, discount) VALUES (1, ?, ?, ?, 100)';
      await before.query(use, [null, 'asha+festive@example.in', 1]);
      await before.query(use, [7, '', 2]);
      await before.query(use, [7, '', null]);
      await before.destroy();

      const after = new DataSource({ ...options, migrations: mysqlMigrations } as DataSourceOptions);
      await after.initialize();
      await after.runMigrations({ transaction: 'each' });
      expect(await after.query('SELECT customerKey FROM orders ORDER BY id')).toEqual([{ customerKey: 'asha@example.in' }, { customerKey: 'ravikumar@gmail.com' }, { customerKey: '' }]);
      expect(await after.query('SELECT customerKey FROM coupon_redemptions ORDER BY id')).toEqual([{ customerKey: 'asha@example.in' }, { customerKey: 'ravikumar@gmail.com' }, { customerKey: 'ravikumar@gmail.com' }]);
      const indexes = await after.query("SELECT DISTINCT INDEX_NAME AS name FROM information_schema.STATISTICS WHERE TABLE_SCHEMA = DATABASE() AND INDEX_NAME IN ('IDX_orders_customer_key', 'IDX_coupon_redemptions_coupon_customer') ORDER BY name");
      expect(indexes).toEqual([{ name: 'IDX_coupon_redemptions_coupon_customer' }, { name: 'IDX_orders_customer_key' }]);
      await after.destroy();
    } finally {
      await admin.query(`DROP DATABASE IF EXISTS \`${name}\``);
      await admin.end();
    }
  }, 120_000);
});
