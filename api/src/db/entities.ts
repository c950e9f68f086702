import { Session } from '../modules/auth/session.entity';
import { AccountToken } from '../modules/auth/account-token.entity';
import { OutboxMail } from '../modules/mail/outbox-mail.entity';
import { MessageAttempt, OutboxMessage } from '../modules/messaging/outbox-message.entity';
import { User } from '../modules/users/user.entity';
import { Category } from '../modules/catalog/category.entity';
import { Collection, CollectionProduct } from '../modules/catalog/collection.entity';
import { ProductImage } from '../modules/catalog/product-image.entity';
import { ProductVariant } from '../modules/catalog/product-variant.entity';
import { Product } from '../modules/catalog/product.entity';
import { StockMovement } from '../modules/catalog/stock-movement.entity';
import { Cart, CartLine, GuestMerge } from '../modules/cart/cart.entity';
import { WishlistItem } from '../modules/wishlist/wishlist.entity';
import { Coupon, CouponRedemption } from '../modules/coupons/coupon.entity';
import { Order, OrderEvent, OrderLine } from '../modules/orders/order.entity';
import { SalesDay, SalesDayCity, SalesDayCustomer, SalesDayProduct, SalesDayReturn } from '../modules/orders/sales-summary.entity';
import { OrderHoldLock } from '../modules/orders/order-hold-lock.entity';
import { OrderNote } from '../modules/backoffice/order-note.entity';
import { Payment, PaymentEvent, PaymentRefund } from '../modules/payments/payment.entity';
import { Invoice, InvoiceCounter } from '../modules/invoices/invoice.entity';
import { CreditNote, CreditNoteCounter } from '../modules/invoices/credit-note.entity';
import { Address } from '../modules/delivery/address.entity';
import { Enquiry } from '../modules/enquiries/enquiry.entity';
import { NewsletterSubscriber } from '../modules/content/newsletter-subscriber.entity';
import { AuditEntry } from '../modules/audit/audit-entry.entity';
import { ApiKey } from '../modules/integrations/api-key.entity';
import { WebhookAttempt, WebhookDelivery, WebhookEndpoint } from '../modules/integrations/webhook.entity';
import { PromoBanner } from '../modules/banners/promo-banner.entity';
import { SiteContentDraft, SiteContentVersion } from '../modules/content/site-content.entity';
import { StoreCreditAccount, StoreCreditEntry } from '../modules/store-credit/store-credit.entity';
import { OrderReturn, OrderReturnEvent, OrderReturnItem } from '../modules/returns/return.entity';
import { ProductReview, ReviewPhotoUpload, ReviewVote } from '../modules/reviews/review.entity';
import { StockAlert } from '../modules/reviews/stock-alert.entity';
import { SizeChart } from '../modules/size-charts/size-chart.entity';

/**
 * Every TypeORM entity, one line per domain module. The MySQL migrations are generated from this
 * list (npm run migration:generate -w api -- Name) and a test fails when they disagree.
 */
export const entities: Function[] = [User, Session, AccountToken, OutboxMail, Category, Product, ProductVariant, ProductImage, StockMovement, Collection, CollectionProduct, CartLine, Cart, GuestMerge, WishlistItem, Coupon, CouponRedemption, Order, OrderLine, OrderEvent, SalesDay, SalesDayCity, SalesDayProduct, SalesDayCustomer, OrderHoldLock, OrderNote, Payment, PaymentRefund, PaymentEvent, Invoice, InvoiceCounter, Address, Enquiry, NewsletterSubscriber, AuditEntry, ApiKey, WebhookEndpoint, WebhookDelivery, WebhookAttempt, PromoBanner, SiteContentVersion, SiteContentDraft, OrderReturn, OrderReturnItem, OrderReturnEvent, StoreCreditAccount, StoreCreditEntry, CreditNote, CreditNoteCounter, SalesDayReturn, ProductReview, ReviewVote, ReviewPhotoUpload, StockAlert, SizeChart, OutboxMessage, MessageAttempt];
