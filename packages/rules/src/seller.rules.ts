/**
 * The seller's published address: one source for the storefront's footer, contact, terms and privacy
 * pages and the supplier on every tax invoice, so the shop never shows two addresses. (The name,
 * state and GSTIN on the invoice are configuration: SELLER_NAME, SELLER_STATE, SELLER_GSTIN.)
 */
export const SELLER_ADDRESS_LINES: readonly string[] = ['3rd Floor, Shree Rajhans Textile Market', 'Ring Road, Salabatpura', 'Surat, Gujarat 395002'];

/** The address on one line: "3rd Floor, Shree Rajhans Textile Market, Ring Road, Salabatpura, Surat, Gujarat 395002". */
export const SELLER_ADDRESS = SELLER_ADDRESS_LINES.join(', ');
