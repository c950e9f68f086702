import type { DomainModule } from '../../kernel/rest';
import type { ApiKeyService } from './api-key.service';
import { ApiKeyResolver } from './api-key.resolver';
import { apiKeyRoutes } from './api-key.rest';

declare module '../../kernel/registry' {
  interface Services {
    apiKeys: ApiKeyService;
  }
}

/** Integrations (API keys) as the adapters see them. */
export const integrationsModule: DomainModule = {
  name: 'integrations',
  resolvers: [ApiKeyResolver],
  rest: [
    { path: '/admin/api-keys', routes: apiKeyRoutes },
  ],
};
