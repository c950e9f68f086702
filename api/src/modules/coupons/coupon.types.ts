import { Field, Float, ID, InputType, Int, ObjectType } from 'type-graphql';
import { paiseToRupees } from '@kapda/rules/pricing';
import type { Coupon } from './coupon.entity';

/** The back office's coupon types (manage_coupons). Money in rupees; a percent coupon's value is a whole percent. */

@ObjectType('Coupon', { description: 'A discount code with every rule the cart applies.' })
export class CouponView {
  @Field(() => ID) id: string;
  @Field(() => String) code: string;
  @Field(() => String) description: string;
  @Field(() => String, { description: 'percent | flat' }) kind: string;
  @Field(() => Float, { description: 'Whole percent for percent coupons; rupees for flat ones.' }) value: number;
  @Field(() => Float, { description: 'Rupees on the lines the coupon covers; 0 = none.' }) minOrderValue: number;
  @Field(() => Float, { nullable: true, description: 'Rupees; percent coupons only; null = no cap.' }) maxDiscount: number | null;
  @Field(() => Date, { nullable: true }) startsAt: Date | null;
  @Field(() => Date, { nullable: true }) endsAt: Date | null;
  @Field(() => Int, { nullable: true, description: 'Total uses allowed; null = unlimited.' }) usageLimit: number | null;
  @Field(() => Int, { nullable: true, description: 'Uses per customer; null = unlimited.' }) perCustomerLimit: number | null;
  @Field(() => Int, { description: 'Orders that used it so far.' }) usedCount: number;
  @Field(() => Boolean) firstOrderOnly: boolean;
  @Field(() => ID, { nullable: true, description: 'Only lines of this category (and its subcategories).' }) categoryId: string | null;
  @Field(() => ID, { nullable: true, description: 'Only lines of products in this collection.' }) collectionId: string | null;
  @Field(() => Boolean) isActive: boolean;
  @Field(() => Date) createdAt: Date;
}

@InputType('CouponInput', { description: 'Fields left out keep their value on updateCoupon (or take the default on createCoupon).' })
export class CouponInput {
  @Field(() => String, { nullable: true }) code?: string | null;
  @Field(() => String, { nullable: true }) description?: string | null;
  @Field(() => String, { nullable: true, description: 'percent | flat' }) kind?: string | null;
  @Field(() => Float, { nullable: true }) value?: number | null;
  @Field(() => Float, { nullable: true }) minOrderValue?: number | null;
  @Field(() => Float, { nullable: true }) maxDiscount?: number | null;
  @Field(() => Date, { nullable: true }) startsAt?: Date | null;
  @Field(() => Date, { nullable: true }) endsAt?: Date | null;
  @Field(() => Int, { nullable: true }) usageLimit?: number | null;
  @Field(() => Int, { nullable: true }) perCustomerLimit?: number | null;
  @Field(() => Boolean, { nullable: true }) firstOrderOnly?: boolean | null;
  @Field(() => ID, { nullable: true }) categoryId?: string | null;
  @Field(() => ID, { nullable: true }) collectionId?: string | null;
  @Field(() => Boolean, { nullable: true }) isActive?: boolean | null;
}

export function couponView(c: Coupon): CouponView {
  return {
    id: String(c.id), code: c.code, description: c.description, kind: c.kind, value: c.kind === 'flat' ? paiseToRupees(c.value) : c.value,
    minOrderValue: paiseToRupees(c.minOrderValue), maxDiscount: c.maxDiscount === null ? null : paiseToRupees(c.maxDiscount), startsAt: c.startsAt, endsAt: c.endsAt,
    usageLimit: c.usageLimit, perCustomerLimit: c.perCustomerLimit, usedCount: c.usedCount, firstOrderOnly: c.firstOrderOnly,
    categoryId: c.categoryId === null ? null : String(c.categoryId), collectionId: c.collectionId === null ? null : String(c.collectionId), isActive: c.isActive, createdAt: c.createdAt,
  };
}

/** GraphQL leaves an argument it was not given undefined; keep only the fields the caller sent. */
export function couponDraft(input: CouponInput): Record<string, unknown> {
  return Object.fromEntries(Object.entries(input).filter(([, v]) => v !== undefined));
}
