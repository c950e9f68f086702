import type { BorderStyle, PatternName, SilhouetteName } from './garment-art';

/**
 * The demo catalogue's raw material: departments, and for each subcategory a product line —
 * the crafts (styles), fabrics and cuts it combines into products, the colours it is dyed in,
 * its sizes, price band, HSN code and brands. The seeder turns these into ~260 products.
 */

export interface CategorySeed {
  slug: string;
  name: string;
  description: string;
  parent?: string;
}

export const CATEGORIES: CategorySeed[] = [
  { slug: 'women', name: 'Women', description: 'Kurtas, sarees, lehengas and everyday ethnic wear, from Surat looms and block-printing towns across India.' },
  { slug: 'women-kurtas', parent: 'women', name: 'Kurtas & Kurtis', description: 'Straight, A-line and flared kurtas in cotton, rayon and silk blends.' },
  { slug: 'women-kurta-sets', parent: 'women', name: 'Kurta Sets', description: 'Kurtas with matching pants or palazzos, many with a dupatta.' },
  { slug: 'women-anarkalis', parent: 'women', name: 'Anarkalis', description: 'Floor-length flared anarkalis for festivals, sangeets and pujas.' },
  { slug: 'women-sarees', parent: 'women', name: 'Sarees', description: 'Banarasi, Bandhani, Patola, Kanjivaram-style silks and easy Surat georgettes.' },
  { slug: 'women-lehengas', parent: 'women', name: 'Lehengas', description: 'Lehenga cholis with dupattas for weddings and festive evenings.' },
  { slug: 'women-dupattas', parent: 'women', name: 'Dupattas', description: 'Bandhani, phulkari, chanderi and leheriya dupattas to lift a plain kurta.' },
  { slug: 'women-tops', parent: 'women', name: 'Tops & Tunics', description: 'Short kurtis, tunics and tops for college, office and weekends.' },
  { slug: 'women-bottoms', parent: 'women', name: 'Palazzos & Pants', description: 'Palazzos, straight pants and cigarette pants to pair with kurtas.' },
  { slug: 'men', name: 'Men', description: 'Shirts, denims, kurta-pyjamas, Nehru jackets and sherwanis.' },
  { slug: 'men-shirts', parent: 'men', name: 'Shirts', description: 'Cotton, linen and khadi shirts for office and weekends.' },
  { slug: 'men-jeans', parent: 'men', name: 'Jeans', description: 'Slim, straight and tapered denims.' },
  { slug: 'men-chinos', parent: 'men', name: 'Chinos & Trousers', description: 'Stretch chinos and formal trousers.' },
  { slug: 'men-kurtas', parent: 'men', name: 'Kurtas', description: 'Everyday and festive kurtas for men.' },
  { slug: 'men-kurta-pyjama', parent: 'men', name: 'Kurta Pyjama Sets', description: 'Kurtas with churidar or straight pyjamas, ready for pujas and weddings.' },
  { slug: 'men-sherwanis', parent: 'men', name: 'Sherwanis', description: 'Wedding sherwanis in silk and jacquard with churidars.' },
  { slug: 'men-nehru-jackets', parent: 'men', name: 'Nehru Jackets', description: 'Bandhgala-collar waistcoats to wear over a kurta or a shirt.' },
  { slug: 'men-tshirts', parent: 'men', name: 'T-Shirts & Polos', description: 'Cotton tees and polos.' },
  { slug: 'plus-size', name: 'Plus Size', description: 'Our favourite styles cut for sizes 3XL to 6XL, with room where it matters.' },
  { slug: 'plus-size-kurtas', parent: 'plus-size', name: 'Plus Size Kurtas', description: 'Kurtas in 3XL–6XL with a relaxed bust and hip.' },
  { slug: 'plus-size-kurta-sets', parent: 'plus-size', name: 'Plus Size Kurta Sets', description: 'Kurta sets in 3XL–6XL.' },
  { slug: 'plus-size-tops', parent: 'plus-size', name: 'Plus Size Tops & Tunics', description: 'Tunics and tops in 3XL–6XL.' },
  { slug: 'plus-size-shirts', parent: 'plus-size', name: 'Plus Size Shirts', description: "Men's shirts in 3XL–6XL." },
  { slug: 'accessories', name: 'Accessories', description: 'Juttis, potlis, bags, stoles, belts and wallets — everything but jewellery.' },
  { slug: 'accessories-juttis', parent: 'accessories', name: 'Juttis & Mojaris', description: 'Hand-stitched leather juttis and mojaris from Punjab and Rajasthan.' },
  { slug: 'accessories-bags', parent: 'accessories', name: 'Bags & Potlis', description: 'Potlis, clutches and totes in leather, silk and jute.' },
  { slug: 'accessories-stoles', parent: 'accessories', name: 'Stoles & Shawls', description: 'Wool, pashmina-blend and cotton stoles and shawls.' },
  { slug: 'accessories-belts-wallets', parent: 'accessories', name: 'Belts & Wallets', description: 'Leather belts and wallets.' },
];

export interface Style {
  name: string;
  pattern: PatternName;
  border: BorderStyle;
  /** One or two sentences on the craft and where it comes from. */
  blurb: string;
  tags: string[];
  /** Fabrics this craft is made in (names from the line's fabrics); all when omitted. */
  fabrics?: string[];
  /** GST-inclusive price band in rupees when the craft prices apart from its line (a handloom Banarasi). */
  price?: [number, number];
}

export interface Fabric {
  name: string;
  blurb: string;
  care: string;
  /** The fabric field shown on the product page; defaults to the name. */
  composition?: string;
  tags?: string[];
  /** HSN code when it differs from the line's (a georgette saree is 5407, a silk one 5007). */
  hsn?: string;
}

export interface Form {
  name: string;
  blurb: string;
  silhouette?: SilhouetteName;
}

/** A subcategory's products: the seeder combines a style, a fabric and a form into each (GST from gstRateForHsn). */
export interface ProductLine {
  category: string;
  count: number;
  silhouette: SilhouetteName;
  hsn: string;
  forms: Form[];
  styles: Style[];
  fabrics: Fabric[];
  colours: string[];
  /** How many colours a product comes in. */
  colourCount: [number, number];
  sizes: string[];
  /** GST-inclusive price band in rupees. */
  price: [number, number];
  brands: string[];
  occasions: string[];
  tags: string[];
  /** Titles are "style fabric form" ("Bandhani Georgette Dupatta"); 'style-form' leaves the fabric out ("Dark Wash Slim Fit Jeans"). */
  titleOrder?: 'style-fabric-form' | 'style-form';
}

const WOMEN_SIZES = ['XS', 'S', 'M', 'L', 'XL', 'XXL'];
const MEN_SIZES = ['S', 'M', 'L', 'XL', 'XXL'];
const WAIST_SIZES = ['28', '30', '32', '34', '36', '38'];
const PLUS_SIZES = ['3XL', '4XL', '5XL', '6XL'];
const FREE = ['Free Size'];

const care = {
  cotton: 'Machine wash cold with like colours, gentle cycle. Dry in shade. Warm iron on the reverse.',
  handblock: 'Hand wash separately in cold water with mild detergent; natural dyes may bleed in the first wash. Dry in shade.',
  silk: 'Dry clean only. Store wrapped in muslin, away from direct sunlight.',
  synthetic: 'Hand wash cold or dry clean. Do not wring. Iron on low heat.',
  denim: 'Machine wash cold inside out. Wash dark shades separately. Tumble dry low.',
  wool: 'Dry clean, or hand wash in cold water with wool wash. Dry flat.',
  leather: 'Wipe clean with a dry cloth. Keep away from water; condition the leather now and then.',
  embellished: 'Dry clean only. Store flat; do not hang heavy embroidery.',
};

