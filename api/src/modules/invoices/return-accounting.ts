import type { EntityManager } from 'typeorm';
import { recordReturnSettled } from '../orders/sales-ledger';
import type { CreditNoteService } from './credit-note.service';

/** What a settled return looks like here (returns' OrderReturn and its items). */
export interface SettledReturn {
  id: number;
  returnNumber: string;
  orderId: number;
  status: string;
  resolution: string;
  refundAmount: number;
  refundedAt: Date | null;
}

export interface SettledReturnItem {
  orderLineId: number;
  quantity: number;
  reason: string;
  refundShare: number;
}

/**
 * What a return settling means for the books, inside the return's transaction (ReturnService's
 * `afterMove` hook, wired in services.ts): a refund issues the GST credit note against the order's
 * invoice; refunds and exchanges both count in the dashboard's returns summary (pieces by reason,
 * and for a refund the money, on the India day it was refunded).
 *
 * An exchange issues no credit note: the customer keeps goods of the same price, the value on the
 * original invoice stands, and the ₹0 replacement adds none (README: "GST credit notes").
 */
export class ReturnAccounting {
  constructor(
    private readonly creditNotes: Pick<CreditNoteService, 'issueForReturn'>,
    private readonly clock: () => Date = () => new Date(),
  ) {}

  async afterMove(manager: EntityManager, ret: SettledReturn, items: SettledReturnItem[]): Promise<void> {
    const refunded = ret.status === 'refunded';
    if (refunded) {
      await this.creditNotes.issueForReturn(manager, {
        id: ret.id, returnNumber: ret.returnNumber, orderId: ret.orderId, resolution: ret.resolution,
        items: items.map((i) => ({ orderLineId: i.orderLineId, quantity: i.quantity, value: i.refundShare })),
      });
    }
    await recordReturnSettled(manager, { at: ret.refundedAt ?? this.clock(), refunded: refunded ? ret.refundAmount : 0, items });
  }
}
