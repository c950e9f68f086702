import { layout, listUnsubscribeHeaders, withHeaders, type RenderedMail } from '../mail/templates';

/**
 * The one mail of a back-in-stock alert, with the link to the product and the unsubscribe link (a page
 * with a button), and List-Unsubscribe headers whose address unsubscribes on one POST (RFC 8058).
 */
export function backInStockMail(d: { item: string; productUrl: string; unsubscribeUrl: string; oneClickUrl: string }): RenderedMail {
  return withHeaders(listUnsubscribeHeaders(d.oneClickUrl), layout({
    template: 'back_in_stock',
    subject: `Back in stock: ${d.item}`,
    preheader: 'The size you asked about is back — while stock lasts',
    intro: [`Good news: ${d.item} is back in stock at Kapda. Sizes sell out quickly, so do not wait too long.`],
    highlight: { kind: 'button', label: 'Shop it now', url: d.productUrl },
    outro: [`This was a one-time alert. No more back-in-stock emails? Unsubscribe with one click: ${d.unsubscribeUrl}`],
    reason: 'You received this email because this address asked to be told when this size is back in stock.',
  }));
}
