import { configure, screen, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { api, customer, meIs, signedInAs, useMockApi } from '../../test/auth';
import { signedInBasics } from '../../test/handlers';
import { renderApp } from '../../test/render';

const server = useMockApi(...signedInBasics);
configure({ asyncUtilTimeout: 5000 });

const entry = (id: string, amount: number, reason: string, label: string, note: string, createdAt: string) => ({ __typename: 'StoreCreditEntry', id, amount, balanceAfter: 0, reason, label, note, createdAt });

describe('store credit on /account', () => {
  it('shows the balance and each movement with its India date, money with two decimals', async () => {
    server.use(api.query('MyStoreCredit', () => HttpResponse.json({ data: { myStoreCredit: { __typename: 'StoreCredit', balance: 1250.5, entries: [
      // 20:00 UTC on 24 Nov is already 25 Nov in India.
      entry('2', -749.5, 'order_payment', 'Paid towards an order', 'Order KPD-2511-000042', '2026-11-24T20:00:00.000Z'),
      entry('1', 2000, 'return', 'Refund for a return', 'Return RTN-2311-000007', '2026-11-23T06:00:00.000Z'),
    ] } } })));
    signedInAs(customer());
    server.use(meIs(customer()));
    renderApp('/account');
    const panel = await screen.findByRole('region', { name: 'Store credit' });
    expect((await within(panel).findByTestId('store-credit-balance')).textContent).toBe('₹1,250.50');
    const items = within(within(panel).getByRole('list', { name: 'Store credit history' })).getAllByRole('listitem');
    expect(items.map((li) => li.textContent)).toEqual([
      'Paid towards an order25 Nov 2026 · Order KPD-2511-000042−₹749.50',
      'Refund for a return23 Nov 2026 · Return RTN-2311-000007+₹2,000.00',
    ]);
  });

  it('says when there is none yet', async () => {
    signedInAs(customer());
    server.use(meIs(customer()));
    renderApp('/account');
    const panel = await screen.findByRole('region', { name: 'Store credit' });
    expect(await within(panel).findByText('No store credit yet.')).toBeTruthy();
    expect(within(panel).getByTestId('store-credit-balance').textContent).toBe('₹0.00');
  });
});
