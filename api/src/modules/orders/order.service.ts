import { randomBytes } from 'node:crypto';
import { In, LessThan, type DataSource, type EntityManager } from 'typeorm';
import type { Config } from '../../config';
import type { RequestContext } from '../../kernel/context';
import { AppError, badRequest, notFound } from '../../kernel/errors';
import { idempotencyBodyHash, idempotencyKeyHash, idempotencyKeyReused } from '../../kernel/idempotency';
import { requireUser as requireSignedIn } from '../auth/guards';
import type { CartService, ResolvedLine } from '../cart/cart.service';
import type { GuestCartLineInput } from '../cart/cart.types';
import { stockMessage } from '../cart/cart.rules';
import { retryDeadlocks } from '../../kernel/dialect';
import type { CatalogService } from '../catalog/catalog.service';
import type { Coupon } from '../coupons/coupon.entity';
import type { CouponService } from '../coupons/coupon.service';
import { normaliseCode } from '../coupons/coupon.rules';
import { customerKey } from '../coupons/coupon-customer.rules';
import { DELIVERY_MESSAGES } from '../delivery/delivery.messages';
import type { DeliveryService } from '../delivery/delivery.service';
import { expectedDelivery } from '../delivery/delivery.rules';
import { gstinProblem } from '@kapda/rules/india';
import type { MailService } from '../mail/mail.service';
import { orderStatusMail } from '../mail/order-mails';
import type { PaymentService, StartedOrderPayment } from '../payments/payment.service';
import { PAYMENT_MESSAGES } from '../payments/payment.messages';
import { CART_MESSAGES, MAX_QUANTITY, effectiveGstRate, formatRupees, inclusivePrice, paiseToRupees, priceCartLines, readNumber, rupeesToPaise } from '@kapda/rules/pricing';
import { CHECKOUT_MESSAGES, checkAddress, codRefusal, isEmail, isPaymentMethod, type AddressInput, type CheckedAddress } from '@kapda/rules/checkout';
import { allocateDiscount, taxLine } from './gst.rules';
import { orderAccessToken, verifyOrderAccessToken } from './order-access';
import { Order, OrderEvent, OrderLine, type OrderAddress } from './order.entity';
import { Invoice } from '../invoices/invoice.entity';
import { lineImage } from '../cart/cart.catalog';
import type { Actor, OrderLifecycle } from './order-lifecycle';
import type { OrderLimits } from './order-limits';
import { ORDER_MESSAGES } from './order.messages';
import { recordSales, salesLines } from './sales-ledger';
import { allowedNext, canCustomerCancel, type OrderStatus } from './order-state.rules';
import { parseId } from '../../kernel/ids';
import { STORE_CREDIT_MESSAGES, splitStoreCredit } from '@kapda/rules/store-credit';
import type { StoreCreditService } from '../store-credit/store-credit.service';
import { claimUnpaidHold, unpaidUnitsProblem } from './unpaid-holds';

export interface PlaceOrderInput {
  shippingAddress?: AddressInput | null;
  billingAddress?: AddressInput | null;
  gstin?: string | null;
  paymentMethod?: unknown;
  /** Guests only: where the confirmation goes. */
  email?: unknown;
  /** Guests only: the lines (members' come from their server cart). */
  items?: GuestCartLineInput[] | null;
  /** Guests only (members' coupon comes from their cart). */
  couponCode?: string | null;
  idempotencyKey?: string | null;
  /** Members only: pay what the store credit covers from it (the rest online or on delivery). */
  useStoreCredit?: unknown;
  /** "Send me order updates on WhatsApp" (to the delivery address's mobile); false when left out. */
  whatsappOptIn?: unknown;
}

export interface PlacedOrder {
  order: Order;
  lines: OrderLine[];
  payment: StartedOrderPayment | null;
  /** The signed token that opens the order (the confirmation page, invoice links, the guest's mail). */
  accessToken: string;
  /** True when an earlier submit with the same Idempotency-Key placed it. */
  replayed: boolean;
}

