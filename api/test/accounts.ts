import type { Store } from '../src/boot';
import { hashPassword } from '../src/modules/auth/passwords';
import { User } from '../src/modules/users/user.entity';

/**
 * Test fixtures for any module's integration tests: make users directly (no mail, no rate limits)
 * and sign them in.
 *   const { token } = await signedInUser(store(), { role: 'admin' });
 *   const { token } = await signedInUser(store(), { role: 'subadmin', permissions: ['manage_products'], department: 'Catalog' });
 */
export interface UserFixture {
  email?: string;
  password?: string;
  firstName?: string;
  lastName?: string;
  role?: 'customer' | 'admin' | 'subadmin';
  permissions?: string[];
  department?: string;
  emailVerified?: boolean;
  isActive?: boolean;
}

let counter = 0;

export async function createUser(store: Pick<Store, 'dataSource'>, fixture: UserFixture = {}): Promise<User> {
  counter++;
  const role = fixture.role ?? 'customer';
  const repo = store.dataSource.getRepository(User);
  return repo.save(
    repo.create({
      firstName: fixture.firstName ?? 'Test',
      lastName: fixture.lastName ?? `User${counter}`,
      email: (fixture.email ?? `user${counter}.${process.pid}.${Math.random().toString(36).slice(2, 7)}@example.in`).toLowerCase(),
      phone: null,
      passwordHash: await hashPassword(fixture.password ?? 'Saree-Silk-2024'),
      role,
      roles: [role],
      permissions: fixture.permissions ?? (role === 'admin' ? ['all_permissions'] : []),
      department: fixture.department ?? (role === 'customer' ? '' : 'all'),
      emailVerified: fixture.emailVerified ?? true,
      pendingEmail: null,
      isActive: fixture.isActive ?? true,
      gender: null,
      dateOfBirth: null,
    }),
  );
}

/** A user and a bearer token for them. */
export async function signedInUser(store: Pick<Store, 'dataSource' | 'services'>, fixture: UserFixture = {}): Promise<{ user: User; token: string }> {
  const user = await createUser(store, fixture);
  const { token } = await store.services.auth.startSession({ ip: '127.0.0.1', userAgent: 'test', guestSessionId: null }, user);
  return { user, token };
}
