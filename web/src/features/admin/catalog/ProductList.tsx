import { useState } from 'react';
import { Link } from 'react-router';
import { useSnackbar } from 'notistack';
import type { CatalogProductStatus, StockLevel } from '../../../gql/graphql';
import { useCatalogCategoriesQuery } from '../../../gql/hooks/CatalogCategories';
import { categoryOptions } from './category-options';
import { useCatalogCollectionsQuery } from '../../../gql/hooks/CatalogCollections';
import { useCatalogProductsQuery } from '../../../gql/hooks/CatalogProducts';
import { useSetProductsActiveMutation } from '../../../gql/hooks/SetProductsActive';
import { formatDateTime, serverErrorOr } from '../back-office-errors';
import { STATUS_LABELS, rupees } from './catalog-admin-words';
import './catalog-admin.css';

const PAGE_SIZE = 25;

/** /admin/products: search, filters (category, collection, stock, sale, status), paging and bulk activate / deactivate. */
export function ProductList() {
  const [search, setSearch] = useState('');
  const [typed, setTyped] = useState('');
  const [categoryId, setCategoryId] = useState('');
  const [collectionId, setCollectionId] = useState('');
  const [stock, setStock] = useState<StockLevel | ''>('');
  const [onSale, setOnSale] = useState<'' | 'true' | 'false'>('');
  const [status, setStatus] = useState<CatalogProductStatus | ''>('');
  const [page, setPage] = useState(1);
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const filter = {
    search: search || null, categoryId: categoryId || null, collectionId: collectionId || null, stock: stock || null,
    onSale: onSale === '' ? null : onSale === 'true', status: status || null,
  };
  const { data, loading, error, refetch } = useCatalogProductsQuery({ variables: { filter, page, limit: PAGE_SIZE }, fetchPolicy: 'cache-and-network' });
  const categories = useCatalogCategoriesQuery().data?.catalogCategories ?? [];
  const collections = useCatalogCollectionsQuery().data?.catalogCollections ?? [];
  const [setActive, bulk] = useSetProductsActiveMutation();
  const { enqueueSnackbar } = useSnackbar();
  const items = data?.catalogProducts.items ?? [];
  const total = data?.catalogProducts.total ?? 0;
  const pages = Math.max(1, Math.ceil(total / PAGE_SIZE));
  const categoryName = new Map(categories.map((c) => [c.id, c.name]));

  const change = <T,>(set: (v: T) => void) => (value: T) => {
    set(value);
    setPage(1);
    setSelected(new Set());
  };
  const toggle = (id: string) => setSelected((now) => {
    const next = new Set(now);
    if (next.has(id)) next.delete(id);
    else next.add(id);
    return next;
  });
  const allOnPage = items.length > 0 && items.every((p) => selected.has(p.id));
  const bulkSet = async (active: boolean) => {
    try {
      const answer = await setActive({ variables: { ids: [...selected], active } });
      enqueueSnackbar(`${answer.data?.setProductsActive ?? 0} product(s) ${active ? 'activated' : 'moved to draft'}`, { variant: 'success' });
      setSelected(new Set());
      await refetch();
    } catch (failure) {
      enqueueSnackbar(serverErrorOr(failure, 'Failed to update the products'), { variant: 'error' });
    }
  };

  return (
    <section className="bo-card" aria-label="Products">
      <div className="bo-card__head">
        <h2 className="bo-card__title">{total} product{total === 1 ? '' : 's'}</h2>
        <div className="bo-list__actions">
          <Link className="button button--outline" to="/admin/products/import">Import / export</Link>
          <Link className="button" to="/admin/products/new">New product</Link>
        </div>
      </div>
      <form className="bo-filters" role="search" onSubmit={(e) => { e.preventDefault(); change(setSearch)(typed.trim()); }}>
        <div className="field">
          <label className="field__label" htmlFor="product-search">Search</label>
          <div className="field__control">
            <input id="product-search" className="field__input" type="search" value={typed} placeholder="Title, brand or SKU" onChange={(e) => setTyped(e.target.value)} />
            <button type="submit" className="button button--small">Search</button>
          </div>
        </div>
        <Select label="Category" value={categoryId} onChange={change(setCategoryId)} options={[['', 'All'], ...categoryOptions(categories).map((c): [string, string] => [c.id, c.label])]} />
        <Select label="Collection" value={collectionId} onChange={change(setCollectionId)} options={[['', 'All'], ...collections.map((c): [string, string] => [c.id, c.title])]} />
        <Select label="Stock" value={stock} onChange={(v) => change(setStock)(v as StockLevel | '')} options={[['', 'Any'], ['IN_STOCK', 'In stock'], ['LOW', 'Low'], ['SOLD_OUT', 'Sold out']]} />
        <Select label="Sale" value={onSale} onChange={(v) => change(setOnSale)(v as '' | 'true' | 'false')} options={[['', 'Any'], ['true', 'On sale'], ['false', 'Full price']]} />
        <Select label="Status" value={status} onChange={(v) => change(setStatus)(v as CatalogProductStatus | '')} options={[['', 'Active and drafts'], ['ACTIVE', 'Active'], ['DRAFT', 'Draft'], ['ARCHIVED', 'Archived']]} />
      </form>

      <div className="catalog-bulk" aria-live="polite">
        <label className="bo-checkbox">
          <input type="checkbox" checked={allOnPage} onChange={() => setSelected(allOnPage ? new Set() : new Set(items.map((p) => p.id)))} />
          Select all on this page
        </label>
        {selected.size > 0 && (
          <>
            <span>{selected.size} selected</span>
            <button type="button" className="button button--small" disabled={bulk.loading} onClick={() => void bulkSet(true)}>Activate</button>
            <button type="button" className="button button--small button--outline" disabled={bulk.loading} onClick={() => void bulkSet(false)}>Move to draft</button>
          </>
        )}
      </div>

      {loading && !data && <p className="bo-empty">Loading products…</p>}
      {error && !data && (
        <div role="alert">
          <p>Failed to load products</p>
          <button type="button" className="button button--outline" onClick={() => void refetch()}>Try again</button>
        </div>
      )}
      {data && items.length === 0 && <p className="bo-empty">No products match. {search || categoryId || collectionId || stock || onSale || status ? 'Clear a filter, or add a product.' : 'Add your first product.'}</p>}
      <ul className="catalog-list">
        {items.map((p) => (
          <li key={p.id} className="catalog-row">
            <input type="checkbox" aria-label={`Select ${p.title}`} checked={selected.has(p.id)} onChange={() => toggle(p.id)} />
            {p.images[0] ? <img className="catalog-row__thumb" src={p.images[0].url} alt="" width={48} height={60} loading="lazy" /> : <span className="catalog-row__thumb catalog-row__thumb--none" aria-hidden="true" />}
            <div className="catalog-row__main">
              <Link to={`/admin/products/${p.id}`} className="catalog-row__title">{p.title}</Link>
              <span className="muted">{p.brand} · {categoryName.get(p.categoryId) ?? ''} · {p.variants.length} variant{p.variants.length === 1 ? '' : 's'} · updated {formatDateTime(p.updatedAt)}</span>
            </div>
            <div className="catalog-row__facts">
              <span className={`bo-badge catalog-status--${p.status.toLowerCase()}`}>{STATUS_LABELS[p.status]}</span>
              {!p.inStock ? <span className="bo-badge bo-badge--overdue">Sold out</span> : p.lowStock ? <span className="bo-badge catalog-low">Low stock</span> : null}
              {p.onSale && <span className="bo-badge bo-badge--live">On sale</span>}
              <span>{rupees(p.price)}</span>
              <span className="muted">{p.totalStock} pcs</span>
            </div>
          </li>
        ))}
      </ul>
      {pages > 1 && (
        <nav className="bo-pager" aria-label="Pages">
          <button type="button" className="button button--small button--outline" disabled={page <= 1} onClick={() => { setPage(page - 1); setSelected(new Set()); }}>Previous</button>
          <span>Page {page} of {pages}</span>
          <button type="button" className="button button--small button--outline" disabled={page >= pages} onClick={() => { setPage(page + 1); setSelected(new Set()); }}>Next</button>
        </nav>
      )}
    </section>
  );
}

export function Select({ label, value, onChange, options, id }: { label: string; value: string; onChange(value: string): void; options: Array<[string, string]>; id?: string }) {
  const selectId = id ?? `select-${label.toLowerCase().replace(/\W+/g, '-')}`;
  return (
    <div className="field">
      <label className="field__label" htmlFor={selectId}>{label}</label>
      <select id={selectId} className="field__input" value={value} onChange={(e) => onChange(e.target.value)}>
        {options.map(([v, text]) => <option key={v} value={v}>{text}</option>)}
      </select>
    </div>
  );
}
