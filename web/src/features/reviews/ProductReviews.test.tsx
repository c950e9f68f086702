import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { REVIEW_MESSAGES, STOCK_ALERT_MESSAGES } from '@kapda/rules/reviews';
import ProductPage from '../../pages/ProductPage';
import { apiError, customer, findToast, meIs, signedInAs } from '../../test/auth';
import { productDetail, returnPolicy } from '../../test/catalog-fixtures';
import { signedInBasics } from '../../test/handlers';
import { api, useMockApi } from '../../test/msw';
import { renderPage } from '../../test/render';

const server = useMockApi();

const review = (id: string, overrides: Record<string, unknown> = {}) => ({
  __typename: 'ProductReview', id, rating: 5, title: 'Beautiful zari', body: 'Soft fabric and the colour is exactly as shown.', authorName: 'Meera N.',
  verifiedBuyer: true, helpfulCount: 3, reply: null, repliedAt: null, createdAt: '2026-11-20T18:45:00.000Z', photos: [], ...overrides,
});
const rating = { __typename: 'RatingSummary', average: 4.5, count: 2 };

function product() {
  server.use(api.query('ProductDetail', () => HttpResponse.json({ data: { returnPolicy, product: { ...productDetail(), rating } } })));
}

function reviews(seen: Array<Record<string, unknown>> = []) {
  server.use(api.query('ProductReviews', ({ variables }) => {
    seen.push(variables);
    const items = variables.sort === 'NEWEST'
      ? [review('2', { rating: 4, title: 'Runs long', helpfulCount: 0, reply: 'Thank you! Our size chart lists the length.', repliedAt: '2026-11-21T06:00:00.000Z' }), review('1')]
      : [review('1'), review('2', { rating: 4, title: 'Runs long', helpfulCount: 0 })];
    return HttpResponse.json({ data: { productReviews: { __typename: 'ProductReviewPage', items, total: 2, page: 1, pageCount: 1, rating } } });
  }));
}

const renderProduct = () => renderPage([{ path: '/product/:slug', element: <ProductPage /> }], '/product/maroon-chanderi-silk-kurta');

