import type { DomainModule } from '../../kernel/rest';
import type { InvoiceService } from './invoice.service';

declare module '../../kernel/registry' {
  interface Services {
    invoices: InvoiceService;
  }
}

/** The invoices domain as the adapters see it: its GraphQL resolvers and its REST routes under /api. */
export const invoicesModule: DomainModule = {
  name: 'invoices',
  resolvers: [],
  rest: [],
};
