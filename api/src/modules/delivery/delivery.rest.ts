import type { RestRoute } from '../../kernel/rest';
import { DELIVERY_ACCESS } from './delivery.access';
import { deliveryPromise } from './delivery.rules';

/** GET /api/pincodes/check/{pincode} → {success, message, data: {pincode, serviceable, city, district, state, cod, deliveryDays}}. */
export const pincodeRoutes: RestRoute[] = [
  { method: 'get', path: '/check/:pincode', access: DELIVERY_ACCESS.checkPincode, handle: async (ctx, { params }) => {
    const check = await ctx.services.delivery.checkPincode(params.pincode);
    return { message: deliveryPromise(check), data: check };
  } },
];