describe('the product page: reviews', () => {
  it('shows the rating and verified buyers’ reviews, most helpful first, and sorts by newest with the store’s reply', async () => {
    const user = userEvent.setup();
    const seen: Array<Record<string, unknown>> = [];
    product();
    reviews(seen);
    renderProduct();
    const section = await screen.findByRole('region', { name: 'Ratings & reviews' });
    expect(within(section).getByRole('img', { name: 'Rated 4.5 out of 5 from 2 reviews' })).toBeTruthy();
    const items = await within(section).findAllByRole('listitem');
    expect(within(items[0]).getByText('Beautiful zari')).toBeTruthy();
    expect(within(items[0]).getByText(/Verified buyer/)).toBeTruthy();
    expect(within(items[0]).getByText('21 Nov 2026')).toBeTruthy(); // 18:45 UTC is past midnight in India
    expect(within(section).getByRole('link', { name: 'Sign in' })).toBeTruthy();
    expect(within(section).queryByRole('button', { name: 'Helpful' })).toBeNull();

    await user.selectOptions(within(section).getByLabelText('Sort by'), 'Newest');
    expect(await within(section).findByText('Thank you! Our size chart lists the length.')).toBeTruthy();
    expect(seen.map((v) => v.sort)).toEqual(['HELPFUL', 'NEWEST']);
  });

  it('says so when there are no reviews yet, and offers a retry when they fail to load', async () => {
    server.use(api.query('ProductDetail', () => HttpResponse.json({ data: { returnPolicy, product: productDetail() } })));
    let fail = true;
    server.use(api.query('ProductReviews', () => (fail ? HttpResponse.json({ errors: [{ message: 'boom' }] }, { status: 500 }) : HttpResponse.json({ data: { productReviews: { __typename: 'ProductReviewPage', items: [], total: 0, page: 1, pageCount: 1, rating: { __typename: 'RatingSummary', average: 0, count: 0 } } } }))));
    const user = userEvent.setup();
    renderProduct();
    const section = await screen.findByRole('region', { name: 'Ratings & reviews' });
    expect(within(section).getByText(/No reviews yet/)).toBeTruthy();
    const alert = await within(section).findByRole('alert');
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(within(section).queryByRole('alert')).toBeNull());
  });

  it('lets a verified buyer write a review: checks stars and text first, then sends it and thanks them', async () => {
    const user = userEvent.setup();
    signedInAs(customer());
    const sent: Array<Record<string, unknown>> = [];
    server.use(
      meIs(customer()), ...signedInBasics,
      api.query('MyProductReview', () => HttpResponse.json({ data: { myProductReview: { __typename: 'MyProductReview', canReview: true, review: null } } })),
      api.mutation('SubmitReview', ({ variables }) => {
        sent.push(variables);
        return HttpResponse.json({ data: { submitReview: { __typename: 'OwnReview', id: '9', rating: 4, title: 'Lovely', body: 'Soft fabric, true to size.', hidden: false, photoKeys: [], photos: [] } } });
      }),
      api.mutation('VoteReviewHelpful', () => HttpResponse.json({ data: { voteReviewHelpful: { __typename: 'ProductReview', id: '1', helpfulCount: 4 } } })),
    );
    product();
    reviews();
    renderProduct();
    const section = await screen.findByRole('region', { name: 'Ratings & reviews' });
    await user.click(await within(section).findByRole('button', { name: 'Write a review' }));
    const form = within(section).getByRole('form', { name: 'Write a review' });
    await user.click(within(form).getByRole('button', { name: 'Post review' }));
    expect(within(form).getByText(REVIEW_MESSAGES.rating)).toBeTruthy();
    expect(within(form).getByText(REVIEW_MESSAGES.titleRequired)).toBeTruthy();
    expect(sent).toHaveLength(0);

    await user.click(within(form).getByRole('radio', { name: '4 stars: Very good' }));
    await user.type(within(form).getByLabelText('Title'), 'Lovely');
    await user.type(within(form).getByLabelText('Your review'), 'Soft fabric, true to size.');
    await user.click(within(form).getByRole('button', { name: 'Post review' }));
    await findToast(REVIEW_MESSAGES.saved);
    expect(sent).toEqual([{ slug: 'maroon-chanderi-silk-kurta', input: { rating: 4, title: 'Lovely', body: 'Soft fabric, true to size.', photos: [] } }]);

    const [first] = await within(section).findAllByRole('button', { name: 'Helpful' });
    await user.click(first);
    expect(await within(section).findByText(REVIEW_MESSAGES.voted)).toBeTruthy();
  });

  it('shows the server’s refusal beside the form and tells members without a delivered order why they cannot review', async () => {
    const user = userEvent.setup();
    signedInAs(customer());
    let eligible = true;
    server.use(
      meIs(customer()), ...signedInBasics,
      api.query('MyProductReview', () => HttpResponse.json({ data: { myProductReview: { __typename: 'MyProductReview', canReview: eligible, review: null } } })),
      api.mutation('SubmitReview', () => apiError(403, REVIEW_MESSAGES.notVerified)),
    );
    product();
    reviews();
    const view = renderProduct();
    const section = await screen.findByRole('region', { name: 'Ratings & reviews' });
    await user.click(await within(section).findByRole('button', { name: 'Write a review' }));
    const form = within(section).getByRole('form', { name: 'Write a review' });
    await user.click(within(form).getByRole('radio', { name: '5 stars: Excellent' }));
    await user.type(within(form).getByLabelText('Title'), 'Lovely');
    await user.type(within(form).getByLabelText('Your review'), 'Soft fabric, true to size.');
    await user.click(within(form).getByRole('button', { name: 'Post review' }));
    expect((await within(form).findByRole('alert')).textContent).toBe(REVIEW_MESSAGES.notVerified);
    view.unmount();

    eligible = false;
    renderProduct();
    expect(await screen.findByText(REVIEW_MESSAGES.notVerified)).toBeTruthy();
  });
});

