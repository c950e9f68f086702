import { formatIndiaDateTime } from '@kapda/rules/dates';
import { formatRupees } from '@kapda/rules/pricing';

/** One field of a recorded change as a person reads it: "sellingPrice: ₹1,049.00 → ₹999.00". */
export interface FieldChange {
  /** Where in the thing: 'title', 'variants[BK-M-RED].sellingPrice', 'permissions'. */
  field: string;
  /** As written for a person; null when the field was not there (created, removed). */
  before: string | null;
  after: string | null;
}

/** Fields the back office records in paise (product variants, coupons, orders). */
const PAISE_FIELDS = new Set(['mrp', 'sellingPrice', 'price', 'minOrderValue', 'maxDiscount', 'total', 'subtotal', 'discount', 'shipping', 'amount']);
/** An instant as JSON writes it (Date → ISO string). */
const INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})$/;
/** Keys that name an element of a list better than its position. */
const ELEMENT_KEYS = ['sku', 'code', 'id', 'key'] as const;
/** The most changes one entry shows: a catalogue import's product carries a few dozen fields at most. */
const MAX_CHANGES = 200;

type Flat = Map<string, unknown>;

/**
 * What changed between the recorded before and after (JSON text, null when the thing did not exist),
 * field by field, as a person reads it: money in rupees (₹ with two decimals, Indian grouping), instants
 * in India's time, yes/no, lists joined. A field present on one side only shows null on the other.
 */
export function describeChanges(beforeJson: string | null, afterJson: string | null): FieldChange[] {
  const before = flatten(parse(beforeJson));
  const after = flatten(parse(afterJson));
  const fields = [...new Set([...before.keys(), ...after.keys()])];
  const kinds = { before: couponKind(before), after: couponKind(after) };
  const changes: FieldChange[] = [];
  for (const field of fields) {
    const a = before.get(field);
    const b = after.get(field);
    if (JSON.stringify(a) === JSON.stringify(b)) continue;
    changes.push({ field, before: show(field, a, kinds.before), after: show(field, b, kinds.after) });
    if (changes.length === MAX_CHANGES) break;
  }
  return changes;
}

function parse(json: string | null): unknown {
  if (json === null) return undefined;
  try {
    return JSON.parse(json);
  } catch {
    return json;
  }
}

/** Nested objects become dotted paths; a list of things is keyed by sku/code/id; a list of plain values stays one field. */
function flatten(value: unknown, path = '', into: Flat = new Map()): Flat {
  if (value === undefined) return into;
  if (Array.isArray(value) && value.some((item) => isObject(item))) {
    value.forEach((item, index) => flatten(item, `${path}[${elementName(item, index)}]`, into));
  } else if (isObject(value)) {
    for (const [key, inner] of Object.entries(value)) flatten(inner, path ? `${path}.${key}` : key, into);
    if (Object.keys(value).length === 0 && path) into.set(path, null);
  } else {
    into.set(path || 'value', value);
  }
  return into;
}

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

function elementName(item: unknown, index: number): string {
  if (isObject(item)) for (const key of ELEMENT_KEYS) if (typeof item[key] === 'string' || typeof item[key] === 'number') return String(item[key]);
  return String(index + 1);
}

/** A coupon's value is paise for a flat coupon and a percentage for a percent one. */
function couponKind(flat: Flat): string | undefined {
  const kind = flat.get('kind');
  return typeof kind === 'string' ? kind : undefined;
}

function show(field: string, value: unknown, couponKindOfSide: string | undefined): string | null {
  if (value === undefined) return null;
  if (value === null) return '—';
  const name = field.slice(field.lastIndexOf('.') + 1);
  if (typeof value === 'number') {
    if (PAISE_FIELDS.has(name) || (name === 'value' && couponKindOfSide === 'flat')) return formatRupees(value / 100);
    if (name === 'value' && couponKindOfSide === 'percent') return `${value}%`;
    return String(value);
  }
  if (typeof value === 'boolean') return value ? 'yes' : 'no';
  if (typeof value === 'string') return INSTANT.test(value) ? formatIndiaDateTime(value) : value === '' ? '(empty)' : value;
  if (Array.isArray(value)) return value.length ? value.map((item) => show(field, item, couponKindOfSide)).join(', ') : '(none)';
  return JSON.stringify(value);
}
