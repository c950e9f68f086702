/** msw answers a storefront test often needs but rarely asserts on. */
import { HttpResponse } from 'msw';
import { departments, facets, productPage } from './catalog-fixtures';
import { api } from './msw';

/** A signed-in shopper's empty cart (the cart loads from the server once logged in). */
export const emptyMemberCartAnswer = {
  data: {
    cart: {
      __typename: 'Cart', id: 'cart-1', items: [], itemCount: 0, subtotal: 0, shipping: 0, total: 0, taxAmount: 0,
      gst: { __typename: 'CartGst', total: 0, cgst: 0, sgst: 0, igst: 0, sellerStateCode: '24' }, couponCode: null, couponDiscount: 0, couponError: null, notices: [],
    },
  },
};
export const emptyMemberCart = api.query('MemberCart', () => HttpResponse.json(emptyMemberCartAnswer));

/** A signed-in shopper's empty wishlist (it loads from the server once logged in, like the cart). */
export const emptyMemberWishlist = api.query('MemberWishlist', () =>
  HttpResponse.json({ data: { wishlist: { __typename: 'Wishlist', items: [], count: 0, notices: [] } } }),
);

/** A member without store credit (the /account page and checkout ask). */
export const noStoreCredit = api.query('MyStoreCredit', () => HttpResponse.json({ data: { myStoreCredit: { __typename: 'StoreCredit', balance: 0, entries: [] } } }));

/** What the app loads for any signed-in shopper: their (empty) cart and wishlist, and no store credit. */
export const signedInBasics = [emptyMemberCart, emptyMemberWishlist, noStoreCredit];

/** An empty shop: no products, the usual facets and departments — for tests that merely land on /shop. */
export const emptyShop = [
  api.query('ShopProducts', () => HttpResponse.json({ data: { products: productPage([]) } })),
  api.query('ShopFacets', () => HttpResponse.json({ data: { productFacets: facets() } })),
  api.query('ShopCategories', () => HttpResponse.json({ data: { categories: departments() } })),
  // The search overlay's suggestions while a term is typed: none.
  api.query('SearchSuggestions', () => HttpResponse.json({ data: { searchSuggestions: { __typename: 'SearchSuggestions', products: [], categories: [] } } })),
];
