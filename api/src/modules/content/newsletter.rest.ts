import type { RestRoute } from '../../kernel/rest';
import { NEWSLETTER_ACCESS } from './content.access';
import { NEWSLETTER_MESSAGES } from './newsletter.rules';

/**
 * POST /api/newsletter {email}: {success, message, data: null}, the same for a new and a known address.
 * POST /api/newsletter/unsubscribe {email, token}: the link from a newsletter mail. The same with ?email=&token= in
 * the address is the mail's List-Unsubscribe one-click POST (RFC 8058: the client sends List-Unsubscribe=One-Click
 * as a form, which needs no reading).
 */
export const newsletterRoutes: RestRoute[] = [
  { method: 'post', path: '/', access: NEWSLETTER_ACCESS.subscribe, handle: async (ctx, { body }) => {
    await ctx.services.newsletter.subscribe(ctx, body.email);
    return { message: NEWSLETTER_MESSAGES.subscribed, data: null };
  } },
  { method: 'post', path: '/unsubscribe', access: NEWSLETTER_ACCESS.unsubscribe, handle: async (ctx, { body, query }) => {
    await ctx.services.newsletter.unsubscribe(body.email ?? query.email, body.token ?? query.token);
    return { message: NEWSLETTER_MESSAGES.unsubscribed, data: null };
  } },
];
