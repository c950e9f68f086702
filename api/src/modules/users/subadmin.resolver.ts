import { Arg, Authorized, Ctx, Field, ID, InputType, Mutation, ObjectType, Query, Resolver } from 'type-graphql';
import type { ApiContext } from '../../kernel/context';
import { PERMISSIONS } from '@kapda/rules/permissions';
import { toUserView, UserView } from './user.types';
import { SUBADMIN_ACCESS } from './users.access';

@InputType()
export class CreateSubAdminInput {
  @Field(() => String)
  firstName: string;

  @Field(() => String)
  lastName: string;

  @Field(() => String)
  email: string;

  @Field(() => [String], { description: 'Keys from the permission catalogue (permissionCatalogue).' })
  permissions: string[];

  @Field(() => String, { description: "A department (Catalog, Orders, Content, Marketing, Support) or 'all'." })
  department: string;
}

@InputType()
export class UpdateSubAdminInput {
  @Field(() => String, { nullable: true })
  firstName?: string | null;

  @Field(() => String, { nullable: true })
  lastName?: string | null;

  @Field(() => [String], { nullable: true })
  permissions?: string[] | null;

  @Field(() => String, { nullable: true })
  department?: string | null;
}

@ObjectType('Permission')
export class PermissionView {
  @Field(() => String)
  key: string;

  @Field(() => String)
  label: string;

  @Field(() => String, { nullable: true, description: 'The department this permission is exercised in; null = any.' })
  department: string | null;
}

/** Back office: admins manage sub-admins (who may call what: users.access.ts). */
@Resolver()
export class SubAdminResolver {
  @Authorized(...SUBADMIN_ACCESS.permissionCatalogue)
  @Query(() => [PermissionView], { description: 'The permission catalogue with each permission\'s department.' })
  permissionCatalogue(): PermissionView[] {
    return PERMISSIONS.map((p) => ({ ...p }));
  }

  @Authorized(...SUBADMIN_ACCESS.list)
  @Query(() => [UserView])
  async subAdmins(@Ctx() ctx: ApiContext): Promise<UserView[]> {
    return (await ctx.services.subAdmins.list(ctx)).map(toUserView);
  }

  @Authorized(...SUBADMIN_ACCESS.create)
  @Mutation(() => UserView, { description: 'Create a sub-admin and email them an invitation to set a password.' })
  async createSubAdmin(@Ctx() ctx: ApiContext, @Arg('input', () => CreateSubAdminInput) input: CreateSubAdminInput): Promise<UserView> {
    return toUserView(await ctx.services.subAdmins.create(ctx, input));
  }

  @Authorized(...SUBADMIN_ACCESS.update)
  @Mutation(() => UserView)
  async updateSubAdmin(@Ctx() ctx: ApiContext, @Arg('id', () => ID) id: string, @Arg('input', () => UpdateSubAdminInput) input: UpdateSubAdminInput): Promise<UserView> {
    return toUserView(await ctx.services.subAdmins.update(ctx, id, input));
  }

  @Authorized(...SUBADMIN_ACCESS.deactivate)
  @Mutation(() => UserView, { description: 'Deactivate a sub-admin: they can no longer log in and their sessions end.' })
  async deactivateSubAdmin(@Ctx() ctx: ApiContext, @Arg('id', () => ID) id: string): Promise<UserView> {
    return toUserView(await ctx.services.subAdmins.setActive(ctx, id, false));
  }

  @Authorized(...SUBADMIN_ACCESS.reactivate)
  @Mutation(() => UserView)
  async reactivateSubAdmin(@Ctx() ctx: ApiContext, @Arg('id', () => ID) id: string): Promise<UserView> {
    return toUserView(await ctx.services.subAdmins.setActive(ctx, id, true));
  }

  @Authorized(...SUBADMIN_ACCESS.resendInvitation)
  @Mutation(() => UserView, { description: 'Send a fresh invitation email to a sub-admin who has not set a password yet.' })
  async resendSubAdminInvitation(@Ctx() ctx: ApiContext, @Arg('id', () => ID) id: string): Promise<UserView> {
    return toUserView(await ctx.services.subAdmins.resendInvitation(ctx, id));
  }
}
