import type { Services } from '../../kernel/registry';
import type { MailService } from './mail.service';

declare module '../../kernel/registry' {
  interface Services {
    mail: MailService;
  }
}

/** The mail domain as the adapters see it: its GraphQL resolvers and its REST routers under /api. */
export const mailModule = {
  resolvers: [],
  rest: [],
};