export interface OrderDetail {
  order: Order;
  lines: OrderLine[];
  events: OrderEvent[];
  invoiceSerial: string | null;
  /** The day it should arrive (YYYY-MM-DD, India), or null (delivery.rules' expectedDelivery). */
  expectedDelivery: string | null;
}

/** A line priced for the order, in paise. */
interface PricedLine {
  source: ResolvedLine;
  unitPrice: number;
  lineTotal: number;
  discount: number;
  gstRate: number;
  taxableValue: number;
  cgst: number;
  sgst: number;
  igst: number;
}

class StockShortage extends Error {
  constructor(readonly line: ResolvedLine, readonly stock: number) {
    super('stock');
  }
}

const isDuplicate = (error: unknown): boolean => {
  const e = error as { code?: string; driverError?: { code?: string }; message?: string };
  const code = e.driverError?.code ?? e.code ?? '';
  return code === 'ER_DUP_ENTRY' || code.startsWith('SQLITE_CONSTRAINT') || /UNIQUE constraint failed/.test(e.message ?? '');
};

const firstProblem = (prefix: string, problems: Record<string, string | undefined>): AppError => {
  const [field, message] = Object.entries(problems)[0];
  return badRequest(message!, { field: `${prefix}.${field}` });
};

/** KPD-2611-482193: day and month in India, then the id scrambled to six digits (a bijection below a million). */
export function orderNumberFor(id: number, at: Date): string {
  const ist = new Date(at.getTime() + 330 * 60_000);
  const ddmm = `${String(ist.getUTCDate()).padStart(2, '0')}${String(ist.getUTCMonth() + 1).padStart(2, '0')}`;
  const scrambled = String((id * 387_583) % 1_000_000).padStart(6, '0');
  const high = Math.floor(id / 1_000_000);
  return `KPD-${ddmm}-${high > 0 ? high : ''}${scrambled}`;
}

/**
 * Orders: placing one (re-priced, coupon re-checked and used, stock taken with a guarded update,
 * lines snapshotted — one transaction), reading them (a customer sees only their own), cancelling,
 * and the admin's status moves. Payment outcomes come through PaymentService.
 */
