import { Field, ID, InputType, ObjectType } from 'type-graphql';
import type { ApiKey } from './api-key.entity';

@ObjectType('ApiKey', { description: 'An integration\'s API key as the back office lists it: never the secret.' })
export class ApiKeyView {
  @Field(() => ID)
  id: string;

  @Field(() => String)
  name: string;

  @Field(() => String, { description: "The key's first characters ('kpd_live_ab12cd34'), to tell keys apart." })
  prefix: string;

  @Field(() => [String], { description: 'What the key may do: catalog:read, orders:write… (docs/API.md).' })
  scopes: string[];

  @Field(() => String, { description: 'The admin who made it.' })
  createdBy: string;

  @Field(() => Date)
  createdAt: Date;

  @Field(() => Date, { nullable: true })
  lastUsedAt: Date | null;

  @Field(() => Date, { nullable: true })
  expiresAt: Date | null;

  @Field(() => Date, { nullable: true, description: 'When it was revoked; null while it works.' })
  revokedAt: Date | null;
}

@ObjectType('CreatedApiKey', { description: 'A new key: the whole key is shown in this answer only.' })
export class CreatedApiKeyView {
  @Field(() => ApiKeyView)
  apiKey: ApiKeyView;

  @Field(() => String, { description: 'The secret, to send as Authorization: Bearer <key>. Not shown again.' })
  key: string;
}

@InputType('ApiKeyInput')
export class ApiKeyInput {
  @Field(() => String)
  name: string;

  @Field(() => [String])
  scopes: string[];

  @Field(() => String, { nullable: true, description: 'ISO date and time after which the key stops working.' })
  expiresAt?: string | null;
}

export function toApiKeyView(key: ApiKey): ApiKeyView {
  return {
    id: String(key.id), name: key.name, prefix: key.prefix, scopes: key.scopes, createdBy: key.createdByEmail,
    createdAt: key.createdAt, lastUsedAt: key.lastUsedAt, expiresAt: key.expiresAt, revokedAt: key.revokedAt,
  };
}

/** REST's shape (SPEC-style `_id`). */
export function toRestApiKey(key: ApiKey) {
  return { _id: String(key.id), name: key.name, prefix: key.prefix, scopes: key.scopes, createdBy: key.createdByEmail, createdAt: key.createdAt, lastUsedAt: key.lastUsedAt, expiresAt: key.expiresAt, revokedAt: key.revokedAt };
}
