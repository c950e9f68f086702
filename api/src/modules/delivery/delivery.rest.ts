import express, { type Router } from 'express';
import { handle } from '../../http/rest';
import { deliveryPromise } from './delivery.rules';

/** GET /api/pincodes/check/{pincode} → {success, message, data: {pincode, serviceable, city, district, state, cod, deliveryDays}}. */
export function pincodeRestRouter(): Router {
  const router = express.Router();
  router.get('/check/:pincode', handle(async (ctx, req) => {
    const check = await ctx.services.delivery.checkPincode(String(req.params.pincode));
    return { message: deliveryPromise(check), data: check };
  }));
  return router;
}
