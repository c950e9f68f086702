import { In, IsNull } from 'typeorm';
import type { Seeder } from '../../kernel/seed';
import { logger } from '../../logger';
import type { Services } from '../../kernel/registry';
import { hashPassword, verifyPassword } from '../auth/passwords';
import { Session } from '../auth/session.entity';
import { User } from './user.entity';

/**
 * Demo accounts (listed in the README, so their passwords are public). Verified, with passwords that
 * pass the password rules. Never created in production, and disabled there if found (see below).
 */
export const DEMO_USERS = [
  { email: 'admin@kapda.in', password: 'Zari-Border-2025', firstName: 'Demo', lastName: 'Admin', role: 'admin', permissions: ['all_permissions'], department: 'all' },
  { email: 'catalog@kapda.in', password: 'Bandhani-Print-2025', firstName: 'Demo', lastName: 'Catalog Manager', role: 'subadmin', permissions: ['manage_products'], department: 'Catalog' },
  { email: 'orders@kapda.in', password: 'Chikankari-Work-2025', firstName: 'Demo', lastName: 'Orders Desk', role: 'subadmin', permissions: ['view_orders', 'manage_orders'], department: 'Orders' },
  { email: 'customer@kapda.in', password: 'Kurta-Pajama-2025', firstName: 'Demo', lastName: 'Shopper', role: 'customer', permissions: [], department: '' },
] as const;

/** Add the demo admin, sub-admin and customer (skipping any that exist); answers how many were added. */
export async function seedDemoUsers(services: Pick<Services, 'dataSource'>): Promise<number> {
  const repo = services.dataSource.getRepository(User);
  let added = 0;
  for (const demo of DEMO_USERS) {
    if (await repo.existsBy({ email: demo.email })) continue;
    added++;
    await repo.save(
      repo.create({
        firstName: demo.firstName,
        lastName: demo.lastName,
        email: demo.email,
        phone: demo.role === 'customer' ? '9876543210' : null,
        passwordHash: await hashPassword(demo.password),
        role: demo.role,
        roles: [demo.role],
        permissions: [...demo.permissions],
        department: demo.department,
        emailVerified: true,
        pendingEmail: null,
        isActive: true,
        gender: null,
        dateOfBirth: null,
      }),
    );
  }
  return added;
}

export const demoUsersSeeder: Seeder = {
  name: 'demo accounts',
  async run(services) {
    if (services.config.NODE_ENV === 'production') return 'none: demo accounts are never created in production (NODE_ENV=production)';
    return `${await seedDemoUsers(services)} accounts (see README: Demo accounts)`;
  },
};

/**
 * On a production start: any active account whose password is still one printed in the README (a
 * database seeded as a demo, then deployed) is deactivated and signed out, and the log says why.
 * Answers the addresses disabled.
 */
export async function disableDemoPasswordAccounts(services: Pick<Services, 'dataSource'>): Promise<string[]> {
  const repo = services.dataSource.getRepository(User);
  const accounts = await repo.findBy({ email: In(DEMO_USERS.map((d) => d.email)), isActive: true });
  const disabled: string[] = [];
  for (const account of accounts) {
    const demo = DEMO_USERS.find((d) => d.email === account.email)!;
    if (!account.passwordHash || !(await verifyPassword(account.passwordHash, demo.password))) continue;
    await services.dataSource.transaction(async (manager) => {
      await manager.getRepository(User).update({ id: account.id }, { isActive: false });
      await manager.getRepository(Session).update({ userId: account.id, revokedAt: IsNull() }, { revokedAt: new Date() });
    });
    disabled.push(account.email);
    logger.warn(
      `Disabled ${account.role} account ${account.email}: its password is the demo password published in the README, and this is a production start (NODE_ENV=production). ` +
        'Give it a new password (npm run create-admin -- --email … --password …, or ADMIN_EMAIL/ADMIN_PASSWORD for the admin) and reactivate it, or leave it disabled.',
    );
  }
  return disabled;
}
