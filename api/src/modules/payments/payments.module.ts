import type { Router } from 'express';
import type { Services } from '../../kernel/registry';
import type { PaymentService } from './payment.service';
import { PaymentResolver } from './payment.resolver';
import { paymentRestRouter } from './payment.rest';

declare module '../../kernel/registry' {
  interface Services {
    payments: PaymentService;
  }
}

/** The payments domain as the adapters see it: its GraphQL resolvers and its REST routers under /api. */
export const paymentsModule = {
  resolvers: [PaymentResolver],
  rest: [
    { path: '/payments', router: paymentRestRouter },
  ] as Array<{ path: string; router: (services: Services) => Router }>,
};
