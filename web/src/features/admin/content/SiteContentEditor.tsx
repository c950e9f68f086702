import { formatIndiaTime } from '@kapda/rules/dates';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useApolloClient } from '@apollo/client/react';
import { useSnackbar } from 'notistack';
import { PAGE_NAMES, PAGE_SHAPES, SITE_CONTENT_MESSAGES, type SiteContentPage } from '@kapda/rules/site-content';
import { useAutosaveSiteContentMutation } from '../../../gql/hooks/AutosaveSiteContent';
import { usePublishSiteContentMutation } from '../../../gql/hooks/PublishSiteContent';
import { useRestoreSiteContentVersionMutation } from '../../../gql/hooks/RestoreSiteContentVersion';
import { SiteContentDocument, useSiteContentQuery } from '../../../gql/hooks/SiteContent';
import { useSiteContentDraftQuery } from '../../../gql/hooks/SiteContentDraft';
import { useSiteContentVersionsQuery } from '../../../gql/hooks/SiteContentVersions';
import { formatDateTime, serverErrorOr } from '../back-office-errors';
import { ShapeFields } from './ShapeFields';

/** How often the editor keeps a draft while there are unsaved changes (failures are silent, SPEC.md §4). */
export const AUTOSAVE_INTERVAL_MS = 5000;

type PageData = Record<string, unknown>;

