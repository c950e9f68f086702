import type { DomainModule } from '../../kernel/rest';
import type { CreditNoteService } from './credit-note.service';
import type { InvoiceService } from './invoice.service';
import { CreditNoteResolver } from './credit-note.resolver';
import { customerCreditNoteRoutes, deskCreditNoteRoutes } from './credit-note.rest';

declare module '../../kernel/registry' {
  interface Services {
    invoices: InvoiceService;
    creditNotes: CreditNoteService;
  }
}

/** The invoices domain as the adapters see it: tax invoices (read through orders) and GST credit notes for refunded returns. */
export const invoicesModule: DomainModule = {
  name: 'invoices',
  resolvers: [CreditNoteResolver],
  rest: [
    { path: '/orders', routes: customerCreditNoteRoutes },
    { path: '/admin/returns', routes: deskCreditNoteRoutes },
  ],
};
