import { systemClock, type Clock } from './kernel/clock';
import type { BackgroundTask, Services } from './kernel/registry';
import type { DataSource } from 'typeorm';
import type { Config } from './config';
import { createRateLimitStore } from './infra/rate-limits';
import { createMediaStore } from './infra/media-store';
import { AccountService } from './modules/auth/account.service';
import { AccountTokens } from './modules/auth/account-tokens';
import { AuthLimits } from './modules/auth/auth-limits';
import { AuthService } from './modules/auth/auth.service';
import { MailService } from './modules/mail/mail.service';
import { MessagingService, messagingChannel } from './modules/messaging/messaging.service';
import { SubAdminService } from './modules/users/subadmin.service';
import { CatalogService } from './modules/catalog/catalog.service';
import { CartService } from './modules/cart/cart.service';
import { GuestMergeService } from './modules/cart/guest-merge.service';
import { CouponService } from './modules/coupons/coupon.service';
import { CouponLimits } from './modules/coupons/coupon-limits';
import { WishlistService } from './modules/wishlist/wishlist.service';
import { FormLimits } from './modules/content/form-limits';
import { NewsletterService } from './modules/content/newsletter.service';
import { EnquiryService } from './modules/enquiries/enquiry.service';
import { Housekeeping } from './modules/housekeeping/housekeeping.service';
import { DeliveryService, DirectoryServiceability } from './modules/delivery/delivery.service';
import { AddressBookService } from './modules/delivery/address-book.service';
import { regionByName } from '@kapda/rules/india';
import { InvoiceService } from './modules/invoices/invoice.service';
import { OrderLifecycle } from './modules/orders/order-lifecycle';
import { OrderService } from './modules/orders/order.service';
import { OrderLimits } from './modules/orders/order-limits';
import { paymentGateways } from './modules/payments/gateways';
import { PaymentLog } from './modules/payments/payment-log';
import { PaymentService } from './modules/payments/payment.service';
import { periodic } from './kernel/periodic';
import { PaymentRefunds } from './modules/payments/refunds';
import { AuditLog } from './modules/audit/audit.service';
import { ApiKeyService } from './modules/integrations/api-key.service';
import { WebhookService } from './modules/integrations/webhook.service';
import { BannerService } from './modules/banners/banner.service';
import { SizeChartService } from './modules/size-charts/size-chart.service';
import { SiteContentService } from './modules/content/site-content.service';
import { EnquiryDeskService } from './modules/enquiries/enquiry-desk.service';
import { DashboardService } from './modules/backoffice/dashboard.service';
import { OrderDeskService } from './modules/backoffice/order-desk.service';
import { CustomerDeskService } from './modules/backoffice/customer-desk.service';
import { CatalogAdminService } from './modules/catalog/catalog-admin.service';
import { CatalogCsvService } from './modules/catalog/catalog-csv.service';
import { SitemapService } from './modules/catalog/sitemap.service';
import { OgImages } from './modules/catalog/og-image';
import { ListingCards } from './modules/catalog/listing-cards';
import { CouponAdminService } from './modules/coupons/coupon-admin.service';
import { StoreCreditService } from './modules/store-credit/store-credit.service';
import { CreditNoteService } from './modules/invoices/credit-note.service';
import { ReturnAccounting } from './modules/invoices/return-accounting';
import { ReturnService, type ReturnHooks } from './modules/returns/returns.service';
import { ReviewService } from './modules/reviews/reviews.service';
import { StockAlertService } from './modules/reviews/stock-alerts.service';
import { PictureStore } from './modules/catalog/product-pictures';


/**
 * The service container: one instance of each domain service, wired once at start-up.
 * Resolvers and REST handlers reach services only through this (ctx.services); its shape is
 * kernel/registry.ts's Services, which each domain's `<domain>.module.ts` extends.
 */
