import type { Router } from 'express';
import type { Services } from '../../kernel/registry';
import type { DeliveryService } from './delivery.service';
import type { AddressBookService } from './address-book.service';
import { DeliveryResolver } from './delivery.resolver';
import { pincodeRestRouter } from './delivery.rest';
import { addressRestRouter } from './address.rest';

declare module '../../kernel/registry' {
  interface Services {
    delivery: DeliveryService;
    addressBook: AddressBookService;
  }
}

/** The delivery domain as the adapters see it: its GraphQL resolvers and its REST routers under /api. */
export const deliveryModule = {
  resolvers: [DeliveryResolver],
  rest: [
    { path: '/pincodes', router: pincodeRestRouter },
    { path: '/addresses', router: addressRestRouter },
  ] as Array<{ path: string; router: (services: Services) => Router }>,
};
