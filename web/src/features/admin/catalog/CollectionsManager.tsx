import { useState, type FormEvent } from 'react';
import { useSnackbar } from 'notistack';
import { FormAlert, TextField } from '../../../ui/forms';
import type { CatalogCollectionFieldsFragment } from '../../../gql/graphql';
import { useCatalogCollectionsQuery } from '../../../gql/hooks/CatalogCollections';
import { useCatalogProductsQuery } from '../../../gql/hooks/CatalogProducts';
import { useDeleteCollectionMutation } from '../../../gql/hooks/DeleteCollection';
import { useSaveCollectionMutation } from '../../../gql/hooks/SaveCollection';
import { formatDateTime, serverErrorOr } from '../back-office-errors';
import { UploadRefused, uploadFiles } from './back-office-files';
import './catalog-admin.css';

interface Draft { title: string; slug: string; description: string; image: string; position: string; isActive: boolean; startsAt: string; endsAt: string; productIds: string[] }
const blank: Draft = { title: '', slug: '', description: '', image: '', position: '0', isActive: true, startsAt: '', endsAt: '', productIds: [] };
const local = (iso: string | null) => (iso ? new Date(new Date(iso).getTime() - new Date(iso).getTimezoneOffset() * 60000).toISOString().slice(0, 16) : '');

