/** Promo banners: the storefront's live banner and the strip the back office previews. */
export { LivePromoBanner } from './LivePromoBanner';
export { PromoBannerStrip, type PromoBannerLook } from './PromoBannerStrip';
export { DISMISSED_BANNER_KEY } from './dismissed-banner';
