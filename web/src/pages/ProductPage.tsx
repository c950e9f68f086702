import { useState } from 'react';
import { Link, useParams } from 'react-router';
import type { ProductDetailQuery } from '../gql/graphql';
import { useProductDetailQuery } from '../gql/hooks/ProductDetail';
import { ProductGallery, ProductPurchasePanel, ProductRail } from '../features/catalog';
import { WishlistHeart, heartProduct } from '../features/wishlist';
import { ProductReviews } from '../features/reviews';
import { StarRow } from '../ui/Stars';
import { ratingLabel } from '@kapda/rules/reviews';
import { PageSpinner } from '../ui/PageSpinner';
import { usePageHead } from '../ui/page-head';
import type { StoreReturnTerms } from '../seo/structured-data';
import { productHead } from './product-head';
import '../features/catalog/catalog.css';

type Product = NonNullable<ProductDetailQuery['product']>;

function ProductNotFound() {
  usePageHead({ title: 'Product not found', status: 404 });
  return (
    <div className="container empty-state product-missing">
      <h1 className="page-title">We couldn&rsquo;t find that product</h1>
      <p>It may have sold out for the season or moved. There is plenty more to love.</p>
      <div className="empty-state__actions">
        <Link to="/shop" className="button">Browse the shop</Link>
        <Link to="/new-arrivals" className="button button--outline">See new arrivals</Link>
      </div>
    </div>
  );
}

function Breadcrumbs({ product }: { product: Product }) {
  const { category } = product;
  const trail = [
    { to: '/', label: 'Home' },
    { to: '/shop', label: 'Shop' },
    ...(category.parent ? [{ to: `/shop?category=${category.parent.slug}`, label: category.parent.name }] : []),
    { to: `/shop?category=${category.slug}`, label: category.name },
  ];
  return (
    <nav aria-label="Breadcrumb" className="breadcrumbs">
      <ol>
        {trail.map((crumb) => <li key={crumb.to}><Link to={crumb.to}>{crumb.label}</Link></li>)}
        <li><span aria-current="page">{product.title}</span></li>
      </ol>
    </nav>
  );
}

function ProductDetails({ product }: { product: Product }) {
  return (
    <section className="product-details" aria-labelledby="product-details-heading">
      <h2 id="product-details-heading">Product details</h2>
      <p className="product-details__description">{product.description}</p>
      <dl className="product-details__facts">
        <div><dt>Fabric</dt><dd>{product.fabric}</dd></div>
        <div><dt>Care</dt><dd>{product.care}</dd></div>
        <div><dt>Brand</dt><dd>{product.brand}</dd></div>
        <div><dt>Category</dt><dd>{product.category.name}</dd></div>
      </dl>
      {/* Consumer Protection (E-Commerce) Rules 2020 and Legal Metrology rule 6(10): shown on the listing. */}
      <h3 className="product-details__subheading">Legal information</h3>
      <dl className="product-details__facts">
        <div><dt>Country of origin</dt><dd>{product.countryOfOrigin}</dd></div>
        {product.manufacturer && <div><dt>Manufacturer</dt><dd>{product.manufacturer}</dd></div>}
        {product.packer && <div><dt>Packer</dt><dd>{product.packer}</dd></div>}
        {product.importer && <div><dt>Importer</dt><dd>{product.importer}</dd></div>}
        <div><dt>Net quantity</dt><dd>{product.netQuantity}</dd></div>
        <div><dt>HSN code</dt><dd>{product.hsnCode}</dd></div>
      </dl>
    </section>
  );
}

function ProductView({ product, terms }: { product: Product; terms: StoreReturnTerms }) {
  const [color, setColor] = useState<string | null>(product.colors.length === 1 ? product.colors[0].name : null);
  usePageHead(productHead(product, terms));
  return (
    <div className="container product-page">
      <Breadcrumbs product={product} />
      <div className="product-page__main">
        <div className="product-page__gallery">
          <ProductGallery images={product.images} title={product.title} color={color} />
          <div className="product-page__wishlist"><WishlistHeart product={heartProduct(product)} /></div>
        </div>
        <div className="product-page__info">
          <p className="product-page__brand">{product.brand}</p>
          <h1 className="product-page__title">{product.title}</h1>
          {product.rating.count > 0 && (
            <a href="#reviews" className="product-page__rating">
              <StarRow value={product.rating.average} label={ratingLabel(product.rating)} />
              <span aria-hidden="true">{product.rating.average.toFixed(1)} · {product.rating.count} {product.rating.count === 1 ? 'review' : 'reviews'}</span>
            </a>
          )}
          <ProductPurchasePanel product={product} color={color} onColor={setColor} />
          <ProductDetails product={product} />
        </div>
      </div>
      <ProductReviews product={product} />
      {product.related.length > 0 && (
        <section className="home-section" aria-labelledby="related-heading">
          <div className="section-heading">
            <h2 id="related-heading">You may also like</h2>
          </div>
          <ProductRail products={product.related} label="Related products" />
        </section>
      )}
    </div>
  );
}

/** /product/{slug}. The key resets the chosen size and colour when moving to another product. */
export default function ProductPage() {
  const { slug = '' } = useParams();
  const { data, loading, error, refetch } = useProductDetailQuery({ variables: { slug } });
  if (loading && !data) return <PageSpinner label="Loading product" />;
  if (error && !data) {
    return (
      <div className="container error-state" role="alert">
        <p className="empty-state__title">We couldn&rsquo;t load this product</p>
        <p className="muted">Please check your connection and try again.</p>
        <button type="button" className="button" onClick={() => refetch()}>Try again</button>
      </div>
    );
  }
  if (!data?.product) return <ProductNotFound />;
  return <ProductView key={data.product.id} product={data.product} terms={data.returnPolicy} />;
}
