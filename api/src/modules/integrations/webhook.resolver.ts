import { Arg, Authorized, Ctx, ID, Int, Mutation, Query, Resolver } from 'type-graphql';
import type { ApiContext } from '../../kernel/context';
import { WEBHOOK_ACCESS } from './integrations.access';
import { CreatedWebhookEndpointView, WebhookAttemptView, WebhookEndpointInput, WebhookEndpointView, toAttemptView, toWebhookView } from './webhook.types';

@Resolver()
export class WebhookResolver {
  @Authorized(...WEBHOOK_ACCESS.list)
  @Query(() => [WebhookEndpointView], { description: 'Webhook endpoints, newest first.' })
  async webhookEndpoints(@Ctx() ctx: ApiContext): Promise<WebhookEndpointView[]> {
    return (await ctx.services.webhooks.list(ctx)).map(toWebhookView);
  }

  @Authorized(...WEBHOOK_ACCESS.deliveries)
  @Query(() => [WebhookAttemptView], { description: "An endpoint's delivery attempts, newest first." })
  async webhookDeliveries(@Ctx() ctx: ApiContext, @Arg('id', () => ID) id: string, @Arg('limit', () => Int, { nullable: true }) limit?: number | null): Promise<WebhookAttemptView[]> {
    return (await ctx.services.webhooks.deliveries(ctx, id, limit)).map(toAttemptView);
  }

  @Authorized(...WEBHOOK_ACCESS.create)
  @Mutation(() => CreatedWebhookEndpointView, { description: 'Register an endpoint; the signing secret is in this answer only.' })
  async createWebhookEndpoint(@Ctx() ctx: ApiContext, @Arg('input', () => WebhookEndpointInput) input: WebhookEndpointInput): Promise<CreatedWebhookEndpointView> {
    const { endpoint, secret } = await ctx.services.webhooks.create(ctx, { ...input });
    return { endpoint: toWebhookView(endpoint), secret };
  }

  @Authorized(...WEBHOOK_ACCESS.update)
  @Mutation(() => WebhookEndpointView, { description: 'Change the URL or events, or switch an endpoint on or off.' })
  async updateWebhookEndpoint(@Ctx() ctx: ApiContext, @Arg('id', () => ID) id: string, @Arg('input', () => WebhookEndpointInput) input: WebhookEndpointInput): Promise<WebhookEndpointView> {
    return toWebhookView(await ctx.services.webhooks.update(ctx, id, { ...input }));
  }

  @Authorized(...WEBHOOK_ACCESS.remove)
  @Mutation(() => Boolean)
  async deleteWebhookEndpoint(@Ctx() ctx: ApiContext, @Arg('id', () => ID) id: string): Promise<boolean> {
    await ctx.services.webhooks.remove(ctx, id);
    return true;
  }

  @Authorized(...WEBHOOK_ACCESS.test)
  @Mutation(() => WebhookAttemptView, { description: 'Send a ping event now.' })
  async sendTestWebhook(@Ctx() ctx: ApiContext, @Arg('id', () => ID) id: string): Promise<WebhookAttemptView> {
    return toAttemptView(await ctx.services.webhooks.sendTest(ctx, id));
  }

  @Authorized(...WEBHOOK_ACCESS.redeliver)
  @Mutation(() => WebhookAttemptView, { description: "Send an attempt's event again now." })
  async redeliverWebhook(@Ctx() ctx: ApiContext, @Arg('id', () => ID) id: string, @Arg('attemptId', () => ID) attemptId: string): Promise<WebhookAttemptView> {
    return toAttemptView(await ctx.services.webhooks.redeliver(ctx, id, attemptId));
  }
}
