import { Arg, Ctx, Query, Resolver } from 'type-graphql';
import type { ApiContext } from '../../kernel/context';
import { searchSuggestions } from './search-suggestions';
import { SearchSuggestionsView } from './search.types';

/** Public, like every catalogue read (CATALOG_ACCESS.products). */
@Resolver()
export class SearchResolver {
  @Query(() => SearchSuggestionsView, { description: 'Suggestions while typing in the search box: a few products and categories (forgiving of typos and Hinglish spellings). Blank q: none.' })
  searchSuggestions(@Ctx() ctx: ApiContext, @Arg('q', () => String) q: string): Promise<SearchSuggestionsView> {
    return searchSuggestions(ctx, q);
  }
}
