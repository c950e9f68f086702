import { badRequest } from '../../kernel/errors';
import { MAX_SEARCH_LENGTH } from './catalog.rules';
import { SEARCH_MESSAGES } from './search.messages';
import { searchWords } from './search.rules';

/**
 * A forgiving search: what a shopper types, widened to the words the catalogue uses. Each word of
 * the query becomes a set of alternatives — the word, its Hinglish synonyms, and when the catalogue
 * does not know the word, the nearest words it does know (a typo allowance that grows with the
 * word's length, and spellings that differ only as Hinglish spellings do: bandani/bandhani,
 * kurtha/kurta, jooti/jutti). Every word must still match (AND), any of its alternatives will do (OR).
 * Pure: the catalogue's words come in as a `Vocabulary` (search-index.ts builds it).
 */

/**
 * Words a shopper may use for the same thing. Each group is symmetric: any member finds the others.
 * Keep a word out of a group when the catalogue tells the two apart — a kurti (hip length) is not a
 * kurta, so "kurti" and "kurta" stay separate (the demo catalogue sells both by name).
 * Plurals need no entry: searchWords makes "sarees" "saree" before any lookup.
 */
export const SYNONYM_GROUPS: ReadonlyArray<readonly string[]> = [
  ['saree', 'sari', 'sadi'],
  // A chaniya choli or ghagra choli is what the catalogue calls a lehenga (choli).
  ['lehenga', 'lehnga', 'lengha', 'lehanga', 'lahenga', 'ghagra', 'ghaghra', 'chaniya', 'chania'],
  ['dupatta', 'chunni', 'chunari', 'chunri', 'odhni', 'dupata'],
  ['jutti', 'jooti', 'juti', 'mojari', 'mojri', 'nagra'],
  ['kolhapuri', 'chappal', 'chappals'],
  ['pyjama', 'pajama', 'payjama', 'paijama'],
  ['palazzo', 'plazo', 'palazo', 'palazzoes'],
  ['churidar', 'churidaar'],
  ['sherwani', 'achkan'],
  ['nehru', 'bandi', 'modi', 'bandhgala'],
  ['potli', 'clutch'],
  ['stole', 'shawl'],
  ['bandhani', 'bandhej', 'bandini'],
  ['chikankari', 'chikan'],
  ['leheriya', 'lehariya', 'leheria', 'laheriya'],
  ['kanjivaram', 'kanjeevaram', 'kanchipuram'],
  ['banarasi', 'benarasi', 'banarsi'],
  ['tshirt', 'tee'],
  ['jean', 'denim'],
  ['chino', 'trouser', 'pant'],
  // Men's and women's wear as shoppers say it.
  ['men', 'mens', 'gents', 'man'],
  ['women', 'womens', 'ladies', 'lady', 'woman'],
];

/**
 * Hindi words for colours and fabrics, one way: "lal" finds red, but "red" does not look for lal
 * (nor "silk" for resham, which descriptions use for silk thread on other fabrics).
 */
export const HINDI_WORDS: Readonly<Record<string, string>> = {
  lal: 'red',
  kala: 'black',
  kaala: 'black',
  safed: 'white',
  sufed: 'white',
  gulabi: 'pink',
  peela: 'yellow',
  pila: 'yellow',
  hara: 'green',
  neela: 'blue',
  nila: 'blue',
  resham: 'silk',
  reshmi: 'silk',
  suti: 'cotton',
  sooti: 'cotton',
};

const GROUP_OF: ReadonlyMap<string, readonly string[]> = (() => {
  const map = new Map<string, string[]>();
  for (const group of SYNONYM_GROUPS) {
    for (const word of group) {
      const members = map.get(word) ?? [];
      for (const other of group) if (!members.includes(other)) members.push(other);
      map.set(word, members);
    }
  }
  for (const [hindi, english] of Object.entries(HINDI_WORDS)) map.set(hindi, [...new Set([hindi, english, ...(map.get(hindi) ?? [])])]);
  return map;
})();

/** The word and its synonyms (the word first); just the word when it has none. Hindi colour and fabric words add the English one. */
export function synonymsOf(word: string): string[] {
  const group = GROUP_OF.get(word);
  return group ? [word, ...group.filter((w) => w !== word)] : [word];
}

