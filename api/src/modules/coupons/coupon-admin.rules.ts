/**
 * The back office's coupon rules, pure: checking a coupon as the editor sends it. Every rule the
 * cart applies (coupon.rules couponRefusal, pricing.rules couponDiscount) can be set here: percent or
 * flat, minimum order, maximum discount, window, total and per-customer limits, first order only,
 * category or collection scope, active. Money arrives in rupees and is kept in paise.
 */
import { normaliseCode } from './coupon.rules';
import { readDate } from '@kapda/rules/dates';

export const COUPON_MESSAGES = {
  notFound: 'Coupon not found',
  codeInvalid: 'The code may use letters, digits, hyphens and underscores (1 to 40).',
  codeTaken: 'A coupon with this code already exists.',
  kindInvalid: "Choose 'percent' or 'flat'.",
  percentInvalid: 'A percent discount must be a whole number from 1 to 100.',
  flatInvalid: 'A flat discount must be an amount above ₹0.',
  minimumInvalid: 'The minimum order must be an amount from ₹0.',
  maximumInvalid: 'The maximum discount must be an amount above ₹0, or empty for no cap.',
  maximumFlat: 'A maximum discount applies to percent coupons only.',
  limitInvalid: 'Limits must be whole numbers from 1, or empty for no limit.',
  dateInvalid: 'Please enter a valid date and time.',
  endBeforeStart: 'The coupon must end after it starts.',
  descriptionTooLong: 'The description can be at most 255 characters long.',
  categoryUnknown: 'That category does not exist.',
  collectionUnknown: 'That collection does not exist.',
  created: 'Coupon created',
  updated: 'Coupon updated',
  deactivated: 'Coupon deactivated',
} as const;

export type CouponField = 'code' | 'description' | 'kind' | 'value' | 'minOrderValue' | 'maxDiscount' | 'startsAt' | 'endsAt' | 'usageLimit' | 'perCustomerLimit' | 'firstOrderOnly' | 'categoryId' | 'collectionId' | 'isActive';
export type CouponDraft = Partial<Record<CouponField, unknown>>;

export interface CleanCoupon {
  code: string;
  description: string;
  kind: 'percent' | 'flat';
  /** Whole percent, or paise for flat. */
  value: number;
  minOrderValue: number;
  maxDiscount: number | null;
  startsAt: Date | null;
  endsAt: Date | null;
  usageLimit: number | null;
  perCustomerLimit: number | null;
  firstOrderOnly: boolean;
  categoryId: number | null;
  collectionId: number | null;
  isActive: boolean;
}

const MAX_PAISE = 100_000_000;

function readNumber(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value === 'string' && value.trim() !== '' && Number.isFinite(Number(value.trim()))) return Number(value.trim());
  return null;
}

const empty = (value: unknown) => value === undefined || value === null || value === '';

/** Rupees → paise, or null when not an amount in range (`allowZero` for minimums). */
function paise(value: unknown, allowZero: boolean): number | null {
  const n = readNumber(value);
  if (n === null || n < 0 || (!allowZero && n === 0)) return null;
  const p = Math.round(n * 100);
  return p <= MAX_PAISE ? p : null;
}

function limit(value: unknown): number | null | 'invalid' {
  if (empty(value)) return null;
  const n = readNumber(value);
  return n !== null && Number.isInteger(n) && n >= 1 && n <= 10_000_000 ? n : 'invalid';
}

function reference(value: unknown): number | null | 'invalid' {
  if (empty(value)) return null;
  const n = readNumber(value);
  return n !== null && Number.isSafeInteger(n) && n > 0 ? n : 'invalid';
}

/**
 * Check a coupon as the editor sends it. Fields left out keep `current`'s value (an edit) or take
 * the defaults (a new coupon: active, one use per customer). Answers the clean coupon or the first
 * problem and its field.
 */
export function checkCoupon(input: CouponDraft, current?: CleanCoupon): { coupon: CleanCoupon } | { problem: string; field: CouponField } {
  const M = COUPON_MESSAGES;
  const has = (key: CouponField) => input[key] !== undefined;
  const code = has('code') ? normaliseCode(input.code) : current?.code ?? null;
  if (!code) return { problem: M.codeInvalid, field: 'code' };
  const description = has('description') ? (typeof input.description === 'string' ? input.description.trim().replace(/\s+/g, ' ') : '') : current?.description ?? '';
  if (description.length > 255) return { problem: M.descriptionTooLong, field: 'description' };
  const kind = has('kind') ? input.kind : current?.kind;
  if (kind !== 'percent' && kind !== 'flat') return { problem: M.kindInvalid, field: 'kind' };
  let value: number;
  if (has('value') || !current || current.kind !== kind) {
    if (kind === 'percent') {
      const n = readNumber(input.value);
      if (n === null || !Number.isInteger(n) || n < 1 || n > 100) return { problem: M.percentInvalid, field: 'value' };
      value = n;
    } else {
      const p = paise(input.value, false);
      if (p === null) return { problem: M.flatInvalid, field: 'value' };
      value = p;
    }
  } else value = current.value;
  const minOrderValue = has('minOrderValue') ? (empty(input.minOrderValue) ? 0 : paise(input.minOrderValue, true)) : current?.minOrderValue ?? 0;
  if (minOrderValue === null) return { problem: M.minimumInvalid, field: 'minOrderValue' };
  const maxDiscount = has('maxDiscount') ? (empty(input.maxDiscount) ? null : paise(input.maxDiscount, false) ?? 'invalid') : current?.maxDiscount ?? null;
  if (maxDiscount === 'invalid') return { problem: M.maximumInvalid, field: 'maxDiscount' };
  if (maxDiscount !== null && kind === 'flat') return { problem: M.maximumFlat, field: 'maxDiscount' };
  const startsAt = has('startsAt') ? readDate(input.startsAt) : current?.startsAt ?? null;
  if (startsAt === 'invalid') return { problem: M.dateInvalid, field: 'startsAt' };
  const endsAt = has('endsAt') ? readDate(input.endsAt) : current?.endsAt ?? null;
  if (endsAt === 'invalid') return { problem: M.dateInvalid, field: 'endsAt' };
  if (startsAt && endsAt && endsAt.getTime() <= startsAt.getTime()) return { problem: M.endBeforeStart, field: 'endsAt' };
  const usageLimit = has('usageLimit') ? limit(input.usageLimit) : current?.usageLimit ?? null;
  if (usageLimit === 'invalid') return { problem: M.limitInvalid, field: 'usageLimit' };
  const perCustomerLimit = has('perCustomerLimit') ? limit(input.perCustomerLimit) : current ? current.perCustomerLimit : 1;
  if (perCustomerLimit === 'invalid') return { problem: M.limitInvalid, field: 'perCustomerLimit' };
  const categoryId = has('categoryId') ? reference(input.categoryId) : current?.categoryId ?? null;
  if (categoryId === 'invalid') return { problem: M.categoryUnknown, field: 'categoryId' };
  const collectionId = has('collectionId') ? reference(input.collectionId) : current?.collectionId ?? null;
  if (collectionId === 'invalid') return { problem: M.collectionUnknown, field: 'collectionId' };
  const firstOrderOnly = has('firstOrderOnly') ? input.firstOrderOnly === true : current?.firstOrderOnly ?? false;
  const isActive = has('isActive') ? input.isActive === true : current?.isActive ?? true;
  return { coupon: { code, description, kind, value, minOrderValue, maxDiscount, startsAt, endsAt, usageLimit, perCustomerLimit, firstOrderOnly, categoryId, collectionId, isActive } };
}
