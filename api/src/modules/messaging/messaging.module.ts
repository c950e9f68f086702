import type { DomainModule } from '../../kernel/rest';
import type { MessagingService } from './messaging.service';

declare module '../../kernel/registry' {
  interface Services {
    messaging: MessagingService;
  }
}

/** WhatsApp order updates: no routes of its own (the consent rides on orders and the profile; /dev/messages shows the outbox). */
export const messagingModule: DomainModule = {
  name: 'messaging',
  resolvers: [],
  rest: [],
};