/** How many typos a word of this length may carry: none up to 3 letters, one up to 5, two from 6. */
export function typoAllowance(length: number): number {
  if (length <= 3) return 0;
  if (length <= 5) return 1;
  return 2;
}

/**
 * Optimal-string-alignment distance (insertions, deletions, substitutions and swaps of two
 * neighbouring letters each cost 1), giving up above `max`: then it answers max + 1.
 */
export function editDistance(a: string, b: string, max = Infinity): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  if (a === b) return 0;
  let before = new Array<number>(b.length + 1);
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  let current = new Array<number>(b.length + 1);
  for (let i = 1; i <= a.length; i++) {
    current[0] = i;
    let rowBest = current[0];
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let d = Math.min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) d = Math.min(d, before[j - 2] + 1);
      current[j] = d;
      if (d < rowBest) rowBest = d;
    }
    if (rowBest > max) return max + 1;
    [before, previous, current] = [previous, current, before];
  }
  return Math.min(previous[b.length], max + 1);
}

/**
 * A word's Hinglish skeleton: the spellings Roman Hindi wavers between made one — an h after a
 * consonant dropped (bandhani → bandani, kurtha → kurta), doubled letters single (jutti → juti),
 * ee → i, oo → u, aa → a. Two words with one skeleton are taken as the same word.
 */
export function hinglishSkeleton(word: string): string {
  return word
    .replace(/ee/g, 'i')
    .replace(/oo/g, 'u')
    .replace(/([^aeiou])h/g, '$1')
    .replace(/(.)\1+/g, '$1');
}

/** The catalogue's words as search sees them: every word, and the same words sorted (for prefix look-ups). */
export interface Vocabulary {
  /** Word → how many products use it (title, tags, brand, fabric, colour) or 1 for a category's word. */
  readonly counts: ReadonlyMap<string, number>;
  readonly sorted: readonly string[];
  /** Skeleton → the words that have it. */
  readonly skeletons: ReadonlyMap<string, readonly string[]>;
}

/** A vocabulary from words and how often each occurs. */
export function vocabularyOf(counts: ReadonlyMap<string, number>): Vocabulary {
  const sorted = [...counts.keys()].sort();
  const skeletons = new Map<string, string[]>();
  for (const word of sorted) {
    const key = hinglishSkeleton(word);
    const list = skeletons.get(key);
    if (list) list.push(word);
    else skeletons.set(key, [word]);
  }
  return { counts, sorted, skeletons };
}

/** The words of a catalogue text as the vocabulary keeps them (the same words searchWords makes, any number of them). */
export function vocabularyWords(text: string): string[] {
  return searchWords(text, Infinity);
}

/** Whether some catalogue word starts with `prefix` (binary search in the sorted words). */
export function knownPrefix(vocabulary: Vocabulary, prefix: string): boolean {
  const words = vocabulary.sorted;
  let low = 0;
  let high = words.length;
  while (low < high) {
    const mid = (low + high) >>> 1;
    if (words[mid] < prefix) low = mid + 1;
    else high = mid;
  }
  return low < words.length && words[low].startsWith(prefix);
}

/** At most this many alternatives per word go into the SQL (the word and its synonyms first). */
export const MAX_ALTERNATIVES = 8;
/** Words shorter than this are taken as typed: too short to guess from. */
const MIN_CORRECTABLE = 4;

/**
 * While typing, the whole of a candidate whose beginning is near only ranks it among the others (lehn: lehenga
 * before leheriya); it is measured up to this many edits past the beginning's distance, so a long word costs
 * no more than a short one, and farther wholes rank alike.
 */
export const PREFIX_WHOLE_CUTOFF = 6;

/**
 * The catalogue words nearest a word the catalogue does not know: those within its typo allowance
 * at the smallest distance found, and those with its Hinglish skeleton; more used words first.
 * `asPrefix` (the word being typed): a word's beginning of the same length counts too, so "lehn"
 * while typing finds lehenga. Every distance is measured with a cutoff (`distance`'s third argument:
 * the search may stop once it is passed), so one keystroke costs little however long the words.
 */
