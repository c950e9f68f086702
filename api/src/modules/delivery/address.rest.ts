import express, { type Router } from 'express';
import { handle } from '../../http/rest';
import { savedAddressView } from './delivery.resolver';

type Body = Record<string, unknown>;
const bodyOf = (req: express.Request): Body => (req.body && typeof req.body === 'object' && !Array.isArray(req.body) ? (req.body as Body) : {});

/** /api/addresses: a member's address book. */
export function addressRestRouter(): Router {
  const router = express.Router();
  router.get('/', handle(async (ctx) => (await ctx.services.addressBook.list(ctx)).map(savedAddressView)));
  router.post('/', handle(async (ctx, req) => ({ message: 'Address saved', data: savedAddressView(await ctx.services.addressBook.save(ctx, bodyOf(req))) })));
  router.put('/:id', handle(async (ctx, req) => ({ message: 'Address saved', data: savedAddressView(await ctx.services.addressBook.save(ctx, bodyOf(req), req.params.id)) })));
  router.post('/:id/default', handle(async (ctx, req) => ({ message: 'Default address set', data: savedAddressView(await ctx.services.addressBook.makeDefault(ctx, req.params.id)) })));
  router.delete('/:id', handle(async (ctx, req) => {
    await ctx.services.addressBook.remove(ctx, req.params.id);
    return { message: 'Address removed', data: null };
  }));
  return router;
}
