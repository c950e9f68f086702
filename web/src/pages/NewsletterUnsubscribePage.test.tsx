import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { api, useMockApi } from '../test/msw';
import { renderPage } from '../test/render';
import { findToast } from '../test/auth';
import NewsletterUnsubscribePage from './NewsletterUnsubscribePage';

const server = useMockApi();
const UNSUBSCRIBED = 'You have been unsubscribed from the Kapda newsletter.';
const BAD_LINK = 'This unsubscribe link is not valid. Please use the link from your latest Kapda email.';

const open = (search: string) => renderPage([{ path: '/newsletter/unsubscribe', element: <NewsletterUnsubscribePage /> }], `/newsletter/unsubscribe${search}`);

describe('/newsletter/unsubscribe', () => {
  it('asks before unsubscribing (mail scanners open links), then confirms what the server did', async () => {
    const sent: unknown[] = [];
    server.use(
      api.mutation('UnsubscribeFromNewsletter', async ({ variables }) => {
        sent.push(variables);
        await delay(50);
        return HttpResponse.json({ data: { unsubscribeFromNewsletter: { success: true, message: UNSUBSCRIBED } } });
      }),
    );
    const user = userEvent.setup();
    open('?email=asha%2Boffers%40example.in&token=tok-123');
    expect(await screen.findByText('asha+offers@example.in')).toBeTruthy();
    expect(sent).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Unsubscribe' }));
    expect(screen.getByRole('button', { name: /Unsubscribing/ }).hasAttribute('disabled')).toBe(true);
    expect(await screen.findByRole('status')).toHaveProperty('textContent', expect.stringContaining(UNSUBSCRIBED));
    await findToast(UNSUBSCRIBED);
    expect(sent).toEqual([{ email: 'asha+offers@example.in', token: 'tok-123' }]);
    expect(screen.queryByRole('button', { name: 'Unsubscribe' })).toBeNull();
  });

  it("shows the server's reason when it refuses the link, and lets the shopper try again", async () => {
    server.use(api.mutation('UnsubscribeFromNewsletter', () => HttpResponse.json({ errors: [{ message: BAD_LINK, extensions: { code: 'BAD_USER_INPUT', status: 400 } }] })));
    const user = userEvent.setup();
    open('?email=asha%40example.in&token=forged');
    await user.click(await screen.findByRole('button', { name: 'Unsubscribe' }));
    const card = screen.getByRole('region', { name: 'Newsletter' });
    expect((await within(card).findByRole('alert')).textContent).toBe(BAD_LINK);
    await findToast(BAD_LINK);
    expect(within(card).getByRole('button', { name: 'Unsubscribe' })).toBeTruthy();
  });

  it('explains a link with its address or token cut off, without a button', async () => {
    open('?email=asha%40example.in');
    expect((await screen.findByRole('alert')).textContent).toBe(BAD_LINK);
    expect(screen.queryByRole('button', { name: 'Unsubscribe' })).toBeNull();
  });
});
