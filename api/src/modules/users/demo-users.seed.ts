import type { Seeder } from '../../db/seed';
import type { Services } from '../../services';
import { hashPassword } from '../auth/passwords';
import { User } from './user.entity';

/** Demo accounts (listed in the README). Verified, with passwords that pass the password rules. */
export const DEMO_USERS = [
  { email: 'admin@kapda.in', password: 'Zari-Border-2025', firstName: 'Demo', lastName: 'Admin', role: 'admin', permissions: ['all_permissions'], department: 'all' },
  { email: 'catalog@kapda.in', password: 'Bandhani-Print-2025', firstName: 'Demo', lastName: 'Catalog Manager', role: 'subadmin', permissions: ['manage_products'], department: 'Catalog' },
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
    return `${await seedDemoUsers(services)} accounts (see README: Demo accounts)`;
  },
};
