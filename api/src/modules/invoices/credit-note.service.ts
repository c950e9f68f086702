import type { DataSource, EntityManager } from 'typeorm';
import { dialectOf } from '../../kernel/dialect';
import { financialYearOf } from '@kapda/rules/dates';
import { OrderLine } from '../orders/order.entity';
import { CreditNote, CreditNoteCounter } from './credit-note.entity';
import { creditNoteDeadline, creditNoteDocument, creditNoteLines, creditNoteSerial, invoiceYearOf, type CreditNoteDeadline, type ReturnedPieces } from './credit-note.rules';
import { Invoice } from './invoice.entity';

/** What a credit note needs of a return (returns' OrderReturn and its items). */
export interface ReturnForCreditNote {
  id: number;
  returnNumber: string;
  orderId: number;
  resolution: string;
  items: ReturnedPieces[];
}

/**
 * GST credit notes: one per refunded or exchanged return, issued inside the transaction that settles it, numbered
 * in their own series per financial year without gaps (the counter row is raised and read under its
 * lock, as the invoices' are), against the order's tax invoice.
 */
export class CreditNoteService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly clock: () => Date = () => new Date(),
  ) {}

  private async nextSequence(manager: EntityManager, fy: string): Promise<number> {
    if (dialectOf(manager) === 'mysql') {
      await manager.query('INSERT INTO `credit_note_counters` (`financialYear`, `lastSequence`) VALUES (?, 1) ON DUPLICATE KEY UPDATE `lastSequence` = `lastSequence` + 1', [fy]);
    } else {
      await manager.query('INSERT INTO "credit_note_counters" ("financialYear", "lastSequence") VALUES (?, 1) ON CONFLICT ("financialYear") DO UPDATE SET "lastSequence" = "lastSequence" + 1', [fy]);
    }
    return (await manager.getRepository(CreditNoteCounter).findOneByOrFail({ financialYear: fy })).lastSequence;
  }

  /**
   * Issue the return's credit note inside the caller's transaction (the order row is locked by it, so
   * two returns of one order credit its lines one after the other). Idempotent: an existing one is
   * answered. Null when the order has no tax invoice (nothing to credit against).
   */
  async issueForReturn(manager: EntityManager, ret: ReturnForCreditNote): Promise<CreditNote | null> {
    const repo = manager.getRepository(CreditNote);
    const existing = await repo.findOneBy({ returnId: ret.id });
    if (existing) return existing;
    const invoice = await manager.getRepository(Invoice).findOneBy({ orderId: ret.orderId });
    if (!invoice) return null;
    const returned = ret.items.filter((i) => i.quantity > 0);
    if (returned.length === 0) return null;
    // Invoice lines follow the order's lines by id (how the invoice was issued).
    const orderLines = await manager.getRepository(OrderLine).find({ select: { id: true }, where: { orderId: ret.orderId }, order: { id: 'ASC' } });
    const creditedBefore = new Map<number, number>();
    for (const note of await repo.find({ where: { orderId: ret.orderId }, order: { id: 'ASC' } })) {
      for (const l of note.document.lines) creditedBefore.set(l.orderLineId, (creditedBefore.get(l.orderLineId) ?? 0) + l.value);
    }
    const lines = creditNoteLines({ invoiceLines: invoice.document.lines, orderLineIds: orderLines.map((l) => l.id), intraState: invoice.document.intraState, returned, creditedBefore });
    const now = this.clock();
    const fy = financialYearOf(now);
    const sequence = await this.nextSequence(manager, fy);
    const serial = creditNoteSerial(fy, sequence);
    const document = creditNoteDocument({ serial, issuedAt: now, returnNumber: ret.returnNumber, resolution: ret.resolution, invoice: invoice.document, lines });
    const note = repo.create({ returnId: ret.id, orderId: ret.orderId, invoiceId: invoice.id, serial, financialYear: fy, sequence, value: document.totals.value, document, issuedAt: now });
    await repo.insert(note);
    return note;
  }

  forReturn(returnId: number): Promise<CreditNote | null> {
    return this.dataSource.getRepository(CreditNote).findOneBy({ returnId });
  }

  /** The note's time limit now (30 November after its invoice's financial year): for the desk's copy and page. */
  deadlineOf(note: Pick<CreditNote, 'document'>): CreditNoteDeadline {
    return creditNoteDeadline(invoiceYearOf(note.document), this.clock());
  }
}
