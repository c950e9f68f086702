import { useState } from 'react';
import { useSnackbar } from 'notistack';
import type { CatalogProductFieldsFragment } from '../../../gql/graphql';
import { useDeleteProductImageMutation } from '../../../gql/hooks/DeleteProductImage';
import { useUpdateProductImagesMutation } from '../../../gql/hooks/UpdateProductImages';
import { serverErrorOr } from '../back-office-errors';
import { UploadRefused, uploadFiles } from './back-office-files';

interface Picture { id: string; url: string; alt: string; color: string | null }

/**
 * A product's pictures: upload several at once (JPEG, PNG or WebP — the server checks the real
 * type and the size), reorder, set alt text and colour, delete.
 */
export function ProductPictures({ product, colors }: { product: CatalogProductFieldsFragment; colors: string[] }) {
  const { enqueueSnackbar } = useSnackbar();
  const [pictures, setPictures] = useState<Picture[]>(product.images);
  /** The pictures as the server has them: the list differs from it while an edit is unsaved. */
  const [saved, setSaved] = useState<Picture[]>(product.images);
  const keep = (list: Picture[]) => {
    setPictures(list);
    setSaved(list);
  };
  const [uploading, setUploading] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [saveImages, saving] = useUpdateProductImagesMutation();
  const [deleteImage] = useDeleteProductImageMutation();
  const dirty = JSON.stringify(pictures) !== JSON.stringify(saved);

  const upload = async (files: File[]) => {
    if (files.length === 0) return;
    setUploading(true);
    setProblem(null);
    try {
      const answer = await uploadFiles<{ images: Picture[] }>(`/admin/products/${product.id}/images`, 'images', files, { alt: product.title });
      keep(answer.data.images);
      enqueueSnackbar(`${files.length} picture${files.length === 1 ? '' : 's'} added`, { variant: 'success' });
    } catch (failure) {
      setProblem(failure instanceof UploadRefused ? failure.message : 'The upload failed. Please try again.');
    } finally {
      setUploading(false);
    }
  };
  const move = (index: number, by: number) => setPictures((now) => {
    const next = [...now];
    const [picked] = next.splice(index, 1);
    next.splice(index + by, 0, picked);
    return next;
  });
  const save = async () => {
    try {
      const answer = await saveImages({ variables: { productId: product.id, images: pictures.map((p) => ({ id: p.id, alt: p.alt, color: p.color })) } });
      if (answer.data) keep(answer.data.updateProductImages.images);
      enqueueSnackbar('Pictures saved', { variant: 'success' });
    } catch (failure) {
      setProblem(serverErrorOr(failure, 'Failed to save the pictures'));
    }
  };
  const remove = async (picture: Picture) => {
    if (!window.confirm('Delete this picture?')) return;
    try {
      const answer = await deleteImage({ variables: { id: picture.id } });
      if (answer.data) keep(answer.data.deleteProductImage.images);
      enqueueSnackbar('Picture deleted', { variant: 'success' });
    } catch (failure) {
      setProblem(serverErrorOr(failure, 'Failed to delete the picture'));
    }
  };

  return (
    <section className="bo-card" aria-labelledby="pictures-heading">
      <div className="bo-card__head">
        <h2 className="bo-card__title" id="pictures-heading">Pictures</h2>
        <label className={`button${uploading ? ' button--busy' : ''}`}>
          {uploading ? 'Uploading…' : 'Upload pictures'}
          <input type="file" className="visually-hidden" accept="image/jpeg,image/png,image/webp" multiple disabled={uploading} onChange={(e) => { const files = [...(e.target.files ?? [])]; e.target.value = ''; void upload(files); }} />
        </label>
      </div>
      <p className="muted">JPEG, PNG or WebP. They are fitted into 4:5 portrait frames; the first picture is the one listings show.</p>
      {problem && <p role="alert" className="bo-warning">{problem}</p>}
      {pictures.length === 0 && <p className="bo-empty">No pictures yet.</p>}
      <ol className="catalog-pictures">
        {pictures.map((p, i) => (
          <li key={p.id} className="catalog-picture">
            <img src={p.url} alt="" width={96} height={120} loading="lazy" />
            <div className="catalog-picture__fields">
              <div className="field">
                <label className="field__label" htmlFor={`alt-${p.id}`}>Alt text</label>
                <input id={`alt-${p.id}`} className="field__input" value={p.alt} maxLength={255} onChange={(e) => setPictures((now) => now.map((x) => (x.id === p.id ? { ...x, alt: e.target.value } : x)))} />
              </div>
              <div className="field">
                <label className="field__label" htmlFor={`colour-${p.id}`}>Shows colour</label>
                <select id={`colour-${p.id}`} className="field__input" value={p.color ?? ''} onChange={(e) => setPictures((now) => now.map((x) => (x.id === p.id ? { ...x, color: e.target.value || null } : x)))}>
                  <option value="">Any</option>
                  {colors.map((c) => <option key={c} value={c}>{c}</option>)}
                </select>
              </div>
            </div>
            <div className="bo-list__actions">
              <button type="button" className="button button--small button--outline" disabled={i === 0} onClick={() => move(i, -1)} aria-label={`Move picture ${i + 1} earlier`}>↑</button>
              <button type="button" className="button button--small button--outline" disabled={i === pictures.length - 1} onClick={() => move(i, 1)} aria-label={`Move picture ${i + 1} later`}>↓</button>
              <button type="button" className="button button--small button--danger" onClick={() => void remove(p)} aria-label={`Delete picture ${i + 1}`}>Delete</button>
            </div>
          </li>
        ))}
      </ol>
      {dirty && (
        <div className="bo-form__actions">
          <button type="button" className="button" disabled={saving.loading} onClick={() => void save()}>Save order and alt text</button>
          <button type="button" className="button button--ghost" onClick={() => setPictures(saved)}>Undo</button>
        </div>
      )}
    </section>
  );
}
