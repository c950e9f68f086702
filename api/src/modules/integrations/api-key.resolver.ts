import { Arg, Authorized, Ctx, ID, Mutation, Query, Resolver } from 'type-graphql';
import type { ApiContext } from '../../kernel/context';
import { API_KEY_ACCESS } from './integrations.access';
import { ApiKeyInput, ApiKeyView, CreatedApiKeyView, toApiKeyView } from './api-key.types';

@Resolver()
export class ApiKeyResolver {
  @Authorized(...API_KEY_ACCESS.list)
  @Query(() => [ApiKeyView], { description: 'Every API key, newest first (admins only; never the secret).' })
  async apiKeys(@Ctx() ctx: ApiContext): Promise<ApiKeyView[]> {
    return (await ctx.services.apiKeys.list()).map(toApiKeyView);
  }

  @Authorized(...API_KEY_ACCESS.create)
  @Mutation(() => CreatedApiKeyView, { description: 'Make a key for an integration (admins only). The key is in this answer only.' })
  async createApiKey(@Ctx() ctx: ApiContext, @Arg('input', () => ApiKeyInput) input: ApiKeyInput): Promise<CreatedApiKeyView> {
    const { key, row } = await ctx.services.apiKeys.create(ctx, input);
    return { key, apiKey: toApiKeyView(row) };
  }

  @Authorized(...API_KEY_ACCESS.revoke)
  @Mutation(() => ApiKeyView, { description: 'Revoke a key at once (admins only).' })
  async revokeApiKey(@Ctx() ctx: ApiContext, @Arg('id', () => ID) id: string): Promise<ApiKeyView> {
    return toApiKeyView(await ctx.services.apiKeys.revoke(ctx, id));
  }
}
