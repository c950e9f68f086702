import type { DomainModule } from '../../kernel/rest';
import type { MailService } from './mail.service';

declare module '../../kernel/registry' {
  interface Services {
    mail: MailService;
  }
}

/** The mail domain as the adapters see it: its GraphQL resolvers and its REST routes under /api. */
export const mailModule: DomainModule = {
  name: 'mail',
  resolvers: [],
  rest: [],
};
