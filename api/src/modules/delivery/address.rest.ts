import type { RestRoute } from '../../kernel/rest';
import { DELIVERY_ACCESS } from './delivery.access';
import { savedAddressView } from './delivery.resolver';
import { DELIVERY_MESSAGES } from './delivery.messages';

/** /api/addresses: a member's address book. */
export const addressRoutes: RestRoute[] = [
  { method: 'get', path: '/', access: DELIVERY_ACCESS.addresses, handle: async (ctx) => (await ctx.services.addressBook.list(ctx)).map(savedAddressView) },
  { method: 'post', path: '/', access: DELIVERY_ACCESS.saveAddress, handle: async (ctx, { body }) =>
    ({ message: DELIVERY_MESSAGES.addressSaved, data: savedAddressView(await ctx.services.addressBook.save(ctx, body)) }) },
  { method: 'put', path: '/:id', access: DELIVERY_ACCESS.saveAddress, handle: async (ctx, { params, body }) =>
    ({ message: DELIVERY_MESSAGES.addressSaved, data: savedAddressView(await ctx.services.addressBook.save(ctx, body, params.id)) }) },
  { method: 'post', path: '/:id/default', access: DELIVERY_ACCESS.setDefaultAddress, handle: async (ctx, { params }) =>
    ({ message: DELIVERY_MESSAGES.defaultAddressSet, data: savedAddressView(await ctx.services.addressBook.makeDefault(ctx, params.id)) }) },
  { method: 'delete', path: '/:id', access: DELIVERY_ACCESS.deleteAddress, handle: async (ctx, { params }) => {
    await ctx.services.addressBook.remove(ctx, params.id);
    return { message: DELIVERY_MESSAGES.addressRemoved, data: null };
  } },
];
