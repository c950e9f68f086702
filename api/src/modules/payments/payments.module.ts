import type { DomainModule } from '../../kernel/rest';
import type { PaymentService } from './payment.service';
import { PaymentResolver } from './payment.resolver';
import { adminPaymentRoutes, paymentRoutes } from './payment.rest';

declare module '../../kernel/registry' {
  interface Services {
    payments: PaymentService;
  }
}

/** The payments domain as the adapters see it: its GraphQL resolvers and its REST routes under /api. */
export const paymentsModule: DomainModule = {
  name: 'payments',
  resolvers: [PaymentResolver],
  rest: [
    { path: '/payments', routes: paymentRoutes },
    { path: '/admin/orders', routes: adminPaymentRoutes },
  ],
};
