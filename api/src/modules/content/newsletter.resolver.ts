import { Arg, Ctx, Mutation, Resolver } from 'type-graphql';
import type { ApiContext } from '../../kernel/context';
import { MessagePayload } from '../auth/auth.types';
import { NEWSLETTER_MESSAGES } from './newsletter.rules';

@Resolver()
export class NewsletterResolver {
  @Mutation(() => MessagePayload, { description: 'Sign an email address up for the newsletter (anyone). Signing up again answers the same.' })
  async subscribeToNewsletter(@Ctx() ctx: ApiContext, @Arg('email', () => String) email: string): Promise<MessagePayload> {
    await ctx.services.newsletter.subscribe(ctx, email);
    return { success: true, message: NEWSLETTER_MESSAGES.subscribed };
  }

  @Mutation(() => MessagePayload, { description: "The unsubscribe link of a newsletter mail: the address and the link's token." })
  async unsubscribeFromNewsletter(@Ctx() ctx: ApiContext, @Arg('email', () => String) email: string, @Arg('token', () => String) token: string): Promise<MessagePayload> {
    await ctx.services.newsletter.unsubscribe(email, token);
    return { success: true, message: NEWSLETTER_MESSAGES.unsubscribed };
  }
}
