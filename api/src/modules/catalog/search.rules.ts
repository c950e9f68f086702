/**
 * Turning a shopper's search box text into a full-text query. Only letters and digits survive, each
 * word becomes a quoted prefix term, so no input can break MATCH syntax (quotes, *, -, +, NEAR,
 * parentheses are all dropped) and the database's own parser never sees raw user text.
 */

/** Words InnoDB's default full-text stopword list never indexes; requiring one would match nothing. */
const STOPWORDS = new Set([
  'a', 'about', 'an', 'are', 'as', 'at', 'be', 'by', 'com', 'de', 'en', 'for', 'from', 'how', 'i', 'in', 'is', 'it',
  'la', 'of', 'on', 'or', 'that', 'the', 'this', 'to', 'was', 'what', 'when', 'where', 'who', 'will', 'with', 'und', 'www', 'and',
]);

const MAX_WORDS = 8;
const MAX_WORD_LENGTH = 40;

/** Reduce a plural to a stem the prefix search still finds: sarees → saree, dresses → dress, jutties → jutti. */
function singular(word: string): string {
  if (word.length <= 3) return word;
  if (/(ss|sh|ch|x)es$/.test(word)) return word.slice(0, -2);
  if (word.endsWith('ies')) return word.slice(0, -2);
  if (word.endsWith('s') && !word.endsWith('ss')) return word.slice(0, -1);
  return word;
}

/** The searchable words of a term: lower case, letters and digits only, stopwords dropped, plurals stemmed (at most `maxWords`). */
export function searchWords(term: string, maxWords = MAX_WORDS): string[] {
  const words = term
    .normalize('NFKC')
    .toLowerCase()
    .split(/[^\p{L}\p{M}\p{N}]+/u)
    .filter((w) => w && !STOPWORDS.has(w))
    .map((w) => singular(w.slice(0, MAX_WORD_LENGTH)));
  return [...new Set(words)].slice(0, maxWords);
}

/** SQLite FTS5: every word required, each as a quoted prefix ("banarasi"* "silk"*). */
export function fts5Query(words: readonly string[]): string {
  return words.map((w) => `"${w.replace(/"/g, '')}"*`).join(' ');
}

/** MySQL/MariaDB boolean mode: every word required, each a prefix (+banarasi* +silk*). */
export function mysqlBooleanQuery(words: readonly string[]): string {
  return words.map((w) => `+${w}*`).join(' ');
}
