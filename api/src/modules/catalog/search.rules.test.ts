import { describe, expect, it } from 'vitest';
import { fts5Query, mysqlBooleanQuery, searchWords } from './search.rules';

describe('search words: what a shopper typed, made safe for full-text MATCH', () => {
  it.each([
    ['Banarasi Silk Saree', ['banarasi', 'silk', 'saree']],
    ['sarees', ['saree']],
    ['dresses', ['dress']],
    ['jutties', ['jutti']],
    ['dress', ['dress']],
    ['kurta for women', ['kurta', 'women']],
    ['"banarasi" OR silk*', ['banarasi', 'silk']],
    ['-silk +saree (kurta) NEAR/3', ['silk', 'saree', 'kurta', 'near', '3']],
    ["'; DROP TABLE products; --", ['drop', 'table', 'product']],
    ['***', []],
    ['   ', []],
    ['the of and', []],
    ['बनारसी साड़ी', ['बनारसी', 'साड़ी']],
    ['Ｓａｒｅｅ', ['saree']],
    ['silk silk SILK', ['silk']],
  ])('%j → %j', (term, words) => {
    expect(searchWords(term)).toEqual(words);
  });

  it('keeps at most eight words of at most 40 letters', () => {
    expect(searchWords('a1 b2 c3 d4 e5 f6 g7 h8 i9 j10')).toHaveLength(8);
    expect(searchWords('x'.repeat(60))[0]).toHaveLength(40);
  });
});

describe('full-text query syntax', () => {
  it('SQLite FTS5: every word required, quoted, as a prefix', () => {
    expect(fts5Query(['banarasi', 'silk'])).toBe('"banarasi"* "silk"*');
  });

  it('MySQL boolean mode: every word required, as a prefix', () => {
    expect(mysqlBooleanQuery(['banarasi', 'silk'])).toBe('+banarasi* +silk*');
  });
});