/** /admin/collections: title, words, picture, order, active dates and the products in order. */
export function CollectionsManager() {
  const { data, loading, error, refetch } = useCatalogCollectionsQuery({ fetchPolicy: 'cache-and-network' });
  const products = useCatalogProductsQuery({ variables: { limit: 100 } }).data?.catalogProducts.items ?? [];
  const [save, saving] = useSaveCollectionMutation();
  const [remove] = useDeleteCollectionMutation();
  const { enqueueSnackbar } = useSnackbar();
  const [editing, setEditing] = useState<string | 'new' | null>(null);
  const [draft, setDraft] = useState<Draft>(blank);
  const [adding, setAdding] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const titleOf = new Map(products.map((p) => [p.id, p.title]));

  const open = (c: CatalogCollectionFieldsFragment | null) => {
    setProblem(null);
    setEditing(c ? c.id : 'new');
    setDraft(c ? { title: c.title, slug: c.slug, description: c.description, image: c.image ?? '', position: String(c.position), isActive: c.isActive, startsAt: local(c.startsAt), endsAt: local(c.endsAt), productIds: c.productIds } : blank);
  };
  const move = (i: number, by: number) => {
    const ids = [...draft.productIds];
    const [picked] = ids.splice(i, 1);
    ids.splice(i + by, 0, picked);
    setDraft({ ...draft, productIds: ids });
  };
  const picture = async (files: File[]) => {
    if (!files[0]) return;
    try {
      const answer = await uploadFiles<{ url: string }>('/admin/collections/picture', 'image', [files[0]]);
      setDraft((d) => ({ ...d, image: answer.data.url }));
    } catch (failure) {
      setProblem(failure instanceof UploadRefused ? failure.message : 'The upload failed. Please try again.');
    }
  };
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    try {
      await save({ variables: { id: editing === 'new' ? null : editing, input: {
        title: draft.title, slug: draft.slug || null, description: draft.description, image: draft.image || null, position: Number(draft.position) || 0, isActive: draft.isActive,
        startsAt: draft.startsAt ? new Date(draft.startsAt).toISOString() : null, endsAt: draft.endsAt ? new Date(draft.endsAt).toISOString() : null, productIds: draft.productIds,
      } } });
      enqueueSnackbar('Collection saved', { variant: 'success' });
      setEditing(null);
      await refetch();
    } catch (failure) {
      setProblem(serverErrorOr(failure, 'Failed to save the collection'));
    }
  };
  const del = async (c: CatalogCollectionFieldsFragment) => {
    if (!window.confirm(`Delete the collection “${c.title}”? Its products stay in the shop.`)) return;
    try {
      await remove({ variables: { id: c.id } });
      enqueueSnackbar('Collection deleted', { variant: 'success' });
      await refetch();
    } catch (failure) {
      enqueueSnackbar(serverErrorOr(failure, 'Failed to delete the collection'), { variant: 'error' });
    }
  };
  const collections = data?.catalogCollections ?? [];

  return (
    <section className="bo-card" aria-label="Collections">
      <div className="bo-card__head">
        <h2 className="bo-card__title">Collections</h2>
        {!editing && <button type="button" className="button" onClick={() => open(null)}>New collection</button>}
      </div>
      {editing && (
        <form className="bo-form subadmin-form" onSubmit={(e) => void submit(e)} noValidate>
          {problem && <FormAlert>{problem}</FormAlert>}
          <TextField label="Title" value={draft.title} onChange={(title) => setDraft({ ...draft, title })} required maxLength={120} />
          <TextField label="Slug" value={draft.slug} onChange={(slug) => setDraft({ ...draft, slug })} maxLength={80} hint="Made from the title when empty." />
          <div className="field">
            <label className="field__label" htmlFor="collection-description">Description</label>
            <textarea id="collection-description" className="field__input" rows={3} value={draft.description} onChange={(e) => setDraft({ ...draft, description: e.target.value })} />
          </div>
          <div className="catalog-add">
            {draft.image && <img src={draft.image} alt="" width={80} height={100} />}
            <label className="button button--small button--outline">
              {draft.image ? 'Change picture' : 'Upload a picture'}
              <input type="file" className="visually-hidden" accept="image/jpeg,image/png,image/webp" onChange={(e) => { const files = [...(e.target.files ?? [])]; e.target.value = ''; void picture(files); }} />
            </label>
            {draft.image && <button type="button" className="button button--small button--ghost" onClick={() => setDraft({ ...draft, image: '' })}>Remove picture</button>}
          </div>
          <div className="catalog-two">
            <TextField label="Order" value={draft.position} onChange={(position) => setDraft({ ...draft, position })} inputMode="numeric" />
            <TextField label="Shown from" type="datetime-local" value={draft.startsAt} onChange={(startsAt) => setDraft({ ...draft, startsAt })} />
            <TextField label="Shown until" type="datetime-local" value={draft.endsAt} onChange={(endsAt) => setDraft({ ...draft, endsAt })} />
          </div>
          <label className="bo-checkbox"><input type="checkbox" checked={draft.isActive} onChange={(e) => setDraft({ ...draft, isActive: e.target.checked })} /> Active</label>
          <fieldset className="bo-fieldset">
            <legend>Products, in order</legend>
            <ol className="catalog-ordered">
              {draft.productIds.map((id, i) => (
                <li key={id}>
                  <span>{titleOf.get(id) ?? `Product ${id}`}</span>
                  <span className="bo-list__actions">
                    <button type="button" className="button button--small button--outline" disabled={i === 0} onClick={() => move(i, -1)} aria-label={`Move ${titleOf.get(id) ?? id} up`}>↑</button>
                    <button type="button" className="button button--small button--outline" disabled={i === draft.productIds.length - 1} onClick={() => move(i, 1)} aria-label={`Move ${titleOf.get(id) ?? id} down`}>↓</button>
                    <button type="button" className="button button--small button--danger" onClick={() => setDraft({ ...draft, productIds: draft.productIds.filter((x) => x !== id) })} aria-label={`Take ${titleOf.get(id) ?? id} out`}>Remove</button>
                  </span>
                </li>
              ))}
            </ol>
            <div className="catalog-add">
              <div className="field">
                <label className="field__label" htmlFor="collection-add">Add a product</label>
                <select id="collection-add" className="field__input" value={adding} onChange={(e) => setAdding(e.target.value)}>
                  <option value="">Choose…</option>
                  {products.filter((p) => !draft.productIds.includes(p.id)).map((p) => <option key={p.id} value={p.id}>{p.title}</option>)}
                </select>
              </div>
              <button type="button" className="button button--small button--outline" disabled={!adding} onClick={() => { setDraft({ ...draft, productIds: [...draft.productIds, adding] }); setAdding(''); }}>Add</button>
            </div>
          </fieldset>
          <div className="bo-form__actions">
            <button type="submit" className="button" disabled={saving.loading}>Save collection</button>
            <button type="button" className="button button--ghost" onClick={() => setEditing(null)}>Cancel</button>
          </div>
        </form>
      )}
      {loading && !data && <p className="bo-empty">Loading collections…</p>}
      {error && !data && <div role="alert"><p>Failed to load collections</p><button type="button" className="button button--outline" onClick={() => void refetch()}>Try again</button></div>}
      {data && collections.length === 0 && <p className="bo-empty">No collections yet.</p>}
      {!editing && (
        <ul className="bo-list">
          {collections.map((c) => (
            <li key={c.id} className="bo-list__item">
              <div><strong>{c.title}</strong> <span className="muted">/{c.slug} · {c.productIds.length} products</span></div>
              <div className="bo-list__meta">
                <span className={`bo-badge${c.isActive ? ' bo-badge--live' : ''}`}>{c.isActive ? 'Active' : 'Off'}</span>
                <span>From {c.startsAt ? formatDateTime(c.startsAt) : 'now'} until {c.endsAt ? formatDateTime(c.endsAt) : 'switched off'}</span>
              </div>
              <div className="bo-list__actions">
                <button type="button" className="button button--small button--outline" onClick={() => open(c)} aria-label={`Edit ${c.title}`}>Edit</button>
                <button type="button" className="button button--small button--danger" onClick={() => void del(c)} aria-label={`Delete ${c.title}`}>Delete</button>
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