const cottons: Fabric[] = [
  { name: 'Cotton', blurb: 'Pure cotton cambric that stays light and breathes through humid afternoons.', care: care.cotton, tags: ['cotton', 'summer'] },
  { name: 'Mulmul', blurb: 'Feather-light mulmul cotton, soft from the first wear.', care: care.cotton, composition: 'Mulmul cotton', tags: ['cotton', 'mulmul', 'summer'] },
  { name: 'Rayon', blurb: 'Fluid rayon that drapes well and resists creasing on a long day.', care: care.synthetic, composition: 'Viscose rayon', tags: ['rayon'] },
  { name: 'Cotton Slub', blurb: 'Textured cotton slub with a lived-in handfeel.', care: care.cotton, composition: 'Cotton slub', tags: ['cotton', 'summer'] },
];

export const PRODUCT_LINES: ProductLine[] = [
  {
    category: 'women-kurtas',
    count: 16,
    silhouette: 'kurta',
    hsn: '6204',
    forms: [
      { name: 'Straight Kurta', blurb: 'A straight cut that falls just below the knee, with three-quarter sleeves and side slits.' },
      { name: 'A-Line Kurta', blurb: 'An A-line kurta that flares gently from the bust, with a round neck and a short placket.' },
      { name: 'Kurti', blurb: 'A hip-length kurti that works as easily over jeans as over leggings.' },
      { name: 'Flared Kurta', blurb: 'A calf-length flared kurta with a yoke and gathers that swing as you walk.' },
    ],
    styles: [
      { name: 'Bagru Dabu Print', pattern: 'block', border: 'none', blurb: 'Hand block-printed in Bagru, Rajasthan, using dabu — a mud-resist that gives each motif its soft, crackled edge.', tags: ['block print', 'dabu', 'handcrafted', 'rajasthan'] },
      { name: 'Sanganeri Floral', pattern: 'floral', border: 'none', blurb: 'Delicate Sanganeri florals, printed by hand with carved teak blocks in Sanganer near Jaipur.', tags: ['block print', 'sanganeri', 'floral', 'jaipur'] },
      { name: 'Ajrakh Print', pattern: 'ajrakh', border: 'contrast', blurb: 'Ajrakh from Kutch: geometric stars printed in madder red and indigo over sixteen stages of resist and dye.', tags: ['ajrakh', 'kutch', 'gujarat', 'block print', 'handcrafted'] },
      { name: 'Lucknowi Chikankari', pattern: 'chikan', border: 'none', blurb: 'Hand-embroidered chikankari from Lucknow: shadow-work florals and jaali stitched in white thread.', tags: ['chikankari', 'embroidered', 'lucknow', 'handcrafted'] },
      { name: 'Kalamkari', pattern: 'kalamkari', border: 'contrast', blurb: 'Kalamkari florals in vegetable dyes, inspired by the pen-drawn cloths of Srikalahasti.', tags: ['kalamkari', 'andhra', 'floral'] },
      { name: 'Striped', pattern: 'stripes', border: 'none', blurb: 'Woven stripes that keep the look crisp and easy.', tags: ['stripes', 'office'] },
      { name: 'Bandhani', pattern: 'bandhani', border: 'contrast', blurb: 'Bandhani tie-dye from Jamnagar, Gujarat — thousands of tiny dots, each tied by hand before dyeing.', tags: ['bandhani', 'tie-dye', 'gujarat', 'festive'] },
    ],
    fabrics: cottons,
    colours: ['Indigo', 'Maroon', 'Mustard', 'Teal', 'Ivory', 'Rani Pink', 'Peach', 'Bottle Green', 'Sky Blue', 'Rust'],
    colourCount: [1, 3],
    sizes: WOMEN_SIZES,
    price: [549, 2299],
    brands: ['Suti Ghar', 'Jaipur Chhaap', 'Mulmul Mill', 'Rangrez', 'Saanjh'],
    occasions: ['Made for office days and long lunches.', 'An easy pick for college and weekend errands.', 'Dressy enough for a family dinner, comfortable enough for the train home.'],
    tags: ['kurta', 'women', 'ethnic wear'],
  },
  {
    category: 'women-kurta-sets',
    count: 14,
    silhouette: 'kurta-set',
    hsn: '6204',
    forms: [
      { name: 'Kurta Set with Pants', blurb: 'A straight kurta with matching straight pants that have an elasticated back waist.' },
      { name: 'Kurta Palazzo Set', blurb: 'A knee-length kurta over flowing palazzos; the dupatta is sold separately.' },
      { name: 'Kurta Set with Dupatta', blurb: 'Three pieces: a kurta, straight pants and a soft dupatta with tasselled ends.' },
    ],
    styles: [
      { name: 'Gota Patti', pattern: 'zari', border: 'zari', blurb: 'Finished with gota patti — ribbons of gold lace appliquéd by hand, the way Jaipur dresses for teej.', tags: ['gota patti', 'festive', 'embroidered', 'jaipur'] },
      { name: 'Bagru Print', pattern: 'block', border: 'none', blurb: 'Printed by hand in Bagru with wooden blocks and natural dyes.', tags: ['block print', 'handcrafted', 'rajasthan'] },
      { name: 'Leheriya', pattern: 'leheriya', border: 'contrast', blurb: 'Leheriya — Rajasthan\'s rippling diagonal tie-dye, rolled and tied by hand before each dye bath.', tags: ['leheriya', 'tie-dye', 'rajasthan', 'festive'] },
      { name: 'Zari Buti', pattern: 'zari', border: 'zari', blurb: 'Woven in Chanderi, Madhya Pradesh, with tiny zari butis scattered over a sheer ground.', tags: ['chanderi', 'handloom', 'festive'], fabrics: ['Chanderi Silk'] },
      { name: 'Floral Print', pattern: 'floral', border: 'none', blurb: 'An all-over floral print in soft, summery colours.', tags: ['floral', 'summer'] },
    ],
    fabrics: [...cottons.slice(0, 3), { name: 'Chanderi Silk', blurb: 'Chanderi silk-cotton with a gentle sheen and a crisp, light fall.', care: care.silk, composition: 'Chanderi silk-cotton', tags: ['chanderi', 'handloom'] }],
    colours: ['Mustard', 'Rani Pink', 'Teal', 'Ivory', 'Peach', 'Lavender', 'Mint', 'Maroon', 'Onion Pink'],
    colourCount: [1, 3],
    sizes: WOMEN_SIZES,
    price: [1199, 4499],
    brands: ['Kesariya', 'Rangrez', 'Chanderi Kothi', 'Saanjh', 'Noor Ethnic'],
    occasions: ['Right for a haldi, a mehendi or a Sunday puja.', 'Wear it to festive lunches and office celebrations.', 'A travel-friendly set that still looks put-together at the wedding brunch.'],
    tags: ['kurta set', 'women', 'ethnic wear', 'co-ord'],
  },
  {
    category: 'women-anarkalis',
    count: 10,
    silhouette: 'anarkali',
    hsn: '6204',
    forms: [
      { name: 'Anarkali Kurta', blurb: 'A floor-length anarkali with a fitted bodice and a twenty-four-panel flare.' },
      { name: 'Anarkali Gown', blurb: 'An anarkali gown with a sweetheart yoke and full sleeves, lined in soft cotton.' },
      { name: 'Anarkali Set', blurb: 'An anarkali kurta with churidar and a net dupatta.' },
    ],
    styles: [
      { name: 'Zari Woven', pattern: 'zari', border: 'zari', blurb: 'Woven with zari butis that catch the light of every diya.', tags: ['zari', 'festive', 'wedding'] },
      { name: 'Bandhani', pattern: 'bandhani', border: 'zari', blurb: 'Bandhani dots tied by hand in Bhuj, with a gota border at the hem.', tags: ['bandhani', 'gujarat', 'festive', 'navratri'] },
      { name: 'Paisley Print', pattern: 'paisley', border: 'zari', blurb: 'Printed with gold-foil paisleys — the kairi motif of Mughal textiles.', tags: ['paisley', 'festive'] },
      { name: 'Mirror Work', pattern: 'ikat', border: 'contrast', blurb: 'Kutchi mirror work (abhla bharat) stitched around the yoke, with a geometric print below.', tags: ['mirror work', 'kutch', 'gujarat', 'navratri', 'festive'] },
    ],
    fabrics: [
      { name: 'Georgette', blurb: 'Flowing georgette from Surat, lined to the knee.', care: care.synthetic, composition: 'Poly georgette', tags: ['georgette', 'surat'] },
      { name: 'Silk Blend', blurb: 'A soft silk blend with a rich sheen.', care: care.silk, composition: 'Art silk blend', tags: ['silk'] },
      { name: 'Rayon', blurb: 'Fluid rayon that swirls beautifully.', care: care.synthetic, composition: 'Viscose rayon', tags: ['rayon'] },
    ],
    colours: ['Maroon', 'Rani Pink', 'Bottle Green', 'Royal Blue', 'Wine', 'Mustard', 'Black'],
    colourCount: [1, 2],
    sizes: WOMEN_SIZES,
    price: [1999, 7999],
    brands: ['Noor Ethnic', 'Kesariya', 'Saanjh'],
    occasions: ['Made for Diwali evenings, sangeets and Navratri garba.', 'Wear it to a wedding reception or a festive family dinner.'],
    tags: ['anarkali', 'women', 'festive', 'ethnic wear'],
  },
  {
    category: 'women-sarees',
    count: 24,
    silhouette: 'saree',
    hsn: '5007',
    titleOrder: 'style-fabric-form',
    forms: [
      { name: 'Saree', blurb: 'A 5.5 m saree with a 0.8 m unstitched blouse piece.' },
      { name: 'Saree with Blouse Piece', blurb: 'Six yards of saree plus a matching unstitched blouse piece.' },
    ],
    styles: [
      { name: 'Banarasi', pattern: 'zari', border: 'zari', blurb: 'Woven in Varanasi on a jacquard handloom, with zari buttis across the body and a heavy brocade pallu.', tags: ['banarasi', 'varanasi', 'wedding', 'festive', 'handloom', 'zari'], fabrics: ['Katan Silk', 'Organza Silk'], price: [6999, 24999] },
      { name: 'Bandhani', pattern: 'bandhani', border: 'zari', blurb: 'Tied and dyed by hand in Jamnagar, Gujarat: every dot is a knot pinched and bound before the dye bath.', tags: ['bandhani', 'jamnagar', 'gujarat', 'festive', 'tie-dye'], fabrics: ['Gajji Silk', 'Georgette'], price: [2499, 8999] },
      { name: 'Patan Patola', pattern: 'ikat', border: 'contrast', blurb: 'Double-ikat patola from Patan, Gujarat, where warp and weft are both resist-dyed so the pattern appears on each side.', tags: ['patola', 'ikat', 'patan', 'gujarat', 'handloom', 'wedding'], fabrics: ['Silk'], price: [14999, 24999] },
      { name: 'Patola Print', pattern: 'ikat', border: 'zari', blurb: 'Surat\'s printed take on the Patan patola: the same bold diamonds on an easy-care drape.', tags: ['patola', 'surat', 'gujarat', 'printed'], fabrics: ['Georgette', 'Crepe'], price: [999, 2499] },
      { name: 'Surat Tanchoi', pattern: 'paisley', border: 'zari', blurb: 'Tanchoi weaving came to Surat with Parsi traders from China; this one has small paisleys woven in self-coloured silk.', tags: ['tanchoi', 'surat', 'gujarat', 'handloom'], fabrics: ['Silk'], price: [4999, 12999] },
      { name: 'Gharchola', pattern: 'checks', border: 'zari', blurb: 'The Gujarati wedding gharchola: a zari grid with bandhani in each square, traditionally gifted by the groom\'s family.', tags: ['gharchola', 'gujarat', 'wedding', 'bandhani'], fabrics: ['Gajji Silk'], price: [5999, 14999] },
      { name: 'Kanjivaram-Style', pattern: 'stripes', border: 'zari', blurb: 'Kanjivaram-style silk with contrast zari stripes and a broad temple border.', tags: ['kanjivaram', 'wedding', 'festive', 'south indian'], fabrics: ['Silk', 'Katan Silk'], price: [4999, 14999] },
      { name: 'Leheriya', pattern: 'leheriya', border: 'contrast', blurb: 'Rajasthani leheriya waves with a gota edge, a favourite for teej.', tags: ['leheriya', 'rajasthan', 'tie-dye'], fabrics: ['Georgette', 'Chiffon'], price: [899, 2499] },
      { name: 'Kota Doria', pattern: 'checks', border: 'none', blurb: 'Kota doria from Kaithoon: airy square khats woven into a featherweight cotton-silk.', tags: ['kota doria', 'handloom', 'summer', 'rajasthan'], fabrics: ['Cotton Silk'], price: [1299, 3499] },
      { name: 'Floral Printed', pattern: 'floral', border: 'none', blurb: 'An everyday Surat print that washes and wears with no fuss.', tags: ['printed', 'surat', 'office'], fabrics: ['Georgette', 'Crepe', 'Chiffon'], price: [899, 1999] },
    ],
    fabrics: [
      { name: 'Katan Silk', blurb: 'Katan silk, woven from twisted pure-silk yarn, heavy and lustrous.', care: care.silk, tags: ['silk'] },
      { name: 'Organza Silk', blurb: 'Sheer, crisp organza silk that holds the pleats.', care: care.silk, tags: ['silk', 'organza'] },
      { name: 'Gajji Silk', blurb: 'Gajji silk, a dense satin-weave silk from Gujarat.', care: care.silk, tags: ['silk'] },
      { name: 'Silk', blurb: 'Pure mulberry silk.', care: care.silk, composition: 'Pure silk', tags: ['silk'] },
      { name: 'Georgette', blurb: 'Surat georgette: light, flowing and forgiving to drape.', care: care.synthetic, composition: 'Poly georgette', tags: ['georgette', 'surat'], hsn: '5407' },
      { name: 'Crepe', blurb: 'A fine crepe with a matt, pebbly finish that does not cling.', care: care.synthetic, composition: 'Poly crepe', tags: ['crepe', 'surat'], hsn: '5407' },
      { name: 'Chiffon', blurb: 'Sheer chiffon that floats as you walk.', care: care.synthetic, composition: 'Poly chiffon', tags: ['chiffon'], hsn: '5407' },
      { name: 'Cotton Silk', blurb: 'Cotton-silk that stays cool and holds its shape.', care: care.silk, tags: ['cotton', 'silk'] },
    ],
    colours: ['Maroon', 'Red', 'Rani Pink', 'Mustard', 'Royal Blue', 'Bottle Green', 'Teal', 'Wine', 'Peach', 'Black', 'Gold', 'Saffron'],
    colourCount: [1, 2],
    sizes: FREE,
    price: [899, 24999],
    brands: ['Surat Silk House', 'Banaras Bunkar', 'Patan Weaves', 'Gharchola Co.', 'Resham Rang'],
    occasions: ['A saree for weddings and the pheras.', 'Drape it for Diwali, Durga Puja or a family wedding.', 'Light enough for office, festive enough for the evening.'],
    tags: ['saree', 'sari', 'women', 'ethnic wear'],
  },
  {
    category: 'women-lehengas',
    count: 10,
    silhouette: 'lehenga',
    hsn: '6204',
    forms: [
      { name: 'Lehenga Choli', blurb: 'A flared lehenga with can-can lining, an unstitched choli piece and a net dupatta.' },
      { name: 'Lehenga Set', blurb: 'A ready-to-wear lehenga, a padded choli with adjustable tie-ups and a dupatta.' },
    ],
    styles: [
      { name: 'Zardozi', pattern: 'zari', border: 'zari', blurb: 'Hand-finished zardozi — metal-thread embroidery from Lucknow and Bareilly — around the waist and hem.', tags: ['zardozi', 'wedding', 'bridal', 'embroidered'] },
      { name: 'Bandhani', pattern: 'bandhani', border: 'zari', blurb: 'Gujarati bandhani with a gota patti hem, made for garba nights.', tags: ['bandhani', 'gujarat', 'navratri', 'festive'] },
      { name: 'Leheriya', pattern: 'leheriya', border: 'zari', blurb: 'Rajasthani leheriya stripes with a mirror-work waistband.', tags: ['leheriya', 'rajasthan', 'festive'] },
      { name: 'Banarasi Brocade', pattern: 'paisley', border: 'zari', blurb: 'Banarasi brocade woven with gold paisleys, heavy and beautifully structured.', tags: ['banarasi', 'brocade', 'wedding', 'varanasi'] },
    ],
    fabrics: [
      { name: 'Silk', blurb: 'Silk with a soft sheen, lined in cotton.', care: care.embellished, composition: 'Art silk', tags: ['silk'] },
      { name: 'Georgette', blurb: 'Georgette that flares and moves.', care: care.embellished, composition: 'Poly georgette', tags: ['georgette'] },
      { name: 'Velvet', blurb: 'Micro-velvet with a deep pile, for winter weddings.', care: care.embellished, composition: 'Micro velvet', tags: ['velvet', 'winter'] },
    ],
    colours: ['Red', 'Maroon', 'Rani Pink', 'Royal Blue', 'Bottle Green', 'Wine', 'Peach'],
    colourCount: [1, 2],
    sizes: ['S', 'M', 'L', 'XL'],
    price: [3999, 19999],
    brands: ['Noor Ethnic', 'Kesariya', 'Saanjh'],
    occasions: ['For the wedding, the sangeet and every photo in between.', 'A festive lehenga for Navratri and Diwali parties.'],
    tags: ['lehenga', 'lehenga choli', 'women', 'wedding'],
  },
  {
    category: 'women-dupattas',
    count: 10,
    silhouette: 'dupatta',
    hsn: '6214',
    titleOrder: 'style-fabric-form',
    forms: [{ name: 'Dupatta', blurb: 'A 2.25 m dupatta with finished edges and tassels.' }],
    styles: [
      { name: 'Bandhani', pattern: 'bandhani', border: 'zari', blurb: 'Hand-tied bandhani from Bhuj with a gota border.', tags: ['bandhani', 'gujarat', 'festive'] },
      { name: 'Phulkari', pattern: 'floral', border: 'contrast', blurb: 'Phulkari from Patiala: bright floss-silk flowers darned by hand.', tags: ['phulkari', 'punjab', 'embroidered', 'handcrafted'] },
      { name: 'Leheriya', pattern: 'leheriya', border: 'zari', blurb: 'Leheriya waves from Jaipur with a zari edge.', tags: ['leheriya', 'rajasthan'] },
      { name: 'Chanderi Zari', pattern: 'zari', border: 'zari', blurb: 'Sheer Chanderi with zari butis and a woven border.', tags: ['chanderi', 'handloom', 'zari'] },
      { name: 'Ajrakh', pattern: 'ajrakh', border: 'contrast', blurb: 'Ajrakh printed in Kutch with natural indigo and madder.', tags: ['ajrakh', 'kutch', 'gujarat', 'block print'] },
    ],
    fabrics: [
      { name: 'Georgette', blurb: 'Soft Surat georgette.', care: care.synthetic, composition: 'Poly georgette', tags: ['georgette'] },
      { name: 'Cotton', blurb: 'Mulmul-soft cotton.', care: care.handblock, tags: ['cotton', 'summer'] },
      { name: 'Silk Blend', blurb: 'A light silk blend.', care: care.silk, composition: 'Art silk blend', tags: ['silk'] },
    ],
    colours: ['Rani Pink', 'Mustard', 'Red', 'Teal', 'Saffron', 'Indigo', 'Bottle Green', 'Maroon'],
    colourCount: [1, 2],
    sizes: FREE,
    price: [449, 2999],
    brands: ['Kutch Kala', 'Rangrez', 'Chanderi Kothi'],
    occasions: ['Throw it over a plain kurta and the outfit is done.', 'Lifts a solid suit for weddings and pujas.'],
    tags: ['dupatta', 'chunni', 'women'],
  },
  {
    category: 'women-tops',
    count: 10,
    silhouette: 'top',
    hsn: '6206',
    forms: [
      { name: 'Short Kurti', blurb: 'A hip-length kurti with short sleeves and a round neck.' },
      { name: 'Tunic', blurb: 'A relaxed tunic with a notched neck and side slits.' },
      { name: 'Top', blurb: 'A boxy top with short sleeves — tuck it in or wear it loose.' },
    ],
    styles: [
      { name: 'Indigo Block Print', pattern: 'block', border: 'none', blurb: 'Indigo block print from Bagru.', tags: ['block print', 'indigo'] },
      { name: 'Striped', pattern: 'stripes', border: 'none', blurb: 'Yarn-dyed stripes.', tags: ['stripes', 'office'] },
      { name: 'Checked', pattern: 'checks', border: 'none', blurb: 'Handloom checks, woven in Tamil Nadu.', tags: ['checks', 'handloom'] },
      { name: 'Chikankari', pattern: 'chikan', border: 'none', blurb: 'Lucknowi chikankari at the yoke and sleeves.', tags: ['chikankari', 'embroidered'] },
      { name: 'Solid', pattern: 'plain', border: 'contrast', blurb: 'A clean solid with contrast piping at the neck.', tags: ['solid', 'office'] },
    ],
    fabrics: cottons,
    colours: ['White', 'Indigo', 'Sky Blue', 'Mustard', 'Black', 'Peach', 'Olive', 'Lavender'],
    colourCount: [1, 3],
    sizes: WOMEN_SIZES,
    price: [399, 1499],
    brands: ['Suti Ghar', 'Mulmul Mill', 'Saanjh'],
    occasions: ['Pairs with jeans for college and with palazzos for work.', 'An easy weekday top that goes from desk to dinner.'],
    tags: ['top', 'tunic', 'kurti', 'women', 'western wear'],
  },
  {
    category: 'women-bottoms',
    count: 8,
    silhouette: 'palazzo',
    hsn: '6204',
    forms: [
      { name: 'Palazzo Pants', blurb: 'Wide-leg palazzos with an elasticated waist and side pockets.' },
      { name: 'Straight Pants', blurb: 'Straight ankle-length pants with a drawstring waist.' },
    ],
    styles: [
      { name: 'Solid', pattern: 'plain', border: 'none', blurb: 'A solid colour that goes under any printed kurta.', tags: ['solid', 'basics'] },
      { name: 'Block Print', pattern: 'block', border: 'none', blurb: 'Hand block-printed buttis from Bagru.', tags: ['block print'] },
      { name: 'Striped', pattern: 'pinstripe', border: 'none', blurb: 'Fine pinstripes that lengthen the leg.', tags: ['stripes', 'office'] },
    ],
    fabrics: cottons.slice(0, 3),
    colours: ['White', 'Ivory', 'Black', 'Indigo', 'Beige', 'Maroon', 'Olive'],
    colourCount: [1, 3],
    sizes: WOMEN_SIZES,
    price: [449, 1299],
    brands: ['Suti Ghar', 'Mulmul Mill'],
    occasions: ['The pair you reach for under every kurta.'],
    tags: ['palazzo', 'pants', 'bottoms', 'women'],
  },
  {
    category: 'men-shirts',
    count: 16,
    silhouette: 'shirt',
    hsn: '6205',
    forms: [
      { name: 'Slim Fit Shirt', blurb: 'A slim-fit shirt with a cutaway collar and a curved hem.' },
      { name: 'Regular Fit Shirt', blurb: 'A regular-fit shirt with a button-down collar and a chest pocket.' },
      { name: 'Mandarin Collar Shirt', blurb: 'A band-collar shirt that looks as right with a Nehru jacket as with chinos.' },
    ],
    styles: [
      { name: 'Oxford', pattern: 'plain', border: 'none', blurb: 'A classic Oxford weave with a soft, basket texture.', tags: ['oxford', 'office', 'formal'] },
      { name: 'Striped', pattern: 'pinstripe', border: 'none', blurb: 'Fine yarn-dyed stripes for the boardroom.', tags: ['stripes', 'office', 'formal'] },
      { name: 'Checked', pattern: 'checks', border: 'none', blurb: 'Gingham checks woven on power looms in Bhiwandi.', tags: ['checks', 'casual'] },
      { name: 'Indigo Dabu', pattern: 'block', border: 'none', blurb: 'Hand block-printed in Bagru with indigo dabu resist.', tags: ['block print', 'indigo', 'handcrafted', 'casual'] },
      { name: 'Ikat', pattern: 'ikat', border: 'none', blurb: 'Pochampally ikat, tie-dyed before weaving in Telangana.', tags: ['ikat', 'handloom', 'pochampally'] },
    ],
    fabrics: [
      { name: 'Cotton', blurb: 'Two-ply giza cotton, smooth and breathable.', care: care.cotton, composition: '100% cotton', tags: ['cotton'] },
      { name: 'Linen', blurb: 'Pure linen that gets softer every wash and keeps you cool in May.', care: care.cotton, composition: '100% linen', tags: ['linen', 'summer'] },
      { name: 'Khadi', blurb: 'Hand-spun, handwoven khadi from a Gujarat cooperative.', care: care.cotton, composition: 'Handspun khadi cotton', tags: ['khadi', 'handloom', 'summer'] },
    ],
    colours: ['White', 'Sky Blue', 'Light Blue', 'Navy', 'Olive', 'Beige', 'Black', 'Indigo', 'Grey', 'Mint'],
    colourCount: [1, 3],
    sizes: MEN_SIZES,
    price: [699, 2499],
    brands: ['Linen Lane', 'Bombay Tailors', 'Khadi Kaaj', 'Urban Nawab'],
    occasions: ['Made for office days and client meetings.', 'Sleeves rolled, it is your weekend shirt too.'],
    tags: ['shirt', 'men', 'western wear'],
  },
  {
    category: 'men-jeans',
    count: 10,
    silhouette: 'trousers',
    hsn: '6203',
    titleOrder: 'style-form',
    forms: [
      { name: 'Slim Fit Jeans', blurb: 'Slim through the thigh with a narrow leg opening; five pockets, zip fly.' },
      { name: 'Straight Fit Jeans', blurb: 'A classic straight leg with a mid-rise waist.' },
      { name: 'Tapered Jeans', blurb: 'Roomy at the seat and thigh, tapering to the ankle.' },
    ],
    styles: [
      { name: 'Dark Wash', pattern: 'denim', border: 'none', blurb: 'A deep rinse wash that dresses up.', tags: ['dark wash', 'denim'] },
      { name: 'Mid Wash', pattern: 'denim', border: 'none', blurb: 'A mid-blue wash with light whiskering.', tags: ['mid wash', 'denim'] },
      { name: 'Stretch', pattern: 'denim', border: 'none', blurb: 'Two per cent elastane for ease when you sit cross-legged.', tags: ['stretch', 'denim'] },
      { name: 'Light Wash', pattern: 'denim', border: 'none', blurb: 'A sun-faded light wash for weekends.', tags: ['light wash', 'denim', 'casual'] },
    ],
    fabrics: [{ name: 'Denim', blurb: '12 oz cotton denim from Ahmedabad mills.', care: care.denim, composition: '98% cotton, 2% elastane', tags: ['denim', 'cotton'] }],
    colours: ['Dark Blue', 'Indigo', 'Light Blue', 'Black', 'Charcoal'],
    colourCount: [1, 2],
    sizes: WAIST_SIZES,
    price: [999, 2999],
    brands: ['Denim Desi', 'Urban Nawab'],
    occasions: ['Wear them everywhere.', 'With a kurta or a tee, they just work.'],
    tags: ['jeans', 'denim', 'men'],
  },
  {
    category: 'men-chinos',
    count: 10,
    silhouette: 'trousers',
    hsn: '6203',
    forms: [
      { name: 'Slim Fit Chinos', blurb: 'Slim chinos with a flat front and slant pockets.' },
      { name: 'Formal Trousers', blurb: 'Flat-front formal trousers with a hook-and-bar closure and a crease.' },
      { name: 'Pleated Trousers', blurb: 'Single-pleat trousers with a relaxed leg.' },
    ],
    styles: [
      { name: 'Stretch', pattern: 'plain', border: 'none', blurb: 'Cotton twill with a little stretch for long days at the desk.', tags: ['stretch', 'casual', 'office'], fabrics: ['Cotton'] },
      { name: 'Pinstriped', pattern: 'pinstripe', border: 'none', blurb: 'A subtle pinstripe for formal days.', tags: ['pinstripe', 'formal', 'office'], fabrics: ['Poly-Viscose'] },
      { name: 'Classic', pattern: 'plain', border: 'none', blurb: 'A clean, classic trouser with a sharp crease.', tags: ['classic', 'office'] },
    ],
    fabrics: [
      { name: 'Cotton', blurb: 'Cotton twill, pre-washed for softness.', care: care.cotton, composition: '97% cotton, 3% elastane', tags: ['cotton'] },
      { name: 'Poly-Viscose', blurb: 'Wrinkle-resistant poly-viscose suiting.', care: care.synthetic, composition: '65% polyester, 35% viscose', tags: ['formal'] },
      { name: 'Linen Blend', blurb: 'A linen-cotton blend that stays cool through a Chennai afternoon.', care: care.cotton, composition: '55% linen, 45% cotton', tags: ['linen', 'summer'] },
    ],
    colours: ['Khaki', 'Beige', 'Navy', 'Olive', 'Charcoal', 'Black', 'Grey'],
    colourCount: [1, 3],
    sizes: WAIST_SIZES,
    price: [899, 2499],
    brands: ['Bombay Tailors', 'Urban Nawab', 'Linen Lane'],
    occasions: ['Office on weekdays, lunch on Saturday.'],
    tags: ['chinos', 'trousers', 'men'],
  },
  {
    category: 'men-kurtas',
    count: 10,
    silhouette: 'kurta-pyjama',
    hsn: '6211',
    forms: [
      { name: 'Kurta', blurb: 'A knee-length kurta with a mandarin collar, side pockets and full sleeves.' },
      { name: 'Short Kurta', blurb: 'A hip-length kurta that works over jeans.' },
    ],
    styles: [
      { name: 'Chikankari', pattern: 'chikan', border: 'none', blurb: 'White-on-white chikankari, stitched by hand in Lucknow.', tags: ['chikankari', 'lucknow', 'embroidered', 'festive'] },
      { name: 'Solid', pattern: 'plain', border: 'none', blurb: 'A clean solid with wooden buttons.', tags: ['solid'] },
      { name: 'Block Print', pattern: 'block', border: 'none', blurb: 'Printed by hand in Sanganer.', tags: ['block print', 'handcrafted'] },
      { name: 'Striped', pattern: 'pinstripe', border: 'none', blurb: 'Fine woven stripes.', tags: ['stripes'] },
    ],
    fabrics: [
      { name: 'Cotton', blurb: 'Soft cotton that breathes.', care: care.cotton, tags: ['cotton', 'summer'] },
      { name: 'Khadi', blurb: 'Handspun khadi with a gentle slub.', care: care.cotton, composition: 'Handspun khadi cotton', tags: ['khadi', 'handloom'] },
      { name: 'Linen', blurb: 'Pure linen, cool and crisp.', care: care.cotton, tags: ['linen', 'summer'] },
    ],
    colours: ['White', 'Ivory', 'Sky Blue', 'Mustard', 'Olive', 'Navy', 'Maroon', 'Beige'],
    colourCount: [1, 3],
    sizes: MEN_SIZES,
    price: [699, 2499],
    brands: ['Khadi Kaaj', 'Navrang Menswear', 'Kalpa'],
    occasions: ['For Friday prayers, pujas and lazy Sundays.', 'A festive kurta that is still comfortable at hour six of the wedding.'],
    tags: ['kurta', 'men', 'ethnic wear'],
  },
  {
    category: 'men-kurta-pyjama',
    count: 12,
    silhouette: 'kurta-pyjama',
    hsn: '6203',
    forms: [
      { name: 'Kurta Pyjama Set', blurb: 'A knee-length kurta with a straight pyjama that has a drawstring waist.' },
      { name: 'Kurta Churidar Set', blurb: 'A kurta with a churidar that gathers neatly at the ankle.' },
      { name: 'Kurta Dhoti Set', blurb: 'A kurta with a ready-to-wear dhoti that ties in seconds.' },
    ],
    styles: [
      { name: 'Silk Blend Festive', pattern: 'zari', border: 'zari', blurb: 'Woven with small zari motifs for Diwali and weddings.', tags: ['festive', 'wedding', 'zari'], fabrics: ['Silk Blend'] },
      { name: 'Chikankari', pattern: 'chikan', border: 'none', blurb: 'Lucknowi chikankari on the placket and yoke.', tags: ['chikankari', 'lucknow', 'embroidered'] },
      { name: 'Jacquard', pattern: 'paisley', border: 'none', blurb: 'Self-paisley jacquard with a rich sheen.', tags: ['jacquard', 'festive'] },
      { name: 'Solid Cotton', pattern: 'plain', border: 'none', blurb: 'A plain kurta in a deep colour, with contrast buttons.', tags: ['solid'], fabrics: ['Cotton'] },
    ],
    fabrics: [
      { name: 'Cotton', blurb: 'Breathable cotton.', care: care.cotton, tags: ['cotton'] },
      { name: 'Silk Blend', blurb: 'A silk blend with a soft lustre.', care: care.silk, composition: 'Art silk blend', tags: ['silk'] },
    ],
    colours: ['Ivory', 'Mustard', 'Maroon', 'Royal Blue', 'Bottle Green', 'Saffron', 'White', 'Black', 'Rust'],
    colourCount: [1, 3],
    sizes: MEN_SIZES,
    price: [1299, 4499],
    brands: ['Navrang Menswear', 'Shehzada', 'Kalpa'],
    occasions: ['Made for haldi, mehendi and Diwali puja.', 'Your Eid and Diwali outfit, sorted.'],
    tags: ['kurta pyjama', 'kurta set', 'men', 'ethnic wear', 'festive'],
  },
  {
    category: 'men-sherwanis',
    count: 8,
    silhouette: 'sherwani',
    hsn: '6203',
    forms: [
      { name: 'Sherwani Set', blurb: 'A sherwani with a mandarin collar and concealed placket, with a churidar and stole.' },
      { name: 'Achkan Sherwani', blurb: 'A knee-length achkan with a fitted chest, and a matching churidar.' },
    ],
    styles: [
      { name: 'Zardozi', pattern: 'zari', border: 'zari', blurb: 'Hand zardozi at the collar, cuffs and front edge.', tags: ['zardozi', 'wedding', 'groom', 'embroidered'] },
      { name: 'Banarasi Brocade', pattern: 'paisley', border: 'zari', blurb: 'Banarasi brocade woven with gold paisleys.', tags: ['banarasi', 'brocade', 'wedding', 'groom'] },
      { name: 'Jacquard', pattern: 'ikat', border: 'zari', blurb: 'A geometric jacquard with antique-gold buttons.', tags: ['jacquard', 'wedding'] },
    ],
    fabrics: [
      { name: 'Silk', blurb: 'Raw silk with a textured slub.', care: care.embellished, composition: 'Raw silk blend', tags: ['silk'] },
      { name: 'Velvet', blurb: 'Velvet for December weddings.', care: care.embellished, composition: 'Micro velvet', tags: ['velvet', 'winter'] },
    ],
    colours: ['Ivory', 'Gold', 'Maroon', 'Wine', 'Navy', 'Bottle Green', 'Beige'],
    colourCount: [1, 2],
    sizes: ['S', 'M', 'L', 'XL', 'XXL'],
    price: [8999, 29999],
    brands: ['Shehzada', 'Navrang Menswear'],
    occasions: ['For the groom, the baraat and the reception.', 'Wedding-ready, down to the stole.'],
    tags: ['sherwani', 'wedding', 'groom', 'men'],
  },
  {
    category: 'men-nehru-jackets',
    count: 10,
    silhouette: 'nehru-jacket',
    hsn: '6203',
    forms: [
      { name: 'Nehru Jacket', blurb: 'A hip-length bandhgala waistcoat with welt pockets and five buttons.' },
      { name: 'Bandi Jacket', blurb: 'A sleeveless bandi with a V-opening and a chest pocket.' },
    ],
    styles: [
      { name: 'Jacquard', pattern: 'paisley', border: 'none', blurb: 'Self-paisley jacquard with a quiet sheen.', tags: ['jacquard', 'festive'] },
      { name: 'Khadi', pattern: 'plain', border: 'none', blurb: 'Plain handspun khadi with horn buttons.', tags: ['khadi', 'handloom'] },
      { name: 'Ikat', pattern: 'ikat', border: 'none', blurb: 'Pochampally ikat, tie-dyed before weaving.', tags: ['ikat', 'handloom'] },
      { name: 'Brocade', pattern: 'zari', border: 'zari', blurb: 'Zari brocade for the wedding season.', tags: ['brocade', 'wedding', 'festive'] },
      { name: 'Checked', pattern: 'checks', border: 'none', blurb: 'A tweedy check for winter evenings.', tags: ['checks', 'winter'] },
    ],
    fabrics: [
      { name: 'Cotton', blurb: 'Structured cotton with a soft lining.', care: care.cotton, tags: ['cotton'] },
      { name: 'Silk Blend', blurb: 'A silk blend with body.', care: care.silk, composition: 'Art silk blend', tags: ['silk'] },
      { name: 'Wool Blend', blurb: 'A warm wool blend.', care: care.wool, tags: ['wool', 'winter'] },
    ],
    colours: ['Navy', 'Maroon', 'Mustard', 'Bottle Green', 'Beige', 'Charcoal', 'Black', 'Ivory', 'Rust'],
    colourCount: [1, 3],
    sizes: MEN_SIZES,
    price: [1299, 3999],
    brands: ['Urban Nawab', 'Khadi Kaaj', 'Kalpa'],
    occasions: ['Over a kurta for festivals, over a shirt for the office party.'],
    tags: ['nehru jacket', 'bandi', 'waistcoat', 'men', 'festive'],
  },
  {
    category: 'men-tshirts',
    count: 10,
    silhouette: 'tshirt',
    hsn: '6109',
    forms: [
      { name: 'Polo T-Shirt', blurb: 'A piqué polo with a two-button placket and ribbed collar.' },
      { name: 'Henley T-Shirt', blurb: 'A henley with a three-button placket.' },
      { name: 'Crew Neck T-Shirt', blurb: 'A crew-neck tee with a taped neck that keeps its shape.' },
      { name: 'Pocket T-Shirt', blurb: 'A relaxed tee with a patch pocket on the chest.' },
    ],
    styles: [
      { name: 'Solid', pattern: 'plain', border: 'none', blurb: 'A solid colour that goes with everything.', tags: ['solid', 'basics'] },
      { name: 'Striped', pattern: 'stripes', border: 'none', blurb: 'Breton-style stripes.', tags: ['stripes', 'casual'] },
      { name: 'Melange', pattern: 'pinstripe', border: 'none', blurb: 'A heathered melange knit with a soft, lived-in look.', tags: ['melange', 'casual'] },
      { name: 'Checked Pique', pattern: 'checks', border: 'none', blurb: 'A textured piqué knit with a subtle check.', tags: ['checks', 'casual'] },
    ],
    fabrics: [{ name: 'Cotton', blurb: 'Combed cotton jersey, bio-washed so it does not pill.', care: care.cotton, composition: '100% combed cotton', tags: ['cotton'] }],
    colours: ['White', 'Black', 'Navy', 'Olive', 'Maroon', 'Grey', 'Mustard', 'Sky Blue'],
    colourCount: [1, 4],
    sizes: MEN_SIZES,
    price: [399, 999],
    brands: ['Urban Nawab', 'Denim Desi'],
    occasions: ['Weekends, gym, travel — your most-worn tee.'],
    tags: ['t-shirt', 'polo', 'tee', 'men', 'casual'],
  },
  {
    category: 'plus-size-kurtas',
    count: 10,
    silhouette: 'kurta',
    hsn: '6204',
    forms: [
      { name: 'Plus Size Straight Kurta', blurb: 'A straight kurta cut with extra room at the bust and hip, with side pockets.' },
      { name: 'Plus Size A-Line Kurta', blurb: 'An A-line kurta with a relaxed armhole and three-quarter sleeves.' },
    ],
    styles: [
      { name: 'Block Print', pattern: 'block', border: 'none', blurb: 'Hand block-printed in Bagru.', tags: ['block print', 'handcrafted'] },
      { name: 'Chikankari', pattern: 'chikan', border: 'none', blurb: 'Lucknowi chikankari on the yoke.', tags: ['chikankari', 'embroidered'] },
      { name: 'Bandhani', pattern: 'bandhani', border: 'contrast', blurb: 'Bandhani from Jamnagar.', tags: ['bandhani', 'gujarat'] },
      { name: 'Floral', pattern: 'floral', border: 'none', blurb: 'A soft floral print.', tags: ['floral'] },
    ],
    fabrics: cottons,
    colours: ['Indigo', 'Maroon', 'Teal', 'Mustard', 'Peach', 'Black', 'Bottle Green', 'Lavender'],
    colourCount: [1, 3],
    sizes: PLUS_SIZES,
    price: [699, 2499],
    brands: ['Poora', 'Roop Plus', 'Khula Fit'],
    occasions: ['Comfortable from the morning meeting to the evening aarti.'],
    tags: ['plus size', 'kurta', 'women'],
  },
  {
    category: 'plus-size-kurta-sets',
    count: 8,
    silhouette: 'kurta-set',
    hsn: '6204',
    forms: [
      { name: 'Plus Size Kurta Set', blurb: 'A kurta and straight pants, cut for 3XL–6XL with an easy waist.' },
      { name: 'Plus Size Kurta Palazzo Set', blurb: 'A kurta over wide palazzos with a full elastic waist.' },
    ],
    styles: [
      { name: 'Gota Patti', pattern: 'zari', border: 'zari', blurb: 'With gota patti lace at the neck and hem.', tags: ['gota patti', 'festive'] },
      { name: 'Leheriya', pattern: 'leheriya', border: 'contrast', blurb: 'Rajasthani leheriya stripes.', tags: ['leheriya', 'rajasthan'] },
      { name: 'Ajrakh', pattern: 'ajrakh', border: 'contrast', blurb: 'Ajrakh printed in Kutch.', tags: ['ajrakh', 'kutch', 'block print'] },
    ],
    fabrics: cottons.slice(0, 3),
    colours: ['Rani Pink', 'Mustard', 'Teal', 'Indigo', 'Maroon', 'Peach'],
    colourCount: [1, 2],
    sizes: PLUS_SIZES,
    price: [1499, 4499],
    brands: ['Poora', 'Roop Plus'],
    occasions: ['Festive without the fuss.'],
    tags: ['plus size', 'kurta set', 'women', 'co-ord'],
  },
  {
    category: 'plus-size-tops',
    count: 8,
    silhouette: 'top',
    hsn: '6206',
    forms: [
      { name: 'Plus Size Tunic', blurb: 'A relaxed tunic with a longer back hem and roll-up sleeves.' },
      { name: 'Plus Size Top', blurb: 'A straight top with a V-neck and side slits.' },
    ],
    styles: [
      { name: 'Striped', pattern: 'stripes', border: 'none', blurb: 'Vertical woven stripes.', tags: ['stripes'] },
      { name: 'Printed', pattern: 'floral', border: 'none', blurb: 'A cheerful all-over print.', tags: ['printed', 'floral'] },
      { name: 'Solid', pattern: 'plain', border: 'contrast', blurb: 'A solid with contrast piping.', tags: ['solid'] },
    ],
    fabrics: cottons,
    colours: ['White', 'Black', 'Navy', 'Mustard', 'Sky Blue', 'Rust'],
    colourCount: [1, 3],
    sizes: PLUS_SIZES,
    price: [599, 1499],
    brands: ['Khula Fit', 'Poora'],
    occasions: ['Weekday easy, weekend ready.'],
    tags: ['plus size', 'top', 'tunic', 'women'],
  },
  {
    category: 'plus-size-shirts',
    count: 8,
    silhouette: 'shirt',
    hsn: '6205',
    forms: [
      { name: 'Plus Size Shirt', blurb: 'A regular-fit shirt with a longer body and roomy sleeves, in 3XL–6XL.' },
      { name: 'Plus Size Half Sleeve Shirt', blurb: 'A half-sleeve shirt with a straight hem to wear untucked, in 3XL–6XL.' },
    ],
    styles: [
      { name: 'Oxford', pattern: 'plain', border: 'none', blurb: 'An Oxford weave.', tags: ['oxford', 'office'] },
      { name: 'Checked', pattern: 'checks', border: 'none', blurb: 'Classic checks.', tags: ['checks', 'casual'] },
      { name: 'Striped', pattern: 'pinstripe', border: 'none', blurb: 'Fine stripes for work.', tags: ['stripes', 'office'] },
    ],
    fabrics: [
      { name: 'Cotton', blurb: 'Breathable cotton poplin.', care: care.cotton, composition: '100% cotton', tags: ['cotton'] },
      { name: 'Linen', blurb: 'Pure linen.', care: care.cotton, composition: '100% linen', tags: ['linen', 'summer'] },
    ],
    colours: ['White', 'Sky Blue', 'Navy', 'Olive', 'Grey', 'Black'],
    colourCount: [1, 3],
    sizes: PLUS_SIZES,
    price: [899, 2299],
    brands: ['Khula Fit', 'Bombay Tailors'],
    occasions: ['A shirt that fits at the shoulders and still buttons easily.'],
    tags: ['plus size', 'shirt', 'men'],
  },
  {
    category: 'accessories-juttis',
    count: 12,
    silhouette: 'jutti',
    hsn: '6403',
    forms: [
      { name: 'Punjabi Jutti', blurb: 'A flat, closed-back jutti with a cushioned insole; it softens to your foot in a few wears.' },
      { name: 'Mojari', blurb: 'A Rajasthani mojari with a curled toe and leather sole.' },
      { name: 'Kolhapuri Chappal', blurb: 'Hand-plaited Kolhapuri chappals with a toe ring and braided straps.' },
    ],
    styles: [
      { name: 'Zari Embroidered', pattern: 'zari', border: 'zari', blurb: 'Embroidered with zari and sequins by hand in Patiala.', tags: ['embroidered', 'zari', 'festive', 'wedding'] },
      { name: 'Phulkari', pattern: 'floral', border: 'contrast', blurb: 'Phulkari florals in bright thread.', tags: ['phulkari', 'punjab'] },
      { name: 'Plain Leather', pattern: 'plain', border: 'none', blurb: 'Vegetable-tanned leather, stitched by hand.', tags: ['leather', 'handcrafted'] },
      { name: 'Mirror Work', pattern: 'ikat', border: 'contrast', blurb: 'Kutchi mirror work and thread embroidery across the toe.', tags: ['mirror work', 'kutch', 'festive'] },
      { name: 'Tilla Work', pattern: 'paisley', border: 'zari', blurb: 'Tilla embroidery in antique-gold thread, made in Amritsar.', tags: ['tilla', 'embroidered', 'wedding'] },
    ],
    fabrics: [{ name: 'Leather', blurb: 'Genuine leather upper and sole.', care: care.leather, composition: 'Leather upper, leather sole', tags: ['leather'] }],
    colours: ['Gold', 'Tan', 'Maroon', 'Black', 'Ivory', 'Rani Pink', 'Brown'],
    colourCount: [1, 2],
    sizes: ['UK 4', 'UK 5', 'UK 6', 'UK 7', 'UK 8', 'UK 9', 'UK 10'],
    price: [699, 2999],
    brands: ['Mojari Mahal', 'Jutti Junction'],
    occasions: ['Made for weddings and every festival dance floor.', 'The finishing touch for a kurta.'],
    tags: ['jutti', 'mojari', 'footwear', 'ethnic footwear'],
  },
  {
    category: 'accessories-bags',
    count: 12,
    silhouette: 'bag',
    hsn: '4202',
    forms: [
      { name: 'Potli Bag', blurb: 'A drawstring potli with a wrist loop and a lined inside pocket.', silhouette: 'potli' },
      { name: 'Tote Bag', blurb: 'A roomy tote with a zip top and inner pockets for a laptop and phone.' },
      { name: 'Handbag', blurb: 'A structured handbag with two handles and a detachable sling.' },
      { name: 'Clutch', blurb: 'An envelope clutch with a magnetic flap and a chain strap.', silhouette: 'wallet' },
    ],
    styles: [
      { name: 'Zari Brocade', pattern: 'zari', border: 'zari', blurb: 'Banarasi brocade with a gold tassel.', tags: ['brocade', 'festive', 'wedding', 'banarasi'], fabrics: ['Silk'] },
      { name: 'Kutchi Embroidered', pattern: 'ikat', border: 'contrast', blurb: 'Kutchi embroidery with tiny mirrors, stitched by women artisans in Bhuj.', tags: ['kutch', 'embroidered', 'mirror work', 'gujarat'], fabrics: ['Silk', 'Jute'] },
      { name: 'Block Printed', pattern: 'block', border: 'none', blurb: 'Hand block-printed cotton canvas over a jute base.', tags: ['block print', 'canvas'], fabrics: ['Jute'] },
      { name: 'Leather', pattern: 'plain', border: 'none', blurb: 'Full-grain leather that ages well.', tags: ['leather'], fabrics: ['Leather'] },
    ],
    fabrics: [
      { name: 'Leather', blurb: 'Full-grain leather.', care: care.leather, composition: 'Genuine leather', tags: ['leather'] },
      { name: 'Silk', blurb: 'Silk brocade over a firm base.', care: care.embellished, composition: 'Silk brocade, cotton lining', tags: ['silk'] },
      { name: 'Jute', blurb: 'Sturdy jute from Bengal, cotton-lined.', care: 'Spot clean with a damp cloth.', composition: 'Jute, cotton lining', tags: ['jute', 'eco'] },
    ],
    colours: ['Tan', 'Black', 'Maroon', 'Gold', 'Rani Pink', 'Teal', 'Brown', 'Beige'],
    colourCount: [1, 2],
    sizes: FREE,
    price: [499, 4999],
    brands: ['Potli Bazaar', 'Kutch Leather Co.', 'Chamda'],
    occasions: ['Carries your phone, keys and shagun envelopes.', 'An everyday bag with room for a laptop.'],
    tags: ['bag', 'handbag', 'potli', 'accessories'],
  },
  {
    category: 'accessories-stoles',
    count: 10,
    silhouette: 'stole',
    hsn: '6214',
    titleOrder: 'style-fabric-form',
    forms: [
      { name: 'Stole', blurb: 'A 70 × 200 cm stole with fringed ends.' },
      { name: 'Shawl', blurb: 'A 100 × 200 cm shawl, warm enough for a Delhi January.' },
    ],
    styles: [
      { name: 'Kani-Style', pattern: 'paisley', border: 'contrast', blurb: 'Woven with Kashmiri kani-style paisleys.', tags: ['kashmiri', 'paisley', 'winter'] },
      { name: 'Kutchi Woven', pattern: 'ikat', border: 'contrast', blurb: 'Handwoven by Vankar weavers in Bhujodi, Kutch.', tags: ['kutch', 'handloom', 'bhujodi', 'gujarat'] },
      { name: 'Solid', pattern: 'plain', border: 'none', blurb: 'A solid colour with a fine fringe.', tags: ['solid'] },
      { name: 'Checked', pattern: 'checks', border: 'none', blurb: 'A soft check.', tags: ['checks'] },
    ],
    fabrics: [
      { name: 'Wool', blurb: 'Fine merino wool.', care: care.wool, composition: '100% wool', tags: ['wool', 'winter'] },
      { name: 'Pashmina Blend', blurb: 'Pashmina blended with silk for drape and warmth.', care: care.wool, composition: '70% pashmina, 30% silk', tags: ['pashmina', 'winter'] },
      { name: 'Cotton', blurb: 'Handloom cotton for summer evenings.', care: care.cotton, tags: ['cotton', 'summer'] },
    ],
    colours: ['Maroon', 'Grey', 'Charcoal', 'Beige', 'Navy', 'Mustard', 'Rust', 'Ivory'],
    colourCount: [1, 2],
    sizes: FREE,
    price: [599, 5999],
    brands: ['Pashm Ghar', 'Kutch Kala'],
    occasions: ['Warmth for winter weddings and chilly trains.'],
    tags: ['stole', 'shawl', 'winter', 'accessories'],
  },
  {
    category: 'accessories-belts-wallets',
    count: 8,
    silhouette: 'wallet',
    hsn: '4202',
    forms: [
      { name: 'Bi-Fold Wallet', blurb: 'A slim bi-fold wallet with eight card slots and a coin pocket.' },
      { name: 'Leather Belt', blurb: 'A 35 mm leather belt with a brushed-metal buckle.', silhouette: 'belt' },
      { name: 'Card Holder', blurb: 'A slim card holder with four slots and a centre pocket for folded notes.' },
      { name: 'Reversible Belt', blurb: 'A reversible belt, black on one side and brown on the other, with a swivel buckle.', silhouette: 'belt' },
    ],
    styles: [
      { name: 'Classic', pattern: 'plain', border: 'none', blurb: 'Full-grain leather, edge-painted by hand in Kanpur.', tags: ['leather', 'classic', 'office'] },
      { name: 'Textured', pattern: 'pinstripe', border: 'none', blurb: 'Saffiano-textured leather that resists scratches.', tags: ['leather', 'textured'] },
      { name: 'Hand-Stitched', pattern: 'plain', border: 'contrast', blurb: 'Saddle-stitched by hand with waxed thread in Dharavi workshops.', tags: ['leather', 'handcrafted'] },
    ],
    fabrics: [{ name: 'Leather', blurb: 'Genuine leather.', care: care.leather, composition: 'Genuine leather', tags: ['leather'] }],
    colours: ['Black', 'Tan', 'Brown'],
    colourCount: [1, 2],
    sizes: FREE,
    price: [599, 1999],
    brands: ['Chamda', 'Kutch Leather Co.'],
    occasions: ['An everyday essential that lasts for years.'],
    tags: ['leather', 'accessories', 'men'],
  },
];

