import type { NonEmptyArray } from 'type-graphql';
import type { DomainModule } from '../kernel/rest';
import { healthModule } from './health/health.module';
import { authModule } from './auth/auth.module';
import { usersModule } from './users/users.module';
import { catalogModule } from './catalog/catalog.module';
import { cartModule } from './cart/cart.module';
import { wishlistModule } from './wishlist/wishlist.module';
import { couponsModule } from './coupons/coupons.module';
import { enquiriesModule } from './enquiries/enquiries.module';
import { contentModule } from './content/content.module';
import { bannersModule } from './banners/banners.module';
import { auditModule } from './audit/audit.module';
import { deliveryModule } from './delivery/delivery.module';
import { ordersModule } from './orders/orders.module';
import { paymentsModule } from './payments/payments.module';
import { invoicesModule } from './invoices/invoices.module';
import { mailModule } from './mail/mail.module';
import { messagingModule } from './messaging/messaging.module';
import { housekeepingModule } from './housekeeping/housekeeping.module';
import { backofficeModule } from './backoffice/backoffice.module';
import { integrationsModule } from './integrations/integrations.module';
import { storeCreditModule } from './store-credit/store-credit.module';
import { returnsModule } from './returns/returns.module';
import { reviewsModule } from './reviews/reviews.module';
import { sizeChartsModule } from './size-charts/size-charts.module';

/**
 * Every domain module, in REST mounting order: enquiries come before content, whose
 * '/site-content/:page' would otherwise take '/site-content/enquiries'.
 */
export const domainModules: DomainModule[] = [
  healthModule, authModule, usersModule, catalogModule, cartModule, wishlistModule, couponsModule,
  enquiriesModule, contentModule, bannersModule, auditModule, deliveryModule, ordersModule, paymentsModule,
  invoicesModule, mailModule, messagingModule, housekeepingModule, backofficeModule, integrationsModule, storeCreditModule, returnsModule, reviewsModule,
  sizeChartsModule,
];

/** Every GraphQL resolver class. */
export const resolvers = domainModules.flatMap((m) => m.resolvers) as unknown as NonEmptyArray<Function>;

/** Every REST mount (SPEC.md §7 paths), mounted under /api in module order. */
export const restMounts = domainModules.flatMap((m) => m.rest);
