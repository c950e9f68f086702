import type { DataSource, EntityManager } from 'typeorm';
import { In } from 'typeorm';
import { AppError, badRequest, notFound } from '../../kernel/errors';
import type { RequestContext } from '../../kernel/context';
import {
  CART_MESSAGES, clampQuantity, effectiveGstRate, inclusivePrice, paiseToRupees, priceCartLines,
} from '@kapda/rules/pricing';
import { requireUser } from '../auth/guards';
import type { CatalogService, VariantRow } from '../catalog/catalog.service';
import type { CouponAssessment, CouponService } from '../coupons/coupon.service';
import { normaliseCode } from '../coupons/coupon.rules';
import { chooseVariant, lineImage, parseId, productIdOf, type CatalogEntry, type VariantChoice } from './cart.catalog';
import { Cart, CartLine } from './cart.entity';
import {
  MAX_CART_LINES, addUp, addUpMergeStrategy, cutNotice, guestLineId, quantityToAdd, quantityToSet, stockMessage,
  type CartMergeStrategy, type ItemLabel,
} from './cart.rules';
import { changeLine, cutLine, insertLine, setLineQuantity } from './cart.store';
import type { AddToCartInput, CartView, CartItemView, GuestCartLineInput, PriceCartInput } from './cart.types';

/** Who asks: the signed-in member (auth/guards.ts requireUser answers 401 in SPEC.md §8's words otherwise). */
type Asker = Pick<RequestContext, 'user' | 'sessionExpired'>;

/** A cart line matched to the catalogue: what is priced and shown. */
export interface ResolvedLine {
  /** Member: the cart_lines id. Guest: "productId|size|color". */
  id: string;
  entry: CatalogEntry;
  variant: VariantRow;
  quantity: number;
}

/** A member's cart as stored: its lines, its coupon, and the catalogue entries of its products (and of any product being added). */
interface MemberState {
  rows: Array<{ id: number; productId: number; variantId: number; quantity: number }>;
  couponCode: string | null;
  entries: Map<number, CatalogEntry>;
}

/** What showing a member's cart found out of date: lines gone from the catalogue or above stock, a coupon that stopped applying. */
interface Repairs {
  remove: number[];
  cut: Array<{ id: number; quantity: number }>;
  dropCoupon: string | null;
}

/** How often a guarded cart write is tried again after a concurrent change to the same line. */
const WRITE_ATTEMPTS = 20;

/** A member cart priced for checkout (the checkout issue reads this). */
export interface CheckoutCart {
  cart: CartView;
  lines: ResolvedLine[];
  /** The coupon still applying after re-validation, or null. */
  couponId: number | null;
}


function label(line: { entry: CatalogEntry; variant: VariantRow }): ItemLabel {
  return { title: line.entry.product.title, size: line.variant.size, color: line.variant.color };
}

/**
 * Carts. Members' carts live in cart_lines + carts; guests keep theirs in localStorage and ask
 * priceCart. Every total comes from pricing.rules priceCartLines, on the server.
 */
