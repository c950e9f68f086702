import { MAX_SEARCH_LENGTH } from './catalog.rules';

/** What the search's refusals say (the listing's own search says the same about its length). */
export const SEARCH_MESSAGES = {
  tooLong: `Search terms can be at most ${MAX_SEARCH_LENGTH} characters`,
  once: 'q must be given once',
  tooManySuggestions: 'Too many searches from your connection. Please wait a minute and try again.',
} as const;
