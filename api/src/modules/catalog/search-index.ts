import type { DataSource } from 'typeorm';
import { dialectOf, type Dialect } from '../../kernel/dialect';
import { queryRows, sql, type SqlFragment } from './catalog.sql';
import type { CatalogRows, CategoryRow, ProductCardRow } from './catalog-rows';
import type { CategoryReads } from './category-reads';
import { expandQuery, vocabularyOf, vocabularyWords, type ExpandedWord, type Vocabulary } from './search-expansion.rules';

/** The columns of the FULLTEXT index, in its order (MATCH must name exactly these). */
const MATCH_COLUMNS = 'p.title, p.description, p.brand, p.tags';

/**
 * How long a process keeps the catalogue's words when no write announces itself (another API
 * process without Redis): a new word is found by its exact spelling at once (full text), by a
 * guess or a synonym within this.
 */
const VOCABULARY_TTL_MS = 60_000;

/** What the search knows of the active catalogue: its words, and which colours, fabrics and categories each word names. */
export interface SearchTerms {
  vocabulary: Vocabulary;
  /** Word → the variant colours whose name has it ("pink" → Rani Pink, Onion Pink). */
  colours: ReadonlyMap<string, readonly string[]>;
  /** Word → the fabric texts that have it ("silk" → Pure silk, Art silk blend…). */
  fabrics: ReadonlyMap<string, readonly string[]>;
  /** Word → the categories whose name or slug has it, each with its subcategories. */
  categories: ReadonlyMap<string, readonly number[]>;
  /** Categories by id (for suggestions). */
  categoryRows: ReadonlyMap<number, CategoryRow>;
  /** When it was read. */
  readAt: number;
}

/** A search box text as SQL: `where` keeps the products matching every word, `rank` orders name matches first. */
export interface SearchClause {
  words: ExpandedWord[];
  where: SqlFragment;
  rank: SqlFragment;
}

function add(map: Map<string, Set<string | number>>, key: string, value: string | number): void {
  const set = map.get(key);
  if (set) set.add(value);
  else map.set(key, new Set([value]));
}

function frozen<V>(map: Map<string, Set<V>>): Map<string, V[]> {
  return new Map([...map].map(([k, v]) => [k, [...v]]));
}

/** Values of the map entries whose word starts with one of `words` (words of 3 letters and more; shorter ones only whole). */
function named<V>(map: ReadonlyMap<string, readonly V[]>, words: readonly string[]): V[] {
  const found = new Set<V>();
  for (const [key, values] of map) {
    if (words.some((w) => key === w || (w.length >= 3 && key.startsWith(w)))) for (const v of values) found.add(v);
  }
  return [...found];
}

/**
 * The forgiving search over the active catalogue (search-expansion.rules.ts says how a query is
 * widened). The catalogue's words are read once and kept in this process — a few thousand words
 * however many products — until the catalogue changes (`forget`, wired to CatalogService.onChange)
 * or VOCABULARY_TTL_MS passes. Matching stays in the database: each word of the query becomes one
 * condition — the full-text index (FTS5 on SQLite, FULLTEXT on MySQL) on any of its alternatives,
 * or a variant in a colour it names, or a fabric, or a category (with its subcategories) — and the
 * conditions are AND-ed. The same SQL on both databases but for the full-text part.
 */
export class CatalogSearch {
  private readonly kind: Dialect;
  private terms?: Promise<SearchTerms>;
  /** The words read last, answered while a newer read runs (see searchTerms). */
  private last?: SearchTerms;
  private stale = false;
  private reading = false;
  /** The last expansions asked for, so the listing's ORDER BY ranks with the words its WHERE used. */
  private readonly expanded = new Map<string, ExpandedWord[]>();

  constructor(private readonly dataSource: DataSource, private readonly categories: CategoryReads, private readonly rows: CatalogRows) {
    this.kind = dialectOf(dataSource);
  }

  /** The catalogue changed (every write, stock from orders included): the next search reads the words again. */
  forget(): void {
    this.stale = true;
  }

