import { expect, it } from 'vitest';
import { ProductReview, ReviewVote } from '../src/modules/reviews/review.entity';
import { REVIEW_VOTE_LIMIT } from '../src/modules/reviews/reviews.service';
import { REVIEW_MESSAGES } from '@kapda/rules/reviews';
import { cartFixtures, customer } from './cart-fixtures';
import { describeEachDatabase, rest } from './harness';

// A helpful vote is a member's cheap, repeatable write: it must not drop the catalogue's kept answers (that would
// let one member flush every cache in every process), and it is limited per member.
describeEachDatabase(
  'helpful votes keep the catalogue cache and are limited per member',
  (store) => {
    async function get(path: string) {
      const res = await fetch(`${store().baseUrl}/api${path}`);
      return { status: res.status, cache: res.headers.get('x-catalogue-cache') };
    }

    it(`a vote leaves a kept /api/products answer a hit; vote ${REVIEW_VOTE_LIMIT.points + 1} is 429 and changes nothing`, async () => {
      const s = store();
      const fx = await cartFixtures(s);
      const reviews = s.dataSource.getRepository(ProductReview);
      const review = async (name: string) => {
        const author = await customer(s, name);
        await reviews.insert({
          productId: fx.kurta.id, userId: author.user.id, orderId: 1, rating: 5, title: 'Lovely', body: 'Soft cotton, true to size.',
          authorName: `${name} K.`, photos: [], hidden: false, helpfulCount: 0, reply: null, repliedAt: null,
        });
        return reviews.findOneByOrFail({ productId: fx.kurta.id, userId: author.user.id });
      };
      const first = await review('Asha');
      const second = await review('Ravi');
      const voter = await customer(s, 'Kiran');
      const vote = (id: number) => rest(s.baseUrl, 'POST', `/reviews/${id}/helpful`, undefined, voter.token);

      expect((await get('/products?limit=3')).cache).toBe('miss');
      expect((await get('/products?limit=3')).cache).toBe('hit');
      expect(await vote(first.id)).toMatchObject({ status: 200, body: { data: { helpfulCount: 1 } } });
      // Counted, and no catalogue change announced: the kept answer is still served (the count shows when it expires).
      expect((await get('/products?limit=3')).status).toBe(200);
      expect((await get('/products?limit=3')).cache).toBe('hit');

      // Up to the limit (again on the same review: answered, not counted twice), then refused before anything is written.
      for (let i = 1; i < REVIEW_VOTE_LIMIT.points; i++) expect((await vote(first.id)).status).toBe(200);
      expect(await vote(second.id)).toMatchObject({ status: 429, body: { success: false, message: REVIEW_MESSAGES.tooManyVotes } });
      expect((await reviews.findOneByOrFail({ id: second.id })).helpfulCount).toBe(0);
      expect(await s.dataSource.getRepository(ReviewVote).countBy({ reviewId: second.id })).toBe(0);
      expect((await reviews.findOneByOrFail({ id: first.id })).helpfulCount).toBe(1);
      expect((await get('/products?limit=3')).cache).toBe('hit');
    });
  },
  { env: { CATALOGUE_CACHE_SECONDS: '30' } },
);
