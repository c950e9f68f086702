import type { DomainModule } from '../../kernel/rest';
import type { ApiKeyService } from './api-key.service';
import { ApiKeyResolver } from './api-key.resolver';
import { apiKeyRoutes } from './api-key.rest';
import type { WebhookService } from './webhook.service';
import { webhookRoutes } from './webhook.rest';
import { WebhookResolver } from './webhook.resolver';

declare module '../../kernel/registry' {
  interface Services {
    apiKeys: ApiKeyService;
    webhooks: WebhookService;
  }
}

/** Integrations (API keys, webhooks) as the adapters see them. */
export const integrationsModule: DomainModule = {
  name: 'integrations',
  resolvers: [ApiKeyResolver, WebhookResolver],
  rest: [
    { path: '/admin/api-keys', routes: apiKeyRoutes },
    { path: '/admin/webhooks', routes: webhookRoutes },
  ],
};