interface SiteContentEditorProps {
  page: SiteContentPage;
  /** The page as shoppers would see it with these words. */
  renderPreview(data: PageData): ReactNode;
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * The editor of one page: a field per block, list items added, removed and reordered, a preview,
 * a draft autosaved every few seconds while editing (and offered back on return), Save to publish,
 * and the last published versions to view and restore.
 */
export function SiteContentEditor({ page, renderPreview }: SiteContentEditorProps) {
  const published = useSiteContentQuery({ variables: { page }, fetchPolicy: 'network-only' });
  const draft = useSiteContentDraftQuery({ variables: { page }, fetchPolicy: 'network-only' });
  const versions = useSiteContentVersionsQuery({ variables: { page }, fetchPolicy: 'network-only' });
  const [publish, publishing] = usePublishSiteContentMutation();
  const [autosave] = useAutosaveSiteContentMutation();
  const [restoreVersion] = useRestoreSiteContentVersionMutation();
  const client = useApolloClient();
  const { enqueueSnackbar } = useSnackbar();

  const [values, setValues] = useState<PageData | null>(null);
  const [draftOffered, setDraftOffered] = useState(true);
  const [autosavedAt, setAutosavedAt] = useState<string | null>(null);
  const [preview, setPreview] = useState<{ label: string; data: PageData } | null>(null);
  /** What the server last kept (published or autosaved): autosave only sends changes. */
  const lastKept = useRef<PageData | null>(null);
  const valuesRef = useRef<PageData | null>(null);
  valuesRef.current = values;

  const live = published.data?.siteContent.data;
  useEffect(() => {
    if (live && values === null) {
      setValues(live);
      lastKept.current = live;
    }
  }, [live, values]);

  // Autosave: every few seconds, if the words changed since they were last kept. Failures are silent.
  useEffect(() => {
    const timer = setInterval(() => {
      const current = valuesRef.current;
      if (!current || same(current, lastKept.current)) return;
      lastKept.current = current;
      autosave({ variables: { page, data: current } })
        .then((result) => setAutosavedAt(result.data?.autosaveSiteContent.savedAt ?? null))
        .catch(() => {});
    }, AUTOSAVE_INTERVAL_MS);
    return () => clearInterval(timer);
  }, [autosave, page]);

  const savedDraft = draft.data?.siteContentDraft;
  const showDraftOffer = draftOffered && savedDraft && values && !same(savedDraft.data, values) && !autosavedAt;

  const save = async () => {
    if (!values) return;
    try {
      const result = await publish({ variables: { page, data: values } });
      const data = result.data!.publishSiteContent.data;
      setValues(data);
      lastKept.current = data;
      setDraftOffered(false);
      enqueueSnackbar(SITE_CONTENT_MESSAGES.updated(page), { variant: 'success' });
      // The storefront's copy of this page (Apollo's shared cache) shows the new words at once.
      client.writeQuery({ query: SiteContentDocument, variables: { page }, data: { siteContent: result.data!.publishSiteContent } });
      void versions.refetch();
    } catch (failure) {
      enqueueSnackbar(serverErrorOr(failure, SITE_CONTENT_MESSAGES.updateFailed(page)), { variant: 'error' });
    }
  };

  const restore = async (versionId: string) => {
    try {
      const result = await restoreVersion({ variables: { page, versionId } });
      const data = result.data!.restoreSiteContentVersion.data;
      setValues(data);
      lastKept.current = data;
      setPreview(null);
      enqueueSnackbar(SITE_CONTENT_MESSAGES.updated(page), { variant: 'success' });
      client.writeQuery({ query: SiteContentDocument, variables: { page }, data: { siteContent: result.data!.restoreSiteContentVersion } });
      void versions.refetch();
    } catch (failure) {
      enqueueSnackbar(serverErrorOr(failure, SITE_CONTENT_MESSAGES.updateFailed(page)), { variant: 'error' });
    }
  };

  if (published.error && !live) {
    return (
      <section className="bo-card" role="alert">
        <p>{SITE_CONTENT_MESSAGES.loadFailed(page)}</p>
        <button type="button" className="button button--outline" onClick={() => void published.refetch()}>Try again</button>
      </section>
    );
  }
  if (!values) return <p className="bo-empty">Loading {PAGE_NAMES[page].toLowerCase()}…</p>;

  return (
    <div className="bo-editor">
      {showDraftOffer && (
        <div className="bo-notice" role="status">
          <p>An autosaved draft from {formatDateTime(savedDraft.savedAt)} by {savedDraft.savedByEmail} has changes that are not published.</p>
          <div className="bo-form__actions">
            <button type="button" className="button button--small" onClick={() => { setValues(savedDraft.data); lastKept.current = savedDraft.data; setDraftOffered(false); }}>Restore draft</button>
            <button type="button" className="button button--small button--outline" onClick={() => setDraftOffered(false)}>Keep the published words</button>
          </div>
        </div>
      )}
      <form className="bo-card bo-form" onSubmit={(event) => { event.preventDefault(); void save(); }} aria-label={`${PAGE_NAMES[page]} content`}>
        <ShapeFields shape={PAGE_SHAPES[page]} value={values} onChange={(next) => setValues(next as PageData)} label="" />
        <div className="bo-form__actions bo-form__actions--sticky">
          <button type="submit" className="button button--primary" disabled={publishing.loading} aria-busy={publishing.loading || undefined}>{publishing.loading ? 'Saving…' : 'Save'}</button>
          <button type="button" className="button button--outline" onClick={() => setPreview(preview ? null : { label: 'Preview of your changes', data: values })}>{preview ? 'Close preview' : 'Preview'}</button>
          <span className="muted" aria-live="polite">{autosavedAt ? `Draft autosaved at ${formatIndiaTime(autosavedAt)}` : ''}</span>
        </div>
      </form>

      {preview && (
        <section className="bo-card bo-page-preview" aria-label={preview.label}>
          <div className="bo-card__head">
            <h2 className="bo-card__title">{preview.label}</h2>
            <button type="button" className="button button--small button--outline" onClick={() => setPreview(null)}>Close preview</button>
          </div>
          <div className="bo-page-preview__frame">{renderPreview(preview.data)}</div>
        </section>
      )}

      <section className="bo-card" aria-labelledby="versions-title">
        <h2 id="versions-title" className="bo-card__title">Published versions</h2>
        {versions.data?.siteContentVersions.length === 0 && <p className="bo-empty">Not edited yet: shoppers see the original words.</p>}
        <ol className="bo-versions">
          {versions.data?.siteContentVersions.map((version, index) => (
            <li key={version.id}>
              <span>{formatDateTime(version.publishedAt)} · {version.publishedByEmail}{index === 0 ? ' · live' : ''}</span>
              <span className="bo-versions__actions">
                <button type="button" className="button button--small button--ghost" onClick={() => setPreview({ label: `Version of ${formatDateTime(version.publishedAt)}`, data: version.data })}>View</button>
                {index > 0 && <button type="button" className="button button--small button--outline" onClick={() => void restore(version.id)}>Restore</button>}
              </span>
            </li>
          ))}
        </ol>
      </section>
    </div>
  );
}
