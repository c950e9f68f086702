import { useState } from 'react';
import { useSnackbar } from 'notistack';
import { BANNER_MESSAGES, bannerState } from '@kapda/rules/banners';
import type { PromoBannerFieldsFragment } from '../../../gql/graphql';
import { useCreatePromoBannerMutation } from '../../../gql/hooks/CreatePromoBanner';
import { useDeletePromoBannerMutation } from '../../../gql/hooks/DeletePromoBanner';
import { usePromoBannersQuery } from '../../../gql/hooks/PromoBanners';
import { useUpdatePromoBannerMutation } from '../../../gql/hooks/UpdatePromoBanner';
import { PromoBannerStrip } from '../../banners';
import { formatDateTime, serverErrorOr } from '../back-office-errors';
import { EMPTY_BANNER, PromoBannerForm, toBannerInput, toLocalInput, type BannerFormValues } from './PromoBannerForm';

const STATE_LABELS = { live: 'Live', scheduled: 'Scheduled', ended: 'Ended', inactive: 'Off' } as const;
const SAVE_FAILED = 'Failed to save the promo banner';

function toFormValues(banner: PromoBannerFieldsFragment): BannerFormValues {
  return { text: banner.text, link: banner.link ?? '', backgroundColor: banner.backgroundColor, textColor: banner.textColor, startsAt: toLocalInput(banner.startsAt), endsAt: toLocalInput(banner.endsAt), isActive: banner.isActive };
}

/** /admin/promo-banners: every banner with its state, and create, edit, schedule, switch on/off and delete. */
export function PromoBannersManager() {
  const { data, loading, error, refetch } = usePromoBannersQuery({ fetchPolicy: 'cache-and-network' });
  const [createBanner, created] = useCreatePromoBannerMutation();
  const [updateBanner, updated] = useUpdatePromoBannerMutation();
  const [deleteBanner] = useDeletePromoBannerMutation();
  const { enqueueSnackbar } = useSnackbar();
  const [editing, setEditing] = useState<string | 'new' | null>(null);
  const banners = data?.promoBanners ?? [];
  const now = new Date();
  const liveId = banners.find((b) => bannerState({ isActive: b.isActive, startsAt: b.startsAt ? new Date(b.startsAt) : null, endsAt: b.endsAt ? new Date(b.endsAt) : null }, now) === 'live')?.id;

  const run = async (work: () => Promise<unknown>, success: string) => {
    try {
      await work();
      enqueueSnackbar(success, { variant: 'success' });
      await refetch();
      return true;
    } catch (failure) {
      enqueueSnackbar(serverErrorOr(failure, SAVE_FAILED), { variant: 'error' });
      return false;
    }
  };
  const save = async (values: BannerFormValues) => {
    const input = toBannerInput(values);
    const ok = editing === 'new'
      ? await run(() => createBanner({ variables: { input } }), BANNER_MESSAGES.created)
      : await run(() => updateBanner({ variables: { id: editing!, input } }), BANNER_MESSAGES.updated);
    if (ok) setEditing(null);
  };
  const toggle = (banner: PromoBannerFieldsFragment) => run(() => updateBanner({ variables: { id: banner.id, input: { isActive: !banner.isActive } } }), BANNER_MESSAGES.updated);
  const remove = (banner: PromoBannerFieldsFragment) => {
    if (!window.confirm(`Delete the banner “${banner.text}”?`)) return;
    void run(() => deleteBanner({ variables: { id: banner.id } }), BANNER_MESSAGES.deleted);
  };

  return (
    <>
      <section className="bo-card">
        <div className="bo-card__head">
          <h2 className="bo-card__title">{editing === 'new' ? 'New banner' : editing ? 'Edit banner' : 'Banners'}</h2>
          {!editing && <button type="button" className="button" onClick={() => setEditing('new')}>New banner</button>}
        </div>
        <p className="muted">Shoppers see the newest active banner inside its schedule, above the header, until they dismiss it. It is asked for every 5 minutes.</p>
        {editing && (
          <PromoBannerForm
            key={editing}
            initial={editing === 'new' ? EMPTY_BANNER : toFormValues(banners.find((b) => b.id === editing)!)}
            submitLabel={editing === 'new' ? 'Create banner' : 'Save banner'}
            saving={created.loading || updated.loading}
            onSubmit={(values) => void save(values)}
            onCancel={() => setEditing(null)}
          />
        )}
      </section>

      {!editing && (
        <section className="bo-card" aria-label="All banners">
          {loading && !data && <p className="bo-empty">Loading banners…</p>}
          {error && !data && (
            <div role="alert">
              <p>Failed to load promo banners</p>
              <button type="button" className="button button--outline" onClick={() => void refetch()}>Try again</button>
            </div>
          )}
          {data && banners.length === 0 && <p className="bo-empty">No banners yet. Create one to announce a sale or a festive edit.</p>}
          <ul className="bo-list">
            {banners.map((banner) => {
              const state = bannerState({ isActive: banner.isActive, startsAt: banner.startsAt ? new Date(banner.startsAt) : null, endsAt: banner.endsAt ? new Date(banner.endsAt) : null }, now);
              return (
                <li key={banner.id} className="bo-list__item">
                  <PromoBannerStrip banner={banner} />
                  <div className="bo-list__meta">
                    <span className={`bo-badge bo-badge--${state}`}>{banner.id === liveId ? 'Live now' : STATE_LABELS[state]}</span>
                    <span>From {banner.startsAt ? formatDateTime(banner.startsAt) : 'when active'} until {banner.endsAt ? formatDateTime(banner.endsAt) : 'switched off'}</span>
                    {state === 'live' && banner.id !== liveId && <span className="muted">(a newer banner is showing)</span>}
                  </div>
                  <div className="bo-list__actions">
                    <button type="button" className="button button--small button--outline" onClick={() => setEditing(banner.id)} aria-label={`Edit “${banner.text}”`}>Edit</button>
                    <button type="button" className="button button--small button--outline" onClick={() => void toggle(banner)} aria-label={`${banner.isActive ? 'Switch off' : 'Activate'} “${banner.text}”`}>{banner.isActive ? 'Switch off' : 'Activate'}</button>
                    <button type="button" className="button button--small button--danger" onClick={() => remove(banner)} aria-label={`Delete “${banner.text}”`}>Delete</button>
                  </div>
                </li>
              );
            })}
          </ul>
        </section>
      )}
    </>
  );
}
