/** Site content on the storefront: the page words hook and how editable texts render. */
export { usePageContent } from './usePageContent';
export { RichText, ContentLink } from './RichText';
export type { EnquiryFields } from './enquiries';
export { BUSINESS_HOURS, STORE_CONTACT, emailHref, phoneHref, whatsAppHref } from './store-info';
