import type { NonEmptyArray } from 'type-graphql';
import type { Router } from 'express';
import type { Services } from '../services';
import { HealthResolver } from './health/health.resolver';
import { AuthResolver } from './auth/auth.resolver';
import { SubAdminResolver } from './users/subadmin.resolver';
import { authRestRouter } from './auth/auth.rest';
import { subAdminRestRouter } from './users/subadmin.rest';
import { CartResolver } from './cart/cart.resolver';
import { WishlistResolver } from './wishlist/wishlist.resolver';
import { CategoryResolver } from './catalog/category.resolver';
import { CollectionResolver } from './catalog/collection.resolver';
import { ProductResolver } from './catalog/product.resolver';
import { catalogRestRouter } from './catalog/catalog.rest';
import { cartRestRouter } from './cart/cart.rest';
import { wishlistRestRouter } from './wishlist/wishlist.rest';
import { EnquiryResolver } from './enquiries/enquiry.resolver';
import { enquiryRestRouter } from './enquiries/enquiry.rest';
import { NewsletterResolver } from './content/newsletter.resolver';
import { newsletterRestRouter } from './content/newsletter.rest';
import { DeliveryResolver } from './delivery/delivery.resolver';
import { pincodeRestRouter } from './delivery/delivery.rest';
import { OrderResolver } from './orders/order.resolver';
import { adminOrderRestRouter, orderRestRouter } from './orders/order.rest';
import { PaymentResolver } from './payments/payment.resolver';
import { paymentRestRouter } from './payments/payment.rest';
import { addressRestRouter } from './delivery/address.rest';
import { AuditLogResolver } from './audit/audit.resolver';
import { auditRestRouter } from './audit/audit.rest';
import { PromoBannerResolver } from './banners/banner.resolver';
import { bannerRestRouter } from './banners/banner.rest';
import { SiteContentResolver } from './content/site-content.resolver';
import { siteContentRestRouter } from './content/site-content.rest';

/** Every GraphQL resolver class, one line per domain module. */
export const resolvers: NonEmptyArray<Function> = [HealthResolver, AuthResolver, SubAdminResolver, CartResolver, WishlistResolver, ProductResolver, CategoryResolver, CollectionResolver, EnquiryResolver, NewsletterResolver, DeliveryResolver, OrderResolver, PaymentResolver, PromoBannerResolver, SiteContentResolver, AuditLogResolver];

/** Every REST adapter router (SPEC.md §7 paths), mounted under /api. */
export const restRouters: Array<{ path: string; router: (services: Services) => Router }> = [
  { path: '/auth', router: authRestRouter },
  { path: '/admin/subadmins', router: subAdminRestRouter },
  { path: '/products', router: catalogRestRouter },
  { path: '/cart', router: cartRestRouter },
  { path: '/wishlist', router: wishlistRestRouter },
  // Before '/site-content', whose '/:page' would otherwise take 'enquiries'.
  { path: '/site-content/enquiries', router: enquiryRestRouter },
  { path: '/site-content', router: siteContentRestRouter },
  { path: '/promo-banners', router: bannerRestRouter },
  { path: '/admin/audit-log', router: auditRestRouter },
  { path: '/newsletter', router: newsletterRestRouter },
  { path: '/pincodes', router: pincodeRestRouter },
  { path: '/orders', router: orderRestRouter },
  { path: '/admin/orders', router: adminOrderRestRouter },
  { path: '/payments', router: paymentRestRouter },
  { path: '/addresses', router: addressRestRouter },
];
