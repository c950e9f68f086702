import { Field, ID, InputType, Int, ObjectType } from 'type-graphql';
import type { WebhookAttempt, WebhookEndpoint } from './webhook.entity';

@ObjectType('WebhookEndpoint', { description: 'Where an integration receives signed events (never the secret).' })
export class WebhookEndpointView {
  @Field(() => ID) id: string;
  @Field(() => String) url: string;
  @Field(() => [String]) events: string[];
  @Field(() => Boolean) isActive: boolean;
  @Field(() => Date, { nullable: true, description: 'When it was switched off after failing for a day.' }) disabledAt: Date | null;
  @Field(() => String) createdBy: string;
  @Field(() => Date) createdAt: Date;
}

@ObjectType('CreatedWebhookEndpoint', { description: 'A new endpoint: its signing secret is in this answer only.' })
export class CreatedWebhookEndpointView {
  @Field(() => WebhookEndpointView) endpoint: WebhookEndpointView;
  @Field(() => String) secret: string;
}

@ObjectType('WebhookAttempt', { description: 'One attempt to deliver an event: when, the answer, how long, the start of the answer.' })
export class WebhookAttemptView {
  @Field(() => ID) id: string;
  @Field(() => String) eventId: string;
  @Field(() => String) event: string;
  @Field(() => Int, { nullable: true, description: 'Null when no answer came (refused, timed out).' }) statusCode: number | null;
  @Field(() => Int) durationMs: number;
  @Field(() => String) response: string;
  @Field(() => Date) attemptedAt: Date;
}

@InputType('WebhookEndpointInput')
export class WebhookEndpointInput {
  @Field(() => String, { nullable: true }) url?: string;
  @Field(() => [String], { nullable: true }) events?: string[];
  @Field(() => Boolean, { nullable: true }) isActive?: boolean;
}

export const toWebhookView = (e: WebhookEndpoint): WebhookEndpointView => ({ id: String(e.id), url: e.url, events: e.events, isActive: e.isActive, disabledAt: e.disabledAt, createdBy: e.createdByEmail, createdAt: e.createdAt });
export const toAttemptView = (a: WebhookAttempt): WebhookAttemptView => ({ id: String(a.id), eventId: a.eventId, event: a.eventType, statusCode: a.statusCode, durationMs: a.durationMs, response: a.response, attemptedAt: a.attemptedAt });