  /**
   * The catalogue's words, read on first need and kept (a failed read is not kept). Once they are stale
   * (a write, or VOCABULARY_TTL_MS) they are read again in the background while searches go on with the
   * last ones: a read costs ~35 ms for the demo's 264 products and ~0.5 s for 6,500 (bench/REPORT.md),
   * too much to put in front of the first search after every order. Exact words still match at once
   * (the full text is the database's); only guesses, colours, fabrics and categories wait for the read.
   */
  searchTerms(): Promise<SearchTerms> {
    const last = this.last;
    if (!last) return this.terms ?? this.read();
    if (this.stale || (Date.now() - last.readAt >= VOCABULARY_TTL_MS && !this.reading)) {
      this.stale = false;
      this.reading = true;
      this.read()
        .catch(() => undefined)
        .finally(() => (this.reading = false));
    }
    return Promise.resolve(last);
  }

  private read(): Promise<SearchTerms> {
    const reading = this.readTerms();
    this.terms = reading;
    reading.then(
      (terms) => {
        if (this.terms !== reading) return;
        this.last = terms;
        this.expanded.clear();
      },
      () => {
        if (this.terms === reading) this.terms = undefined;
      },
    );
    return reading;
  }

  private async readTerms(): Promise<SearchTerms> {
    const readAt = Date.now();
    const [products, colourRows, tree] = await Promise.all([
      queryRows<{ title: string; brand: string; tags: string | null; fabric: string }>(
        this.dataSource,
        sql`SELECT p.title AS title, p.brand AS brand, p.tags AS tags, p.fabric AS fabric FROM products p WHERE p.isActive = ${true}`,
      ),
      queryRows<{ color: string }>(
        this.dataSource,
        sql`SELECT DISTINCT v.color AS color FROM product_variants v WHERE v.productId IN (SELECT p.id FROM products p WHERE p.isActive = ${true})`,
      ),
      this.categories.categoryTree(),
    ]);
    const counts = new Map<string, number>();
    const count = (text: string) => {
      for (const w of new Set(vocabularyWords(text))) counts.set(w, (counts.get(w) ?? 0) + 1);
    };
    const fabrics = new Map<string, Set<string>>();
    for (const p of products) {
      let tags: unknown = [];
      try {
        tags = p.tags ? JSON.parse(p.tags) : [];
      } catch {
        tags = [];
      }
      count([p.title, p.brand, p.fabric, ...(Array.isArray(tags) ? tags.filter((t) => typeof t === 'string') : [])].join(' '));
      for (const w of vocabularyWords(p.fabric)) add(fabrics as Map<string, Set<string | number>>, w, p.fabric);
    }
    const colours = new Map<string, Set<string>>();
    for (const { color } of colourRows) {
      for (const w of vocabularyWords(color)) {
        add(colours as Map<string, Set<string | number>>, w, color);
        counts.set(w, (counts.get(w) ?? 0) + 1);
      }
    }
    const categories = new Map<string, Set<number>>();
    const subtree = (id: number): number[] => [id, ...(tree.children.get(id) ?? []).flatMap((c) => subtree(c.id))];
    for (const c of tree.byId.values()) {
      const ids = subtree(c.id);
      for (const w of vocabularyWords(`${c.name} ${c.slug}`)) {
        for (const id of ids) add(categories as Map<string, Set<string | number>>, w, id);
        if (!counts.has(w)) counts.set(w, 1);
      }
    }
    return { vocabulary: vocabularyOf(counts), colours: frozen(colours), fabrics: frozen(fabrics), categories: frozen(categories), categoryRows: tree.byId, readAt };
  }

  /** The query's words with their alternatives; [] when nothing searchable is left (only stopwords or symbols). */
  async expand(text: string, options: { typing?: boolean } = {}): Promise<ExpandedWord[]> {
    const terms = await this.searchTerms();
    const key = `${options.typing ? 't' : 'w'}:${text}`;
    const kept = this.expanded.get(key);
    if (kept) return kept;
    const words = expandQuery(text, terms.vocabulary, options);
    if (this.expanded.size >= 500) this.expanded.clear();
    this.expanded.set(key, words);
    return words;
  }

  /** The SQL for a search box text (alias p for products); null when nothing searchable is left. */
  async clause(text: string, options: { typing?: boolean } = {}): Promise<SearchClause | null> {
    const words = await this.expand(text, options);
    if (words.length === 0) return null;
    const terms = await this.searchTerms();
    const where = sql.join(
      words.map((w) => this.wordCondition(w, terms)),
      ' AND ',
    );
    return { words, where, rank: this.rankOf(words) };
  }

