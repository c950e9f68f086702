import type { DataSource, EntityManager } from 'typeorm';
import { AppError, badRequest, notFound, unauthenticated } from '../../kernel/errors';
import type { RequestContext } from '../../kernel/context';
import {
  CART_MESSAGES, MAX_QUANTITY, clampQuantity, effectiveGstRate, inclusivePrice, paiseToRupees, priceCartLines,
} from '@kapda/rules/pricing';
import type { ProductVariant } from '../catalog/product-variant.entity';
import type { CouponAssessment, CouponService } from '../coupons/coupon.service';
import { normaliseCode } from '../coupons/coupon.rules';
import { CartCatalog, chooseVariant, lineImage, parseId, type CatalogEntry, type VariantChoice } from './cart.catalog';
import { Cart as CartRecord, CartLine } from './cart.entity';
import {
  CART_ERRORS, MAX_CART_LINES, addUpMergeStrategy, cutNotice, guestLineId, quantityToAdd, quantityToSet, stockMessage,
  type CartMergeStrategy, type ItemLabel,
} from './cart.rules';
import { addToLine, execute, setLineQuantity } from './cart.store';
import type { AddToCartInput, Cart, CartItem, GuestCartLineInput, PriceCartInput } from './cart.types';
import { dialectOf } from '../../kernel/dialect';

/** A cart line matched to the catalogue: what is priced and shown. */
export interface ResolvedLine {
  /** Member: the cart_lines id. Guest: "productId|size|color". */
  id: string;
  entry: CatalogEntry;
  variant: ProductVariant;
  quantity: number;
}

/** A member cart priced for checkout (the checkout issue reads this). */
export interface CheckoutCart {
  cart: Cart;
  lines: ResolvedLine[];
  /** The coupon still applying after re-validation, or null. */
  couponId: number | null;
}

const NO_LONGER_AVAILABLE = 'An item in your cart is no longer available and was removed';

export function requireUser(ctx: Pick<RequestContext, 'user'>): number {
  if (!ctx.user) throw unauthenticated();
  return ctx.user.id;
}

function label(line: { entry: CatalogEntry; variant: ProductVariant }): ItemLabel {
  return { title: line.entry.product.title, size: line.variant.size, color: line.variant.color };
}

/**
 * Carts. Members' carts live in cart_lines + carts; guests keep theirs in localStorage and ask
 * priceCart. Every total comes from pricing.rules priceCartLines, on the server.
 */
export class CartService {
  readonly catalog: CartCatalog;

  constructor(
    private readonly dataSource: DataSource,
    private readonly coupons: CouponService,
    catalog?: CartCatalog,
    private readonly mergeStrategy: CartMergeStrategy = addUpMergeStrategy,
  ) {
    this.catalog = catalog ?? new CartCatalog(dataSource);
  }

  // ------------------------------------------------------------------ members

  async getCart(ctx: Pick<RequestContext, 'user'>, notices: string[] = []): Promise<Cart> {
    return (await this.memberCart(requireUser(ctx), notices)).cart;
  }

  async addToCart(ctx: Pick<RequestContext, 'user'>, input: AddToCartInput | VariantChoice & { quantity?: unknown }): Promise<Cart> {
    const userId = requireUser(ctx);
    const { entry, variant } = await this.resolveChoice(input);
    const quantity = quantityToAdd(input.quantity);
    if (quantity === null) throw badRequest(CART_ERRORS.invalidQuantity);
    const lines = this.dataSource.getRepository(CartLine);
    const before = (await lines.findOneBy({ userId, variantId: variant.id }))?.quantity ?? 0;
    const { applied } = await addToLine(this.dataSource, userId, variant.id, quantity, 'strict');
    if (!applied) {
      const inCart = (await lines.findOneBy({ userId, variantId: variant.id }))?.quantity ?? 0;
      const stock = (await this.catalog.entries([entry.product.id])).get(entry.product.id)?.variants.find((v) => v.id === variant.id)?.stock ?? 0;
      throw badRequest(stockMessage(label({ entry, variant }), stock, inCart), { stock, inCart });
    }
    const notices = before + quantity > MAX_QUANTITY ? [cutNotice(label({ entry, variant }), { quantity: MAX_QUANTITY, cutTo: 'max' })!] : [];
    return this.getCart(ctx, notices);
  }

