import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { REVIEW_MESSAGES } from '@kapda/rules/reviews';
import { api, findToast, meIs, renderRoutes, signedInAs, subAdmin, useMockApi } from '../../../test/auth';
import { ReviewDesk } from './ReviewDesk';

const server = useMockApi();
const catalog = subAdmin();
const review = (over: Record<string, unknown> = {}) => ({
  __typename: 'DeskReview', id: '5', rating: 2, title: 'Colour ran', body: 'The colour ran in the first wash.', authorName: 'Ravi P.', helpfulCount: 1, reply: null, repliedAt: null,
  createdAt: '2026-11-20T10:00:00.000Z', hidden: false, productId: '42', productSlug: 'bandhani-kurta', productTitle: 'Bandhani Kurta', reviewerEmail: 'ravi@example.in', photos: [], ...over,
});

describe('the reviews desk', () => {
  it('lists reviews with filters, hides one and replies to it', async () => {
    const asked: Array<Record<string, unknown>> = [];
    const changes: Array<Record<string, unknown>> = [];
    let current = review();
    server.use(
      meIs(catalog),
      api.query('DeskReviews', ({ variables }) => {
        asked.push(variables);
        return HttpResponse.json({ data: { deskReviews: { __typename: 'DeskReviewPage', items: variables.rating === 5 ? [] : [current], total: variables.rating === 5 ? 0 : 1, page: 1, pageCount: 1 } } });
      }),
      api.mutation('ModerateReview', ({ variables }) => {
        changes.push(variables);
        current = review({ hidden: variables.hidden ?? current.hidden, reply: variables.reply ?? current.reply });
        return HttpResponse.json({ data: { moderateReview: current } });
      }),
    );
    signedInAs(catalog);
    const user = userEvent.setup();
    renderRoutes([{ path: '/admin/reviews', element: <ReviewDesk /> }], '/admin/reviews');
    const item = (await screen.findByText('Colour ran')).closest('li') as HTMLElement;
    expect(within(item).getByText(/ravi@example.in/)).toBeTruthy();

    await user.click(within(item).getByRole('button', { name: 'Hide' }));
    await findToast(REVIEW_MESSAGES.hidden);
    expect(await within(item).findByText('Hidden')).toBeTruthy();
    await user.click(within(item).getByRole('button', { name: 'Reply' }));
    await user.type(within(item).getByLabelText(/Reply from Kapda/), 'Sorry! Please wash it cold.');
    await user.click(within(item).getByRole('button', { name: 'Publish reply' }));
    await findToast(REVIEW_MESSAGES.replied);
    expect(changes).toEqual([{ id: '5', hidden: true }, { id: '5', reply: 'Sorry! Please wash it cold.' }]);

    await user.selectOptions(screen.getByLabelText('Stars'), '5 stars');
    await user.click(screen.getByRole('button', { name: 'Find' }));
    expect(await screen.findByText('No reviews match.')).toBeTruthy();
    expect(asked.at(-1)).toMatchObject({ rating: 5, status: 'all' });
  });

  it('offers a retry when the list fails to load', async () => {
    server.use(meIs(catalog), api.query('DeskReviews', () => HttpResponse.json({ errors: [{ message: 'boom' }] }, { status: 500 })));
    signedInAs(catalog);
    renderRoutes([{ path: '/admin/reviews', element: <ReviewDesk /> }], '/admin/reviews');
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});
