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
import { SiteContentService } from './modules/content/site-content.service';
import { EnquiryDeskService } from './modules/enquiries/enquiry-desk.service';
import { DashboardService } from './modules/backoffice/dashboard.service';
import { OrderDeskService } from './modules/backoffice/order-desk.service';
import { CustomerDeskService } from './modules/backoffice/customer-desk.service';
import { CatalogAdminService } from './modules/catalog/catalog-admin.service';
import { CatalogCsvService } from './modules/catalog/catalog-csv.service';
import { CouponAdminService } from './modules/coupons/coupon-admin.service';


/**
 * The service container: one instance of each domain service, wired once at start-up.
 * Resolvers and REST handlers reach services only through this (ctx.services); its shape is
 * kernel/registry.ts's Services, which each domain's `<domain>.module.ts` extends.
 */
export function createServices(dataSource: DataSource, config: Config, clock: Clock = systemClock): Services {
  const mail = new MailService(dataSource, config);
  const rateLimits = createRateLimitStore(config.REDIS_URL);
  const media = createMediaStore(config);
  const accountTokens = new AccountTokens(config.keys.accountTokens);
  const authLimits = new AuthLimits(rateLimits);
  const auth = new AuthService(dataSource, config, mail, authLimits, accountTokens);
  const accounts = new AccountService(dataSource, mail, authLimits, accountTokens, auth, config);
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
  const refunds = new PaymentRefunds(dataSource, gateways, paymentLog, { emit: (...event) => webhooks.emit(...event) });
  const audit = new AuditLog(dataSource);
  const webhooks = new WebhookService(dataSource, config, audit, mail, clock);
  const subAdmins = new SubAdminService(dataSource, config, mail, auth, accountTokens, audit);
  const lifecycle = new OrderLifecycle(dataSource, catalog, invoices, mail, refunds, config, webhooks);
  const payments = new PaymentService(dataSource, gateways, online, sandbox, lifecycle, delivery, refunds, paymentLog, audit, config, clock);
  const orders = new OrderService(dataSource, config, cart, coupons, catalog, delivery, payments, lifecycle, mail, regionByName(config.SELLER_STATE)!.code, new OrderLimits(rateLimits, config.ORDER_LIMIT_PER_MINUTE), clock);
  const banners = new BannerService(dataSource, audit);
  const siteContent = new SiteContentService(dataSource, audit);
  const enquiryDesk = new EnquiryDeskService(dataSource, mail, audit, config);
  const dashboard = new DashboardService(dataSource, clock);
  const orderDesk = new OrderDeskService(dataSource, lifecycle, audit);
  const customerDesk = new CustomerDeskService(dataSource);
  const catalogAdmin = new CatalogAdminService(dataSource, catalog, audit, { media, webhooks });
  const catalogCsv = new CatalogCsvService(dataSource, catalogAdmin);
  const couponAdmin = new CouponAdminService(dataSource, audit);
  const apiKeys = new ApiKeyService(dataSource, audit, clock);
  // Every minute: unpaid holds run out; payments still open are asked about (each claimed, so several processes may run them).
  const holdWorker = periodic(() => orders.releaseExpiredHolds());
  const reconciler = periodic(() => payments.reconcile());
  /** Work that runs while the store listens (started and stopped by boot.ts); stopping waits for reset links being issued. */
  const background: BackgroundTask[] = [{ start() {}, stop: async () => media.close() }, mail, webhooks, housekeeping, holdWorker, reconciler, { start() {}, stop: () => auth.settled() }, { start() {}, stop: () => rateLimits.close() }];
  return { config, dataSource, background, media, mail, rateLimits, auth, accounts, subAdmins, catalog, cart, wishlist, coupons, guestMerge, housekeeping, enquiries, newsletter, delivery, addressBook, invoices, payments, orders, audit, banners, siteContent, enquiryDesk, dashboard, orderDesk, customerDesk, catalogAdmin, catalogCsv, couponAdmin, apiKeys, webhooks };
}

export type { Services } from './kernel/registry';
