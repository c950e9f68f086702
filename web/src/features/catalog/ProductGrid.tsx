import type { ProductCardFieldsFragment } from '../../gql/graphql';
import { ProductCard } from './ProductCard';

/** Grey cards shaped like products while a listing loads. */
export function ProductGridSkeleton({ count = 8 }: { count?: number }) {
  return (
    <div className="product-grid" aria-busy="true" aria-label="Loading products">
      {Array.from({ length: count }, (_, index) => (
        <div key={index} className="product-card product-card--skeleton" aria-hidden="true">
          <div className="product-card__media" />
          <div className="product-card__body"><span /><span /><span /></div>
        </div>
      ))}
    </div>
  );
}

export function ProductGrid({ products, eagerCount = 4 }: { products: ProductCardFieldsFragment[]; eagerCount?: number }) {
  return (
    <ul className="product-grid" role="list">
      {products.map((product, index) => (
        <li key={product.id}>
          <ProductCard product={product} eager={index < eagerCount} preload={index === 0 && eagerCount > 0} />
        </li>
      ))}
    </ul>
  );
}

/** A row of products: swipes sideways on phones, a four-up grid on desktop. */
export function ProductRail({ products, label }: { products: ProductCardFieldsFragment[]; label: string }) {
  return (
    <ul className="product-rail" aria-label={label}>
      {products.map((product) => (
        <li key={product.id}>
          <ProductCard product={product} />
        </li>
      ))}
    </ul>
  );
}
