import type { Services } from '../../kernel/registry';
import { HealthResolver } from './health.resolver';

/** The health domain as the adapters see it: its GraphQL resolvers and its REST routers under /api. */
export const healthModule = {
  resolvers: [HealthResolver],
  rest: [],
};