  /**
   * ORDER BY terms, best first: products whose name has more of the words (or their alternatives) at
   * the start of one of its words first. For a text `clause` was asked for; anything else is ranked
   * on its words as typed.
   */
  rank(text: string): SqlFragment {
    const words = this.expanded.get(`w:${text}`) ?? this.expanded.get(`t:${text}`);
    return this.rankOf(words ?? []);
  }

  private rankOf(words: readonly ExpandedWord[]): SqlFragment {
    if (words.length === 0) return sql`0 DESC`;
    const title = this.kind === 'sqlite' ? sql.raw(`(' ' || REPLACE(p.title, '-', ' '))`) : sql.raw(`CONCAT(' ', REPLACE(p.title, '-', ' '))`);
    const scores = words.map((w) => sql`CASE WHEN ${sql.join(w.alternatives.map((a) => sql`${title} LIKE ${`% ${a}%`}`), ' OR ')} THEN 1 ELSE 0 END`);
    return sql`(${sql.join(scores, ' + ')}) DESC`;
  }

  /** One word: the full-text index on any alternative, or a colour, fabric or category it names. */
  private wordCondition(word: ExpandedWord, terms: SearchTerms): SqlFragment {
    const parts: SqlFragment[] = [];
    if (this.kind === 'sqlite') {
      const query = word.alternatives.map((a) => `"${a}"*`).join(' OR ');
      parts.push(sql`p.id IN (SELECT rowid FROM products_fts WHERE products_fts MATCH ${query})`);
    } else {
      parts.push(sql`MATCH(${sql.raw(MATCH_COLUMNS)}) AGAINST (${word.alternatives.map((a) => `${a}*`).join(' ')} IN BOOLEAN MODE)`);
    }
    const colours = named(terms.colours, word.alternatives);
    if (colours.length) parts.push(sql`p.id IN (SELECT v.productId FROM product_variants v WHERE v.color IN (${sql.list(colours)}))`);
    const fabrics = named(terms.fabrics, word.alternatives);
    if (fabrics.length) parts.push(sql`p.fabric IN (${sql.list(fabrics)})`);
    const categories = named(terms.categories, word.alternatives);
    if (categories.length) parts.push(sql`p.categoryId IN (${sql.list(categories)})`);
    return parts.length === 1 ? parts[0] : sql`(${sql.join(parts, ' OR ')})`;
  }

  /**
   * Categories whose name or slug has a word of the text (or an alternative), only those naming the
   * most words ("kurta men" → the men's kurta categories, not women's); at most `limit`.
   */
  async categoriesFor(text: string, limit: number): Promise<CategoryRow[]> {
    const words = await this.expand(text, { typing: true });
    if (words.length === 0) return [];
    const terms = await this.searchTerms();
    const score = new Map<number, number>();
    for (const row of terms.categoryRows.values()) {
      const own = vocabularyWords(`${row.name} ${row.slug}`);
      const hits = words.filter((w) => w.alternatives.some((a) => own.some((k) => k === a || (a.length >= 3 && k.startsWith(a))))).length;
      if (hits > 0) score.set(row.id, hits);
    }
    const best = Math.max(0, ...score.values());
    return [...score]
      .filter(([, hits]) => hits === best)
      .map(([id]) => terms.categoryRows.get(id)!)
      // Departments first, then the closest names (fewest other words: Kurtas before Kurta Pyjama Sets).
      .sort((a, b) => Number(a.parentId !== null) - Number(b.parentId !== null) || vocabularyWords(a.name).length - vocabularyWords(b.name).length || a.name.localeCompare(b.name))
      .slice(0, limit);
  }

  /** What a product card shows of the best few products for a text being typed (the search overlay's suggestions). */
  async suggestProducts(text: string, limit: number): Promise<ProductCardRow[]> {
    const searched = await this.clause(text, { typing: true });
    if (!searched) return [];
    const card = this.rows.readers.card;
    return this.rows.read(card, sql`SELECT ${card.select} FROM products p WHERE p.isActive = ${true} AND ${searched.where} ORDER BY ${searched.rank}, p.salesCount DESC, p.id DESC LIMIT ${limit}`);
  }
}
