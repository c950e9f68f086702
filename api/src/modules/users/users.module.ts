import type { DomainModule } from '../../kernel/rest';
import type { SubAdminService } from './subadmin.service';
import { SubAdminResolver } from './subadmin.resolver';
import { subAdminRoutes } from './subadmin.rest';

declare module '../../kernel/registry' {
  interface Services {
    subAdmins: SubAdminService;
  }
}

/** The users domain as the adapters see it: its GraphQL resolvers and its REST routes under /api. */
export const usersModule: DomainModule = {
  name: 'users',
  resolvers: [SubAdminResolver],
  rest: [
    { path: '/admin/subadmins', routes: subAdminRoutes },
  ],
};
