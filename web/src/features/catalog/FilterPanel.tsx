import { useEffect, useId, useState, type FormEvent, type ReactNode } from 'react';
import { formatRupees } from '@kapda/rules/pricing';
import type { ShopCategoriesQuery, ShopFacetsQuery } from '../../gql/graphql';
import { toggled, type ShopQuery } from './shop-params';

type Category = ShopCategoriesQuery['categories'][number];
type Facets = ShopFacetsQuery['productFacets'];

const PRICE_BANDS: { label: string; min: number | null; max: number | null }[] = [
  { label: `Under ${formatRupees(500)}`, min: null, max: 500 },
  { label: `${formatRupees(500)} – ${formatRupees(1000)}`, min: 500, max: 1000 },
  { label: `${formatRupees(1000)} – ${formatRupees(2000)}`, min: 1000, max: 2000 },
  { label: `${formatRupees(2000)} – ${formatRupees(5000)}`, min: 2000, max: 5000 },
  { label: `Over ${formatRupees(5000)}`, min: 5000, max: null },
];

function FilterGroup({ title, children }: { title: string; children: ReactNode }) {
  return (
    <fieldset className="filter-group">
      <legend className="filter-group__title">{title}</legend>
      {children}
    </fieldset>
  );
}

type Option = { id: string; slug: string; name: string; productCount: number };

/** Which categories to offer: the pinned department's subcategories, or departments plus the chosen one's. */
function categoryOptions(departments: Category[], pinned: string | null, chosen: string | null): { category: Option; depth: number }[] {
  if (pinned) return (departments.find((d) => d.slug === pinned)?.children ?? []).map((category) => ({ category, depth: 0 }));
  const open = departments.find((d) => d.slug === chosen || d.children.some((child) => child.slug === chosen));
  return departments.flatMap((department) => [
    { category: department, depth: 0 },
    ...(department === open ? department.children.map((category) => ({ category, depth: 1 })) : []),
  ]);
}

function PriceFilter({ query, facets, onChange }: { query: ShopQuery; facets: Facets | undefined; onChange(change: Partial<ShopQuery>): void }) {
  const [min, setMin] = useState(query.minPrice?.toString() ?? '');
  const [max, setMax] = useState(query.maxPrice?.toString() ?? '');
  const name = useId();
  useEffect(() => {
    setMin(query.minPrice?.toString() ?? '');
    setMax(query.maxPrice?.toString() ?? '');
  }, [query.minPrice, query.maxPrice]);
  const apply = (event: FormEvent) => {
    event.preventDefault();
    const low = min.trim() === '' ? null : Math.max(0, Number(min));
    const high = max.trim() === '' ? null : Math.max(0, Number(max));
    onChange({ minPrice: Number.isFinite(low) ? low : null, maxPrice: Number.isFinite(high) ? high : null });
  };
  return (
    <FilterGroup title="Price">
      <ul className="filter-options">
        {PRICE_BANDS.map((band) => (
          <li key={band.label}>
            <label className="filter-option">
              <input
                type="radio"
                name={name}
                checked={query.minPrice === band.min && query.maxPrice === band.max}
                onChange={() => onChange({ minPrice: band.min, maxPrice: band.max })}
              />
              {band.label}
            </label>
          </li>
        ))}
      </ul>
      <form className="price-range" onSubmit={apply} aria-label="Custom price range">
        <label>
          <span className="visually-hidden">Minimum price</span>
          <input type="number" inputMode="numeric" min={0} placeholder={facets ? `Min ₹${Math.floor(facets.price.min)}` : 'Min ₹'} value={min} onChange={(event) => setMin(event.target.value)} />
        </label>
        <span aria-hidden="true">–</span>
        <label>
          <span className="visually-hidden">Maximum price</span>
          <input type="number" inputMode="numeric" min={0} placeholder={facets ? `Max ₹${Math.ceil(facets.price.max)}` : 'Max ₹'} value={max} onChange={(event) => setMax(event.target.value)} />
        </label>
        <button type="submit" className="button button--outline">Go</button>
      </form>
    </FilterGroup>
  );
}

interface FilterPanelProps {
  query: ShopQuery;
  facets: Facets | undefined;
  categories: Category[];
  /** A page that fixes the category (e.g. /plus-size) offers only its subcategories. */
  pinnedCategory: string | null;
  showCategories: boolean;
  onChange(change: Partial<ShopQuery>): void;
}

/** Category, sale, size, colour, price and availability filters; every change goes into the URL. */
export function FilterPanel({ query, facets, categories, pinnedCategory, showCategories, onChange }: FilterPanelProps) {
  const categoryName = useId();
  const options = showCategories ? categoryOptions(categories, pinnedCategory, query.category) : [];
  return (
    <div className="filter-panel">
      {options.length > 0 && (
        <FilterGroup title="Category">
          <ul className="filter-options">
            <li>
              <label className="filter-option">
                <input type="radio" name={categoryName} checked={!query.category} onChange={() => onChange({ category: null })} />
                All
              </label>
            </li>
            {options.map(({ category, depth }) => (
              <li key={category.id} className={depth ? 'filter-options__child' : undefined}>
                <label className="filter-option">
                  <input type="radio" name={categoryName} checked={query.category === category.slug} onChange={() => onChange({ category: category.slug })} />
                  {category.name}
                  <span className="filter-option__count">{category.productCount}</span>
                </label>
              </li>
            ))}
          </ul>
        </FilterGroup>
      )}

      <FilterGroup title="Offers & availability">
        <label className="filter-option">
          <input type="checkbox" checked={query.sale} onChange={(event) => onChange({ sale: event.target.checked })} />
          On sale
        </label>
        <label className="filter-option">
          <input type="checkbox" checked={query.inStock} onChange={(event) => onChange({ inStock: event.target.checked })} />
          In stock only
        </label>
      </FilterGroup>

      {facets && facets.sizes.length > 0 && (
        <FilterGroup title="Size">
          <div className="size-options">
            {facets.sizes.map((size) => (
              <button key={size} type="button" className="size-chip" aria-pressed={query.sizes.includes(size)} onClick={() => onChange({ sizes: toggled(query.sizes, size) })}>
                {size}
              </button>
            ))}
          </div>
        </FilterGroup>
      )}

      {facets && facets.colors.length > 0 && (
        <FilterGroup title="Colour">
          <div className="color-options">
            {facets.colors.map((color) => (
              <button key={color.name} type="button" className="color-chip" aria-pressed={query.colors.includes(color.name)} onClick={() => onChange({ colors: toggled(query.colors, color.name) })}>
                <span className="swatch" style={{ background: color.hex }} aria-hidden="true" />
                {color.name}
              </button>
            ))}
          </div>
        </FilterGroup>
      )}

      <PriceFilter query={query} facets={facets} onChange={onChange} />
    </div>
  );
}