export function nearestWords(word: string, vocabulary: Vocabulary, asPrefix = false, distance: (a: string, b: string, max: number) => number = editDistance): string[] {
  if (word.length < MIN_CORRECTABLE || /\d/.test(word)) return [];
  const allowance = typoAllowance(word.length);
  // Each candidate's distance; while typing, ties go to the word whose whole is nearer (lehn: lehenga before leheriya).
  const found = new Map<string, [number, number]>();
  for (const same of vocabulary.skeletons.get(hinglishSkeleton(word)) ?? []) found.set(same, [0, 0]);
  // A spelling of a known word beats any typo guess.
  let best = found.size > 0 ? 0 : allowance;
  for (const candidate of vocabulary.sorted) {
    if (candidate.length < MIN_CORRECTABLE || found.has(candidate)) continue;
    // The first letter is rarely the typo; a different one is a different word (sari ≠ pari).
    if (candidate[0] !== word[0]) continue;
    let d: number;
    let whole: number;
    if (asPrefix && candidate.length > word.length) {
      // The beginning decides (within the allowance); the whole, cut off, only ranks.
      const start = distance(word, candidate.slice(0, word.length), best);
      whole = distance(word, candidate, start <= best ? start + PREFIX_WHOLE_CUTOFF : best);
      d = Math.min(start, whole);
    } else {
      whole = d = distance(word, candidate, best);
    }
    if (d > best) continue;
    best = d;
    found.set(candidate, [d, whole]);
  }
  const ranked = [...found.entries()].filter(([, [d]]) => d <= best);
  const nearestWhole = Math.min(...ranked.map(([, [d, whole]]) => (d === 0 && whole === 0 ? 0 : whole)));
  return ranked
    .filter(([, [d, whole]]) => (d === 0 && whole === 0) || !asPrefix || whole === nearestWhole)
    .sort((a, b) => a[1][0] - b[1][0] || a[1][1] - b[1][1] || (vocabulary.counts.get(b[0]) ?? 0) - (vocabulary.counts.get(a[0]) ?? 0) || a[0].localeCompare(b[0]))
    .map(([w]) => w);
}

/** One word of a query and what may stand in for it. */
export interface ExpandedWord {
  /** As typed (after searchWords: lower case, singular). */
  word: string;
  /** The word, its synonyms and, for a word the catalogue does not know, the nearest known words and theirs. */
  alternatives: string[];
  /** The catalogue did not know the word: the alternatives are guesses. */
  corrected: boolean;
}

/**
 * A search box text → its words, each with its alternatives. `typing`: the last word is still
 * being typed (suggestions), so it is matched as the start of a word when guessing.
 */
export function expandQuery(text: string, vocabulary: Vocabulary, options: { typing?: boolean } = {}): ExpandedWord[] {
  const words = searchWords(text);
  return words.map((word, i) => {
    const alternatives = synonymsOf(word);
    const known = alternatives.some((w) => vocabulary.counts.has(w) || knownPrefix(vocabulary, w));
    if (known) return { word, alternatives: alternatives.slice(0, MAX_ALTERNATIVES), corrected: false };
    const nearest = nearestWords(word, vocabulary, options.typing === true && i === words.length - 1);
    const widened = new Set(alternatives);
    for (const near of nearest) for (const w of synonymsOf(near)) widened.add(w);
    return { word, alternatives: [...widened].slice(0, MAX_ALTERNATIVES), corrected: nearest.length > 0 };
  });
}

/** How many products and categories a suggestion answer lists at most. */
export const SUGGESTED_PRODUCTS = 6;
export const SUGGESTED_CATEGORIES = 4;

/**
 * The `q` of a suggestion request: text up to the listing search's length, trimmed. Missing or blank
 * is '' (an empty answer, not an error: the box is simply empty); repeated or too long is a 400.
 */
export function suggestText(q: unknown): string {
  if (q === undefined || q === null) return '';
  if (typeof q !== 'string') throw badRequest(SEARCH_MESSAGES.once);
  const trimmed = q.trim();
  if (trimmed.length > MAX_SEARCH_LENGTH) throw badRequest(SEARCH_MESSAGES.tooLong);
  return trimmed;
}
