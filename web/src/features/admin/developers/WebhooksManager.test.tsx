import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { admin, api, meIs, renderRoutes, signedInAs, useMockApi } from '../../../test/auth';
import { WebhooksManager } from './WebhooksManager';

const server = useMockApi();
const boss = admin();
const endpoint = (over: Record<string, unknown> = {}) => ({
  __typename: 'WebhookEndpoint', id: '1', url: 'https://erp.example.in/hooks', events: ['order.placed'], isActive: true, disabledAt: null,
  createdBy: 'admin@kapda.in', createdAt: '2026-11-24T22:33:00.000Z', ...over,
});
const attempt = (id: string, statusCode: number | null) => ({
  __typename: 'WebhookAttempt', id, eventId: 'evt_1', event: 'order.placed', statusCode, durationMs: 84, response: statusCode ? 'ok' : 'Timed out after 5000 ms', attemptedAt: '2026-11-24T22:33:00.000Z',
});

describe('webhooks on the developers page', () => {
  it('adds an endpoint for the chosen events and shows its signing secret once', async () => {
    const asked: Array<Record<string, unknown>> = [];
    server.use(
      meIs(boss),
      api.query('WebhookEndpoints', () => HttpResponse.json({ data: { webhookEndpoints: [] } })),
      api.mutation('CreateWebhookEndpoint', ({ variables }) => {
        asked.push(variables.input as Record<string, unknown>);
        return HttpResponse.json({ data: { createWebhookEndpoint: { __typename: 'CreatedWebhookEndpoint', secret: 'whsec_abc123', endpoint: endpoint() } } });
      }),
    );
    signedInAs(boss);
    renderRoutes([{ path: '/admin/developers', element: <WebhooksManager /> }], '/admin/developers');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Endpoint URL'), 'https://erp.example.in/hooks');
    await user.click(screen.getByRole('checkbox', { name: 'order.status_changed' }));
    await user.click(screen.getByRole('checkbox', { name: 'order.cancelled' }));
    await user.click(screen.getByRole('button', { name: 'Add endpoint' }));
    expect(asked[0]).toEqual({ url: 'https://erp.example.in/hooks', events: ['order.placed', 'order.cancelled'] });
    expect((await screen.findByTestId('new-webhook-secret')).textContent).toBe('whsec_abc123');
    await user.click(screen.getByRole('button', { name: 'I have stored it' }));
    expect(screen.queryByTestId('new-webhook-secret')).toBeNull();
  });

  it('shows each delivery attempt (time in India, status, duration, answer) and redelivers one', async () => {
    const redelivered: string[] = [];
    server.use(
      meIs(boss),
      api.query('WebhookEndpoints', () => HttpResponse.json({ data: { webhookEndpoints: [endpoint()] } })),
      api.query('WebhookDeliveries', () => HttpResponse.json({ data: { webhookDeliveries: [attempt('2', 200), attempt('1', null)] } })),
      api.mutation('RedeliverWebhook', ({ variables }) => {
        redelivered.push(String(variables.attemptId));
        return HttpResponse.json({ data: { redeliverWebhook: attempt('3', 200) } });
      }),
    );
    signedInAs(boss);
    renderRoutes([{ path: '/admin/developers', element: <WebhooksManager /> }], '/admin/developers');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Deliveries' }));
    const table = await screen.findByRole('table', { name: 'Deliveries' });
    const rows = within(table).getAllByRole('row');
    expect(rows[1].textContent).toContain('25 Nov 2026, 4:03 am');
    expect(rows[1].textContent).toContain('200');
    expect(rows[2].textContent).toContain('Timed out after 5000 ms');
    await user.click(within(rows[2]).getByRole('button', { name: 'Redeliver' }));
    expect(redelivered).toEqual(['1']);
    expect(await screen.findByText('Redelivered: answered 200')).toBeTruthy();
  });
});
