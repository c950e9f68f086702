import express, { type Request, type Router } from 'express';
import { handle } from '../../http/rest';
import type { Services } from '../../kernel/registry';
import { ENQUIRY_DESK_MESSAGES } from './enquiry-desk.rules';
import { ENQUIRY_SENT } from './enquiry.service';
import { toEnquiryDetailView, toEnquiryView, toRestEnquiry } from './enquiry.types';

const body = (req: Request): Record<string, unknown> => (typeof req.body === 'object' && req.body !== null ? req.body : {});

/**
 * /api/site-content/enquiries (SPEC.md §7): POST from the contact page (anyone); GET the list,
 * GET /{id} and PUT /{id}/status for the support desk (manage_enquiries).
 */
export function enquiryRestRouter(_services: Services): Router {
  const router = express.Router();
  router.post('/', handle(async (ctx, req, res) => {
    const b = body(req);
    const enquiry = toEnquiryView(await ctx.services.enquiries.submit(ctx, { name: b.name, email: b.email, phone: b.phone, subject: b.subject, message: b.message }));
    res.status(201);
    return { message: ENQUIRY_SENT, data: { _id: enquiry.id, ...enquiry } };
  }));

  router.get('/', handle(async (ctx, req) => {
    const { page, limit, status, search } = req.query;
    const result = await ctx.services.enquiryDesk.list(ctx, { page, limit, status, search });
    return { ...result, items: result.items.map(toRestEnquiry) };
  }));

  router.get('/:id', handle(async (ctx, req) => {
    const detail = toEnquiryDetailView(await ctx.services.enquiryDesk.detail(ctx, String(req.params.id)));
    return { ...detail, enquiry: { _id: detail.enquiry.id, ...detail.enquiry } };
  }));

  router.put('/:id/status', handle(async (ctx, req) => {
    const b = body(req);
    const { enquiry, replied } = await ctx.services.enquiryDesk.updateStatus(ctx, String(req.params.id), { status: b.status, responseMessage: b.responseMessage });
    return { message: replied ? ENQUIRY_DESK_MESSAGES.responseSent : ENQUIRY_DESK_MESSAGES.statusUpdated, data: toRestEnquiry(enquiry) };
  }));
  return router;
}
