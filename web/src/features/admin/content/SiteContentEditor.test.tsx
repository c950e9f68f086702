import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SEEDED_CONTENT } from '@kapda/rules/site-content-seed';
import { admin, api, apiError, findToast, meIs, renderRoutes, signedInAs, toasts, useMockApi } from '../../../test/auth';
import { Footer } from '../../../shell/Footer';
import type { FooterContent } from '../../../shell/footer-content';
import { AUTOSAVE_INTERVAL_MS, SiteContentEditor } from './SiteContentEditor';

const server = useMockApi();

type Saved = { page: string; data: Record<string, any> };

function editorApi(options: { draft?: Record<string, unknown> | null; autosaveFails?: boolean; publish?: 'ok' | 'refused' | 'down' } = {}) {
  const autosaves: Saved[] = [];
  const published: Saved[] = [];
  server.use(
    meIs(admin()),
    api.query('SiteContentDraft', ({ variables }) => HttpResponse.json({ data: { siteContentDraft: options.draft ? { __typename: 'SiteContentDraft', page: variables.page, data: options.draft, savedAt: '2026-11-23T06:00:00.000Z', savedByEmail: 'editor@kapda.in' } : null } })),
    api.query('SiteContentVersions', () => HttpResponse.json({ data: { siteContentVersions: [] } })),
    api.mutation('AutosaveSiteContent', ({ variables }) => {
      autosaves.push(variables as Saved);
      if (options.autosaveFails) return HttpResponse.json({ errors: [{ message: 'down' }] }, { status: 500 });
      return HttpResponse.json({ data: { autosaveSiteContent: { __typename: 'SiteContentDraft', page: variables.page, savedAt: new Date().toISOString() } } });
    }),
    api.mutation('PublishSiteContent', ({ variables }) => {
      published.push(variables as Saved);
      if (options.publish === 'refused') return apiError(400, "quick links › 1 › url: must be a path in the store (starting with '/') or an http(s):// address.");
      if (options.publish === 'down') return HttpResponse.json({ errors: [{ message: 'boom' }] }, { status: 500 });
      return HttpResponse.json({ data: { publishSiteContent: { __typename: 'SiteContent', page: variables.page, data: variables.data, versionId: '1', publishedAt: new Date().toISOString() } } });
    }),
  );
  return { autosaves, published };
}

async function openFooterEditor() {
  signedInAs(admin());
  const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
  renderRoutes([{ path: '/admin/content/footer', element: <SiteContentEditor page="footer" renderPreview={(data) => <Footer content={data as FooterContent} />} /> }], '/admin/content/footer');
  const description = within(await screen.findByRole('group', { name: 'Brand info' })).getByLabelText(/^Description/);
  return { user, description };
}

describe('site content editor', () => {
  beforeEach(() => vi.useFakeTimers({ shouldAdvanceTime: true }));
  afterEach(() => vi.useRealTimers());

  it('autosaves the changes every few seconds while editing, and only when something changed', async () => {
    const { autosaves } = editorApi();
    const { user, description } = await openFooterEditor();
    await act(() => vi.advanceTimersByTimeAsync(AUTOSAVE_INTERVAL_MS * 2));
    expect(autosaves).toHaveLength(0);

    await user.clear(description);
    await user.type(description, 'Handloom from Surat');
    await act(() => vi.advanceTimersByTimeAsync(AUTOSAVE_INTERVAL_MS));
    await waitFor(() => expect(autosaves).toHaveLength(1));
    expect(autosaves[0]).toMatchObject({ page: 'footer', data: { brand_info: { description: 'Handloom from Surat' }, quickLinks: SEEDED_CONTENT.footer.quickLinks } });
    expect(await screen.findByText(/Draft autosaved at/)).toBeTruthy();

    await act(() => vi.advanceTimersByTimeAsync(AUTOSAVE_INTERVAL_MS * 2));
    expect(autosaves).toHaveLength(1);
  });

  it('keeps quiet when an autosave fails', async () => {
    const { autosaves } = editorApi({ autosaveFails: true });
    const { user, description } = await openFooterEditor();
    await user.type(description, ' More.');
    await act(() => vi.advanceTimersByTimeAsync(AUTOSAVE_INTERVAL_MS));
    await waitFor(() => expect(autosaves).toHaveLength(1));
    await act(() => vi.advanceTimersByTimeAsync(100));
    expect(toasts()).toEqual([]);
    expect(screen.queryByText(/Draft autosaved/)).toBeNull();
  });

  it('offers the autosaved draft back, and edits list items: add, reorder, remove', async () => {
    const draft = { ...SEEDED_CONTENT.footer, quickLinksTitle: 'Shop the edit' };
    editorApi({ draft });
    const { user } = await openFooterEditor();
    expect(await screen.findByText(/An autosaved draft from .* by editor@kapda.in/)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Restore draft' }));
    expect((screen.getByLabelText(/^Quick links title/) as HTMLInputElement).value).toBe('Shop the edit');

    const links = () => screen.getByRole('group', { name: /^Quick links \(/ });
    await user.click(within(links()).getByRole('button', { name: 'Move Quick links 2 up' }));
    expect((within(links()).getAllByLabelText(/^Label/)[0] as HTMLInputElement).value).toBe('All Products');
    await user.click(within(links()).getByRole('button', { name: 'Remove Quick links 1' }));
    await user.click(within(links()).getByRole('button', { name: 'Add to quick links' }));
    const labels = within(links()).getAllByLabelText(/^Label/) as HTMLInputElement[];
    expect(labels.map((l) => l.value)).toEqual(['Home', "Men's Fashion", "Women's Fashion", 'Sale', '']);
  });

  it("publishes with the SPEC's toast, or shows the server's error, or 'Failed to update footer data'", async () => {
    const api1 = editorApi();
    const { user, description } = await openFooterEditor();
    await user.clear(description);
    await user.type(description, 'Sarees, kurtas and more');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await findToast('Footer updated successfully');
    expect(api1.published[0].data.brand_info.description).toBe('Sarees, kurtas and more');

    editorApi({ publish: 'refused' });
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await findToast("quick links › 1 › url: must be a path in the store (starting with '/') or an http(s):// address.");

    editorApi({ publish: 'down' });
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await findToast('Failed to update footer data');
  });

  it('previews the footer with the words being edited', async () => {
    editorApi();
    const { user, description } = await openFooterEditor();
    await user.clear(description);
    await user.type(description, 'Preview me');
    await user.click(screen.getByRole('button', { name: 'Preview' }));
    const preview = screen.getByRole('region', { name: 'Preview of your changes' });
    expect(within(preview).getByText('Preview me')).toBeTruthy();
  });
});