export class OrderService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly config: Pick<Config, 'COD_MAX_ORDER_VALUE' | 'PAYMENT_HOLD_MINUTES' | 'UNPAID_ORDERS_PER_IP' | 'UNPAID_ORDERS_PER_EMAIL' | 'UNPAID_ORDER_MAX_UNITS' | 'SELLER_STATE' | 'keys' | 'publicUrl'>,
    private readonly cart: CartService,
    private readonly coupons: CouponService,
    private readonly catalog: CatalogService,
    private readonly delivery: DeliveryService,
    private readonly payments: PaymentService,
    private readonly lifecycle: OrderLifecycle,
    private readonly mail: MailService,
    private readonly sellerStateCode: string,
    private readonly limits: OrderLimits,
    private readonly clock: () => Date = () => new Date(),
    private readonly storeCredit: Pick<StoreCreditService, 'balanceOf' | 'spendOnOrder'> | null = null,
  ) {}

  // ------------------------------------------------------------------ placing

  async placeOrder(ctx: RequestContext, input: PlaceOrderInput): Promise<PlacedOrder> {
    const useCredit = input.useStoreCredit === true;
    if (input.useStoreCredit !== undefined && input.useStoreCredit !== null && typeof input.useStoreCredit !== 'boolean') throw badRequest('useStoreCredit must be true or false', { field: 'useStoreCredit' });
    if (useCredit && !ctx.user) throw badRequest(STORE_CREDIT_MESSAGES.membersOnly, { field: 'useStoreCredit' });
    if (input.whatsappOptIn !== undefined && input.whatsappOptIn !== null && typeof input.whatsappOptIn !== 'boolean') throw badRequest('whatsappOptIn must be true or false', { field: 'whatsappOptIn' });
    const whatsappOptIn = input.whatsappOptIn === true;
    // 'store_credit' is a method only when the credit pays everything (checked once the order is priced).
    const asked = input.paymentMethod;
    if (!isPaymentMethod(asked) && !(asked === 'store_credit' && useCredit)) throw badRequest(CHECKOUT_MESSAGES.paymentMethod, { field: 'paymentMethod' });
    const email = ctx.user ? ctx.user.email : typeof input.email === 'string' ? input.email.trim().toLowerCase() : '';
    if (!ctx.user && !isEmail(email)) throw badRequest(CHECKOUT_MESSAGES.email, { field: 'email' });
    const ship = checkAddress(input.shippingAddress);
    if ('problems' in ship) throw firstProblem('shippingAddress', ship.problems);
    let billing: CheckedAddress | null = null;
    if (input.billingAddress) {
      const checked = checkAddress(input.billingAddress);
      if ('problems' in checked) throw firstProblem('billingAddress', checked.problems);
      billing = checked.address;
    }
    const gstin = typeof input.gstin === 'string' && input.gstin.trim() !== '' ? input.gstin.trim().toUpperCase() : null;
    if (gstin) {
      const problem = gstinProblem(gstin);
      if (problem) throw badRequest(problem, { field: 'gstin' });
    }
    const keyHash = this.idempotencyHash(ctx, email, input.idempotencyKey);
    const bodyHash = keyHash ? this.checkoutHash(input, String(asked), email, ship.address, billing, gstin) : null;
    if (keyHash) {
      const earlier = await this.dataSource.getRepository(Order).findOneBy({ idempotencyKey: keyHash });
      if (earlier) return this.replay(earlier, bodyHash);
    }
    await this.limits.consume(ctx.ip);

    // Where it goes: a PIN we know, that we deliver to, in the state given, and a town or city of that PIN.
    const located = await this.delivery.locate(ship.address, 'shippingAddress');
    const pin = located.pin;
    if (!pin.serviceable) throw badRequest(DELIVERY_MESSAGES.unserviceable(pin.pincode), { field: 'shippingAddress.pincode' });
    if (billing) billing = (await this.delivery.locate(billing, 'billingAddress', 'keep')).address;

    // What is bought, priced now on the server.
    const { lines, couponCode } = await this.linesToBuy(ctx, input);
    // The balance now: the spend in the placing transaction checks it again under its lock.
    const balance = useCredit && ctx.user && this.storeCredit ? await this.storeCredit.balanceOf(ctx.user.id) : 0;
    if (useCredit && balance <= 0) throw badRequest(STORE_CREDIT_MESSAGES.noBalance, { field: 'useStoreCredit' });
    const onlineAsked = asked === 'online';
    // An unpaid order holds its stock: only so much of it.
    const unitsProblem = onlineAsked ? unpaidUnitsProblem(this.config, lines.reduce((n, l) => n + l.quantity, 0)) : null;
    if (unitsProblem) throw unitsProblem;
    for (const line of lines) {
      if (line.quantity > line.variant.stock) throw badRequest(stockMessage(this.label(line), line.variant.stock), { stock: line.variant.stock, variantSku: line.variant.sku });
    }
    const userId = ctx.user?.id ?? null;
    // A member's code comes from their cart (checked when applied); a guest's is typed, so it counts against the coupon-guess limits.
    const products = lines.map((l) => l.entry.product);
    const assessment = !couponCode ? null : ctx.user ? await this.coupons.assess(userId, couponCode, products) : await this.coupons.assessTyped(ctx, couponCode, products);
    if (assessment?.refusal) throw badRequest(assessment.refusal, { field: 'couponCode' });
    const units = lines.map((l) => {
      const gstRate = effectiveGstRate(l.entry.product.gstRate);
      return { line: l, gstRate, unitPrice: inclusivePrice(paiseToRupees(l.variant.sellingPrice), gstRate) };
    });
    const covered = units.map((u) => (assessment?.covered ? assessment.covered.has(u.line.entry.product.id) : true));
    const price = priceCartLines(units.map((u, i) => ({ unitPrice: u.unitPrice, gstRate: u.gstRate, quantity: u.line.quantity, couponEligible: covered[i] })), assessment?.terms ?? null);
    if (assessment && price.couponError) throw badRequest(price.couponError, { field: 'couponCode' });

    const intraState = ship.address.stateCode === this.sellerStateCode;
    const lineTotals = price.lines.map((l) => rupeesToPaise(l.lineAmount));
    const discount = rupeesToPaise(price.couponDiscount);
    const shares = allocateDiscount(lineTotals, covered, discount);
    const priced: PricedLine[] = units.map((u, i) => {
      const tax = taxLine({ value: lineTotals[i] - shares[i], quantity: u.line.quantity, hsn: u.line.entry.product.hsnCode, catalogueRate: u.gstRate, intraState });
      return { source: u.line, unitPrice: rupeesToPaise(u.unitPrice), lineTotal: lineTotals[i], discount: shares[i], gstRate: tax.rate, taxableValue: tax.taxableValue, cgst: tax.cgst, sgst: tax.sgst, igst: tax.igst };
    });
    const subtotal = lineTotals.reduce((s, x) => s + x, 0);
    const total = subtotal - discount;
    const taxAmount = priced.reduce((s, l) => s + l.cgst + l.sgst + l.igst, 0);

    // Store credit is a payment, not a discount: the total and its GST stay; only what is left to pay shrinks.
    const split = splitStoreCredit(total, balance, useCredit);
    if (asked === 'store_credit' && !split.covered) throw badRequest('Your store credit does not cover this order: choose how to pay the rest', { field: 'paymentMethod' });
    const method: 'cod' | 'online' | 'store_credit' = split.covered ? 'store_credit' : (asked as 'cod' | 'online');
    if (method === 'online' && !this.payments.onlineGateway) throw badRequest(PAYMENT_MESSAGES.onlineUnavailable, { field: 'paymentMethod' });
    if (method === 'cod') {
      // Cash on delivery is about the cash collected: what the credit leaves.
      const refusal = codRefusal(split.due / 100, this.config.COD_MAX_ORDER_VALUE, pin.cod, formatRupees);
      if (refusal) throw badRequest(refusal, { field: 'paymentMethod' });
    }

    const now = this.clock();
    const shipping: OrderAddress = { ...located.address };
    const actor: Actor = ctx.user ? { kind: 'customer', label: `customer:${ctx.user.id}` } : { kind: 'customer', label: 'guest' };
    let placed: { order: Order; lines: OrderLine[]; paymentReference: string | null };
    try {
      placed = await retryDeadlocks(() =>
        this.dataSource.transaction((manager) =>
          this.writeOrder(manager, {
            userId, email, method, storeCredit: split.credit, whatsappOptIn, priced, subtotal, discount, total, taxAmount, shipping, billing, gstin, keyHash, bodyHash, clientIp: ctx.ip.slice(0, 64), now, actor, place: { city: pin.city ?? ship.address.city, state: pin.state ?? ship.address.state },
            coupon: assessment?.coupon ?? null, couponCode: assessment?.coupon ? assessment.code : null,
          }),
        ),
      );
    } catch (error) {
      if (error instanceof StockShortage) {
        throw badRequest(stockMessage(this.label(error.line), error.stock), { stock: error.stock, variantSku: error.line.variant.sku });
      }
      // The same checkout submitted twice at once: the first placed it (a limit the first one filled must not refuse its twin).
      if (keyHash && (isDuplicate(error) || (error instanceof AppError && error.status === 429))) {
        const earlier = await this.dataSource.getRepository(Order).findOneBy({ idempotencyKey: keyHash });
        if (earlier) return this.replay(earlier, bodyHash);
      }
      throw error;
    }
    this.catalog.changed();
    this.mail.kick();
    this.lifecycle.kickMessages();
    const payment = placed.paymentReference ? await this.payments.redirectFor(placed.order, placed.paymentReference) : null;
    return { order: placed.order, lines: placed.lines, payment, accessToken: this.accessTokenFor(placed.order), replayed: false };
  }

  private async writeOrder(
    manager: EntityManager,
    o: {
      userId: number | null; email: string; method: 'cod' | 'online' | 'store_credit'; storeCredit: number; whatsappOptIn: boolean; priced: PricedLine[]; subtotal: number; discount: number; total: number; taxAmount: number;
      shipping: OrderAddress; billing: CheckedAddress | null; gstin: string | null; keyHash: string | null; bodyHash: string | null; clientIp: string; now: Date; actor: Actor;
      place: { city: string; state: string };
      coupon: Coupon | null; couponCode: string | null;
    },
  ): Promise<{ order: Order; lines: OrderLine[]; paymentReference: string | null }> {
    const online = o.method === 'online';
    // 0. Unpaid online orders per client address and email, counted under their lock before anything is held.
    if (online) await claimUnpaidHold(manager, this.config, { ip: o.clientIp, email: o.email }, o.now);
    // 1. Stock, in variant order (so two orders never wait on each other in a circle), never below zero.
    const byVariant = [...o.priced].sort((a, b) => a.source.variant.id - b.source.variant.id);
    const soldOut: number[] = [];
    for (const line of byVariant) {
      const taken = await manager
        .createQueryBuilder()
        .update('product_variants')
        .set({ stock: () => `stock - ${line.source.quantity}` })
        .where('id = :id AND stock >= :q', { id: line.source.variant.id, q: line.source.quantity })
        .execute();
      if (!taken.affected) {
        const now = await manager.query('SELECT stock FROM product_variants WHERE id = ?', [line.source.variant.id]);
        throw new StockShortage(line.source, Number(now[0]?.stock ?? 0));
      }
      if (line.source.variant.stock - line.source.quantity <= 0) soldOut.push(line.source.entry.product.id);
      await this.lifecycle.stockTaken(manager, line.source.variant.id, line.source.quantity);
    }
    // 2. The order and its snapshot lines.
    const orders = manager.getRepository(Order);
    const earlier = await manager.query('SELECT id FROM orders WHERE email = ? LIMIT 1', [o.email]);
    const order = orders.create({
      orderNumber: `tmp-${randomBytes(8).toString('hex')}`, userId: o.userId, email: o.email, customerKey: customerKey(o.email),
      status: online ? 'pending_payment' : 'confirmed', paymentMethod: o.method, paymentStatus: online ? 'awaiting' : o.method === 'store_credit' ? 'paid' : 'pending',
      subtotal: o.subtotal, discount: o.discount, total: o.total, storeCreditUsed: o.storeCredit, taxAmount: o.taxAmount, couponCode: o.couponCode, couponId: o.coupon?.id ?? null,
      shippingAddress: o.shipping, billingAddress: o.billing, gstin: o.gstin, idempotencyKey: o.keyHash, idempotencyBody: o.bodyHash, clientIp: o.clientIp,
      holdExpiresAt: online ? new Date(o.now.getTime() + this.config.PAYMENT_HOLD_MINUTES * 60_000) : null, courier: null, trackingNumber: null,
      shipCity: o.place.city.slice(0, 80), shipState: o.place.state.slice(0, 60), phone: o.shipping.phone.slice(0, 15),
      units: o.priced.reduce((n, l) => n + l.source.quantity, 0), firstOrder: earlier.length === 0, whatsappOptIn: o.whatsappOptIn, createdAt: o.now,
    });
    await orders.insert(order);
    order.orderNumber = orderNumberFor(order.id, o.now);
    await orders.update({ id: order.id }, { orderNumber: order.orderNumber });
    const lineRepo = manager.getRepository(OrderLine);
    const lines = o.priced.map((l) =>
      lineRepo.create({
        orderId: order.id, productId: l.source.entry.product.id, variantId: l.source.variant.id, title: l.source.entry.product.title, slug: l.source.entry.product.slug,
        variantSku: l.source.variant.sku, size: l.source.variant.size, color: l.source.variant.color, quantity: l.source.quantity,
        unitPrice: l.unitPrice, lineTotal: l.lineTotal, discount: l.discount, hsn: l.source.entry.product.hsnCode, gstRate: l.gstRate,
        taxableValue: l.taxableValue, cgst: l.cgst, sgst: l.sgst, igst: l.igst, image: lineImage(l.source.entry, l.source.variant.color),
      }),
    );
    await lineRepo.insert(lines);
    // 3. The coupon use: limits checked again under a lock, counted atomically.
    if (o.coupon) await this.coupons.useInOrder(manager, { couponId: o.coupon.id, userId: o.userId, email: o.email, orderId: order.id, discountPaise: o.discount });
    // 3b. The store credit, debited under the member's balance lock (409 and nothing kept when another order spent it first).
    if (o.storeCredit > 0 && o.userId !== null && this.storeCredit) await this.storeCredit.spendOnOrder(manager, { userId: o.userId, amountPaise: o.storeCredit, orderId: order.id, orderNumber: order.orderNumber });
    // 4. Best sellers, listing stock flags, the history, the cart, the mail, the payment attempt.
    const sold = new Map<number, number>();
    for (const l of o.priced) sold.set(l.source.entry.product.id, (sold.get(l.source.entry.product.id) ?? 0) + l.source.quantity);
    for (const [productId, quantity] of [...sold].sort((a, b) => a[0] - b[0])) {
      // inStock from the variants as they are now (another order may have taken the last piece meanwhile).
      await manager.query('UPDATE products SET salesCount = salesCount + ?, inStock = EXISTS (SELECT 1 FROM product_variants v WHERE v.productId = ? AND v.stock > 0) WHERE id = ?', [quantity, productId, productId]);
    }
    // A variant this order sold out may change the price a listing shows first.
    if (soldOut.length > 0) await this.catalog.refreshSummaries([...new Set(soldOut)], manager);
    const credit = o.storeCredit > 0 ? ` (${formatRupees(o.storeCredit / 100)} from store credit)` : '';
    await this.lifecycle.recordPlaced(manager, order, o.actor, (online ? 'Placed; waiting for online payment' : o.method === 'store_credit' ? 'Placed; paid with store credit' : 'Placed with cash on delivery') + credit);
    if (o.userId !== null) await this.cart.clearAfterOrder(o.userId, manager);
    let paymentReference: string | null = null;
    if (online) paymentReference = await this.payments.createAttempt(manager, order);
    else await this.mail.queue(manager, order.email, orderStatusMail({ order, lines, status: 'confirmed', orderUrl: this.lifecycle.orderUrl(order), invoiceSerial: null }));
    // Last, so the day's summary row is held only until the commit.
    await recordSales(manager, null, order, salesLines(lines));
    return { order, lines, paymentReference };
  }

  /** The lines and coupon of this checkout: a member's server cart, or a guest's items. */
  private async linesToBuy(ctx: RequestContext, input: PlaceOrderInput): Promise<{ lines: ResolvedLine[]; couponCode: string | null }> {
    if (ctx.user) {
      const { cart, lines } = await this.cart.checkoutCart(ctx);
      if (cart.notices.length > 0) throw badRequest(cart.notices.join('. '), { notices: cart.notices });
      if (lines.length === 0) throw badRequest(ORDER_MESSAGES.noItems);
      return { lines, couponCode: cart.couponCode };
    }
    const items = Array.isArray(input.items) ? input.items : [];
    if (items.length === 0) throw badRequest(ORDER_MESSAGES.noItems, { field: 'items' });
    for (const item of items) {
      const q = readNumber(item?.quantity);
      if (q === null || !Number.isInteger(q) || q < 1 || q > MAX_QUANTITY) throw badRequest(ORDER_MESSAGES.invalidQuantity, { field: 'items' });
    }
    const { lines, notices } = await this.cart.resolveGuestCheckout(items);
    if (notices.length > 0) throw badRequest(notices.join('. '), { notices });
    if (lines.length === 0) throw badRequest(ORDER_MESSAGES.noItems, { field: 'items' });
    const code = typeof input.couponCode === 'string' && input.couponCode.trim() !== '' ? input.couponCode : null;
    if (code !== null && !normaliseCode(code)) throw badRequest(CART_MESSAGES.invalidCoupon, { field: 'couponCode' });
    return { lines, couponCode: code };
  }

  private label(line: ResolvedLine) {
    return { title: line.entry.product.title, size: line.variant.size, color: line.variant.color };
  }

  private idempotencyHash(ctx: RequestContext, email: string, key: unknown): string | null {
    return idempotencyKeyHash(ctx.user ? `user:${ctx.user.id}` : `guest:${email}`, key, ORDER_MESSAGES.invalidKey);
  }

  /**
   * What the Idempotency-Key stands for: this exact checkout. Knowing a guest's email and key must not
   * be enough to receive their order (and its access token) by sending another body.
   */
  private checkoutHash(input: PlaceOrderInput, method: string, email: string, ship: CheckedAddress, billing: CheckedAddress | null, gstin: string | null): string {
    const items = Array.isArray(input.items) ? input.items.map((i) => [i?.productId ?? null, i?.size ?? null, i?.color ?? null, i?.variantSku ?? null, i?.quantity ?? null]) : null;
    const coupon = typeof input.couponCode === 'string' ? input.couponCode.trim().toUpperCase() : null;
    return idempotencyBodyHash([method, email, ship, billing, gstin, items, coupon, ...(input.useStoreCredit === true ? ['store-credit'] : []), ...(input.whatsappOptIn === true ? ['whatsapp'] : [])]);
  }

  /** The order an earlier submit with this key placed — only when this submit is the same checkout (422 otherwise, saying nothing of it). */
  private async replay(order: Order, bodyHash: string | null): Promise<PlacedOrder> {
    if (!order.idempotencyBody || order.idempotencyBody !== bodyHash) throw idempotencyKeyReused(ORDER_MESSAGES.keyReused);
    const lines = await this.linesOf(order.id);
    const payment = order.status === 'pending_payment' ? await this.payments.openAttempt(order) : null;
    return { order, lines, payment, accessToken: this.accessTokenFor(order), replayed: true };
  }

  /** The signed token that opens this order without signing in (given only to whoever may see the order). */
  accessTokenFor(order: Pick<Order, 'id'>): string {
    return orderAccessToken(this.config.keys.orderLink, order.id);
  }

  // ------------------------------------------------------------------ reading

  linesOf(orderId: number): Promise<OrderLine[]> {
    return this.dataSource.getRepository(OrderLine).find({ where: { orderId }, order: { id: 'ASC' } });
  }

  /** The signed-in customer's orders, newest first. */
  async myOrders(ctx: RequestContext, page: unknown, limit: unknown): Promise<{ orders: Order[]; lines: Map<number, OrderLine[]>; total: number; page: number; limit: number }> {
    const user = requireSignedIn(ctx);
    const p = Math.max(1, Math.min(10_000, Math.floor(readNumber(page) ?? 1)));
    const l = Math.max(1, Math.min(50, Math.floor(readNumber(limit) ?? 10)));
    const [orders, total] = await this.dataSource.getRepository(Order).findAndCount({ where: { userId: user.id }, order: { createdAt: 'DESC', id: 'DESC' }, skip: (p - 1) * l, take: l });
    const all = orders.length ? await this.dataSource.getRepository(OrderLine).find({ where: { orderId: In(orders.map((o) => o.id)) }, order: { id: 'ASC' } }) : [];
    const lines = new Map<number, OrderLine[]>(orders.map((o) => [o.id, all.filter((x) => x.orderId === o.id)]));
    return { orders, lines, total, page: p, limit: l };
  }

  /**
   * One order the asker may see: their own, or one whose signed token they hold (the guest's link,
   * an invoice link). To change an order (cancel, pay again) a member's order needs its member signed
   * in; the token is enough only for a guest's order. 404 otherwise.
   */
  async orderFor(ctx: RequestContext, orderId: unknown, token?: unknown, purpose: 'view' | 'change' = 'view'): Promise<Order> {
    const id = parseId(orderId);
    const order = id !== null ? await this.dataSource.getRepository(Order).findOneBy({ id }) : null;
    if (!order || !this.mayReach(ctx, order, token, purpose)) throw notFound(ORDER_MESSAGES.notFound);
    return order;
  }

  private mayReach(ctx: RequestContext, order: Order, token: unknown, purpose: 'view' | 'change'): boolean {
    if (ctx.user && order.userId === ctx.user.id) return true;
    if (purpose === 'change' && order.userId !== null) return false;
    return token !== undefined && token !== null && verifyOrderAccessToken([this.config.keys.orderLink, this.config.keys.mailedBeforeSplit], order.id, token);
  }

  async detail(order: Order): Promise<OrderDetail> {
    const [lines, events, invoice] = await Promise.all([
      this.linesOf(order.id),
      this.dataSource.getRepository(OrderEvent).find({ where: { orderId: order.id }, order: { id: 'ASC' } }),
      this.dataSource.getRepository(Invoice).findOne({ select: { id: true, serial: true }, where: { orderId: order.id } }),
    ]);
    return { order, lines, events, invoiceSerial: invoice?.serial ?? null, expectedDelivery: await this.expectedDeliveryOf(order, events) };
  }

  /** From the PIN's delivery days (the PIN directory, in process) and the day it was placed or shipped. */
  private async expectedDeliveryOf(order: Order, events: OrderEvent[]): Promise<string | null> {
    if (!['confirmed', 'packed', 'shipped', 'out_for_delivery'].includes(order.status) || !order.shippingAddress) return null;
    const pin = await this.delivery.courier.check(order.shippingAddress.pincode).catch(() => null);
    const shipped = [...events].reverse().find((e) => e.toStatus === 'shipped');
    return expectedDelivery({ status: order.status, placedAt: order.createdAt, shippedAt: shipped?.createdAt ?? null, days: pin?.deliveryDays ?? null, now: this.clock() });
  }

  // ----------------------------------------------------------------- changing

  /** The customer cancels while the state machine allows it (confirmed or packed). */
  async cancel(ctx: RequestContext, orderId: unknown, token?: unknown, reason?: unknown): Promise<Order> {
    const seen = await this.orderFor(ctx, orderId, token, 'change');
    const actor = this.actorFor(ctx, seen);
    const note = typeof reason === 'string' && reason.trim() ? reason.trim().slice(0, 500) : 'Cancelled by the customer';
    const order = await retryDeadlocks(() => this.lifecycle.withOrder(seen.id, async (manager, order) => {
      await this.lifecycle.move(manager, order, 'cancelled', actor, { note });
      return order;
    }));
    await this.lifecycle.refundIfPaid(order);
    return order;
  }

  /**
   * The shopper stops WhatsApp updates for this one order (the order page's "Stop WhatsApp updates"):
   * a member signed in for their order, a guest with its signed token. Nothing more is sent for it,
   * not even what was queued. Answers the order as it is now.
   */
  async stopWhatsapp(ctx: RequestContext, orderId: unknown, token?: unknown): Promise<Order> {
    const seen = await this.orderFor(ctx, orderId, token, 'change');
    await this.lifecycle.stopWhatsapp(seen.id);
    return this.dataSource.getRepository(Order).findOneByOrFail({ id: seen.id });
  }

  /** Who is changing their order, as its history names them. */
  actorFor(ctx: RequestContext, order: Order): Actor {
    return ctx.user && order.userId === ctx.user.id ? { kind: 'customer', label: `customer:${ctx.user.id}` } : { kind: 'customer', label: 'guest' };
  }

  canCancel(order: Order): boolean {
    return canCustomerCancel(order.status as OrderStatus, order);
  }

  allowedNextFor(order: Order, actor: 'admin' | 'customer'): OrderStatus[] {
    return allowedNext(order.status as OrderStatus, actor, order);
  }

  // ------------------------------------------------------------- hold expiry

  /** Online orders whose hold ran out: failed, stock and coupon given back. Answers how many. */
  async releaseExpiredHolds(limit = 100): Promise<number> {
    const due = await this.dataSource.getRepository(Order).find({
      select: { id: true }, where: { status: 'pending_payment', holdExpiresAt: LessThan(this.clock()) }, order: { id: 'ASC' }, take: limit,
    });
    let released = 0;
    for (const { id } of due) {
      const moved = await this.lifecycle.withOrder(id, async (manager, order) => {
        if (order.status !== 'pending_payment' || !order.holdExpiresAt || order.holdExpiresAt.getTime() > this.clock().getTime()) return false;
        return this.lifecycle.move(manager, order, 'payment_failed', { kind: 'system', label: 'system:hold-expiry' }, { note: 'Not paid in time; stock released', paymentStatus: 'failed' });
      });
      if (moved) released++;
    }
    return released;
  }
}

