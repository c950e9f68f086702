import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { ProductCardFieldsFragment } from '../gql/graphql';
import { ProductGrid, ProductGridSkeleton } from '../features/catalog';
import { usePageTitle } from '../ui/usePageTitle';
import { ListingHeader } from './ListingHeader';
import '../features/catalog/catalog.css';

interface CuratedProductsPageProps {
  title: string;
  eyebrow: string;
  intro: ReactNode;
  products: ProductCardFieldsFragment[] | undefined;
  loading: boolean;
  failed: boolean;
  retry(): void;
}

/** A hand-picked list (new arrivals, best sellers): a header and a grid, with loading and error states. */
export function CuratedProductsPage({ title, eyebrow, intro, products, loading, failed, retry }: CuratedProductsPageProps) {
  usePageTitle(title);
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
