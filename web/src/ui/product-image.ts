/** Shown wherever a product has no picture or its picture fails to load (web/public/default-product.svg). */
export const DEFAULT_PRODUCT_IMAGE = '/default-product.svg';
