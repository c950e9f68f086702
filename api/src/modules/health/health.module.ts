import type { DomainModule } from '../../kernel/rest';
import { HealthResolver } from './health.resolver';

/** The health domain as the adapters see it: its GraphQL resolvers and its REST routes under /api. */
export const healthModule: DomainModule = {
  name: 'health',
  resolvers: [HealthResolver],
  rest: [],
};
