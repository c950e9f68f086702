import type { Router } from 'express';
import type { Services } from '../../kernel/registry';
import type { SubAdminService } from './subadmin.service';
import { SubAdminResolver } from './subadmin.resolver';
import { subAdminRestRouter } from './subadmin.rest';

declare module '../../kernel/registry' {
  interface Services {
    subAdmins: SubAdminService;
  }
}

/** The users domain as the adapters see it: its GraphQL resolvers and its REST routers under /api. */
export const usersModule = {
  resolvers: [SubAdminResolver],
  rest: [
    { path: '/admin/subadmins', router: subAdminRestRouter },
  ] as Array<{ path: string; router: (services: Services) => Router }>,
};