export interface CollectionSeed {
  slug: string;
  title: string;
  description: string;
  /** Tags or categories that qualify a product; `maxPrice` in GST-inclusive rupees. */
  rule: { tags?: string[]; categories?: string[]; maxPrice?: number; fabrics?: string[] };
  size: number;
}

export const COLLECTIONS: CollectionSeed[] = [
  { slug: 'festive-edit', title: 'Festive Edit', description: 'Zari, bandhani and gota for Diwali, Navratri and Eid — festive dressing for the whole family.', rule: { tags: ['festive', 'navratri'] }, size: 30 },
  { slug: 'wedding-season', title: 'Wedding Season', description: 'Banarasi silks, lehengas, sherwanis and mojaris for the baraat, the pheras and the reception.', rule: { tags: ['wedding', 'bridal', 'groom'] }, size: 28 },
  { slug: 'summer-cottons', title: 'Summer Cottons', description: 'Mulmul, khadi and linen that breathe through an Indian May.', rule: { tags: ['summer'] }, size: 30 },
  { slug: 'office-wear', title: 'Office Wear', description: 'Crisp shirts, chinos, straight kurtas and easy sarees for the working week.', rule: { tags: ['office', 'formal'] }, size: 26 },
  { slug: 'surat-silks', title: 'Surat Silks', description: "From Surat and across Gujarat: patola, tanchoi, bandhani and gharchola, woven and dyed where India's textile trade began.", rule: { tags: ['surat', 'gujarat'], categories: ['women-sarees', 'women-dupattas', 'women-anarkalis', 'women-lehengas'] }, size: 24 },
  { slug: 'under-999', title: 'Under ₹999', description: 'Everyday favourites at ₹999 or less, GST included.', rule: { maxPrice: 999 }, size: 30 },
  { slug: 'handloom-heritage', title: 'Handloom Heritage', description: 'Ikat, chanderi, kota doria and khadi — woven by hand by weaving families across India.', rule: { tags: ['handloom'] }, size: 24 },
];
