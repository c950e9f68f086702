import { gstRateForHsn, inclusivePaise } from '../catalog.rules';
import type { NewImage, NewVariant } from '../catalog.service';
import { mediaUrl } from '../catalog.views';
import { CATEGORIES, COLLECTIONS, PRODUCT_LINES, type CategorySeed, type CollectionSeed, type Fabric, type Form, type ProductLine, type Style } from './catalog-data';
import type { GarmentDesign } from './garment-art';
import { colour, type Colour } from './palette';
import { Random } from './prng';

/**
 * Turns the catalogue data into concrete products — titles, prices, GST, variants, stock, dates,
 * pictures — with a seeded random source, so every run plans the same catalogue. Pure: nothing is
 * written here; the seeder stores the plan.
 */

export interface PlannedProduct {
  slug: string;
  title: string;
  description: string;
  brand: string;
  category: string;
  fabric: string;
  care: string;
  hsnCode: string;
  gstRate: number;
  tags: string[];
  salesCount: number;
  createdAt: Date;
  variants: NewVariant[];
  images: NewImage[];
}

export interface CatalogPlan {
  categories: Array<CategorySeed & { position: number; image: string | null }>;
  products: PlannedProduct[];
  collections: Array<CollectionSeed & { position: number; image: string | null; productSlugs: string[] }>;
}

/** Resolves a design to the picture file that shows it (the renderer, or a stand-in in tests). */
export type PictureFor = (design: GarmentDesign) => Omit<NewImage, 'alt' | 'color'>;

const SEED = 20251122;
const DAY = 24 * 3600 * 1000;
/** Products were added over this many days before the seed, so New Arrivals has a real order. */
const CATALOGUE_AGE_DAYS = 210;

