/** The colours the demo catalogue dyes its garments in: shopper-facing name, swatch, SKU code. */
export interface Colour {
  name: string;
  hex: string;
  code: string;
}

const list: Colour[] = [
  { name: 'Maroon', hex: '#7B1E2B', code: 'MRN' },
  { name: 'Rani Pink', hex: '#D81B72', code: 'RPK' },
  { name: 'Mustard', hex: '#D4A02A', code: 'MST' },
  { name: 'Indigo', hex: '#2E3B74', code: 'IND' },
  { name: 'Teal', hex: '#127C7A', code: 'TEL' },
  { name: 'Bottle Green', hex: '#1F5A43', code: 'BGR' },
  { name: 'Ivory', hex: '#F1E9D8', code: 'IVR' },
  { name: 'Black', hex: '#222222', code: 'BLK' },
  { name: 'White', hex: '#F7F7F4', code: 'WHT' },
  { name: 'Peach', hex: '#F2A98B', code: 'PCH' },
  { name: 'Rust', hex: '#A94A26', code: 'RST' },
  { name: 'Navy', hex: '#1E2A48', code: 'NVY' },
  { name: 'Sky Blue', hex: '#8FC1E3', code: 'SKY' },
  { name: 'Olive', hex: '#6B7338', code: 'OLV' },
  { name: 'Beige', hex: '#D8C3A0', code: 'BGE' },
  { name: 'Lavender', hex: '#B39DDB', code: 'LAV' },
  { name: 'Mint', hex: '#A7D8C4', code: 'MNT' },
  { name: 'Royal Blue', hex: '#2450A6', code: 'RBL' },
  { name: 'Red', hex: '#C0282D', code: 'RED' },
  { name: 'Gold', hex: '#C9A34A', code: 'GLD' },
  { name: 'Wine', hex: '#6A2436', code: 'WIN' },
  { name: 'Charcoal', hex: '#3B4148', code: 'CHR' },
  { name: 'Saffron', hex: '#E8792B', code: 'SAF' },
  { name: 'Onion Pink', hex: '#E6A4A8', code: 'ONP' },
  { name: 'Khaki', hex: '#B8A77A', code: 'KHK' },
  { name: 'Light Blue', hex: '#9DB8D9', code: 'LBL' },
  { name: 'Dark Blue', hex: '#2B3A55', code: 'DBL' },
  { name: 'Tan', hex: '#A5743F', code: 'TAN' },
  { name: 'Brown', hex: '#5C3A24', code: 'BRN' },
  { name: 'Grey', hex: '#8D9096', code: 'GRY' },
];

export const COLOURS: ReadonlyMap<string, Colour> = new Map(list.map((c) => [c.name, c]));

export function colour(name: string): Colour {
  const c = COLOURS.get(name);
  if (!c) throw new Error(`No colour named ${name}`);
  return c;
}

function channels(hex: string): [number, number, number] {
  const n = parseInt(hex.slice(1), 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

function toHex([r, g, b]: number[]): string {
  return '#' + [r, g, b].map((v) => Math.max(0, Math.min(255, Math.round(v))).toString(16).padStart(2, '0')).join('');
}

/** Mix a colour towards another by `amount` (0..1). */
export function mix(hex: string, other: string, amount: number): string {
  const a = channels(hex);
  const b = channels(other);
  return toHex(a.map((v, i) => v + (b[i] - v) * amount));
}

export const lighten = (hex: string, amount: number) => mix(hex, '#ffffff', amount);
export const darken = (hex: string, amount: number) => mix(hex, '#000000', amount);

/** Relative luminance 0..1, to pick motif colours that show on a ground. */
export function luminance(hex: string): number {
  const [r, g, b] = channels(hex).map((v) => {
    const s = v / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}
