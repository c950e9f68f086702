import { Field, Float, ID, InputType, Int, ObjectType, registerEnumType } from 'type-graphql';
import { ProductSort } from './catalog.rules';

/**
 * The catalogue's GraphQL types (the storefront's contract). Money is in rupees here: `price` is
 * what the shopper pays (GST-inclusive), `mrp` the tax-inclusive printed price, `sellingPrice` ex-GST.
 */

registerEnumType(ProductSort, {
  name: 'ProductSort',
  description: 'Listing order. RELEVANCE ranks by the search term (popularity without one).',
});

@ObjectType('Category', { description: 'A department (women, men, plus-size, accessories) or one of its subcategories.' })
export class CategoryView {
  @Field(() => ID)
  id: string;

  @Field(() => String)
  slug: string;

  @Field(() => String)
  name: string;

  @Field(() => String)
  description: string;

  @Field(() => String, { nullable: true, description: 'A /media picture URL for tiles.' })
  image: string | null;

  parentId: number | null;
}

@ObjectType('ProductImage')
export class ProductImageView {
  @Field(() => ID)
  id: string;

  @Field(() => String, { description: 'The mid-size WebP rendering.' })
  url: string;

  @Field(() => String, { description: 'Every width, for <img srcset>: "…-320.webp 320w, …-640.webp 640w, …-1024.webp 1024w".' })
  srcSet: string;

  @Field(() => String)
  alt: string;

  @Field(() => Int, { description: 'Intrinsic width of the largest rendering.' })
  width: number;

  @Field(() => Int)
  height: number;

  @Field(() => String, { nullable: true, description: 'The variant colour this picture shows.' })
  color: string | null;
}

@ObjectType('ProductVariant', { description: 'One buyable size and colour.' })
export class ProductVariantView {
  @Field(() => ID)
  id: string;

  @Field(() => String)
  sku: string;

  @Field(() => String)
  size: string;

  @Field(() => String)
  color: string;

  @Field(() => String)
  colorHex: string;

  @Field(() => Int)
  stock: number;

  @Field(() => Boolean)
  inStock: boolean;

  @Field(() => Float, { description: 'Rupees, tax-inclusive as printed.' })
  mrp: number;

  @Field(() => Float, { description: 'Rupees, ex-GST.' })
  sellingPrice: number;

  @Field(() => Float, { description: 'Rupees, GST-inclusive: what the shopper pays.' })
  price: number;
}

@ObjectType('ProductColor')
export class ProductColorView {
  @Field(() => String)
  name: string;

  @Field(() => String)
  hex: string;
}

@ObjectType('RatingSummary', { description: 'A product\'s rating: the visible reviews\' average (1–5, one decimal; 0 without reviews) and how many there are.' })
export class RatingSummaryView {
  @Field(() => Float)
  average: number;

  @Field(() => Int)
  count: number;
}

@ObjectType('Product')
export class ProductView {
  @Field(() => ID)
  id: string;

  @Field(() => String)
  slug: string;

  @Field(() => String)
  title: string;

  @Field(() => String)
  description: string;

  @Field(() => String)
  brand: string;

  @Field(() => String)
  fabric: string;

  @Field(() => String)
  care: string;

  @Field(() => String, { description: 'HSN code for GST invoices.' })
  hsnCode: string;

  @Field(() => Int, { description: 'GST percent.' })
  gstRate: number;

  @Field(() => [String])
  tags: string[];

  @Field(() => Float, { description: 'Rupees, GST-inclusive, of the cheapest variant in stock (cheapest overall when sold out).' })
  price: number;

  @Field(() => Float, { description: "Rupees, that variant's MRP (never below price)." })
  mrp: number;

  @Field(() => Float, { description: "Rupees, that variant's ex-GST selling price." })
  sellingPrice: number;

  @Field(() => Int, { description: 'Whole percent off the MRP.' })
  percentOff: number;

  @Field(() => Boolean)
  onSale: boolean;

  @Field(() => Boolean, { description: 'Some variant has stock.' })
  inStock: boolean;

  @Field(() => Boolean, { description: 'Added in the last 30 days.' })
  isNew: boolean;

  @Field(() => Boolean, { description: 'Whether it may be returned or exchanged (false for innerwear and the like).' })
  returnable: boolean;

  @Field(() => RatingSummaryView, { description: 'Average stars (one decimal) and number of the visible reviews of verified buyers.' })
  rating: RatingSummaryView;

  @Field(() => Int)
  salesCount: number;

  @Field(() => Date)
  createdAt: Date;

  @Field(() => String, { description: 'Country of origin (Consumer Protection (E-Commerce) Rules 2020).' })
  countryOfOrigin: string;

  @Field(() => String, { description: "Maker's name and address (Legal Metrology rule 6(10)); empty when not given." })
  manufacturer: string;

  @Field(() => String, { description: "Packer's name and address; empty when the maker packs." })
  packer: string;

  @Field(() => String, { description: "Importer's name and address; empty for goods made in India." })
  importer: string;

  @Field(() => String, { description: "Net quantity, e.g. '1 N'." })
  netQuantity: string;

  /** Internal: numeric ids for the loaders behind the field resolvers. */
  productId: number;
  categoryId: number;
}

@ObjectType('ProductPage')
export class ProductPageView {
  @Field(() => [ProductView])
  items: ProductView[];

  @Field(() => Int, { description: 'Matching products across all pages.' })
  total: number;

  @Field(() => Int)
  page: number;

  @Field(() => Int)
  limit: number;

  @Field(() => Int)
  pageCount: number;
}

@ObjectType('PriceRange')
export class PriceRangeView {
  @Field(() => Float)
  min: number;

  @Field(() => Float)
  max: number;
}

@ObjectType('ProductFacets', { description: 'What a listing can still be narrowed to (computed without its own size, colour and price filters).' })
export class ProductFacetsView {
  @Field(() => [String])
  sizes: string[];

  @Field(() => [ProductColorView])
  colors: ProductColorView[];

  @Field(() => PriceRangeView, { description: 'GST-inclusive rupees; 0–0 when nothing matches.' })
  price: PriceRangeView;
}

@ObjectType('Collection', { description: 'A curated, ordered edit of products.' })
export class CollectionView {
  @Field(() => ID)
  id: string;

  @Field(() => String)
  slug: string;

  @Field(() => String)
  title: string;

  @Field(() => String)
  description: string;

  @Field(() => String, { nullable: true })
  image: string | null;

  collectionId: number;
}

@InputType('ProductFilter', { description: 'Every field optional; all given fields must match.' })
export class ProductFilterInput {
  @Field(() => String, { nullable: true, description: 'A department or subcategory slug (a department includes its subcategories).' })
  category?: string | null;

  @Field(() => ID, { nullable: true, description: 'A collection id or slug.' })
  collection?: string | null;

  @Field(() => Boolean, { nullable: true, description: 'true: only discounted products; false: only full-price ones.' })
  sale?: boolean | null;

  @Field(() => String, { nullable: true, description: 'Full-text search over title, description, brand and tags.' })
  search?: string | null;

  @Field(() => [String], { nullable: true, description: 'Any of these sizes.' })
  sizes?: string[] | null;

  @Field(() => [String], { nullable: true, description: 'Any of these colour names.' })
  colors?: string[] | null;

  @Field(() => Float, { nullable: true, description: 'Rupees, GST-inclusive.' })
  minPrice?: number | null;

  @Field(() => Float, { nullable: true, description: 'Rupees, GST-inclusive.' })
  maxPrice?: number | null;

  @Field(() => Boolean, { nullable: true })
  inStock?: boolean | null;
}
