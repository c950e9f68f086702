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
 * `afterMove` hook, wired in services.ts): the pieces that came back are credited against the order's
 * invoice — a GST credit note for a refund, and for an exchange too (the issue's default treatment: the
 * returned piece is credited, and the replacement order, carrying the same value paid by the exchange,
 * gets its own tax invoice when it ships — net zero). The dashboard's returns summary counts the pieces
 * by reason and, for a refund, the money, on the India day it happened.
 *
 * An exchange whose replacement order the desk cancelled is refunded later (exchanged → refunded): its
 * credit note was issued when it was exchanged (issuing again answers it) and its pieces were counted
 * then, so only the money counts now.
 */
export class ReturnAccounting {
  constructor(
    private readonly creditNotes: Pick<CreditNoteService, 'issueForReturn'>,
    private readonly clock: () => Date = () => new Date(),
  ) {}

  async afterMove(manager: EntityManager, ret: SettledReturn, items: SettledReturnItem[], from?: string): Promise<void> {
    const refunded = ret.status === 'refunded';
    if (refunded || ret.status === 'exchanged') {
      await this.creditNotes.issueForReturn(manager, {
        id: ret.id, returnNumber: ret.returnNumber, orderId: ret.orderId, resolution: ret.resolution,
        items: items.map((i) => ({ orderLineId: i.orderLineId, quantity: i.quantity, value: i.refundShare })),
      });
    }
    const piecesCountedBefore = from === 'exchanged';
    await recordReturnSettled(manager, {
      at: ret.refundedAt ?? this.clock(),
      refunded: refunded ? ret.refundAmount : 0,
      items: items.map((i) => ({ ...i, quantity: piecesCountedBefore ? 0 : i.quantity })),
    });
  }
}
