import type { Services } from '../../kernel/registry';
import type { Housekeeping } from './housekeeping.service';

declare module '../../kernel/registry' {
  interface Services {
    housekeeping: Housekeeping;
  }
}

/** The housekeeping domain as the adapters see it: its GraphQL resolvers and its REST routers under /api. */
export const housekeepingModule = {
  resolvers: [],
  rest: [],
};
