import type { Services } from '../../kernel/registry';
import type { InvoiceService } from './invoice.service';

declare module '../../kernel/registry' {
  interface Services {
    invoices: InvoiceService;
  }
}

/** The invoices domain as the adapters see it: its GraphQL resolvers and its REST routers under /api. */
export const invoicesModule = {
  resolvers: [],
  rest: [],
};
