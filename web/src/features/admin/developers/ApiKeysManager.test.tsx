import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { admin, api, meIs, renderRoutes, signedInAs, useMockApi } from '../../../test/auth';
import { ApiKeysManager, expiryOf } from './ApiKeysManager';

const server = useMockApi();
const boss = admin();

const key = (over: Record<string, unknown> = {}) => ({
  __typename: 'ApiKey', id: '1', name: 'Tally sync', prefix: 'kpd_live_ab12cd34', scopes: ['orders:read'], createdBy: 'admin@kapda.in',
  createdAt: '2026-11-24T22:33:00.000Z', lastUsedAt: null, expiresAt: null, revokedAt: null, ...over,
});

describe('the developers page (API keys)', () => {
  it('makes a key with the chosen scopes, shows the secret once with a copy button, and lists keys without it', async () => {
    const created: Array<Record<string, unknown>> = [];
    let keys = [key()];
    server.use(
      meIs(boss),
      api.query('ApiKeys', () => HttpResponse.json({ data: { apiKeys: keys } })),
      api.mutation('CreateApiKey', ({ variables }) => {
        created.push(variables.input as Record<string, unknown>);
        const made = key({ id: '2', name: 'Courier labels', prefix: 'kpd_live_Zx9Yw8Vu', scopes: ['orders:read', 'orders:write'] });
        keys = [made, ...keys];
        return HttpResponse.json({ data: { createApiKey: { __typename: 'CreatedApiKey', key: `kpd_live_Zx9Yw8Vu${'q'.repeat(32)}`, apiKey: made } } });
      }),
    );
    signedInAs(boss);
    renderRoutes([{ path: '/admin/developers', element: <ApiKeysManager /> }], '/admin/developers');
    const user = userEvent.setup();
    const list = await screen.findByRole('region', { name: 'API keys' });
    expect(await within(list).findByText('Tally sync')).toBeTruthy();
    expect(list.textContent).toContain('Last used never');
    expect(list.textContent).toContain('25 Nov 2026, 4:03 am');

    await user.click(screen.getByRole('button', { name: 'Create key' }));
    expect(screen.getByRole('alert').textContent).toContain('name');
    expect(created).toHaveLength(0);

    await user.type(screen.getByLabelText('Name'), 'Courier labels');
    await user.click(screen.getByRole('checkbox', { name: /orders:read/ }));
    await user.click(screen.getByRole('checkbox', { name: /orders:write/ }));
    await user.type(screen.getByLabelText(/Expires after/), '2027-03-31');
    await user.click(screen.getByRole('button', { name: 'Create key' }));
    expect(created[0]).toEqual({ name: 'Courier labels', scopes: ['orders:read', 'orders:write'], expiresAt: '2027-03-31T18:29:59.000Z' });

    const secret = await screen.findByTestId('new-api-key');
    expect(secret.textContent).toBe(`kpd_live_Zx9Yw8Vu${'q'.repeat(32)}`);
    const writeText = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    await user.click(screen.getByRole('button', { name: 'Copy key' }));
    expect(writeText).toHaveBeenCalledWith(secret.textContent);
    expect(await screen.findByRole('button', { name: 'Copied' })).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'I have stored it' }));
    expect(screen.queryByTestId('new-api-key')).toBeNull();
    expect(document.body.textContent).not.toContain('q'.repeat(32));
    expect(await within(list).findByText('Courier labels')).toBeTruthy();
  });

  it('revokes a key after asking, and marks revoked keys', async () => {
    let keys = [key()];
    const revoked: string[] = [];
    server.use(
      meIs(boss),
      api.query('ApiKeys', () => HttpResponse.json({ data: { apiKeys: keys } })),
      api.mutation('RevokeApiKey', ({ variables }) => {
        revoked.push(String(variables.id));
        keys = [key({ revokedAt: '2026-11-25T01:00:00.000Z' })];
        return HttpResponse.json({ data: { revokeApiKey: keys[0] } });
      }),
    );
    vi.spyOn(window, 'confirm').mockReturnValue(true);
    signedInAs(boss);
    renderRoutes([{ path: '/admin/developers', element: <ApiKeysManager /> }], '/admin/developers');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Revoke “Tally sync”' }));
    expect(revoked).toEqual(['1']);
    expect(await screen.findByText('Revoked')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Revoke “Tally sync”' })).toBeNull();
  });

  it('an expiry day ends at midnight in India', () => {
    expect(expiryOf('2027-03-31')).toBe('2027-03-31T18:29:59.000Z');
    expect(expiryOf('')).toBeNull();
  });
});
