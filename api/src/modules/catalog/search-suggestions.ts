import { paiseToRupees } from '@kapda/rules/pricing';
import type { ApiContext } from '../../kernel/context';
import { tooManyRequests } from '../../kernel/errors';
import type { Limit } from '../../infra/rate-limits';
import { SEARCH_MESSAGES } from './search.messages';
import { imageView } from './catalog.views';
import { SUGGESTED_CATEGORIES, SUGGESTED_PRODUCTS, suggestText } from './search-expansion.rules';

/**
 * Suggestions worked out per client address (REST and GraphQL together) in a minute. Each is a search of the
 * catalogue: plenty for a shopper typing (one request per pause), a wall for a script walking the alphabet.
 * Answers from the catalogue answer cache (the front door) are not counted: they cost nothing.
 */
export const SUGGEST_LIMIT: Limit = { points: 60, durationSeconds: 60 };

export interface SuggestedProduct {
  name: string;
  slug: string;
  /** Rupees, GST-inclusive: what the shopper pays. */
  price: number;
  /** Rupees, the MRP (never below price). */
  mrp: number;
  /** The first picture's /media URL; null when it has none. */
  image: string | null;
}

export interface SearchSuggestions {
  products: SuggestedProduct[];
  categories: Array<{ slug: string; name: string }>;
}

/**
 * What the search overlay suggests while a shopper types (GET /api/search/suggest and GraphQL
 * searchSuggestions): a few products by the forgiving search's ranking, and the categories the words
 * name. Two statements (products, their pictures) once the catalogue's words are kept; anonymous
 * answers are cached like the rest of the catalogue.
 */
export async function searchSuggestions(ctx: ApiContext, q: unknown): Promise<SearchSuggestions> {
  const text = suggestText(q);
  if (!text) return { products: [], categories: [] };
  const state = await ctx.services.rateLimits.hit('search-suggest:ip', ctx.ip, SUGGEST_LIMIT);
  if (!state.allowed) throw tooManyRequests(SEARCH_MESSAGES.tooManySuggestions, state.retryAfterSeconds);
  const { catalog } = ctx.services;
  const [products, categories] = await Promise.all([catalog.suggestProducts(text, SUGGESTED_PRODUCTS), catalog.suggestCategories(text, SUGGESTED_CATEGORIES)]);
  const images = await ctx.loaders.catalog.images.loadMany(products.map((p) => p.id));
  return {
    products: products.map((p, i) => {
      const pictures = images[i];
      const first = pictures instanceof Error ? undefined : pictures[0];
      return { name: p.title, slug: p.slug, price: paiseToRupees(p.price), mrp: paiseToRupees(p.mrp), image: first ? imageView(first).url : null };
    }),
    categories: categories.map((c) => ({ slug: c.slug, name: c.name })),
  };
}
