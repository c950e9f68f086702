import type { RestRoute } from '../../kernel/rest';
import { NEWSLETTER_ACCESS } from './content.access';
import { NEWSLETTER_MESSAGES } from './newsletter.rules';

/**
 * POST /api/newsletter {email}: {success, message, data: null}, the same for a new and a known address.
 * POST /api/newsletter/unsubscribe {email, token}: the link from a newsletter mail.
 */
export const newsletterRoutes: RestRoute[] = [
  { method: 'post', path: '/', access: NEWSLETTER_ACCESS.subscribe, handle: async (ctx, { body }) => {
    await ctx.services.newsletter.subscribe(ctx, body.email);
    return { message: NEWSLETTER_MESSAGES.subscribed, data: null };
  } },
  { method: 'post', path: '/unsubscribe', access: NEWSLETTER_ACCESS.unsubscribe, handle: async (ctx, { body }) => {
    await ctx.services.newsletter.unsubscribe(body.email, body.token);
    return { message: NEWSLETTER_MESSAGES.unsubscribed, data: null };
  } },
];
