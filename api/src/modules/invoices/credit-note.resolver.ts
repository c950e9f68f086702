import { Arg, Authorized, Ctx, ID, Query, Resolver } from 'type-graphql';
import type { ApiContext } from '../../kernel/context';
import { paiseToRupees } from '@kapda/rules/pricing';
import type { CreditNote } from './credit-note.entity';
import type { CreditNoteDeadline } from './credit-note.rules';
import { customerCreditNote, deskCreditNote } from './credit-note.rest';
import { CreditNoteView } from './credit-note.types';
import { INVOICE_ACCESS } from './invoices.access';

const view = (n: CreditNote, htmlUrl: string, deadline: CreditNoteDeadline | null = null): CreditNoteView => ({
  serial: n.serial, issuedAt: n.issuedAt, invoiceSerial: n.document.invoice.serial, value: paiseToRupees(n.value), tax: paiseToRupees(n.document.totals.tax),
  htmlUrl, pdfUrl: `${htmlUrl}${htmlUrl.includes('?') ? '&' : '?'}format=pdf`, lastDayToDeclare: deadline?.lastDay ?? null, deadlineWarning: deadline?.warning ?? null,
});

@Resolver()
export class CreditNoteResolver {
  @Query(() => CreditNoteView, { description: "The credit note of one of my returns (a guest's with the order's token); 'No credit note has been issued for this return' before it is refunded." })
  async returnCreditNote(
    @Ctx() ctx: ApiContext,
    @Arg('orderId', () => ID) orderId: string,
    @Arg('returnId', () => ID) returnId: string,
    @Arg('token', () => String, { nullable: true }) token?: string | null,
  ): Promise<CreditNoteView> {
    const note = await customerCreditNote(ctx, orderId, returnId, token);
    return view(note, `/api/orders/${note.orderId}/returns/${note.returnId}/credit-note?token=${ctx.services.orders.accessTokenFor({ id: note.orderId })}`);
  }

  @Authorized(...INVOICE_ACCESS.deskCreditNote)
  @Query(() => CreditNoteView, { description: 'Back office: the credit note of a return (view_orders).' })
  async adminReturnCreditNote(@Ctx() ctx: ApiContext, @Arg('returnId', () => ID) returnId: string): Promise<CreditNoteView> {
    const note = await deskCreditNote(ctx, returnId);
    return view(note, `/api/admin/returns/${note.returnId}/credit-note`, ctx.services.creditNotes.deadlineOf(note));
  }
}
