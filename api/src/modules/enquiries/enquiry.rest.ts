import express, { type Request, type Router } from 'express';
import { handle } from '../../http/rest';
import type { Services } from '../../services';
import { ENQUIRY_SENT } from './enquiry.service';
import { toEnquiryView } from './enquiry.types';

const body = (req: Request): Record<string, unknown> => (typeof req.body === 'object' && req.body !== null ? req.body : {});

/** POST /api/site-content/enquiries (SPEC.md §7): 201 {success, message, data: the enquiry (with _id)}. */
export function enquiryRestRouter(_services: Services): Router {
  const router = express.Router();
  router.post('/', handle(async (ctx, req, res) => {
    const b = body(req);
    const enquiry = toEnquiryView(await ctx.services.enquiries.submit(ctx, { name: b.name, email: b.email, phone: b.phone, subject: b.subject, message: b.message }));
    res.status(201);
    return { message: ENQUIRY_SENT, data: { _id: enquiry.id, ...enquiry } };
  }));
  return router;
}
