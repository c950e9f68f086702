import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { STOCK_ALERT_MESSAGES } from '@kapda/rules/reviews';
import { apiError } from '../test/auth';
import { api, useMockApi } from '../test/msw';
import { renderPage } from '../test/render';
import BackInStockUnsubscribePage from './BackInStockUnsubscribePage';

const server = useMockApi();
const open = (search: string) => renderPage([{ path: '/back-in-stock/unsubscribe', element: <BackInStockUnsubscribePage /> }], `/back-in-stock/unsubscribe${search}`);

describe('/back-in-stock/unsubscribe', () => {
  it('asks for one click, then confirms', async () => {
    const sent: unknown[] = [];
    server.use(api.mutation('UnsubscribeStockAlerts', ({ variables }) => {
      sent.push(variables);
      return HttpResponse.json({ data: { unsubscribeStockAlerts: true } });
    }));
    const user = userEvent.setup();
    open('?email=asha%40example.in&token=tok-1');
    expect(await screen.findByText('asha@example.in')).toBeTruthy();
    expect(sent).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Unsubscribe' }));
    expect(await screen.findByText(STOCK_ALERT_MESSAGES.unsubscribed)).toBeTruthy();
    expect(sent).toEqual([{ email: 'asha@example.in', token: 'tok-1' }]);
  });

  it('says when the link is not valid', async () => {
    server.use(api.mutation('UnsubscribeStockAlerts', () => apiError(400, STOCK_ALERT_MESSAGES.invalidLink)));
    const user = userEvent.setup();
    open('?email=asha%40example.in&token=bad');
    await user.click(await screen.findByRole('button', { name: 'Unsubscribe' }));
    expect(await screen.findByText(STOCK_ALERT_MESSAGES.invalidLink)).toBeTruthy();
    open('');
    expect((await screen.findAllByText(STOCK_ALERT_MESSAGES.invalidLink)).length).toBeGreaterThan(0);
  });
});
