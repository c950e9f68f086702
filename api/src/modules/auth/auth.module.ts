import type { Router } from 'express';
import type { Services } from '../../kernel/registry';
import type { AuthService } from './auth.service';
import type { AccountService } from './account.service';
import { AuthResolver } from './auth.resolver';
import { authRestRouter } from './auth.rest';

declare module '../../kernel/registry' {
  interface Services {
    auth: AuthService;
    accounts: AccountService;
  }
}

/** The auth domain as the adapters see it: its GraphQL resolvers and its REST routers under /api. */
export const authModule = {
  resolvers: [AuthResolver],
  rest: [
    { path: '/auth', router: authRestRouter },
  ] as Array<{ path: string; router: (services: Services) => Router }>,
};
