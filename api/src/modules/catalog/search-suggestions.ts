import { paiseToRupees } from '@kapda/rules/pricing';
import type { ApiContext } from '../../kernel/context';
import { imageView } from './catalog.views';
import { SUGGESTED_CATEGORIES, SUGGESTED_PRODUCTS, suggestText } from './search-expansion.rules';

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
