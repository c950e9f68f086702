import { useEffect, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { formatRupees } from '@kapda/rules/pricing';
import type { ProductFilter } from '../../gql/graphql';
import { useShopCategoriesQuery } from '../../gql/hooks/ShopCategories';
import { useShopFacetsQuery } from '../../gql/hooks/ShopFacets';
import { useShopProductsQuery } from '../../gql/hooks/ShopProducts';
import { Drawer } from '../../ui/Drawer';
import { DESKTOP_QUERY, useMediaQuery } from '../../ui/useMediaQuery';
import { siteOrigin, useHeadPart } from '../../ui/page-head';
import { itemListJsonLd } from '../../seo/structured-data';
import { FilterPanel } from './FilterPanel';
import { Pagination } from './Pagination';
import { ProductGrid, ProductGridSkeleton } from './ProductGrid';
import { PAGE_SIZE, SORT_OPTIONS, hasNarrowingFilters, narrowingCount, readShopQuery, sortValue, toProductFilter, toggled, withShopChange, type ShopQuery } from './shop-params';
import './catalog.css';

interface ProductListingProps {
  /** What the page itself pins, e.g. {category: 'plus-size'} or {collection: id}. */
  fixedFilter?: ProductFilter;
  showCategories?: boolean;
}

const NO_NARROWING: Partial<ShopQuery> = { sale: false, inStock: false, sizes: [], colors: [], minPrice: null, maxPrice: null };

/** The chosen filters as removable chips. */
function ActiveFilters({ query, onChange }: { query: ShopQuery; onChange(change: Partial<ShopQuery>): void }) {
  if (!hasNarrowingFilters(query)) return null;
  const price =
    query.minPrice !== null && query.maxPrice !== null ? `${formatRupees(query.minPrice)} – ${formatRupees(query.maxPrice)}`
    : query.minPrice !== null ? `Over ${formatRupees(query.minPrice)}`
    : query.maxPrice !== null ? `Under ${formatRupees(query.maxPrice)}`
    : null;
  const chips = [
    ...(query.sale ? [{ label: 'On sale', change: { sale: false } }] : []),
    ...(query.inStock ? [{ label: 'In stock', change: { inStock: false } }] : []),
    ...query.sizes.map((size) => ({ label: `Size ${size}`, change: { sizes: toggled(query.sizes, size) } })),
    ...query.colors.map((color) => ({ label: color, change: { colors: toggled(query.colors, color) } })),
    ...(price ? [{ label: price, change: { minPrice: null, maxPrice: null } }] : []),
  ];
  return (
    <ul className="active-filters" aria-label="Active filters">
      {chips.map((chip) => (
        <li key={chip.label}>
          <button type="button" className="chip chip--active" onClick={() => onChange(chip.change)} aria-label={`Remove filter ${chip.label}`}>
            {chip.label} <span aria-hidden="true">×</span>
          </button>
        </li>
      ))}
      <li><button type="button" className="link-button" onClick={() => onChange(NO_NARROWING)}>Clear all</button></li>
    </ul>
  );
}

function NoResults({ query, onClear }: { query: ShopQuery; onClear(): void }) {
  return (
    <div className="empty-state listing__empty">
      {query.search ? (
        <>
          <p className="empty-state__title">No results for &ldquo;{query.search}&rdquo;</p>
          <p>Check the spelling, or try a broader word such as &lsquo;kurta&rsquo;, &lsquo;saree&rsquo; or &lsquo;shirt&rsquo;.</p>
        </>
      ) : (
        <>
          <p className="empty-state__title">No products match these filters</p>
          <p>Try removing a filter or two to see more styles.</p>
        </>
      )}
      <div className="empty-state__actions">
        {hasNarrowingFilters(query) && <button type="button" className="button button--outline" onClick={onClear}>Clear filters</button>}
        <Link to="/shop" className="button">Browse all products</Link>
      </div>
    </div>
  );
}

/**
 * A filterable, sortable, paged product grid whose whole state lives in the URL, so a filtered view
 * can be shared, bookmarked and reached again with the back button.
 */
export function ProductListing({ fixedFilter = {}, showCategories = true }: ProductListingProps) {
  const [params, setParams] = useSearchParams();
  const query = readShopQuery(params);
  const desktop = useMediaQuery(DESKTOP_QUERY);
  const [filtersOpen, setFiltersOpen] = useState(false);

  const products = useShopProductsQuery({
    variables: { filter: toProductFilter(query, fixedFilter), sort: sortValue(query.sort), page: query.page, limit: PAGE_SIZE },
  });
  // Facets ignore the shopper's own size/colour/price picks so the options don't vanish once chosen.
  const facets = useShopFacetsQuery({ variables: { filter: toProductFilter({ ...query, ...NO_NARROWING } as ShopQuery, fixedFilter) } });
  const categories = useShopCategoriesQuery({ skip: !showCategories });

  const change = (next: Partial<ShopQuery>) => setParams(withShopChange(params, next));

  const firstPage = useRef(true);
  useEffect(() => {
    if (firstPage.current) firstPage.current = false;
    else window.scrollTo({ top: 0, behavior: 'smooth' });
  }, [query.page]);

  const page = (products.data ?? products.previousData)?.products;
  // The listing as schema.org's ItemList (issue 19): the products shown, in order, each linking to its page.
  useHeadPart('listing', products.data ? itemListJsonLd(siteOrigin(), products.data.products.items, undefined, (query.page - 1) * PAGE_SIZE + 1) : null);
  const refreshing = products.loading && !!page;
  const panel = (
    <FilterPanel
      query={query}
      facets={facets.data?.productFacets}
      categories={categories.data?.categories ?? []}
      pinnedCategory={fixedFilter.category ?? null}
      showCategories={showCategories}
      onChange={change}
    />
  );
  const sortOptions = SORT_OPTIONS.filter((option) => option.key !== 'relevance' || query.search);
  const first = page ? (page.page - 1) * page.limit + 1 : 0;
  const last = page ? Math.min(page.total, page.page * page.limit) : 0;

  return (
    <div className="listing">
      <div className="listing__toolbar">
        <p className="listing__count" aria-live="polite">
          {page ? `${page.total.toLocaleString('en-IN')} ${page.total === 1 ? 'product' : 'products'}` : ' '}
        </p>
        {!desktop && (
          <button type="button" className="button button--outline listing__filter-button" onClick={() => setFiltersOpen(true)}>
            Filters{narrowingCount(query) > 0 && ` (${narrowingCount(query)})`}
          </button>
        )}
        <label className="sort-select">
          <span>Sort by</span>
          <select value={query.sort} onChange={(event) => change({ sort: event.target.value as ShopQuery['sort'] })}>
            {sortOptions.map((option) => <option key={option.key} value={option.key}>{option.label}</option>)}
          </select>
        </label>
      </div>
      <ActiveFilters query={query} onChange={change} />

      <div className="listing__body">
        {desktop ? (
          <aside className="listing__filters" aria-label="Filters">{panel}</aside>
        ) : (
          <Drawer
            open={filtersOpen}
            onClose={() => setFiltersOpen(false)}
            side="left"
            title="Filters"
            className="filter-drawer"
            footer={
              <button type="button" className="button button--block" onClick={() => setFiltersOpen(false)}>
                {page ? `Show ${page.total.toLocaleString('en-IN')} results` : 'Show results'}
              </button>
            }
          >
            {panel}
          </Drawer>
        )}

        <section className={`listing__results${refreshing ? ' listing__results--refreshing' : ''}`} aria-label="Products" aria-busy={products.loading}>
          {products.error && !page ? (
            <div className="error-state" role="alert">
              <p className="empty-state__title">We couldn&rsquo;t load products</p>
              <p className="muted">Please check your connection and try again.</p>
              <button type="button" className="button" onClick={() => products.refetch()}>Try again</button>
            </div>
          ) : !page ? (
            <ProductGridSkeleton count={8} />
          ) : page.items.length === 0 ? (
            <NoResults query={query} onClear={() => change(NO_NARROWING)} />
          ) : (
            <>
              <ProductGrid products={page.items} />
              <p className="listing__range">Showing {first}–{last} of {page.total.toLocaleString('en-IN')}</p>
              <Pagination page={page.page} pageCount={page.pageCount} />
            </>
          )}
        </section>
      </div>
    </div>
  );
}
