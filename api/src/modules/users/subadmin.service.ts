import type { DataSource, EntityManager } from 'typeorm';
import type { Config } from '../../config';
import type { RequestContext } from '../../kernel/context';
import { badRequest, conflict, notFound } from '../../kernel/errors';
import { checkName, isValidEmail, normalizeEmail } from '@kapda/rules/accounts';
import { INVITATION_LIFETIME_DAYS, type AccountTokens } from '../auth/account-tokens';
import { isDuplicateKey } from '../../kernel/dialect';
import type { AuthService } from '../auth/auth.service';
import { requireUser } from '../auth/guards';
import { AUTH_MESSAGES } from '../auth/auth.messages';
import { newPasswordProblem } from '../auth/password-policy';
import { hashPassword } from '../auth/passwords';
import { ALL_DEPARTMENTS, canonicalDepartment, departmentPermissionProblem, DEPARTMENTS, permissionInfo } from '@kapda/rules/permissions';
import type { AuditLog } from '../audit/audit.service';
import type { MailService } from '../mail/mail.service';
import { subAdminInvitationMail } from '../mail/templates';
import { User } from './user.entity';
import { parseId } from '../../kernel/ids';
import { SUBADMIN_MESSAGES } from './users.messages';

export interface SubAdminFields {
  firstName?: unknown;
  lastName?: unknown;
  email?: unknown;
  permissions?: unknown;
  department?: unknown;
}

/** Permission keys checked against the catalogue (canonical spelling, no duplicates), or a 400. */
export function checkPermissions(value: unknown): string[] {
  if (!Array.isArray(value)) throw badRequest(SUBADMIN_MESSAGES.permissionsNotAList);
  const keys = new Set<string>();
  for (const item of value) {
    const info = typeof item === 'string' ? permissionInfo(item.trim()) : undefined;
    if (!info) throw badRequest(`Unknown permission '${String(item)}'.`);
    keys.add(info.key);
  }
  return [...keys];
}

/** A department from the catalogue or 'all' (canonical spelling), or a 400. Missing → 'all'. */
export function checkDepartment(value: unknown): string {
  if (value === undefined || value === null || value === '') return ALL_DEPARTMENTS;
  const department = typeof value === 'string' ? canonicalDepartment(value) : undefined;
  if (!department) throw badRequest(`Unknown department '${String(value)}'. Choose one of ${[...DEPARTMENTS, ALL_DEPARTMENTS].join(', ')}.`);
  return department;
}

/** Refuse (400) permissions that could never pass a check in the department (DEPARTMENT_PERMISSIONS). */
function checkFitsDepartment(permissions: readonly string[], department: string): void {
  const problem = departmentPermissionProblem(permissions, department);
  if (problem) throw badRequest(problem, { field: 'permissions' });
}

/** What the audit log keeps of a sub-admin. */
const snapshot = (u: User) => ({ email: u.email, firstName: u.firstName, lastName: u.lastName, department: u.department, permissions: [...u.permissions], isActive: u.isActive });

/**
 * The back office's people: admins list, invite, adjust and deactivate sub-admins; the first admin
 * comes from ADMIN_EMAIL/ADMIN_PASSWORD or `npm run create-admin`. Every method that acts for a
 * person checks that they are an admin, whatever the caller checked before.
 */
