import type { DomainModule } from '../../kernel/rest';
import type { Housekeeping } from './housekeeping.service';

declare module '../../kernel/registry' {
  interface Services {
    housekeeping: Housekeeping;
  }
}

/** The housekeeping domain as the adapters see it: its GraphQL resolvers and its REST routes under /api. */
export const housekeepingModule: DomainModule = {
  name: 'housekeeping',
  resolvers: [],
  rest: [],
};
