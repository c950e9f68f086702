import type { RestRoute } from '../../kernel/rest';
import { ENQUIRY_ACCESS } from './enquiries.access';
import { ENQUIRY_DESK_MESSAGES } from '@kapda/rules/enquiry-desk';
import { ENQUIRY_MESSAGES } from '@kapda/rules/enquiries';
import { toEnquiryDetailView, toEnquiryView, toRestEnquiry } from './enquiry.types';

/**
 * /api/site-content/enquiries (SPEC.md §7): POST from the contact page (anyone); GET the list,
 * GET /{id} and PUT /{id}/status for the support desk (manage_enquiries).
 */
export const enquiryRoutes: RestRoute[] = [
  { method: 'post', path: '/', access: ENQUIRY_ACCESS.submit, status: 201, handle: async (ctx, { body: b }) => {
    const enquiry = toEnquiryView(await ctx.services.enquiries.submit(ctx, { name: b.name, email: b.email, phone: b.phone, subject: b.subject, message: b.message }));
    return { message: ENQUIRY_MESSAGES.sent, data: { _id: enquiry.id, ...enquiry } };
  } },

  { method: 'get', path: '/', access: ENQUIRY_ACCESS.list, handle: async (ctx, { query }) => {
    const { page, limit, status, search } = query;
    const result = await ctx.services.enquiryDesk.list({ page, limit, status, search });
    return { ...result, items: result.items.map(toRestEnquiry) };
  } },

  { method: 'get', path: '/:id', access: ENQUIRY_ACCESS.detail, handle: async (ctx, { params }) => {
    const detail = toEnquiryDetailView(await ctx.services.enquiryDesk.detail(params.id));
    return { ...detail, enquiry: { _id: detail.enquiry.id, ...detail.enquiry } };
  } },

  { method: 'put', path: '/:id/status', access: ENQUIRY_ACCESS.updateStatus, handle: async (ctx, { params, body: b }) => {
    const { enquiry, replied } = await ctx.services.enquiryDesk.updateStatus(ctx, params.id, { status: b.status, responseMessage: b.responseMessage });
    return { message: replied ? ENQUIRY_DESK_MESSAGES.responseSent : ENQUIRY_DESK_MESSAGES.statusUpdated, data: toRestEnquiry(enquiry) };
  } },
];