export function slugify(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

/** Shop prices end in 49 or 99: ₹549, ₹1,299. */
function shopPrice(rupees: number): number {
  return rupees < 1000 ? Math.max(99, Math.round(rupees / 50) * 50 - 1) : Math.round(rupees / 100) * 100 - 1;
}

/**
 * GST rate and ex-GST selling price (paise) for a GST-inclusive shelf price: the rate depends on the
 * ex-GST value, so try 5% first; a price whose ex-GST value falls between the two rates' thresholds
 * (₹2,625–₹2,950) is nudged up to ₹2,999 so the tag and the tax agree.
 */
export function priceForShelf(hsnCode: string, shelfRupees: number): { shelf: number; gstRate: number; sellingPaise: number } {
  let shelf = shelfRupees;
  let gstRate = gstRateForHsn(hsnCode, shelf / 1.05);
  if (gstRate === 18 && gstRateForHsn(hsnCode, shelf / 1.18) !== 18) {
    shelf = 2999;
    gstRate = 18;
  }
  // Not every shelf price is reachable: one paisa ex-GST moves the inclusive price by 1.05 or 1.18
  // paise. Step to the next price with the same ending until one lands exactly (₹1,699 not ₹1,698.99).
  const step = shelf < 1000 ? 50 : 100;
  for (let i = 0; i < 20; i++) {
    const candidate = shelf + (i % 2 ? -1 : 1) * Math.ceil(i / 2) * step;
    if (candidate <= 0) continue;
    const target = candidate * 100;
    const floor = Math.floor(target / (1 + gstRate / 100));
    for (const selling of [floor, floor + 1]) {
      if (inclusivePaise(selling, gstRate) === target && gstRateForHsn(hsnCode, selling / 100) === gstRate) {
        return { shelf: candidate, gstRate, sellingPaise: selling };
      }
    }
  }
  throw new RangeError(`No exact ex-GST price near ₹${shelf}`);
}

function titleFor(line: ProductLine, style: Style, fabric: Fabric, form: Form): string {
  const mentioned = `${style.name} ${form.name}`.toLowerCase();
  const showFabric = line.titleOrder !== 'style-form' && !mentioned.includes(fabric.name.toLowerCase());
  return [style.name, showFabric ? fabric.name : '', form.name].filter(Boolean).join(' ');
}

function sizeCode(size: string): string {
  if (/free/i.test(size)) return 'FS';
  return size.replace(/\s+/g, '').toUpperCase();
}

/** Stock for one variant: middle sizes stock deeper; about one in nine is sold out. */
function stockFor(rnd: Random, sizeIndex: number, sizeCount: number): number {
  if (rnd.chance(0.11)) return 0;
  const middle = 1 - Math.abs(sizeIndex - (sizeCount - 1) / 2) / Math.max(1, sizeCount / 2);
  return rnd.int(1, 12) + Math.round(middle * rnd.int(4, 30));
}

function planLine(line: ProductLine, rnd: Random, now: Date, pictureFor: PictureFor, usedTitles: Set<string>, skuStart: number): PlannedProduct[] {
  const products: PlannedProduct[] = [];
  const styleOrder = rnd.sample(line.styles, line.styles.length);
  for (let i = 0; i < line.count; i++) {
    // Every style appears before any repeats; fabric and cut vary within a style.
    const style = styleOrder[i % styleOrder.length];
    const fabrics = style.fabrics ? line.fabrics.filter((f) => style.fabrics!.includes(f.name)) : line.fabrics;
    const brand = rnd.pick(line.brands);
    // The first fabric and cut whose title is still free; a brand name tells apart what is left.
    const combos = rnd.sample(fabrics.flatMap((fabric) => line.forms.map((form) => ({ fabric, form, title: titleFor(line, style, fabric, form) }))), fabrics.length * line.forms.length);
    const free = combos.find((c) => !usedTitles.has(c.title)) ?? combos.map((c) => ({ ...c, title: `${brand} ${c.title}` })).find((c) => !usedTitles.has(c.title));
    if (!free) throw new Error(`${line.category}: not enough styles, fabrics and cuts for ${line.count} distinct products`);
    const { fabric, form, title } = free;
    usedTitles.add(title);

    const hsnCode = fabric.hsn ?? line.hsn;
    const [low, high] = style.price ?? line.price;
    const { shelf, gstRate, sellingPaise } = priceForShelf(hsnCode, shopPrice(low + (high - low) * rnd.next() ** 1.7));
    // Over half the catalogue is on sale, at 10–60% off an MRP that also ends in 99.
    const onSale = rnd.chance(0.58);
    const mrpRupees = onSale ? Math.max(shelf + 100, Math.round(shelf / (1 - rnd.int(10, 60) / 100) / 100) * 100 - 1) : shelf;

    const colours: Colour[] = rnd.sample(line.colours, rnd.int(line.colourCount[0], line.colourCount[1])).map(colour);
    const sizes = line.sizes.length > 4 && rnd.chance(0.3) ? line.sizes.slice(rnd.int(0, 1), line.sizes.length - rnd.int(0, 1)) : line.sizes;
    const soldOut = rnd.chance(0.05);
    const productNumber = skuStart + i;
    const variants: NewVariant[] = colours.flatMap((c) =>
      sizes.map((size, sizeIndex) => ({
        sku: `KP${String(productNumber).padStart(4, '0')}-${c.code}-${sizeCode(size)}`,
        size,
        color: c.name,
        colorHex: c.hex,
        stock: soldOut ? 0 : stockFor(rnd, sizeIndex, sizes.length),
        mrp: mrpRupees * 100,
        sellingPrice: sellingPaise,
      })),
    );

    const silhouette = form.silhouette ?? line.silhouette;
    const design = (c: Colour, closeUp = false): GarmentDesign => ({ silhouette, pattern: style.pattern, base: c.hex, border: style.border, closeUp });
    // One picture per colour; a single-colour product gets a close-up of its fabric as well.
    const images: NewImage[] = colours.map((c) => ({ ...pictureFor(design(c)), alt: `${title} in ${c.name}`, color: c.name }));
    if (colours.length === 1) {
      images.push({ ...pictureFor(design(colours[0], true)), alt: `${title}: close-up of the ${fabric.name.toLowerCase()} in ${colours[0].name}`, color: colours[0].name });
    }

    const tags = [...new Set([...line.tags, ...style.tags, ...(fabric.tags ?? [])].map((t) => t.toLowerCase()))];
    const ageMs = Math.floor(rnd.next() * CATALOGUE_AGE_DAYS * DAY);
    products.push({
      slug: slugify(title),
      title,
      description: [style.blurb, fabric.blurb, form.blurb, rnd.pick(line.occasions)].join(' '),
      brand,
      category: line.category,
      fabric: fabric.composition ?? fabric.name,
      care: fabric.care,
      hsnCode,
      gstRate,
      tags,
      // A long tail: a few runaway best sellers, most products selling modestly.
      salesCount: Math.floor(rnd.next() ** 2.4 * 1500) + rnd.int(0, 25),
      createdAt: new Date(Math.floor((now.getTime() - ageMs) / 1000) * 1000),
      variants,
      images,
    });
  }
  return products;
}

function matches(rule: CollectionSeed['rule'], product: PlannedProduct): boolean {
  if (rule.tags && !rule.tags.some((t) => product.tags.includes(t))) return false;
  if (rule.categories && !rule.categories.includes(product.category)) return false;
  if (rule.maxPrice !== undefined) {
    const cheapest = Math.min(...product.variants.map((v) => inclusivePaise(v.sellingPrice, product.gstRate)));
    if (cheapest > rule.maxPrice * 100) return false;
  }
  return true;
}

/** Plan the whole demo catalogue as of `now`. */
export function planCatalog(now: Date, pictureFor: PictureFor): CatalogPlan {
  const rnd = new Random(SEED);
  const usedTitles = new Set<string>();
  const products: PlannedProduct[] = [];
  for (const line of PRODUCT_LINES) products.push(...planLine(line, rnd, now, pictureFor, usedTitles, products.length + 1));

  const usedSlugs = new Set<string>();
  for (const p of products) {
    let slug = p.slug;
    for (let n = 2; usedSlugs.has(slug); n++) slug = `${p.slug}-${n}`;
    usedSlugs.add(slug);
    p.slug = slug;
  }

  const bestSelling = [...products].sort((a, b) => b.salesCount - a.salesCount || a.slug.localeCompare(b.slug));
  const firstImage = (p: PlannedProduct | undefined) => (p ? mediaUrl(p.images[0].basePath, p.images[0].widths[1] ?? p.images[0].widths[0]) : null);
  const positions = new Map<string, number>();
  const categories = CATEGORIES.map((c) => {
    const siblings = positions.get(c.parent ?? '') ?? 0;
    positions.set(c.parent ?? '', siblings + 1);
    const top = bestSelling.find((p) => p.category === c.slug || CATEGORIES.some((sub) => sub.parent === c.slug && sub.slug === p.category));
    return { ...c, position: siblings, image: firstImage(top) };
  });

  const collections = COLLECTIONS.map((seed, position) => {
    const chosen = bestSelling.filter((p) => matches(seed.rule, p)).slice(0, seed.size);
    return { ...seed, position, image: firstImage(chosen[0]), productSlugs: chosen.map((p) => p.slug) };
  });

  return { categories, products, collections };
}
