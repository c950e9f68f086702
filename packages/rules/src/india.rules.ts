/**
 * India's states and union territories, PIN codes, mobile numbers and GSTINs — pure rules the API
 * and the checkout page share (no imports).
 */

export interface IndianRegion {
  /** GST state code (the first two digits of a GSTIN registered there). */
  code: string;
  name: string;
  kind: 'state' | 'ut';
  /** North-east and the islands: the slowest delivery zone. */
  remote?: boolean;
}

/** The 28 states and 8 union territories, with their GST state codes. */
export const INDIAN_REGIONS: readonly IndianRegion[] = [
  { code: '37', name: 'Andhra Pradesh', kind: 'state' },
  { code: '12', name: 'Arunachal Pradesh', kind: 'state', remote: true },
  { code: '18', name: 'Assam', kind: 'state', remote: true },
  { code: '10', name: 'Bihar', kind: 'state' },
  { code: '22', name: 'Chhattisgarh', kind: 'state' },
  { code: '30', name: 'Goa', kind: 'state' },
  { code: '24', name: 'Gujarat', kind: 'state' },
  { code: '06', name: 'Haryana', kind: 'state' },
  { code: '02', name: 'Himachal Pradesh', kind: 'state' },
  { code: '20', name: 'Jharkhand', kind: 'state' },
  { code: '29', name: 'Karnataka', kind: 'state' },
  { code: '32', name: 'Kerala', kind: 'state' },
  { code: '23', name: 'Madhya Pradesh', kind: 'state' },
  { code: '27', name: 'Maharashtra', kind: 'state' },
  { code: '14', name: 'Manipur', kind: 'state', remote: true },
  { code: '17', name: 'Meghalaya', kind: 'state', remote: true },
  { code: '15', name: 'Mizoram', kind: 'state', remote: true },
  { code: '13', name: 'Nagaland', kind: 'state', remote: true },
  { code: '21', name: 'Odisha', kind: 'state' },
  { code: '03', name: 'Punjab', kind: 'state' },
  { code: '08', name: 'Rajasthan', kind: 'state' },
  { code: '11', name: 'Sikkim', kind: 'state', remote: true },
  { code: '33', name: 'Tamil Nadu', kind: 'state' },
  { code: '36', name: 'Telangana', kind: 'state' },
  { code: '16', name: 'Tripura', kind: 'state', remote: true },
  { code: '09', name: 'Uttar Pradesh', kind: 'state' },
  { code: '05', name: 'Uttarakhand', kind: 'state' },
  { code: '19', name: 'West Bengal', kind: 'state' },
  { code: '35', name: 'Andaman and Nicobar Islands', kind: 'ut', remote: true },
  { code: '04', name: 'Chandigarh', kind: 'ut' },
  { code: '26', name: 'Dadra and Nagar Haveli and Daman and Diu', kind: 'ut' },
  { code: '07', name: 'Delhi', kind: 'ut' },
  { code: '01', name: 'Jammu and Kashmir', kind: 'ut' },
  { code: '38', name: 'Ladakh', kind: 'ut', remote: true },
  { code: '31', name: 'Lakshadweep', kind: 'ut', remote: true },
  { code: '34', name: 'Puducherry', kind: 'ut' },
];

const normalName = (s: string) => s.toLowerCase().replace(/&/g, 'and').replace(/[^a-z]/g, '');
const byName = new Map(INDIAN_REGIONS.map((r) => [normalName(r.name), r]));

/** The state or UT a name means ('GUJARAT', 'Gujarat', 'Andaman & Nicobar Islands'), or null. */
export function regionByName(name: unknown): IndianRegion | null {
  return typeof name === 'string' ? byName.get(normalName(name)) ?? null : null;
}

export function regionByCode(code: string): IndianRegion | null {
  return INDIAN_REGIONS.find((r) => r.code === code) ?? null;
}

export const PINCODE_PATTERN = /^[1-9][0-9]{5}$/;
export const isPincode = (value: unknown): value is string => typeof value === 'string' && PINCODE_PATTERN.test(value);

/** A 10-digit Indian mobile number (6–9 first), accepting +91 / 0 prefixes and spaces; answers the 10 digits or null. */
export function indianMobile(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const digits = value.replace(/[\s-]/g, '').replace(/^(\+91|0091|91(?=\d{10}$)|0(?=\d{10}$))/, '');
  return /^[6-9][0-9]{9}$/.test(digits) ? digits : null;
}

const GSTIN_CHARS = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';
export const GSTIN_PATTERN = /^[0-9]{2}[A-Z]{5}[0-9]{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/;

/** The GSTIN check character for its first 14 characters (the GSTN's mod-36 Luhn variant). */
export function gstinCheckChar(first14: string): string {
  let sum = 0;
  for (let i = 0; i < 14; i++) {
    const product = GSTIN_CHARS.indexOf(first14[i]) * (i % 2 === 0 ? 1 : 2);
    sum += Math.floor(product / 36) + (product % 36);
  }
  return GSTIN_CHARS[(36 - (sum % 36)) % 36];
}

export const GSTIN_MESSAGES = {
  format: 'Please enter a valid 15-character GSTIN',
  checksum: 'This GSTIN is not valid: please check it for a typing error',
  state: 'This GSTIN does not belong to an Indian state or union territory',
} as const;

/** Why a GSTIN is not valid (format, state code, check character), or null when it is. */
export function gstinProblem(value: string): string | null {
  const g = value.trim().toUpperCase();
  if (!GSTIN_PATTERN.test(g)) return GSTIN_MESSAGES.format;
  if (!regionByCode(g.slice(0, 2))) return GSTIN_MESSAGES.state;
  if (gstinCheckChar(g.slice(0, 14)) !== g[14]) return GSTIN_MESSAGES.checksum;
  return null;
}
