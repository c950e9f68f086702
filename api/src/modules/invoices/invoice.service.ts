import type { DataSource, EntityManager } from 'typeorm';
import type { Config } from '../../config';
import { regionByName } from '@kapda/rules/india';
import { SELLER_ADDRESS } from '@kapda/rules/seller';
import { financialYear, invoiceSerial } from '../orders/gst.rules';
import type { Order, OrderLine } from '../orders/order.entity';
import { Invoice, InvoiceCounter } from './invoice.entity';
import { oneLineAddress, paymentWords, type InvoiceDocument, type InvoiceParty } from './invoice.rules';
import { dialectOf } from '../../kernel/dialect';

/** A GSTIN that passes the checksum but belongs to nobody: marked SAMPLE wherever it is printed. */
export const SAMPLE_SELLER_GSTIN = '24AAACK1234F1Z6';

/** Tax invoices: issued once per order when it ships, numbered without gaps per financial year. */
export class InvoiceService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly config: Pick<Config, 'SELLER_NAME' | 'SELLER_STATE' | 'SELLER_GSTIN' | 'INVOICE_PREFIX'>,
    private readonly clock: () => Date = () => new Date(),
  ) {}

  supplier(): InvoiceDocument['supplier'] {
    const region = regionByName(this.config.SELLER_STATE)!;
    return {
      name: this.config.SELLER_NAME,
      // The address the storefront's footer and contact pages show: one source.
      address: SELLER_ADDRESS,
      state: region.name,
      stateCode: region.code,
      gstin: this.config.SELLER_GSTIN ?? SAMPLE_SELLER_GSTIN,
      sampleGstin: !this.config.SELLER_GSTIN,
    };
  }

  /** The next serial of the financial year, inside the caller's transaction (row-locked: no gaps, no repeats). */
  private async nextSequence(manager: EntityManager, fy: string): Promise<number> {
    if (dialectOf(manager) === 'mysql') {
      await manager.query('INSERT INTO `invoice_counters` (`financialYear`, `lastSequence`) VALUES (?, 1) ON DUPLICATE KEY UPDATE `lastSequence` = `lastSequence` + 1', [fy]);
    } else {
      await manager.query('INSERT INTO "invoice_counters" ("financialYear", "lastSequence") VALUES (?, 1) ON CONFLICT ("financialYear") DO UPDATE SET "lastSequence" = "lastSequence" + 1', [fy]);
    }
    const counter = await manager.getRepository(InvoiceCounter).findOneByOrFail({ financialYear: fy });
    return counter.lastSequence;
  }

  /** Issue the order's invoice inside the transaction that ships it (idempotent: an existing one is answered). */
  async issue(manager: EntityManager, order: Order, lines: OrderLine[]): Promise<Invoice> {
    const existing = await manager.getRepository(Invoice).findOneBy({ orderId: order.id });
    if (existing) return existing;
    const now = this.clock();
    const fy = financialYear(now);
    const sequence = await this.nextSequence(manager, fy);
    const serial = invoiceSerial(this.config.INVOICE_PREFIX, fy, sequence);
    const document = this.document(order, lines, serial, now);
    const repo = manager.getRepository(Invoice);
    return repo.save(repo.create({ orderId: order.id, serial, financialYear: fy, sequence, document }));
  }

  document(order: Order, lines: OrderLine[], serial: string, issuedAt: Date): InvoiceDocument {
    const ship = order.shippingAddress!;
    const bill = order.billingAddress ?? ship;
    const party = (a: typeof ship, gstin: string | null): InvoiceParty => ({ name: a.fullName, address: oneLineAddress(a), state: a.state, stateCode: a.stateCode, gstin });
    const supplier = this.supplier();
    const intraState = ship.stateCode === supplier.stateCode;
    const invoiceLines = lines.map((l) => ({
      description: `${l.title} (${l.size}, ${l.color}) — ${l.variantSku}`,
      hsn: l.hsn,
      quantity: l.quantity,
      unit: 'PCS',
      unitPrice: l.unitPrice,
      discount: l.discount,
      taxableValue: l.taxableValue,
      rate: l.gstRate,
      cgstRate: intraState ? l.gstRate / 2 : 0,
      cgst: l.cgst,
      sgstRate: intraState ? l.gstRate / 2 : 0,
      sgst: l.sgst,
      igstRate: intraState ? 0 : l.gstRate,
      igst: l.igst,
      total: l.lineTotal - l.discount,
    }));
    const sum = (f: (l: (typeof invoiceLines)[number]) => number) => invoiceLines.reduce((s, l) => s + f(l), 0);
    const totals = { taxableValue: sum((l) => l.taxableValue), cgst: sum((l) => l.cgst), sgst: sum((l) => l.sgst), igst: sum((l) => l.igst), tax: 0, discount: sum((l) => l.discount), total: sum((l) => l.total) };
    totals.tax = totals.cgst + totals.sgst + totals.igst;
    return {
      serial,
      issuedAt: issuedAt.toISOString(),
      orderNumber: order.orderNumber,
      orderDate: order.createdAt.toISOString(),
      supplier,
      recipient: party(bill, order.gstin),
      shipTo: party(ship, null),
      placeOfSupply: { state: ship.state, stateCode: ship.stateCode },
      intraState,
      reverseCharge: false,
      lines: invoiceLines,
      totals,
      paymentMethod: paymentWords(order),
      ...(order.storeCreditUsed > 0 ? { storeCreditPaid: order.storeCreditUsed } : {}),
    };
  }

  forOrder(orderId: number): Promise<Invoice | null> {
    return this.dataSource.getRepository(Invoice).findOneBy({ orderId });
  }
}
