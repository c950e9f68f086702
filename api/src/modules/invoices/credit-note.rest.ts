import type { ApiContext } from '../../kernel/context';
import { notFound } from '../../kernel/errors';
import { parseId } from '../../kernel/ids';
import { RestReply, type RestRequest, type RestRoute } from '../../kernel/rest';
import type { CreditNote } from './credit-note.entity';
import { creditNotePdf } from './credit-note.pdf';
import { creditNoteHtml, type CreditNoteDeadline } from './credit-note.rules';
import { INVOICE_ACCESS } from './invoices.access';
import { INVOICE_MESSAGES } from './invoices.messages';

const tokenOf = (req: RestRequest) => (typeof req.query.token === 'string' ? req.query.token : undefined);

/** The credit note as its printable page, or as a PDF with ?format=pdf. */
async function answer(note: CreditNote, req: RestRequest, pdfLink: string, deadline: CreditNoteDeadline | null = null): Promise<RestReply> {
  const headers = { 'Cache-Control': 'private, no-store' };
  if (req.query.format === 'pdf') {
    return RestReply.file(await creditNotePdf(note.document), 'application/pdf', { ...headers, 'Content-Disposition': `attachment; filename="credit-note-${note.serial.replace(/\//g, '-')}.pdf"` });
  }
  return RestReply.file(creditNoteHtml(note.document, pdfLink, deadline), 'html', headers);
}

/** The credit note of a return of this order, for whoever may read the order (404 otherwise, and before it is issued). */
export async function customerCreditNote(ctx: ApiContext, orderId: unknown, returnId: unknown, token: unknown): Promise<CreditNote> {
  const order = await ctx.services.orders.orderFor(ctx, orderId, token);
  const id = parseId(returnId);
  const note = id !== null ? await ctx.services.creditNotes.forReturn(id) : null;
  if (!note || note.orderId !== order.id) throw notFound(INVOICE_MESSAGES.noCreditNote);
  return note;
}

export async function deskCreditNote(ctx: ApiContext, returnId: unknown): Promise<CreditNote> {
  const id = parseId(returnId);
  const note = id !== null ? await ctx.services.creditNotes.forReturn(id) : null;
  if (!note) throw notFound(INVOICE_MESSAGES.noCreditNote);
  return note;
}

/** GET /api/orders/{id}/returns/{returnId}/credit-note[?token=&format=pdf]: the customer's copy. */
export const customerCreditNoteRoutes: RestRoute[] = [
  { method: 'get', path: '/:id/returns/:returnId/credit-note', access: INVOICE_ACCESS.customerCreditNote, handle: async (ctx, req) => {
    const token = tokenOf(req);
    const note = await customerCreditNote(ctx, req.params.id, req.params.returnId, token);
    return answer(note, req, `?token=${encodeURIComponent(token ?? ctx.services.orders.accessTokenFor({ id: note.orderId }))}&format=pdf`);
  } },
];

/** GET /api/admin/returns/{id}/credit-note[?format=pdf]: the desk's copy (view_orders), with its time limit for the accountant when near or passed. */
export const deskCreditNoteRoutes: RestRoute[] = [
  { method: 'get', path: '/:id/credit-note', access: INVOICE_ACCESS.deskCreditNote, handle: async (ctx, req) => {
    const note = await deskCreditNote(ctx, req.params.id);
    return answer(note, req, '?format=pdf', ctx.services.creditNotes.deadlineOf(note));
  } },
];
