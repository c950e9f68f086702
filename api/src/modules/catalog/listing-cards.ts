/**
 * The REST listing's product cards, kept in the process as JSON text per product (issue 21: the
 * uncached listing at ≥ 1,000 req/s). A listing page is then one indexed statement for the page's
 * product ids and total, and the answer is the kept cards joined — no pictures, sizes or category
 * reads, no row mapping and no serialising per request. Filters, sorts, search and paging still run
 * in the database on every request: what is kept is how one product looks on a card, not an answer.
 *
 * A card is dropped with everything else on any catalogue change (CatalogService.onChange — in every
 * process when REDIS_URL is set), and is never kept longer than `maxAgeMs`, nor past the moment its
 * "New" badge goes (the only part of a card that changes with the clock), so a write the catalogue
 * forgot to announce is still seen within a minute.
 */
export interface BuiltCard {
  /** The card as the listing sends it: one JSON object, as text. */
  json: string;
  /** When the card stops being right by itself (its "New" badge ends); null when never. */
  changesAt: number | null;
}

export type CardBuilder = (productIds: number[]) => Promise<Map<number, BuiltCard>>;

interface KeptCard {
  json: string;
  until: number;
}

export class ListingCards {
  private readonly kept = new Map<number, KeptCard>();
  /** Bumped by forget(): cards built from reads that began before a write are not kept. */
  private generation = 0;
  private suspended = false;

  constructor(
    private readonly maxAgeMs = 60_000,
    private readonly maxCards = 20_000,
    private readonly now: () => number = Date.now,
  ) {}

  /** Drop every kept card (a catalogue write, here or in another process). */
  forget(): void {
    this.generation += 1;
    this.kept.clear();
  }

  /**
   * Keep nothing while another process's write cannot be heard (the Redis change channel is down,
   * infra/catalog-changes.ts): every card is built for its request, as the answer cache does.
   */
  suspend(off: boolean): void {
    this.suspended = off;
    if (off) this.forget();
  }

  /** The cards of `productIds`, in that order, building the ones not kept; a product `build` does not return is left out. */
  async cardsOf(productIds: readonly number[], build: CardBuilder): Promise<string[]> {
    const now = this.now();
    const found = new Map<number, string>();
    const missing: number[] = [];
    for (const id of productIds) {
      const card = this.kept.get(id);
      if (card && card.until > now) found.set(id, card.json);
      else missing.push(id);
    }
    if (missing.length) {
      const startedAt = this.generation;
      const built = await build(missing);
      const keep = startedAt === this.generation && !this.suspended;
      if (keep && this.kept.size + built.size > this.maxCards) this.kept.clear();
      for (const [id, card] of built) {
        found.set(id, card.json);
        if (keep) this.kept.set(id, { json: card.json, until: Math.min(now + this.maxAgeMs, card.changesAt ?? Infinity) });
      }
    }
    const cards: string[] = [];
    for (const id of productIds) {
      const json = found.get(id);
      if (json !== undefined) cards.push(json);
    }
    return cards;
  }

  /** How many cards are kept (tests and diagnostics). */
  get size(): number {
    return this.kept.size;
  }
}
