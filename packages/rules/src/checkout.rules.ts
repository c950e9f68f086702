/**
 * What the checkout form must hold — one set of rules for the page and the API (no imports beyond
 * the India rules; both import it as `@kapda/rules/checkout`).
 */
import { GSTIN_MESSAGES, INDIAN_REGIONS, gstinProblem, indianMobile, isPincode, regionByName, type IndianRegion } from './india.rules';
import { hasControlCharacter } from './account.rules';

export { INDIAN_REGIONS, GSTIN_MESSAGES, gstinProblem, indianMobile, isPincode, regionByName, type IndianRegion };

export const PAYMENT_METHODS = ['cod', 'online'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

export const ADDRESS_FIELDS = ['fullName', 'phone', 'line1', 'line2', 'landmark', 'pincode', 'city', 'state'] as const;
export type AddressField = (typeof ADDRESS_FIELDS)[number];

export interface AddressInput {
  fullName?: unknown;
  phone?: unknown;
  line1?: unknown;
  line2?: unknown;
  landmark?: unknown;
  pincode?: unknown;
  city?: unknown;
  state?: unknown;
}

export interface CheckedAddress {
  fullName: string;
  phone: string;
  line1: string;
  line2: string | null;
  landmark: string | null;
  pincode: string;
  city: string;
  state: string;
  stateCode: string;
}

export const CHECKOUT_MESSAGES = {
  fullName: 'Please enter the full name (2 to 100 characters)',
  phone: 'Please enter a valid 10-digit mobile number',
  line1: 'Please enter the house number and street (up to 200 characters)',
  line2: 'Address line 2 can be at most 200 characters',
  landmark: 'The landmark can be at most 200 characters',
  pincode: 'Please enter a valid 6-digit PIN code',
  city: 'Please enter the town or city',
  state: 'Please choose a state or union territory',
  email: 'Please enter a valid email address',
  paymentMethod: 'Please choose cash on delivery or pay online',
  checkoutFailed: 'Checkout failed',
  emptyCart: 'Your cart is empty',
  codTooHigh: (limit: string) => `Cash on delivery is available on orders up to ${limit}. Please pay online.`,
  codUnavailable: 'Cash on delivery is not available for this PIN code. Please pay online.',
  stateMismatch: (pin: string, state: string) => `PIN code ${pin} is in ${state}. Please check the PIN code or the state.`,
  cityMismatch: (pin: string, places: readonly string[]) => `PIN code ${pin} is in ${places.join(' / ')}. Please choose the town or city of this PIN code, or check the PIN code.`,
  controlCharacters: (label: string) => `${label} cannot contain control characters (such as NUL, tabs or line breaks)`,
} as const;

const FIELD_LABELS: Readonly<Record<AddressField, string>> = {
  fullName: 'The full name', phone: 'The mobile number', line1: 'Address line 1', line2: 'Address line 2', landmark: 'The landmark', pincode: 'The PIN code', city: 'The town or city', state: 'The state',
};

const text = (v: unknown): string => (typeof v === 'string' ? v.trim().replace(/\s+/g, ' ') : typeof v === 'number' ? String(v) : '');

/** Check an address; answers it tidied, or the problems by field. */
export function checkAddress(input: AddressInput | null | undefined): { address: CheckedAddress } | { problems: Partial<Record<AddressField, string>> } {
  const a = input ?? {};
  const problems: Partial<Record<AddressField, string>> = {};
  // Refused rather than tidied away: nothing with a control character is stored, and the shopper is told which field.
  for (const [field, label] of Object.entries(FIELD_LABELS) as Array<[AddressField, string]>) {
    if (hasControlCharacter(a[field])) problems[field] = CHECKOUT_MESSAGES.controlCharacters(label);
  }
  if (Object.keys(problems).length > 0) return { problems };
  const fullName = text(a.fullName);
  if (fullName.length < 2 || fullName.length > 100) problems.fullName = CHECKOUT_MESSAGES.fullName;
  const phone = indianMobile(text(a.phone));
  if (!phone) problems.phone = CHECKOUT_MESSAGES.phone;
  const line1 = text(a.line1);
  if (line1.length < 3 || line1.length > 200) problems.line1 = CHECKOUT_MESSAGES.line1;
  const line2 = text(a.line2);
  if (line2.length > 200) problems.line2 = CHECKOUT_MESSAGES.line2;
  const landmark = text(a.landmark);
  if (landmark.length > 200) problems.landmark = CHECKOUT_MESSAGES.landmark;
  const pincode = text(a.pincode);
  if (!isPincode(pincode)) problems.pincode = CHECKOUT_MESSAGES.pincode;
  const city = text(a.city);
  if (city.length < 2 || city.length > 100) problems.city = CHECKOUT_MESSAGES.city;
  const region = regionByName(text(a.state));
  if (!region) problems.state = CHECKOUT_MESSAGES.state;
  if (Object.keys(problems).length > 0) return { problems };
  return { address: { fullName, phone: phone!, line1, line2: line2 || null, landmark: landmark || null, pincode, city, state: region!.name, stateCode: region!.code } };
}

export const EMAIL_PATTERN = /^[^\s@]{1,64}@[^\s@]+\.[^\s@]{2,}$/;
export const isEmail = (v: unknown): v is string => typeof v === 'string' && v.length <= 254 && !hasControlCharacter(v) && EMAIL_PATTERN.test(v.trim());

/** A place name compared loosely: case, spaces, dots and dashes aside, and "Surat City" is Surat. */
const spelling = (name: string): string => name.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, ' ').trim();
const placeKey = (name: string): string => spelling(name).replace(/ (city|town|district)$/, '').replace(/ /g, '');

/**
 * The PIN decides the town or city: the one of the PIN's places (its city, district and post-office
 * areas, as the PIN directory knows them) that `city` names, spelt as the directory spells it; null when
 * `city` names none of them.
 */
export function matchPlace(city: unknown, places: readonly string[]): string | null {
  if (typeof city !== 'string') return null;
  const key = placeKey(city);
  if (!key) return null;
  const exact = spelling(city);
  return places.find((p) => spelling(p) === exact) ?? places.find((p) => placeKey(p) === key) ?? null;
}

export const isPaymentMethod = (v: unknown): v is PaymentMethod => typeof v === 'string' && (PAYMENT_METHODS as readonly string[]).includes(v);

/** Whether cash on delivery may be offered for this total (₹) and PIN answer; null = yes, else why not. */
export function codRefusal(totalRupees: number, codMaxRupees: number, pinAllowsCod: boolean, formatRupees: (n: number) => string): string | null {
  if (!pinAllowsCod) return CHECKOUT_MESSAGES.codUnavailable;
  if (totalRupees > codMaxRupees) return CHECKOUT_MESSAGES.codTooHigh(formatRupees(codMaxRupees));
  return null;
}
