import type { DomainModule } from '../../kernel/rest';
import type { AuthService } from './auth.service';
import type { AccountService } from './account.service';
import { AuthResolver } from './auth.resolver';
import { authRoutes } from './auth.rest';

declare module '../../kernel/registry' {
  interface Services {
    auth: AuthService;
    accounts: AccountService;
  }
}

/** The auth domain as the adapters see it: its GraphQL resolvers and its REST routes under /api. */
export const authModule: DomainModule = {
  name: 'auth',
  resolvers: [AuthResolver],
  rest: [
    { path: '/auth', routes: authRoutes },
  ],
};
