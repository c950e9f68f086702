import type { DomainModule } from '../../kernel/rest';
import type { DeliveryService } from './delivery.service';
import type { AddressBookService } from './address-book.service';
import { DeliveryResolver } from './delivery.resolver';
import { pincodeRoutes } from './delivery.rest';
import { addressRoutes } from './address.rest';

declare module '../../kernel/registry' {
  interface Services {
    delivery: DeliveryService;
    addressBook: AddressBookService;
  }
}

/** The delivery domain as the adapters see it: its GraphQL resolvers and its REST routes under /api. */
export const deliveryModule: DomainModule = {
  name: 'delivery',
  resolvers: [DeliveryResolver],
  rest: [
    { path: '/pincodes', routes: pincodeRoutes },
    { path: '/addresses', routes: addressRoutes },
  ],
};
