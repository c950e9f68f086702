import { formatRupees } from '@kapda/rules/pricing';
import { layout, type RenderedMail } from '../mail/templates';
import type { OrderReturn, OrderReturnItem } from './return.entity';
import { REFUND_DESTINATION_LABELS, RETURN_REASON_LABELS, type RefundDestination, type ReturnReason } from './returns.rules';

const rupees = (paise: number) => formatRupees(paise / 100);

function pieces(items: OrderReturnItem[]): string[] {
  return items.map((i) => `${i.quantity} × ${i.title} (${i.size}, ${i.color}) — ${RETURN_REASON_LABELS[i.reason as ReturnReason] ?? i.reason}${i.exchangeForSku ? ` · exchange for ${i.exchangeForSku}` : ''}`);
}

export interface ReturnMailFacts {
  ret: OrderReturn;
  items: OrderReturnItem[];
  orderNumber: string;
  /** The order page, where the return's progress shows (a guest's link carries its token). */
  orderUrl: string;
  firstName?: string;
  /** exchanged: the replacement order's number. */
  replacementNumber?: string | null;
  /** refunded: when part of the order was paid with store credit, what went back outside and what as credit. */
  refundParts?: { outside: number; credit: number } | null;
}

const REASON = 'You received this email because a return was asked for on an order placed with this address at Kapda.';

/** The mail at each step of a return the customer hears of: requested, approved (pickup), rejected (the reason), refunded (amount and where), exchanged. */
export function returnMail(status: 'requested' | 'approved' | 'rejected' | 'refunded' | 'exchanged', d: ReturnMailFacts): RenderedMail {
  const { ret } = d;
  const n = ret.returnNumber;
  const base = { greetingName: d.firstName, highlight: { kind: 'button' as const, label: 'See your return', url: d.orderUrl }, reason: REASON, outro: [`Return ${n} for order ${d.orderNumber}:`, ...pieces(d.items)] };
  const where = REFUND_DESTINATION_LABELS[ret.refundTo as RefundDestination] ?? ret.refundTo;
  switch (status) {
    case 'requested':
      return layout({ ...base, template: 'return_requested', subject: `We received your return request ${n}`, preheader: 'We will confirm the pickup soon',
        intro: [`Thank you: we received your request to ${ret.resolution === 'exchange' ? 'exchange' : 'return'} pieces of order ${d.orderNumber}.`, 'We will confirm the pickup soon.'] });
    case 'approved':
      return layout({ ...base, template: 'return_approved', subject: `Your return ${n} is approved: pickup arranged`, preheader: ret.courier ? `Pickup by ${ret.courier}` : 'Pickup arranged',
        intro: [
          `Your return ${n} is approved and a pickup is arranged${ret.courier ? ` with ${ret.courier}` : ''}.`,
          ...(ret.trackingNumber ? [`Pickup tracking number: ${ret.trackingNumber}.`] : []),
          'Please keep the pieces unworn, with their tags, packed for the courier.',
          ret.resolution === 'exchange' ? 'Your new size is set aside for you.' : `Once they reach us and pass the check, ${rupees(ret.refundAmount)} is refunded to ${where}.`,
        ] });
    case 'rejected':
      return layout({ ...base, template: 'return_rejected', subject: `Your return ${n} could not be accepted`, preheader: ret.rejectionReason ?? 'Return rejected',
        intro: [`We are sorry: your return ${n} could not be accepted.`, `Reason: ${ret.rejectionReason ?? 'not given'}.`, 'If the pieces already reached us, they are sent back to you. Reply to this mail if you have questions.'] });
    case 'refunded':
      return layout({ ...base, template: 'return_refunded', subject: `Refund of ${rupees(ret.refundAmount)} for your return ${n}`, preheader: `Refunded to ${where}`,
        intro: [
          d.refundParts
            ? `We refunded ${rupees(ret.refundAmount)} for your return ${n}: ${rupees(d.refundParts.outside)} to ${where} and ${rupees(d.refundParts.credit)} as Kapda store credit (the part you paid with it).`
            : `We refunded ${rupees(ret.refundAmount)} for your return ${n} to ${where}.`,
          ret.refundTo === 'original' ? 'Banks take 5–7 working days to show it.' : ret.refundTo === 'store_credit' ? 'It is in your account now and you can spend it at checkout.' : `Transfer reference: ${ret.refundReference ?? ''}.`,
        ] });
    case 'exchanged':
      return layout({ ...base, template: 'return_exchanged', subject: `Your exchange ${n}: the new piece is on its way`, preheader: d.replacementNumber ? `Replacement order ${d.replacementNumber}` : 'Replacement order placed',
        intro: [`We received your return ${n} and placed replacement order ${d.replacementNumber ?? ''} for you, paid by the pieces you sent back: nothing to pay.`, 'You will hear from us again when it ships.'] });
  }
}