  /** Set a line's quantity: 0 or less removes it; 1..99; never above stock. */
  async updateLine(ctx: Pick<RequestContext, 'user'>, lineId: unknown, quantity: unknown): Promise<Cart> {
    const userId = requireUser(ctx);
    const id = parseId(lineId);
    if (id === null) throw notFound(CART_ERRORS.lineNotFound);
    const q = quantityToSet(quantity);
    if (q === null) throw badRequest(CART_ERRORS.invalidQuantity);
    if (q === 0) return this.removeLine(ctx, id);
    const changed = await setLineQuantity(this.dataSource, userId, id, q);
    if (changed === 0) {
      const line = await this.dataSource.getRepository(CartLine).findOne({ where: { id, userId }, relations: { variant: true, product: true } });
      if (!line || !line.variant || !line.product) throw notFound(CART_ERRORS.lineNotFound);
      if (line.variant.stock < q) {
        throw badRequest(stockMessage({ title: line.product.title, size: line.variant.size, color: line.variant.color }, line.variant.stock), { stock: line.variant.stock });
      }
    }
    return this.getCart(ctx);
  }

  async removeLine(ctx: Pick<RequestContext, 'user'>, lineId: unknown): Promise<Cart> {
    const userId = requireUser(ctx);
    const id = parseId(lineId);
    const removed = id === null ? 0 : await this.deleteLines({ id, userId });
    if (removed === 0) throw notFound(CART_ERRORS.lineNotFound);
    return this.getCart(ctx);
  }

  async clearCart(ctx: Pick<RequestContext, 'user'>): Promise<Cart> {
    const userId = requireUser(ctx);
    await this.clearAfterOrder(userId);
    return this.getCart(ctx);
  }

  /** Empty a member's cart and drop its coupon. The checkout issue calls this inside the order transaction. */
  async clearAfterOrder(userId: number, manager: EntityManager = this.dataSource.manager): Promise<void> {
    await manager.getRepository(CartLine).delete({ userId });
    await manager.getRepository(CartRecord).update({ userId }, { couponCode: null });
  }

  async applyCoupon(ctx: Pick<RequestContext, 'user' | 'ip'>, code: unknown): Promise<Cart> {
    const userId = requireUser(ctx);
    if (!normaliseCode(code)) throw badRequest(CART_MESSAGES.invalidCoupon);
    const { lines, notices } = await this.memberLines(userId);
    const assessment = await this.coupons.assessTyped(ctx, code, lines.map((l) => l.entry.product));
    const priced = this.build(`member:${userId}`, lines, assessment, notices);
    if (priced.couponError) throw badRequest(priced.couponError);
    await this.dataSource.getRepository(CartRecord).upsert({ userId, couponCode: assessment.code }, ['userId']);
    return priced.cart;
  }

  async removeCoupon(ctx: Pick<RequestContext, 'user'>): Promise<Cart> {
    const userId = requireUser(ctx);
    await this.dataSource.getRepository(CartRecord).upsert({ userId, couponCode: null }, ['userId']);
    return this.getCart(ctx);
  }

  /**
   * For the checkout issue: the member's cart priced now, its coupon re-validated (a coupon that
   * stopped applying is removed and named in couponError/notices), with the resolved lines.
   */
  async checkoutCart(ctx: Pick<RequestContext, 'user'>): Promise<CheckoutCart> {
    const { cart, lines, assessment } = await this.memberCart(requireUser(ctx), []);
    return { cart, lines, couponId: cart.couponCode && assessment?.coupon ? assessment.coupon.id : null };
  }

  /**
   * Merge guest lines into a member's cart: the same line adds up, clamped to 99 and to stock
   * (the merge strategy decides). Answers what had to change, as notices.
   */
  async mergeLines(ctx: Pick<RequestContext, 'user'>, guestLines: GuestCartLineInput[]): Promise<string[]> {
    const userId = requireUser(ctx);
    if (guestLines.length > MAX_CART_LINES) throw badRequest(CART_ERRORS.tooManyLines);
    const { lines: guest, notices } = await this.resolveGuestLines(guestLines, { cutToStock: false });
    const repo = this.dataSource.getRepository(CartLine);
    for (const line of guest) {
      const existing = (await repo.findOneBy({ userId, variantId: line.variant.id }))?.quantity ?? 0;
      const merged = this.mergeStrategy.merge(existing, line.quantity, line.variant.stock);
      const notice = cutNotice(label(line), merged);
      if (notice) notices.push(notice);
      if (merged.quantity > existing) await addToLine(this.dataSource, userId, line.variant.id, merged.quantity - existing, 'cap');
    }
    return notices;
  }

  // ------------------------------------------------------------------- guests

