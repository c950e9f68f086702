import { Field, ID, ObjectType } from 'type-graphql';
import { departmentOf, isAdmin, isSubAdmin } from '@kapda/rules/permissions';
import type { User } from './user.entity';

/** A user as the API shows it (never the password hash). GraphQL type `User`; REST adds `_id`. */
@ObjectType('User')
export class UserView {
  @Field(() => ID)
  id: string;

  @Field(() => String)
  firstName: string;

  @Field(() => String)
  lastName: string;

  @Field(() => String)
  email: string;

  @Field(() => String, { nullable: true, description: '10-digit Indian mobile number.' })
  phone: string | null;

  @Field(() => String, { description: 'customer | admin | subadmin' })
  role: string;

  @Field(() => [String])
  roles: string[];

  @Field(() => [String])
  permissions: string[];

  @Field(() => String, { description: "Back-office department; 'all' for a sub-admin with none set, '' for customers." })
  department: string;

  @Field(() => Boolean)
  emailVerified: boolean;

  @Field(() => String, { nullable: true, description: 'A new email address waiting for its verification code.' })
  pendingEmail: string | null;

  @Field(() => Boolean)
  isActive: boolean;

  @Field(() => Boolean)
  isAdmin: boolean;

  @Field(() => Boolean, { description: 'True for sub-admins and admins (SPEC.md §6).' })
  isSubAdmin: boolean;

  @Field(() => String, { nullable: true })
  gender: string | null;

  @Field(() => String, { nullable: true, description: 'YYYY-MM-DD' })
  dateOfBirth: string | null;

  @Field(() => Boolean, { description: 'Default for "Send me order updates on WhatsApp" at checkout.' })
  whatsappOptIn: boolean;

  @Field(() => Boolean, { description: 'False for an invited sub-admin who has not set a password yet.' })
  hasPassword: boolean;

  @Field(() => Date)
  createdAt: Date;
}

export function rolesOf(user: Pick<User, 'role' | 'roles'>): string[] {
  return user.roles?.length ? user.roles : [user.role];
}

export function toUserView(user: User): UserView {
  const roles = rolesOf(user);
  const subject = { role: user.role, roles, permissions: user.permissions, department: user.department };
  const subAdmin = isSubAdmin(subject);
  return {
    id: String(user.id),
    firstName: user.firstName,
    lastName: user.lastName,
    email: user.email,
    phone: user.phone,
    role: user.role,
    roles,
    permissions: user.permissions ?? [],
    department: subAdmin && !isAdmin(subject) ? departmentOf(subject) : (user.department ?? ''),
    emailVerified: user.emailVerified,
    pendingEmail: user.pendingEmail,
    isActive: user.isActive,
    isAdmin: isAdmin(subject),
    isSubAdmin: subAdmin,
    gender: user.gender,
    dateOfBirth: user.dateOfBirth,
    whatsappOptIn: Boolean(user.whatsappOptIn),
    hasPassword: user.passwordHash !== null,
    createdAt: user.createdAt,
  };
}

/** The REST shape: the same fields plus `_id` (SPEC.md §3 uses both). */
export function toRestUser(user: User) {
  const view = toUserView(user);
  return { _id: view.id, ...view };
}