export class SubAdminService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly config: Config,
    private readonly mail: MailService,
    private readonly auth: AuthService,
    private readonly tokens: AccountTokens,
    private readonly audit: AuditLog,
  ) {}

  async list(ctx: RequestContext): Promise<User[]> {
    return this.dataSource.getRepository(User).find({ where: { role: 'subadmin' }, order: { id: 'ASC' } });
  }

  private async find(id: string | number): Promise<User> {
    const numeric = parseId(id);
    const user = numeric !== null ? await this.dataSource.getRepository(User).findOneBy({ id: numeric, role: 'subadmin' }) : null;
    if (!user) throw notFound(SUBADMIN_MESSAGES.notFound);
    return user;
  }

  /** Create a sub-admin without a password and email an invitation link to set one. */
  async create(ctx: RequestContext, fields: SubAdminFields): Promise<User> {
    const admin = requireUser(ctx);
    const first = checkName(fields.firstName, 'first');
    if ('problem' in first) throw badRequest(first.problem);
    const last = checkName(fields.lastName, 'last');
    if ('problem' in last) throw badRequest(last.problem);
    const email = normalizeEmail(typeof fields.email === 'string' ? fields.email : '');
    if (!isValidEmail(email)) throw badRequest(AUTH_MESSAGES.invalidEmail);
    const permissions = checkPermissions(fields.permissions);
    const department = checkDepartment(fields.department);
    checkFitsDepartment(permissions, department);
    const repo = this.dataSource.getRepository(User);
    if (await repo.existsBy({ email })) throw conflict(AUTH_MESSAGES.emailExists);
    let created: User;
    try {
      created = await this.dataSource.transaction(async (manager) => {
        const user = await manager.getRepository(User).save(
          manager.getRepository(User).create({
            firstName: first.value,
            lastName: last.value,
            email,
            phone: null,
            passwordHash: null,
            role: 'subadmin',
            roles: ['subadmin'],
            permissions,
            department,
            emailVerified: false,
            pendingEmail: null,
            isActive: true,
            gender: null,
            dateOfBirth: null,
          }),
        );
        await this.queueInvitation(manager, user, `${admin.firstName} ${admin.lastName}`.trim());
        await this.audit.record(manager, ctx, { action: 'subAdmin.create', entityType: 'subAdmin', entityId: user.id, before: null, after: snapshot(user) });
        return user;
      });
    } catch (error) {
      if (isDuplicateKey(error)) throw conflict(AUTH_MESSAGES.emailExists);
      throw error;
    }
    this.mail.kick();
    return created;
  }

  private async queueInvitation(manager: EntityManager, user: User, invitedBy: string): Promise<void> {
    const token = await this.tokens.issueLink(manager, user.id, 'invitation', user.email, INVITATION_LIFETIME_DAYS * 24 * 3600_000);
    const url = `${this.config.publicUrl}/reset-password?token=${encodeURIComponent(token)}&invite=1`;
    await this.mail.queue(manager, user.email, subAdminInvitationMail({ firstName: user.firstName, url, department: user.department, invitedBy: invitedBy || 'A Kapda admin', days: INVITATION_LIFETIME_DAYS }));
  }

  async update(ctx: RequestContext, id: string | number, fields: SubAdminFields): Promise<User> {
    const user = await this.find(id);
    const changes: Partial<User> = {};
    if (fields.firstName !== undefined && fields.firstName !== null) {
      const r = checkName(fields.firstName, 'first');
      if ('problem' in r) throw badRequest(r.problem);
      changes.firstName = r.value;
    }
    if (fields.lastName !== undefined && fields.lastName !== null) {
      const r = checkName(fields.lastName, 'last');
      if ('problem' in r) throw badRequest(r.problem);
      changes.lastName = r.value;
    }
    if (fields.permissions !== undefined && fields.permissions !== null) changes.permissions = checkPermissions(fields.permissions);
    if (fields.department !== undefined && fields.department !== null) changes.department = checkDepartment(fields.department);
    // The pair as it will stand: a new department must suit the permissions kept, and the other way round.
    checkFitsDepartment(changes.permissions ?? user.permissions, changes.department ?? user.department);
    if (!Object.keys(changes).length) return user;
    return this.dataSource.transaction(async (manager) => {
      await manager.getRepository(User).update({ id: user.id }, changes);
      const after = await manager.getRepository(User).findOneByOrFail({ id: user.id });
      await this.audit.record(manager, ctx, { action: 'subAdmin.update', entityType: 'subAdmin', entityId: user.id, before: snapshot(user), after: snapshot(after) });
      return after;
    });
  }

  /** Deactivating ends every session of the sub-admin at once; reactivating lets them log in again. */
  async setActive(ctx: RequestContext, id: string | number, active: boolean): Promise<User> {
    const user = await this.find(id);
    if (user.isActive === active) return user;
    return this.dataSource.transaction(async (manager) => {
      await manager.getRepository(User).update({ id: user.id }, { isActive: active });
      if (!active) await this.auth.revokeSessions(manager, user.id);
      const after = await manager.getRepository(User).findOneByOrFail({ id: user.id });
      await this.audit.record(manager, ctx, { action: active ? 'subAdmin.reactivate' : 'subAdmin.deactivate', entityType: 'subAdmin', entityId: user.id, before: snapshot(user), after: snapshot(after) });
      return after;
    });
  }

  async resendInvitation(ctx: RequestContext, id: string | number): Promise<User> {
    const admin = requireUser(ctx);
    const user = await this.find(id);
    if (user.passwordHash) throw badRequest(SUBADMIN_MESSAGES.alreadyHasPassword);
    if (!user.isActive) throw badRequest(SUBADMIN_MESSAGES.reactivateFirst);
    await this.dataSource.transaction((manager) => this.queueInvitation(manager, user, `${admin.firstName} ${admin.lastName}`.trim()));
    this.mail.kick();
    return user;
  }

  /**
   * Make sure an admin account exists for an email (start-up with ADMIN_EMAIL/ADMIN_PASSWORD, and
   * `npm run create-admin`); idempotent. An account that is already an admin is left as it is (its
   * password is set only when it has none, or always with `setPassword: 'always'`, the CLI). Any
   * other case needs the operator's password: a new account is created with it; an existing one
   * (perhaps registered by someone else before the first start) gets it instead of whatever it had,
   * is marked verified, and loses its sessions, codes and links — whoever held them does not keep them.
   */
  async ensureAdmin(input: { email: string; password?: string; firstName?: string; lastName?: string }, options: { setPassword?: 'if-missing' | 'always' } = {}): Promise<{ user: User; created: boolean; promoted: boolean }> {
    const email = normalizeEmail(input.email);
    if (!isValidEmail(email)) throw new Error(`Not a valid admin email: ${input.email}`);
    if (input.password !== undefined) {
      const problem = newPasswordProblem(input.password, email);
      if (problem) throw new Error(`Admin password refused: ${problem}`);
    }
    const repo = this.dataSource.getRepository(User);
    const existing = await repo.findOneBy({ email });
    // An inactive admin (e.g. disabled for its demo password) counts as not an admin: it is only reactivated with the operator's password.
    const alreadyAdmin = existing !== null && existing.isActive && existing.role === 'admin' && existing.roles.includes('admin');
    if (!alreadyAdmin && input.password === undefined) {
      throw new Error(`ADMIN_PASSWORD is required: ${email} ${existing ? 'is not an admin yet' : 'has no account yet'}, and an admin account only gets a password its operator chose.`);
    }
    const setPassword = input.password !== undefined && (!alreadyAdmin || !existing.passwordHash || options.setPassword === 'always');
    const passwordHash = setPassword ? await hashPassword(input.password!) : undefined;
    if (!existing) {
      const user = await repo.save(
        repo.create({
          firstName: input.firstName?.trim() || 'Kapda',
          lastName: input.lastName?.trim() || 'Admin',
          email,
          phone: null,
          passwordHash: passwordHash ?? null,
          role: 'admin',
          roles: ['admin'],
          permissions: ['all_permissions'],
          department: ALL_DEPARTMENTS,
          emailVerified: true,
          pendingEmail: null,
          isActive: true,
          gender: null,
          dateOfBirth: null,
        }),
      );
      return { user, created: true, promoted: false };
    }
    const roles = existing.roles.includes('admin') ? existing.roles : [...existing.roles.filter((r) => r !== 'customer'), 'admin'];
    await this.dataSource.transaction(async (manager) => {
      await manager.getRepository(User).update(
        { id: existing.id },
        {
          role: 'admin',
          roles,
          permissions: alreadyAdmin ? existing.permissions : ['all_permissions'],
          emailVerified: true,
          isActive: true,
          ...(alreadyAdmin ? {} : { pendingEmail: null }),
          ...(passwordHash ? { passwordHash } : {}),
          ...(existing.department ? {} : { department: ALL_DEPARTMENTS }),
        },
      );
      // A new password (or a promotion) ends every session and voids every code and link issued before.
      if (passwordHash || !alreadyAdmin) {
        await this.auth.revokeSessions(manager, existing.id);
        await this.tokens.revoke(manager, existing.id, ['verify_email', 'change_email', 'reset_password', 'invitation']);
      }
    });
    return { user: await repo.findOneByOrFail({ id: existing.id }), created: false, promoted: !alreadyAdmin };
  }
}
