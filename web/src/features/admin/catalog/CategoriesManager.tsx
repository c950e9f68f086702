import { useState, type FormEvent } from 'react';
import { useSnackbar } from 'notistack';
import { FormAlert, TextField } from '../../../ui/forms';
import type { CatalogCategoryFieldsFragment } from '../../../gql/graphql';
import { useCatalogCategoriesQuery } from '../../../gql/hooks/CatalogCategories';
import { useDeleteCategoryMutation } from '../../../gql/hooks/DeleteCategory';
import { useSaveCategoryMutation } from '../../../gql/hooks/SaveCategory';
import { useAdminSizeChartsQuery } from '../../../gql/hooks/AdminSizeCharts';
import { SizeChartEditor } from './SizeChartEditor';
import { serverErrorOr } from '../back-office-errors';
import './catalog-admin.css';

interface Draft { name: string; slug: string; description: string; parentId: string; position: string }
const blank: Draft = { name: '', slug: '', description: '', parentId: '', position: '0' };

/** /admin/categories: the two-level tree (departments and subcategories) — name, slug, parent, order. */
export function CategoriesManager() {
  const { data, loading, error, refetch } = useCatalogCategoriesQuery({ fetchPolicy: 'cache-and-network' });
  const [save, saving] = useSaveCategoryMutation();
  const [remove] = useDeleteCategoryMutation();
  const { enqueueSnackbar } = useSnackbar();
  const [editing, setEditing] = useState<string | 'new' | null>(null);
  const [draft, setDraft] = useState<Draft>(blank);
  const [problem, setProblem] = useState<string | null>(null);
  // Size charts per category (issue 20): which have one, and the one being edited.
  const charts = useAdminSizeChartsQuery({ fetchPolicy: 'cache-and-network' });
  const [chartOf, setChartOf] = useState<CatalogCategoryFieldsFragment | null>(null);
  const chartFor = (id: string) => charts.data?.sizeCharts.find((c) => c.categoryId === id) ?? null;
  const all = data?.catalogCategories ?? [];
  const departments = all.filter((c) => !c.parentId);

  const open = (c: CatalogCategoryFieldsFragment | null) => {
    setProblem(null);
    setEditing(c ? c.id : 'new');
    setDraft(c ? { name: c.name, slug: c.slug, description: c.description, parentId: c.parentId ?? '', position: String(c.position) } : blank);
  };
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    try {
      await save({ variables: { id: editing === 'new' ? null : editing, input: { name: draft.name, slug: draft.slug || null, description: draft.description || null, parentId: draft.parentId || null, position: Number(draft.position) || 0 } } });
      enqueueSnackbar('Category saved', { variant: 'success' });
      setEditing(null);
      await refetch();
    } catch (failure) {
      setProblem(serverErrorOr(failure, 'Failed to save the category'));
    }
  };
  const del = async (c: CatalogCategoryFieldsFragment) => {
    if (!window.confirm(`Delete the category “${c.name}”?`)) return;
    try {
      await remove({ variables: { id: c.id } });
      enqueueSnackbar('Category deleted', { variant: 'success' });
      await refetch();
    } catch (failure) {
      enqueueSnackbar(serverErrorOr(failure, 'Failed to delete the category'), { variant: 'error' });
    }
  };
  const row = (c: CatalogCategoryFieldsFragment) => (
    <li key={c.id} className={`catalog-tree__item${c.parentId ? ' catalog-tree__item--child' : ''}`}>
      <div>
        <strong>{c.name}</strong> <span className="muted">/{c.slug} · order {c.position} · {c.productCount} product{c.productCount === 1 ? '' : 's'}{c.childCount ? ` · ${c.childCount} subcategories` : ''}{chartFor(c.id) ? ' · size chart' : ''}</span>
      </div>
      <div className="bo-list__actions">
        <button type="button" className="button button--small button--outline" onClick={() => setChartOf(c)} aria-label={`Size chart of ${c.name}`}>Size chart</button>
        <button type="button" className="button button--small button--outline" onClick={() => open(c)} aria-label={`Edit ${c.name}`}>Edit</button>
        <button type="button" className="button button--small button--danger" onClick={() => void del(c)} aria-label={`Delete ${c.name}`}>Delete</button>
      </div>
    </li>
  );

  return (
    <section className="bo-card" aria-label="Categories">
      <div className="bo-card__head">
        <h2 className="bo-card__title">Categories</h2>
        {!editing && <button type="button" className="button" onClick={() => open(null)}>New category</button>}
      </div>
      <p className="muted">Departments hold subcategories; products belong to subcategories. A category that still holds products, subcategories or a coupon's scope cannot be deleted.</p>
      {editing && (
        <form className="bo-form subadmin-form" onSubmit={(e) => void submit(e)} noValidate>
          {problem && <FormAlert>{problem}</FormAlert>}
          <TextField label="Name" value={draft.name} onChange={(name) => setDraft({ ...draft, name })} required maxLength={120} />
          <TextField label="Slug" value={draft.slug} onChange={(slug) => setDraft({ ...draft, slug })} maxLength={80} hint="Made from the name when empty." />
          <TextField label="Description" value={draft.description} onChange={(description) => setDraft({ ...draft, description })} />
          <div className="field">
            <label className="field__label" htmlFor="category-parent">Parent</label>
            <select id="category-parent" className="field__input" value={draft.parentId} onChange={(e) => setDraft({ ...draft, parentId: e.target.value })}>
              <option value="">None: a top-level department</option>
              {departments.filter((d) => d.id !== editing).map((d) => <option key={d.id} value={d.id}>{d.name}</option>)}
            </select>
          </div>
          <TextField label="Order" value={draft.position} onChange={(position) => setDraft({ ...draft, position })} inputMode="numeric" hint="Smaller numbers come first among siblings." />
          <div className="bo-form__actions">
            <button type="submit" className="button" disabled={saving.loading}>Save category</button>
            <button type="button" className="button button--ghost" onClick={() => setEditing(null)}>Cancel</button>
          </div>
        </form>
      )}
      {chartOf && (
        <SizeChartEditor
          key={chartOf.id}
          category={chartOf}
          chart={chartFor(chartOf.id)}
          onDone={(changed) => {
            setChartOf(null);
            if (changed) void charts.refetch();
          }}
        />
      )}
      {loading && !data && <p className="bo-empty">Loading categories…</p>}
      {error && !data && <div role="alert"><p>Failed to load categories</p><button type="button" className="button button--outline" onClick={() => void refetch()}>Try again</button></div>}
      {data && all.length === 0 && <p className="bo-empty">No categories yet.</p>}
      <ul className="catalog-tree">
        {departments.flatMap((d) => [row(d), ...all.filter((c) => c.parentId === d.id).map(row)])}
      </ul>
    </section>
  );
}
