/** Catalogue answers shaped exactly like the API's, for msw handlers in web tests. */
import type { ProductCardFieldsFragment, ProductDetailQuery, ShopCategoriesQuery, ShopFacetsQuery } from '../gql/graphql';

type DetailProduct = NonNullable<ProductDetailQuery['product']>;

/** The store's return window as the API answers `returnPolicy` (RETURN_WINDOW_DAYS, 30 by default). */
export const returnPolicy = { __typename: 'ReturnPolicy' as const, windowDays: 30 };

export function productCard(overrides: Partial<ProductCardFieldsFragment> = {}): ProductCardFieldsFragment {
  const id = overrides.id ?? '1';
  const slug = overrides.slug ?? `product-${id}`;
  return {
    __typename: 'Product',
    id,
    slug,
    title: 'Maroon Chanderi Silk Kurta',
    brand: 'Kapda Atelier',
    price: 1499,
    mrp: 2199,
    percentOff: 31,
    onSale: true,
    inStock: true,
    isNew: false,
    gstRate: 5,
    rating: { __typename: 'RatingSummary', average: 0, count: 0 },
    images: [
      { __typename: 'ProductImage', id: `${id}-img`, url: `/media/${slug}-640.webp`, srcSet: `/media/${slug}-320.webp 320w, /media/${slug}-640.webp 640w, /media/${slug}-1024.webp 1024w`, alt: 'Front view', width: 1024, height: 1365, color: 'Maroon' },
    ],
    colors: [{ __typename: 'ProductColor', name: 'Maroon', hex: '#7a1f3d' }],
    ...overrides,
  } as ProductCardFieldsFragment;
}

export function productPage(items: ProductCardFieldsFragment[], { total = items.length, page = 1, limit = 24 } = {}) {
  return { __typename: 'ProductPage', items, total, page, limit, pageCount: Math.max(1, Math.ceil(total / limit)) };
}

export function facets(overrides: Partial<ShopFacetsQuery['productFacets']> = {}) {
  return {
    __typename: 'ProductFacets',
    sizes: ['S', 'M', 'L', 'XL'],
    colors: [
      { __typename: 'ProductColor', name: 'Maroon', hex: '#7a1f3d' },
      { __typename: 'ProductColor', name: 'Navy', hex: '#1f2f5c' },
    ],
    price: { __typename: 'PriceRange', min: 399, max: 12999 },
    ...overrides,
  };
}

export function departments(): ShopCategoriesQuery['categories'] {
  const child = (id: string, slug: string, name: string, productCount: number) => ({ __typename: 'Category' as const, id, slug, name, productCount });
  return [
    { __typename: 'Category', id: 'w', slug: 'women', name: 'Women', productCount: 90, children: [child('wk', 'women-kurtas', 'Kurtas', 30), child('ws', 'women-sarees', 'Sarees', 25)] },
    { __typename: 'Category', id: 'm', slug: 'men', name: 'Men', productCount: 70, children: [child('ms', 'men-shirts', 'Shirts', 30)] },
    { __typename: 'Category', id: 'p', slug: 'plus-size', name: 'Plus Size', productCount: 25, children: [] },
    { __typename: 'Category', id: 'a', slug: 'accessories', name: 'Accessories', productCount: 20, children: [] },
  ] as unknown as ShopCategoriesQuery['categories'];
}

/** A kurta in Maroon and Navy, sizes S–L: Navy L sold out, Maroon M down to 2 pieces. */
export function productDetail(overrides: Partial<DetailProduct> = {}): DetailProduct {
  const variant = (size: string, color: string, colorHex: string, stock: number) => ({
    __typename: 'ProductVariant' as const, id: `${size}-${color}`, sku: `KRT-${color.slice(0, 3).toUpperCase()}-${size}`, size, color, colorHex,
    stock, inStock: stock > 0, mrp: 2199, price: 1499,
  });
  return {
    ...productCard({ id: '42', slug: 'maroon-chanderi-silk-kurta', colors: [{ __typename: 'ProductColor', name: 'Maroon', hex: '#7a1f3d' }, { __typename: 'ProductColor', name: 'Navy', hex: '#1f2f5c' }] as unknown as ProductCardFieldsFragment['colors'] }),
    description: 'A straight-cut Chanderi kurta with zari buttis.',
    fabric: 'Chanderi silk-cotton',
    care: 'Dry clean only',
    tags: ['festive'],
    sellingPrice: 1427.62,
    hsnCode: '6204',
    countryOfOrigin: 'India',
    manufacturer: 'Kapda Fashions, Ring Road Textile Market, Surat, Gujarat 395002',
    packer: '',
    importer: '',
    netQuantity: '1 N',
    returnable: true,
    hasSizeChart: true,
    topReviews: [],
    sizes: ['S', 'M', 'L'],
    category: { __typename: 'Category', id: 'wk', slug: 'women-kurtas', name: 'Kurtas', parent: { __typename: 'Category', id: 'w', slug: 'women', name: 'Women' } },
    variants: [
      variant('S', 'Maroon', '#7a1f3d', 10), variant('M', 'Maroon', '#7a1f3d', 2), variant('L', 'Maroon', '#7a1f3d', 8),
      variant('S', 'Navy', '#1f2f5c', 6), variant('M', 'Navy', '#1f2f5c', 4), variant('L', 'Navy', '#1f2f5c', 0),
    ],
    related: [productCard({ id: '43', title: 'Navy Cotton Kurta Set', price: 999, mrp: 999, percentOff: 0, onSale: false })],
    ...overrides,
  } as DetailProduct;
}