describe('the product page: the member’s own review', () => {
  const ownReview = { __typename: 'OwnReview', id: '2', rating: 4, title: 'Runs long', body: 'Soft fabric and the colour is exactly as shown.', hidden: false, photoKeys: [], photos: [] };

  it('offers no "Helpful" on the member’s own review, only on others’', async () => {
    signedInAs(customer());
    server.use(meIs(customer()), ...signedInBasics, api.query('MyProductReview', () => HttpResponse.json({ data: { myProductReview: { __typename: 'MyProductReview', canReview: true, review: ownReview } } })));
    product();
    reviews();
    renderProduct();
    const section = await screen.findByRole('region', { name: 'Ratings & reviews' });
    await within(section).findByRole('button', { name: 'Edit your review' });
    const items = within(section).getAllByRole('listitem');
    const others = items.find((li) => within(li).queryByText('Beautiful zari'))!;
    const own = items.find((li) => within(li).queryByText('Runs long'))!;
    expect(within(others).getByRole('button', { name: 'Helpful' })).toBeTruthy();
    expect(within(own).queryByRole('button', { name: 'Helpful' })).toBeNull();
  });

  it('opens the form when arriving from a delivered order’s "Write a review" link', async () => {
    signedInAs(customer());
    server.use(meIs(customer()), ...signedInBasics, api.query('MyProductReview', () => HttpResponse.json({ data: { myProductReview: { __typename: 'MyProductReview', canReview: true, review: null } } })));
    product();
    reviews();
    renderPage([{ path: '/product/:slug', element: <ProductPage /> }], '/product/maroon-chanderi-silk-kurta#write-review');
    const form = await screen.findByRole('form', { name: 'Write a review' });
    expect(form.closest('#write-review')).toBeTruthy();
  });
});

describe('the product page: notify me when a sold-out size is back', () => {
  it('asks a guest for the sold-out size and an email, then confirms', async () => {
    const user = userEvent.setup();
    const sent: Array<Record<string, unknown>> = [];
    server.use(api.mutation('NotifyMeWhenInStock', ({ variables }) => {
      sent.push(variables);
      return HttpResponse.json({ data: { notifyMeWhenInStock: { __typename: 'StockAlertRequest', email: 'asha@example.in', variantSku: variables.variantSku, message: STOCK_ALERT_MESSAGES.saved } } });
    }));
    product();
    reviews();
    renderProduct();
    await user.click(await screen.findByRole('button', { name: 'Size sold out? Notify me when it is back' }));
    const form = screen.getByRole('form', { name: 'Get one email when a sold-out size is back.' });
    await user.click(within(form).getByRole('button', { name: 'Notify me' }));
    expect(within(form).getByText(STOCK_ALERT_MESSAGES.variant)).toBeTruthy();
    expect(within(form).getByText(STOCK_ALERT_MESSAGES.email)).toBeTruthy();
    await user.selectOptions(within(form).getByLabelText('Size'), 'L, Navy');
    await user.type(within(form).getByLabelText('Email'), 'asha@example.in');
    await user.click(within(form).getByRole('button', { name: 'Notify me' }));
    expect(await screen.findByText(STOCK_ALERT_MESSAGES.saved)).toBeTruthy();
    expect(sent).toEqual([{ slug: 'maroon-chanderi-silk-kurta', variantSku: 'KRT-NAV-L', email: 'asha@example.in' }]);
  });

  it('uses a member’s own email and shows a refusal', async () => {
    const user = userEvent.setup();
    signedInAs(customer());
    server.use(meIs(customer()), ...signedInBasics, api.query('MyProductReview', () => HttpResponse.json({ data: { myProductReview: { __typename: 'MyProductReview', canReview: false, review: null } } })));
    server.use(api.mutation('NotifyMeWhenInStock', () => apiError(429, 'Too many attempts. Please wait a minute and try again.')));
    product();
    reviews();
    renderProduct();
    await user.click(await screen.findByRole('button', { name: 'Size sold out? Notify me when it is back' }));
    const form = screen.getByRole('form', { name: 'Get one email when a sold-out size is back.' });
    expect(within(form).getByText('We will write to asha@example.in.')).toBeTruthy();
    expect(within(form).queryByLabelText('Email')).toBeNull();
    await user.selectOptions(within(form).getByLabelText('Size'), 'L, Navy');
    await user.click(within(form).getByRole('button', { name: 'Notify me' }));
    expect((await within(form).findByRole('alert')).textContent).toBe('Too many attempts. Please wait a minute and try again.');
  });
});
