import { describe, expect, it } from 'vitest';
import { ListingCards, type BuiltCard, type CardBuilder } from './listing-cards';

/** A builder that records what it was asked for and makes `{"id":N,"v":version}` cards. */
function builder(version = { n: 1 }, changesAt: (id: number) => number | null = () => null) {
  const asked: number[][] = [];
  const build: CardBuilder = async (ids) => {
    asked.push([...ids]);
    return new Map(ids.filter((id) => id !== 404).map((id): [number, BuiltCard] => [id, { json: `{"id":${id},"v":${version.n}}`, changesAt: changesAt(id) }]));
  };
  return { asked, build };
}

describe('ListingCards', () => {
  it('builds only the cards it does not keep, and answers in the order asked', async () => {
    const cards = new ListingCards();
    const { asked, build } = builder();
    expect(await cards.cardsOf([3, 1], build)).toEqual(['{"id":3,"v":1}', '{"id":1,"v":1}']);
    expect(await cards.cardsOf([1, 2, 3], build)).toEqual(['{"id":1,"v":1}', '{"id":2,"v":1}', '{"id":3,"v":1}']);
    expect(asked).toEqual([[3, 1], [2]]);
  });

  it('leaves out a product the builder no longer finds', async () => {
    const cards = new ListingCards();
    expect(await cards.cardsOf([1, 404, 2], builder().build)).toEqual(['{"id":1,"v":1}', '{"id":2,"v":1}']);
  });

  it('forgets every card on a catalogue change', async () => {
    const cards = new ListingCards();
    const version = { n: 1 };
    const { build } = builder(version);
    await cards.cardsOf([1], build);
    version.n = 2;
    expect(await cards.cardsOf([1], build)).toEqual(['{"id":1,"v":1}']);
    cards.forget();
    expect(await cards.cardsOf([1], build)).toEqual(['{"id":1,"v":2}']);
  });

  it('does not keep a card built from reads that began before a write', async () => {
    const cards = new ListingCards();
    let release!: () => void;
    const slow: CardBuilder = async (ids) => {
      await new Promise<void>((resolve) => (release = resolve));
      return new Map(ids.map((id): [number, BuiltCard] => [id, { json: 'old', changesAt: null }]));
    };
    const pending = cards.cardsOf([1], slow);
    await Promise.resolve();
    cards.forget(); // a write lands while the old card is being read
    release();
    expect(await pending).toEqual(['old']); // this request still gets what it read…
    expect(cards.size).toBe(0); // …but it is not kept for the next
  });

  it('keeps a card no longer than its maximum age, nor past the moment its New badge ends', async () => {
    let now = 1_000_000;
    const cards = new ListingCards(60_000, 20_000, () => now);
    const version = { n: 1 };
    const { build } = builder(version, (id) => (id === 2 ? now + 5_000 : null));
    await cards.cardsOf([1, 2], build);
    version.n = 2;
    now += 5_001;
    expect(await cards.cardsOf([1, 2], build)).toEqual(['{"id":1,"v":1}', '{"id":2,"v":2}']);
    now += 60_000;
    expect(await cards.cardsOf([1], build)).toEqual(['{"id":1,"v":2}']);
  });

  it('keeps nothing while suspended (the change channel between processes is down)', async () => {
    const cards = new ListingCards();
    const { asked, build } = builder();
    await cards.cardsOf([1], build);
    cards.suspend(true);
    await cards.cardsOf([1], build);
    await cards.cardsOf([1], build);
    expect(cards.size).toBe(0);
    cards.suspend(false);
    await cards.cardsOf([1], build);
    await cards.cardsOf([1], build);
    expect(asked).toEqual([[1], [1], [1], [1]]);
  });

  it('starts over rather than growing past its bound', async () => {
    const cards = new ListingCards(60_000, 3);
    const { build } = builder();
    await cards.cardsOf([1, 2, 3], build);
    await cards.cardsOf([4, 5], build);
    expect(cards.size).toBe(2);
  });
});