  /** For checkout: a guest's lines matched to the catalogue as sent (never cut to stock); lines no longer sold come back as notices. */
  async resolveGuestCheckout(guestLines: GuestCartLineInput[]): Promise<{ lines: ResolvedLine[]; notices: string[] }> {
    if (guestLines.length > MAX_CART_LINES) throw badRequest(CART_ERRORS.tooManyLines);
    return this.resolveGuestLines(guestLines, { cutToStock: false });
  }

  /** Price a guest's localStorage cart; `add` and `update` are applied first and checked strictly. */
  async priceGuestCart(ctx: Pick<RequestContext, 'user' | 'ip'>, input: PriceCartInput): Promise<Cart> {
    if (input.lines.length > MAX_CART_LINES) throw badRequest(CART_ERRORS.tooManyLines);
    const extra = input.add ? [await this.catalog.productIdOf(input.add)] : [];
    const { lines, notices } = await this.resolveGuestLines(input.lines, { cutToStock: true }, extra.filter((x): x is number => x !== null));

    if (input.update) {
      const index = lines.findIndex((l) => l.id === String(input.update!.lineId));
      if (index < 0) throw notFound(CART_ERRORS.lineNotFound);
      const q = quantityToSet(input.update.quantity);
      if (q === null) throw badRequest(CART_ERRORS.invalidQuantity);
      if (q === 0) lines.splice(index, 1);
      else if (q > lines[index].variant.stock) throw badRequest(stockMessage(label(lines[index]), lines[index].variant.stock), { stock: lines[index].variant.stock });
      else lines[index] = { ...lines[index], quantity: q };
    }

    if (input.add) {
      const { entry, variant } = await this.resolveChoice(input.add);
      const quantity = quantityToAdd(input.add.quantity);
      if (quantity === null) throw badRequest(CART_ERRORS.invalidQuantity);
      const existing = lines.find((l) => l.variant.id === variant.id);
      const wanted = Math.min(MAX_QUANTITY, (existing?.quantity ?? 0) + quantity);
      if (wanted > variant.stock) throw badRequest(stockMessage(label({ entry, variant }), variant.stock, existing?.quantity ?? 0), { stock: variant.stock, inCart: existing?.quantity ?? 0 });
      if ((existing?.quantity ?? 0) + quantity > MAX_QUANTITY) notices.push(cutNotice(label({ entry, variant }), { quantity: MAX_QUANTITY, cutTo: 'max' })!);
      if (existing) existing.quantity = wanted;
      else lines.push({ id: guestLineId(entry.product.id, variant.size, variant.color), entry, variant, quantity: wanted });
    }

    const code = typeof input.couponCode === 'string' && input.couponCode.trim() !== '' ? input.couponCode : null;
    const assessment = code ? await this.coupons.assessTyped(ctx, code, lines.map((l) => l.entry.product)) : null;
    return this.build('guest', lines, assessment, notices).cart;
  }

  // ---------------------------------------------------------------- internals

  private async resolveChoice(choice: VariantChoice): Promise<{ entry: CatalogEntry; variant: ProductVariant }> {
    const productId = await this.catalog.productIdOf(choice);
    if (productId === null) throw badRequest(CART_MESSAGES.invalidProduct);
    const entry = (await this.catalog.entries([productId])).get(productId);
    return { entry: entry!, variant: chooseVariant(entry, choice) };
  }

  /**
   * Match guest lines to the catalogue. Unknown products/variants are dropped, quantities become
   * 1..99, duplicates of one variant add up, and (cutToStock) quantities above stock are cut —
   * each with a notice. Never throws for a bad stored line: localStorage may be stale or edited.
   */
  private async resolveGuestLines(input: GuestCartLineInput[], options: { cutToStock: boolean }, extraProductIds: number[] = []) {
    const notices: string[] = [];
    const skuProducts = await this.catalog.productIdsOfSkus(input.filter((l) => !parseId(l.productId) && l.variantSku).map((l) => l.variantSku!));
    const productIdOf = (l: GuestCartLineInput) => parseId(l.productId) ?? (l.variantSku ? skuProducts.get(l.variantSku.trim().toLowerCase()) ?? null : null);
    const entries = await this.catalog.entries([...input.map(productIdOf).filter((x): x is number => x !== null), ...extraProductIds]);
    const byVariant = new Map<number, ResolvedLine>();
    for (const raw of input) {
      const entry = entries.get(productIdOf(raw) ?? -1);
      let variant: ProductVariant;
      try {
        variant = chooseVariant(entry, raw);
      } catch (error) {
        if (!(error instanceof AppError)) throw error;
        notices.push(entry ? `${entry.product.title} is no longer available in that size and colour and was removed` : NO_LONGER_AVAILABLE);
        continue;
      }
      const quantity = clampQuantity(raw.quantity);
      const existing = byVariant.get(variant.id);
      if (existing) existing.quantity = Math.min(MAX_QUANTITY, existing.quantity + quantity);
      else byVariant.set(variant.id, { id: guestLineId(entry!.product.id, variant.size, variant.color), entry: entry!, variant, quantity });
    }
    const lines: ResolvedLine[] = [];
    for (const line of byVariant.values()) {
      if (options.cutToStock && line.quantity > line.variant.stock) {
        const quantity = Math.max(0, line.variant.stock);
        notices.push(cutNotice(label(line), { quantity, cutTo: 'stock' })!);
        if (quantity === 0) continue;
        line.quantity = quantity;
      }
      lines.push(line);
    }
    return { lines, notices };
  }

