/**
 * Where we deliver, how fast, and whether cash on delivery is offered. Pure rules over the PIN
 * directory's answer and the configuration.
 */
import { addDays, indiaDate } from '@kapda/rules/dates';
import type { IndianRegion } from '@kapda/rules/india';
import { DELIVERY_MESSAGES } from './delivery.messages';

export const DELIVERY_ZONES = ['sameCity', 'sameState', 'metro', 'rest', 'remote'] as const;
export type DeliveryZone = (typeof DELIVERY_ZONES)[number];
export type DeliveryDays = Record<DeliveryZone, { min: number; max: number }>;

/** How many delivery addresses a member may keep. */
export const MAX_SAVED_ADDRESSES = 20;

/** Cities whose courier hubs make them faster than the rest of India (the directory's names). */
export const METRO_CITIES: readonly string[] = ['Mumbai', 'Bangalore', 'Bengaluru', 'Chennai', 'Kolkata', 'Hyderabad', 'Pune', 'Ahmedabad', 'New Delhi', 'Delhi'];

/** "744,110001, 68255" → a matcher for PINs equal to an entry or starting with a shorter one. */
export function pincodeMatcher(list: string): (pincode: string) => boolean {
  const entries = list.split(',').map((s) => s.trim()).filter(Boolean);
  for (const e of entries) if (!/^[1-9][0-9]{0,5}$/.test(e)) throw new Error(`"${e}" is not a PIN code or PIN prefix`);
  return (pincode) => entries.some((e) => pincode.startsWith(e));
}

/** "sameCity=1-2,…" → days per zone; every zone must be given, min ≤ max. */
export function parseDeliveryDays(spec: string): DeliveryDays {
  const days = {} as DeliveryDays;
  for (const part of spec.split(',').map((s) => s.trim()).filter(Boolean)) {
    const m = /^(\w+)=(\d{1,2})-(\d{1,2})$/.exec(part);
    if (!m || !(DELIVERY_ZONES as readonly string[]).includes(m[1]) || Number(m[2]) > Number(m[3])) throw new Error(`DELIVERY_DAYS: cannot read "${part}"`);
    days[m[1] as DeliveryZone] = { min: Number(m[2]), max: Number(m[3]) };
  }
  for (const zone of DELIVERY_ZONES) if (!days[zone]) throw new Error(`DELIVERY_DAYS: missing ${zone}`);
  return days;
}

const same = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/** The zone of a destination, seen from the seller's city and state. */
export function deliveryZone(to: { city: string; region: IndianRegion }, seller: { city: string; stateCode: string }): DeliveryZone {
  if (to.region.code === seller.stateCode && same(to.city, seller.city)) return 'sameCity';
  if (to.region.code === seller.stateCode) return 'sameState';
  if (to.region.remote) return 'remote';
  if (to.region.code === '07' || METRO_CITIES.some((c) => same(c, to.city))) return 'metro';
  return 'rest';
}

/** The last delivery day, counted in calendar days from today in India (YYYY-MM-DD). */
export function deliveryBy(now: Date, maxDays: number): string {
  return addDays(indiaDate(now), maxDays);
}

/** Made once: `toLocaleDateString` with options builds a new formatter on every call (13 % of a PIN check's CPU). */
const DELIVERY_DATE = new Intl.DateTimeFormat('en-GB', { weekday: 'short', day: 'numeric', month: 'short', timeZone: 'UTC' });

/** "Thu, 27 Nov" for 2025-11-27. */
export function formatDeliveryDate(isoDate: string): string {
  return DELIVERY_DATE.format(new Date(`${isoDate}T00:00:00Z`)).replace(/^(\w+) /, '$1, ');
}

/** "Delivery by Thu, 27 Nov · Cash on delivery available" — what the product page and checkout show. */
export function deliveryPromise(check: { serviceable: boolean; cod: boolean; deliveryBy: string | null; pincode: string }): string {
  if (!check.serviceable || !check.deliveryBy) return DELIVERY_MESSAGES.unserviceable(check.pincode);
  return `Delivery by ${formatDeliveryDate(check.deliveryBy)} · ${check.cod ? 'Cash on delivery available' : 'Cash on delivery not available'}`;
}

/**
 * The day an order should arrive (YYYY-MM-DD, India), for "Arrives by Fri, 28 Nov" on the order page:
 * before shipping, the checkout's promise — the placing day plus the PIN zone's most days (they
 * include packing); once shipped (or out for delivery), the shipping day plus the most days (the courier's clock starts
 * then). A day already past becomes today plus the fewest days: a late parcel is still coming. None
 * while unpaid, and none once delivered, failed or cancelled.
 */
export function expectedDelivery(o: { status: string; placedAt: Date; shippedAt: Date | null; days: { min: number; max: number } | null; now: Date }): string | null {
  if (!o.days || !['confirmed', 'packed', 'shipped', 'out_for_delivery'].includes(o.status)) return null;
  const start = (o.status === 'shipped' || o.status === 'out_for_delivery') && o.shippedAt ? o.shippedAt : o.placedAt;
  const due = addDays(indiaDate(start), o.days.max);
  const today = indiaDate(o.now);
  return due < today ? addDays(today, o.days.min) : due;
}

/** "Arrives by Fri, 28 Nov" for the order page and the shipped mail. */
export const arrivesBy = (isoDate: string) => `Arrives by ${formatDeliveryDate(isoDate)}`;