export function createServices(dataSource: DataSource, config: Config, clock: Clock = systemClock): Services {
  const mail = new MailService(dataSource, config);
  // WhatsApp order updates: the Cloud API when configured, else kept in the outbox (/dev/messages).
  const messaging = new MessagingService(dataSource, messagingChannel(config));
  const rateLimits = createRateLimitStore(config.REDIS_URL);
  const media = createMediaStore(config);
  const accountTokens = new AccountTokens(config.keys.accountTokens);
  const authLimits = new AuthLimits(rateLimits);
  const auth = new AuthService(dataSource, config, mail, authLimits, accountTokens);
  const accounts = new AccountService(dataSource, mail, authLimits, accountTokens, auth, config, messaging);
  const catalog = new CatalogService(dataSource);
  const coupons = new CouponService(dataSource, catalog, new CouponLimits(rateLimits));
  const cart = new CartService(dataSource, coupons, catalog, regionByName(config.SELLER_STATE)!.code);
  const wishlist = new WishlistService(dataSource, catalog, cart);
  const guestMerge = new GuestMergeService(dataSource, cart, wishlist);
  const formLimits = new FormLimits(rateLimits);
  // Webhooks are made below; the enquiry reaches them only once the store runs.
  const enquiries = new EnquiryService(dataSource, mail, formLimits, config, { emit: (...event) => webhooks.emit(...event) });
  const newsletter = new NewsletterService(dataSource, formLimits, mail, config);
  const housekeeping = new Housekeeping(dataSource);
  const delivery = new DeliveryService(new DirectoryServiceability(config));
  const addressBook = new AddressBookService(dataSource, delivery);
  const invoices = new InvoiceService(dataSource, config, clock);
  const { gateways, online, sandbox } = paymentGateways(config);
  const paymentLog = new PaymentLog(dataSource);
  // Webhooks are made below; a refund reaches them only once the store runs.
  const refunds = new PaymentRefunds(dataSource, gateways, paymentLog, { emit: (...event) => webhooks.emit(...event) }, messaging);
  const audit = new AuditLog(dataSource);
  const webhooks = new WebhookService(dataSource, config, audit, mail, clock);
  const subAdmins = new SubAdminService(dataSource, config, mail, auth, accountTokens, audit);
  const storeCredit = new StoreCreditService(dataSource);
  const lifecycle = new OrderLifecycle(dataSource, catalog, invoices, mail, refunds, config, webhooks, storeCredit, messaging);
  const payments = new PaymentService(dataSource, gateways, online, sandbox, lifecycle, delivery, refunds, paymentLog, audit, config, clock);
  const orders = new OrderService(dataSource, config, cart, coupons, catalog, delivery, payments, lifecycle, mail, regionByName(config.SELLER_STATE)!.code, new OrderLimits(rateLimits, config.ORDER_LIMIT_PER_MINUTE), clock, storeCredit);
  const banners = new BannerService(dataSource, audit);
  const siteContent = new SiteContentService(dataSource, audit);
  const enquiryDesk = new EnquiryDeskService(dataSource, mail, audit, config);
  const dashboard = new DashboardService(dataSource, clock);
  // The desk cancelling an exchange's replacement order: the return's value goes back (ReturnService, made below).
  const orderDesk = new OrderDeskService(dataSource, lifecycle, audit, (ctx, order) => returns.replacementCancelled(ctx, order));
  const customerDesk = new CustomerDeskService(dataSource);
  const catalogAdmin = new CatalogAdminService(dataSource, catalog, audit, { media, webhooks });
  const catalogCsv = new CatalogCsvService(dataSource, catalogAdmin);
  const sitemap = new SitemapService(dataSource, catalog, config.publicUrl);
  const ogImages = new OgImages(media, catalog);
  const listingCards = new ListingCards();
  catalog.onChange(() => listingCards.forget());
  const couponAdmin = new CouponAdminService(dataSource, audit);
  const apiKeys = new ApiKeyService(dataSource, audit, clock);
  const creditNotes = new CreditNoteService(dataSource, clock);
  // A refunded or exchanged return's GST credit note and the dashboard's returns summary, in the return's transaction.
  const returns = new ReturnService(dataSource, config, orders, lifecycle, catalog, refunds, mail, audit, webhooks, storeCredit, clock, returnHooks(new ReturnAccounting(creditNotes, clock), messaging));
  const reviews = new ReviewService(dataSource, catalog, audit, new PictureStore(media), media, rateLimits);
  const sizeCharts = new SizeChartService(dataSource, catalog, audit);
  housekeeping.also({ name: 'reviewPhotos', run: (now) => reviews.sweepLoosePhotos(now) });
  const stockAlerts = new StockAlertService(dataSource, reviews, mail, rateLimits, config);
  // Stock that comes back through any write (stock panel, CSV import, QC restock, cancellation) sends its alerts:
  // at once after a write in this process, and every half minute for writes made by other processes.
  catalog.onChange(() => stockAlerts.kick());
  const stockAlertWorker = periodic(() => stockAlerts.dispatch(), 30_000);
  // Every minute: unpaid holds run out; payments still open are asked about (each claimed, so several processes may run them).
  const holdWorker = periodic(() => orders.releaseExpiredHolds());
  const reconciler = periodic(() => payments.reconcile());
  /** Work that runs while the store listens (started and stopped by boot.ts); stopping waits for reset links being issued. */
  const background: BackgroundTask[] = [{ start() {}, stop: async () => media.close() }, mail, messaging, webhooks, housekeeping, holdWorker, reconciler, stockAlertWorker, { start() {}, stop: () => auth.settled() }, { start() {}, stop: () => rateLimits.close() }];
  return { config, dataSource, background, media, mail, messaging, rateLimits, auth, accounts, subAdmins, catalog, cart, wishlist, coupons, guestMerge, housekeeping, enquiries, newsletter, delivery, addressBook, invoices, payments, orders, audit, banners, siteContent, enquiryDesk, dashboard, orderDesk, customerDesk, catalogAdmin, catalogCsv, sitemap, ogImages, listingCards, couponAdmin, apiKeys, webhooks, storeCredit, returns, creditNotes, reviews, stockAlerts, sizeCharts };
}

/** A settled return's work in other domains, in its transaction: the GST credit note and sales, then the shopper's WhatsApp "refund processed" (sent only once the refund is made: after the gateway took it). */
function returnHooks(accounting: ReturnAccounting, messaging: MessagingService): ReturnHooks {
  const to: Record<string, string> = { original: 'to your original payment method', bank: 'by bank/UPI transfer', store_credit: 'as store credit' };
  return {
    async afterMove(manager, ret, items, order, from) {
      await accounting.afterMove(manager, ret, items, from);
      if (ret.status === 'refunded' && ret.refundAmount > 0) {
        await messaging.orderUpdate(manager, order, 'refund_processed', { refundAmount: ret.refundAmount, refundTo: to[ret.refundTo ?? ''] ?? to.original }, `return:${ret.id}:refund_processed`);
      }
    },
  };
}

export type { Services } from './kernel/registry';
