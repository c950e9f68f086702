import { describe, expect, it } from 'vitest';
import { PREFIX_WHOLE_CUTOFF, editDistance, expandQuery, hinglishSkeleton, nearestWords, suggestText, synonymsOf, typoAllowance, vocabularyOf, vocabularyWords } from './search-expansion.rules';

/** A small catalogue's words: what search-index.ts would read from the demo catalogue. */
const vocabulary = vocabularyOf(
  new Map(
    vocabularyWords(
      'Bandhani Georgette Lehenga Choli Leheriya Saree Kurta Kurti Dupatta Banarasi Silk Red Maroon Rani Pink Cotton Mulmul Sherwani Jutti Mojari Chikankari Kolhapuri Chappal Men Women Shirt',
    ).map((w) => [w, 3]),
  ),
);

describe('synonyms: the documented Hinglish table', () => {
  it.each([
    ['lehnga', 'lehenga'],
    ['lengha', 'lehenga'],
    ['chaniya', 'lehenga'],
    ['ghagra', 'lehenga'],
    ['sari', 'saree'],
    ['chunni', 'dupatta'],
    ['bandhej', 'bandhani'],
    ['lal', 'red'],
    ['gents', 'men'],
    ['ladies', 'women'],
  ])('%s finds %s', (word, other) => {
    expect(synonymsOf(word)).toContain(other);
    expect(synonymsOf(word)[0]).toBe(word);
  });

  it('Hindi colour and fabric words find the English, one way', () => {
    expect(synonymsOf('resham')).toEqual(['resham', 'silk']);
    expect(synonymsOf('silk')).toEqual(['silk']);
    expect(synonymsOf('red')).toEqual(['red']);
  });

  it('keeps kurti and kurta apart (the catalogue sells both by name)', () => {
    expect(synonymsOf('kurti')).not.toContain('kurta');
    expect(synonymsOf('kurta')).not.toContain('kurti');
  });

  it('a word with no synonyms is just itself', () => {
    expect(synonymsOf('georgette')).toEqual(['georgette']);
  });
});

describe('typo distance', () => {
  it.each([
    ['lehnga', 'lehenga', 1],
    ['bandani', 'bandhani', 1],
    ['sraee', 'saree', 1],
    ['kurta', 'kurta', 0],
    ['silk', 'milk', 1],
    ['dupatta', 'dupata', 1],
    ['kurta', 'sherwani', 3],
  ])('%s → %s is %d (giving up above 2)', (a, b, d) => {
    expect(editDistance(a, b, 2)).toBe(d);
  });

  it('counts a swap of neighbouring letters as one typo', () => {
    expect(editDistance('saere', 'saree')).toBe(1);
  });

  it('allows more typos in longer words: none up to 3 letters, one up to 5, two from 6', () => {
    expect([3, 4, 5, 6, 12].map(typoAllowance)).toEqual([0, 1, 1, 2, 2]);
  });

  it('Hinglish skeletons make spellings of one word the same', () => {
    expect(hinglishSkeleton('bandhani')).toBe(hinglishSkeleton('bandani'));
    expect(hinglishSkeleton('kurtha')).toBe(hinglishSkeleton('kurta'));
    expect(hinglishSkeleton('jooti')).toBe(hinglishSkeleton('juti'));
    expect(hinglishSkeleton('jutti')).toBe(hinglishSkeleton('juti'));
  });
});

describe('nearest catalogue words', () => {
  it('finds the word meant, first letter kept', () => {
    expect(nearestWords('bandani', vocabulary)).toEqual(['bandhani']);
    expect(nearestWords('lehnga', vocabulary)).toEqual(['lehenga']);
    expect(nearestWords('dupata', vocabulary)).toEqual(['dupatta']);
    expect(nearestWords('kurtha', vocabulary)).toContain('kurta');
    expect(nearestWords('georgete', vocabulary)).toEqual(['georgette']);
  });

  it('guesses nothing for short words, numbers, or words too far from any', () => {
    expect(nearestWords('rde', vocabulary)).toEqual([]);
    expect(nearestWords('xl42', vocabulary)).toEqual([]);
    expect(nearestWords('zzqqxx', vocabulary)).toEqual([]);
    // "pari" is not "sari": a different first letter is a different word.
    expect(nearestWords('pari', vocabulary)).toEqual([]);
  });

  it('while typing, the start of a word counts, nearest whole word first', () => {
    expect(nearestWords('lehn', vocabulary, true)).toEqual(['lehenga']);
    expect(nearestWords('lehn', vocabulary, false)).toEqual([]);
  });

  it('measures every distance with a cutoff, while typing too: a long word costs no more than the cutoff allows', () => {
    const long = 'l' + 'e'.repeat(60);
    const words = vocabularyOf(new Map([...vocabulary.counts, [long, 1]]));
    const calls: Array<[string, string, number]> = [];
    const counting = (a: string, b: string, max: number) => {
      calls.push([a, b, max]);
      return editDistance(a, b, max);
    };
    expect(nearestWords('lehn', words, true, counting)).toEqual(['lehenga']);
    expect(nearestWords('bandani', words, false, counting)).toEqual(['bandhani']);
    expect(calls.length).toBeGreaterThan(0);
    for (const [, , max] of calls) expect(max).toBeLessThanOrEqual(2 + PREFIX_WHOLE_CUTOFF);
    // The long word's whole is never measured in full: its beginning is two edits from "lehn", past the allowance.
    expect(calls.filter(([, b]) => b === long).every(([, , max]) => max <= 1)).toBe(true);
  });
});

describe('query expansion', () => {
  it('a known word keeps only itself and its synonyms', () => {
    expect(expandQuery('red saree', vocabulary)).toEqual([
      { word: 'red', alternatives: ['red'], corrected: false },
      { word: 'saree', alternatives: ['saree', 'sari', 'sadi'], corrected: false },
    ]);
  });

  it('an unknown word takes the nearest known words and their synonyms', () => {
    const [word] = expandQuery('bandani', vocabulary);
    expect(word.corrected).toBe(true);
    expect(word.alternatives.slice(0, 2)).toEqual(['bandani', 'bandhani']);
    expect(word.alternatives).toContain('bandhej');
  });

  it('a misspelling in the synonym table needs no guess', () => {
    const [word] = expandQuery('lehnga', vocabulary);
    expect(word).toMatchObject({ corrected: false });
    expect(word.alternatives).toContain('lehenga');
  });

  it('words in any order, plurals and case as searchWords makes them; at most 8 alternatives a word', () => {
    expect(expandQuery('Sarees RED', vocabulary).map((w) => w.word)).toEqual(['saree', 'red']);
    for (const w of expandQuery('lehnga chunni', vocabulary)) expect(w.alternatives.length).toBeLessThanOrEqual(8);
  });

  it('a prefix of a known word is known (banar…)', () => {
    expect(expandQuery('banar', vocabulary)).toEqual([{ word: 'banar', alternatives: ['banar'], corrected: false }]);
  });

  it('nothing searchable is no words', () => {
    expect(expandQuery('*** the', vocabulary)).toEqual([]);
  });
});

describe('suggestion text', () => {
  it('trims; missing is empty', () => {
    expect(suggestText('  lehn ')).toBe('lehn');
    expect(suggestText(undefined)).toBe('');
  });

  it('refuses a repeated or too long q', () => {
    expect(() => suggestText(['a', 'b'])).toThrow('q must be given once');
    expect(() => suggestText('x'.repeat(101))).toThrow('Search terms can be at most 100 characters');
    expect(suggestText('x'.repeat(100))).toHaveLength(100);
  });
});
