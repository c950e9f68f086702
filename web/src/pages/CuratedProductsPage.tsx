import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { ProductCardFieldsFragment } from '../gql/graphql';
import { ProductGrid, ProductGridSkeleton } from '../features/catalog';
import { siteOrigin, usePageHead } from '../ui/page-head';
import { itemListJsonLd } from '../seo/structured-data';
import { ListingHeader } from './ListingHeader';
import '../features/catalog/catalog.css';

interface CuratedProductsPageProps {
  title: string;
  eyebrow: string;
  intro: ReactNode;
  /** The meta description (search results, link previews). */
  description: string;
  products: ProductCardFieldsFragment[] | undefined;
  loading: boolean;
  failed: boolean;
  retry(): void;
}

/**
 * A hand-picked list (new arrivals, best sellers): a header and a grid, with loading and error states;
 * its products, in the order shown, as schema.org's ItemList (as the shop's listings).
 */
export function CuratedProductsPage({ title, eyebrow, intro, description, products, loading, failed, retry }: CuratedProductsPageProps) {
  usePageHead({ title, description, jsonLd: products?.length ? [itemListJsonLd(siteOrigin(), products, title)] : undefined });
  return (
    <div className="container">
      <ListingHeader crumbs={[{ to: '/', label: 'Home' }, { label: title }]} eyebrow={eyebrow} title={title} intro={intro} />
      {failed && !products ? (
        <div className="error-state" role="alert">
          <p className="empty-state__title">We couldn&rsquo;t load these products</p>
          <button type="button" className="button" onClick={retry}>Try again</button>
        </div>
      ) : loading && !products ? (
        <ProductGridSkeleton count={8} />
      ) : products && products.length === 0 ? (
        <div className="empty-state">
          <p className="empty-state__title">Nothing here just yet</p>
          <Link to="/shop" className="button">Browse the shop</Link>
        </div>
      ) : (
        <>
          <ProductGrid products={products ?? []} />
          <p className="listing__more"><Link to="/shop" className="button button--outline">Browse all products</Link></p>
        </>
      )}
    </div>
  );
}