export class CartService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly coupons: CouponService,
    readonly catalog: CatalogService,
    /** The seller's state code (config SELLER_STATE): deliveries there pay CGST + SGST, elsewhere IGST. */
    private readonly sellerStateCode: string,
    private readonly mergeStrategy: CartMergeStrategy = addUpMergeStrategy,
  ) {}

  // ------------------------------------------------------------------ members

  /** The member's cart as it can be bought now. Reading never writes: what is out of date is shown fixed, with notices. */
  async getCart(ctx: Asker, notices: string[] = []): Promise<CartView> {
    const userId = requireUser(ctx).id;
    return (await this.view(userId, await this.readMember(userId), notices)).cart;
  }

  /**
   * Add units of a variant: the cart rule decides the line's new quantity from what is in the cart
   * (add up, cap at 99; above stock is refused), and one guarded statement writes it.
   */
  async addToCart(ctx: Asker, input: AddToCartInput | VariantChoice & { quantity?: unknown }): Promise<CartView> {
    const userId = requireUser(ctx).id;
    const productId = await productIdOf(this.catalog, input);
    if (productId === null) throw badRequest(CART_MESSAGES.invalidProduct);
    for (let attempt = 1; ; attempt++) {
      const state = await this.readMember(userId, [productId]);
      const entry = state.entries.get(productId);
      const variant = chooseVariant(entry, input);
      const quantity = quantityToAdd(input.quantity);
      if (quantity === null) throw badRequest(CART_MESSAGES.invalidQuantity);
      const row = state.rows.find((r) => r.variantId === variant.id);
      const inCart = row?.quantity ?? 0;
      const result = addUp(inCart, quantity, variant.stock);
      const item = label({ entry: entry!, variant });
      if (result.cutTo === 'stock') throw badRequest(stockMessage(item, variant.stock, inCart), { stock: variant.stock, inCart });
      let written = true;
      if (row && result.quantity !== inCart) written = await changeLine(this.dataSource, userId, variant.id, inCart, result.quantity);
      else if (!row) {
        const id = await insertLine(this.dataSource, userId, variant.id, result.quantity);
        written = id !== null;
        if (id !== null) state.rows.push({ id, productId, variantId: variant.id, quantity: result.quantity });
      }
      if (!written) {
        if (attempt < WRITE_ATTEMPTS) continue;
        throw new Error(`addToCart: the line of variant ${variant.id} kept changing under ${WRITE_ATTEMPTS} attempts`);
      }
      if (row) row.quantity = result.quantity;
      const notices = result.cutTo === 'max' ? [cutNotice(item, result)!] : [];
      return this.answerAfterChange(userId, state, notices);
    }
  }

  /** Set a line's quantity: 0 or less removes it; 1..99; never above stock. */
  async updateLine(ctx: Asker, lineId: unknown, quantity: unknown): Promise<CartView> {
    const userId = requireUser(ctx).id;
    const id = parseId(lineId);
    if (id === null) throw notFound(CART_MESSAGES.lineNotFound);
    const q = quantityToSet(quantity);
    if (q === null) throw badRequest(CART_MESSAGES.invalidQuantity);
    if (q === 0) return this.removeLine(ctx, id);
    const changed = await setLineQuantity(this.dataSource, userId, id, q);
    const state = await this.readMember(userId);
    if (changed === 0) {
      const row = state.rows.find((r) => r.id === id);
      const entry = row && state.entries.get(row.productId);
      const variant = entry?.variants.find((v) => v.id === row!.variantId);
      if (!row || !entry || !variant) throw notFound(CART_MESSAGES.lineNotFound);
      if (addUp(0, q, variant.stock).cutTo === 'stock') throw badRequest(stockMessage(label({ entry, variant }), variant.stock), { stock: variant.stock });
    }
    return this.answerAfterChange(userId, state);
  }

  async removeLine(ctx: Asker, lineId: unknown): Promise<CartView> {
    const userId = requireUser(ctx).id;
    const id = parseId(lineId);
    const removed = id === null ? 0 : await this.deleteLines({ id, userId });
    if (removed === 0) throw notFound(CART_MESSAGES.lineNotFound);
    return this.answerAfterChange(userId, await this.readMember(userId));
  }

  async clearCart(ctx: Asker): Promise<CartView> {
    const userId = requireUser(ctx).id;
    await this.clearAfterOrder(userId);
    return this.answerAfterChange(userId, await this.readMember(userId));
  }

  /** Empty a member's cart and drop its coupon. The checkout issue calls this inside the order transaction. */
  async clearAfterOrder(userId: number, manager: EntityManager = this.dataSource.manager): Promise<void> {
    await manager.getRepository(CartLine).delete({ userId });
    await manager.getRepository(Cart).update({ userId }, { couponCode: null });
  }

  async applyCoupon(ctx: Pick<RequestContext, 'user' | 'sessionExpired' | 'ip'>, code: unknown): Promise<CartView> {
    const userId = requireUser(ctx).id;
    if (!normaliseCode(code)) throw badRequest(CART_MESSAGES.invalidCoupon);
    const state = await this.readMember(userId);
    const { lines, notices, repairs } = this.memberLines(state);
    const assessment = await this.coupons.assessTyped(ctx, code, lines.map((l) => l.entry.product));
    const priced = this.build(`member:${userId}`, lines, assessment, notices);
    if (priced.couponError) throw badRequest(priced.couponError);
    await this.repair(userId, repairs);
    await this.dataSource.getRepository(Cart).upsert({ userId, couponCode: assessment.code }, ['userId']);
    return priced.cart;
  }

  async removeCoupon(ctx: Asker): Promise<CartView> {
    const userId = requireUser(ctx).id;
    await this.dataSource.getRepository(Cart).upsert({ userId, couponCode: null }, ['userId']);
    return this.answerAfterChange(userId, await this.readMember(userId));
  }

  /**
   * For the checkout issue: the member's cart priced now, its coupon re-validated (a coupon that
   * stopped applying is left out and named in couponError/notices), with the resolved lines.
   */
  async checkoutCart(ctx: Asker): Promise<CheckoutCart> {
    const userId = requireUser(ctx).id;
    const { cart, lines, assessment } = await this.view(userId, await this.readMember(userId), []);
    return { cart, lines, couponId: cart.couponCode && assessment?.coupon ? assessment.coupon.id : null };
  }

  /**
   * Merge guest lines into a member's cart: the same line adds up, clamped to 99 and to stock
   * (the merge strategy decides). Answers what had to change, as notices.
   */
  async mergeLines(ctx: Asker, guestLines: GuestCartLineInput[]): Promise<string[]> {
    const userId = requireUser(ctx).id;
    if (guestLines.length > MAX_CART_LINES) throw badRequest(CART_MESSAGES.tooManyLines);
    const { lines: guest, notices } = await this.resolveGuestLines(guestLines, { cutToStock: false });
    let rows = await this.memberRows(userId);
    for (const line of guest) {
      let variant = line.variant;
      for (let attempt = 1; ; attempt++) {
        const row = rows.find((r) => r.variantId === variant.id);
        const existing = row?.quantity ?? 0;
        const merged = this.mergeStrategy.merge(existing, line.quantity, variant.stock);
        let written = true;
        if (merged.quantity > existing) {
          written = row ? await changeLine(this.dataSource, userId, variant.id, existing, merged.quantity) : (await insertLine(this.dataSource, userId, variant.id, merged.quantity)) !== null;
        }
        if (written) {
          const notice = cutNotice(label({ entry: line.entry, variant }), merged);
          if (notice) notices.push(notice);
          break;
        }
        if (attempt >= WRITE_ATTEMPTS) throw new Error(`mergeLines: the line of variant ${variant.id} kept changing under ${WRITE_ATTEMPTS} attempts`);
        // The line or the stock changed meanwhile: read both again and let the rule decide afresh.
        rows = await this.memberRows(userId);
        const fresh = (await this.catalog.purchasable([line.entry.product.id])).get(line.entry.product.id)?.variants.find((v) => v.id === variant.id);
        if (!fresh) break;
        variant = fresh;
      }
    }
    return notices;
  }

  // ------------------------------------------------------------------- guests

  /** For checkout: a guest's lines matched to the catalogue as sent (never cut to stock); lines no longer sold come back as notices. */
  async resolveGuestCheckout(guestLines: GuestCartLineInput[]): Promise<{ lines: ResolvedLine[]; notices: string[] }> {
    if (guestLines.length > MAX_CART_LINES) throw badRequest(CART_MESSAGES.tooManyLines);
    return this.resolveGuestLines(guestLines, { cutToStock: false });
  }

  /** Price a guest's localStorage cart; `add` and `update` are applied first and checked strictly. */
  async priceGuestCart(ctx: Pick<RequestContext, 'user' | 'ip'>, input: PriceCartInput): Promise<CartView> {
    if (input.lines.length > MAX_CART_LINES) throw badRequest(CART_MESSAGES.tooManyLines);
    const addId = input.add ? await productIdOf(this.catalog, input.add) : null;
    const { lines, notices, entries } = await this.resolveGuestLines(input.lines, { cutToStock: true }, addId !== null ? [addId] : []);

    if (input.update) {
      const index = lines.findIndex((l) => l.id === String(input.update!.lineId));
      if (index < 0) throw notFound(CART_MESSAGES.lineNotFound);
      const q = quantityToSet(input.update.quantity);
      if (q === null) throw badRequest(CART_MESSAGES.invalidQuantity);
      if (q === 0) lines.splice(index, 1);
      else if (addUp(0, q, lines[index].variant.stock).cutTo === 'stock') throw badRequest(stockMessage(label(lines[index]), lines[index].variant.stock), { stock: lines[index].variant.stock });
      else lines[index] = { ...lines[index], quantity: q };
    }

    if (input.add) {
      if (addId === null) throw badRequest(CART_MESSAGES.invalidProduct);
      const entry = entries.get(addId);
      const variant = chooseVariant(entry, input.add);
      const quantity = quantityToAdd(input.add.quantity);
      if (quantity === null) throw badRequest(CART_MESSAGES.invalidQuantity);
      const existing = lines.find((l) => l.variant.id === variant.id);
      const inCart = existing?.quantity ?? 0;
      const result = addUp(inCart, quantity, variant.stock);
      const item = label({ entry: entry!, variant });
      if (result.cutTo === 'stock') throw badRequest(stockMessage(item, variant.stock, inCart), { stock: variant.stock, inCart });
      if (result.cutTo === 'max') notices.push(cutNotice(item, result)!);
      if (existing) existing.quantity = result.quantity;
      else lines.push({ id: guestLineId(entry!.product.id, variant.size, variant.color), entry: entry!, variant, quantity: result.quantity });
    }

    const code = typeof input.couponCode === 'string' && input.couponCode.trim() !== '' ? input.couponCode : null;
    const assessment = code ? await this.coupons.assessTyped(ctx, code, lines.map((l) => l.entry.product)) : null;
    return this.build('guest', lines, assessment, notices).cart;
  }

  // ---------------------------------------------------------------- internals

  /**
   * Match guest lines to the catalogue. Unknown products/variants are dropped, quantities become
   * 1..99, duplicates of one variant add up, and (cutToStock) quantities above stock are cut —
   * each with a notice. Never throws for a bad stored line: localStorage may be stale or edited.
   */
  private async resolveGuestLines(input: GuestCartLineInput[], options: { cutToStock: boolean }, extraProductIds: number[] = []) {
    const notices: string[] = [];
    const skuProducts = await this.catalog.productIdsOfSkus(input.filter((l) => !parseId(l.productId) && l.variantSku).map((l) => l.variantSku!));
    const productIdOfLine = (l: GuestCartLineInput) => parseId(l.productId) ?? (l.variantSku ? skuProducts.get(l.variantSku.trim().toLowerCase()) ?? null : null);
    const entries = await this.catalog.purchasable([...input.map(productIdOfLine).filter((x): x is number => x !== null), ...extraProductIds]);
    const byVariant = new Map<number, ResolvedLine>();
    for (const raw of input) {
      const entry = entries.get(productIdOfLine(raw) ?? -1);
      let variant: VariantRow;
      try {
        variant = chooseVariant(entry, raw);
      } catch (error) {
        if (!(error instanceof AppError)) throw error;
        notices.push(entry ? `${entry.product.title} is no longer available in that size and colour and was removed` : CART_MESSAGES.noLongerAvailable);
        continue;
      }
      const quantity = clampQuantity(raw.quantity);
      const existing = byVariant.get(variant.id);
      if (existing) existing.quantity = addUp(existing.quantity, quantity).quantity;
      else byVariant.set(variant.id, { id: guestLineId(entry!.product.id, variant.size, variant.color), entry: entry!, variant, quantity });
    }
    const lines: ResolvedLine[] = [];
    for (const line of byVariant.values()) {
      const shown = addUp(line.quantity, 0, line.variant.stock);
      if (options.cutToStock && shown.cutTo === 'stock') {
        notices.push(cutNotice(label(line), shown)!);
        if (shown.quantity === 0) continue;
        line.quantity = shown.quantity;
      }
      lines.push(line);
    }
    return { lines, notices, entries };
  }

  private deleteLines(where: { id?: number; userId: number }): Promise<number> {
    return this.dataSource.getRepository(CartLine).delete(where).then((r) => r.affected ?? 0);
  }

  /** A member's stored lines (one statement). */
  private async memberRows(userId: number): Promise<MemberState['rows']> {
    return this.dataSource.getRepository(CartLine).find({ select: { id: true, productId: true, variantId: true, quantity: true }, where: { userId }, order: { id: 'ASC' } });
  }

  /** Everything a member's cart answer needs, read once: its lines and coupon (one statement), then the catalogue entries (three). */
  private async readMember(userId: number, extraProductIds: number[] = []): Promise<MemberState> {
    const found: Array<{ couponCode: string | null; id: number | null; productId: number | null; variantId: number | null; quantity: number | null }> = await this.dataSource.query(
      `SELECT c.couponCode AS couponCode, cl.id AS id, cl.productId AS productId, cl.variantId AS variantId, cl.quantity AS quantity
       FROM (SELECT ? AS userId) me LEFT JOIN carts c ON c.userId = me.userId LEFT JOIN cart_lines cl ON cl.userId = me.userId
       ORDER BY cl.id ASC`,
      [userId],
    );
    const rows = found.filter((r) => r.id !== null).map((r) => ({ id: Number(r.id), productId: Number(r.productId), variantId: Number(r.variantId), quantity: Number(r.quantity) }));
    const entries = await this.catalog.purchasable([...rows.map((r) => r.productId), ...extraProductIds]);
    return { rows, couponCode: found[0]?.couponCode ?? null, entries };
  }

  /** A member's lines as they can be bought now (the cart rule with nothing added: never above stock), what that fixed, and notices. */
  private memberLines(state: MemberState, notices: string[] = []): { lines: ResolvedLine[]; notices: string[]; repairs: Repairs } {
    const lines: ResolvedLine[] = [];
    const repairs: Repairs = { remove: [], cut: [], dropCoupon: null };
    for (const row of state.rows) {
      const entry = state.entries.get(row.productId);
      const variant = entry?.variants.find((v) => v.id === row.variantId);
      if (!entry || !variant) {
        repairs.remove.push(row.id);
        notices.push(CART_MESSAGES.noLongerAvailable);
        continue;
      }
      const shown = addUp(row.quantity, 0, variant.stock);
      if (shown.cutTo === 'stock') {
        notices.push(cutNotice(label({ entry, variant }), shown)!);
        if (shown.quantity === 0) {
          repairs.remove.push(row.id);
          continue;
        }
        repairs.cut.push({ id: row.id, quantity: shown.quantity });
      }
      lines.push({ id: String(row.id), entry, variant, quantity: shown.quantity });
    }
    return { lines, notices, repairs };
  }

  /** The member's cart answer from what was read, and what in the database is out of date. Writes nothing. */
  private async view(userId: number, state: MemberState, notices: string[]): Promise<{ cart: CartView; lines: ResolvedLine[]; assessment: CouponAssessment | null; repairs: Repairs }> {
    const { lines, repairs } = this.memberLines(state, notices);
    const assessment = state.couponCode ? await this.coupons.assess(userId, state.couponCode, lines.map((l) => l.entry.product)) : null;
    const { cart, couponError } = this.build(`member:${userId}`, lines, assessment, notices);
    if (state.couponCode && couponError) {
      // The coupon stopped applying (cart changed, expired, used up…): left out, and said why.
      repairs.dropCoupon = state.couponCode;
      cart.notices.push(`Coupon ${state.couponCode} was removed: ${couponError}`);
    }
    return { cart, lines, assessment, repairs };
  }

  /** After a change: the answer, and the database brought in line with it (lines cut or gone, a coupon that stopped applying). */
  private async answerAfterChange(userId: number, state: MemberState, notices: string[] = []): Promise<CartView> {
    const { cart, repairs } = await this.view(userId, state, notices);
    await this.repair(userId, repairs);
    return cart;
  }

  private async repair(userId: number, repairs: Repairs): Promise<void> {
    if (repairs.remove.length > 0) await this.dataSource.getRepository(CartLine).delete({ userId, id: In(repairs.remove) });
    for (const { id, quantity } of repairs.cut) await cutLine(this.dataSource, userId, id, quantity);
    if (repairs.dropCoupon) await this.dataSource.getRepository(Cart).update({ userId, couponCode: repairs.dropCoupon }, { couponCode: null });
  }

  /** Price resolved lines with an assessed coupon into the Cart answer. */
  private build(id: string, lines: ResolvedLine[], assessment: CouponAssessment | null, notices: string[]): { cart: CartView; couponError: string | null } {
    const units = lines.map((l) => {
      const gstRate = effectiveGstRate(l.entry.product.gstRate);
      return { line: l, gstRate, unitPrice: inclusivePrice(paiseToRupees(l.variant.sellingPrice), gstRate) };
    });
    const terms = assessment && !assessment.refusal ? assessment.terms : null;
    const price = priceCartLines(
      units.map((u) => ({
        unitPrice: u.unitPrice,
        gstRate: u.gstRate,
        quantity: u.line.quantity,
        couponEligible: assessment?.covered ? assessment.covered.has(u.line.entry.product.id) : true,
        hsn: u.line.entry.product.hsnCode,
      })),
      terms,
    );
    const couponError = assessment ? assessment.refusal ?? price.couponError : null;
    const applied = assessment !== null && couponError === null;
    const items: CartItemView[] = units.map((u, i) => ({
      id: u.line.id,
      productId: String(u.line.entry.product.id),
      slug: u.line.entry.product.slug,
      name: u.line.entry.product.title,
      image: lineImage(u.line.entry, u.line.variant.color),
      size: u.line.variant.size,
      color: u.line.variant.color,
      variantSku: u.line.variant.sku,
      quantity: u.line.quantity,
      price: u.unitPrice,
      mrp: Math.max(paiseToRupees(u.line.variant.mrp), u.unitPrice),
      gstRate: u.gstRate,
      lineAmount: price.lines[i].lineAmount,
      stock: u.line.variant.stock,
    }));
    // A refused coupon prices with no terms, or couponDiscount answers 0: the totals are undiscounted either way.
    const cart: CartView = {
      id,
      items,
      itemCount: price.itemCount,
      subtotal: price.subtotal,
      shipping: price.shipping,
      total: price.total,
      taxAmount: price.taxAmount,
      gst: { ...price.gst, sellerStateCode: this.sellerStateCode },
      couponCode: applied ? assessment!.code : null,
      couponDiscount: applied ? price.couponDiscount : 0,
      couponError,
      notices: [...notices],
    };
    return { cart, couponError };
  }
}

