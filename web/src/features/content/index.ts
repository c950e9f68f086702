/** Site content on the storefront: the page words hook and how editable texts render. */
export { usePageContent } from './usePageContent';
export { RichText, ContentLink } from './RichText';