  private deleteLines(where: { id?: number; userId: number }): Promise<number> {
    return this.dataSource.getRepository(CartLine).delete(where).then((r) => r.affected ?? 0);
  }

  /** A member's lines matched to the catalogue; lines gone from the catalogue or above stock are fixed, with notices. */
  private async memberLines(userId: number, notices: string[] = []): Promise<{ lines: ResolvedLine[]; notices: string[] }> {
    const rows = await this.dataSource.getRepository(CartLine).find({ where: { userId }, order: { id: 'ASC' } });
    const entries = await this.catalog.entries(rows.map((r) => r.productId));
    const lines: ResolvedLine[] = [];
    for (const row of rows) {
      const entry = entries.get(row.productId);
      const variant = entry?.variants.find((v) => v.id === row.variantId);
      if (!entry || !variant) {
        await this.deleteLines({ id: row.id, userId });
        notices.push(NO_LONGER_AVAILABLE);
        continue;
      }
      let quantity = row.quantity;
      if (quantity > variant.stock) {
        quantity = Math.max(0, variant.stock);
        notices.push(cutNotice({ title: entry.product.title, size: variant.size, color: variant.color }, { quantity, cutTo: 'stock' })!);
        if (quantity === 0) await this.deleteLines({ id: row.id, userId });
        else await execute(this.dataSource, dialectOf(this.dataSource) === 'sqlite'
          ? 'UPDATE "cart_lines" SET "quantity" = ? WHERE "id" = ? AND "quantity" > ?'
          : 'UPDATE `cart_lines` SET `quantity` = ? WHERE `id` = ? AND `quantity` > ?', [quantity, row.id, quantity]);
        if (quantity === 0) continue;
      }
      lines.push({ id: String(row.id), entry, variant, quantity });
    }
    return { lines, notices };
  }

  private async memberCart(userId: number, notices: string[]): Promise<{ cart: Cart; lines: ResolvedLine[]; assessment: CouponAssessment | null }> {
    const { lines } = await this.memberLines(userId, notices);
    const record = await this.dataSource.getRepository(CartRecord).findOneBy({ userId });
    const assessment = record?.couponCode ? await this.coupons.assess(userId, record.couponCode, lines.map((l) => l.entry.product)) : null;
    const { cart, couponError } = this.build(`member:${userId}`, lines, assessment, notices);
    if (record?.couponCode && couponError) {
      // The coupon stopped applying (cart changed, expired, used up…): remove it and say why.
      await this.dataSource.getRepository(CartRecord).update({ userId, couponCode: record.couponCode }, { couponCode: null });
      cart.notices.push(`Coupon ${record.couponCode} was removed: ${couponError}`);
    }
    return { cart, lines, assessment };
  }

  /** Price resolved lines with an assessed coupon into the Cart answer. */
  private build(id: string, lines: ResolvedLine[], assessment: CouponAssessment | null, notices: string[]): { cart: Cart; couponError: string | null } {
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
      })),
      terms,
    );
    const couponError = assessment ? assessment.refusal ?? price.couponError : null;
    const applied = assessment !== null && couponError === null;
    const items: CartItem[] = units.map((u, i) => ({
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
    const cart: Cart = {
      id,
      items,
      itemCount: price.itemCount,
      subtotal: price.subtotal,
      shipping: price.shipping,
      total: price.total,
      taxAmount: price.taxAmount,
      gst: price.gst,
      couponCode: applied ? assessment!.code : null,
      couponDiscount: applied ? price.couponDiscount : 0,
      couponError,
      notices: [...notices],
    };
    return { cart, couponError };
  }
}

