import { Link } from 'react-router';
import { useQuery } from '@apollo/client/react';
import { HomeShowcaseDocument, type HomeShowcaseQuery } from '../gql/graphql';
import { CollectionCard } from '../features/catalog/CollectionCard';
import { ProductRail, ProductGridSkeleton } from '../features/catalog/ProductGrid';
import { ProductImage } from '../features/catalog/ProductImage';
import { usePageTitle } from '../shell/usePageTitle';
import '../features/catalog/catalog.css';
import './home.css';

/** Where each department tile leads, in menu order. */
const DEPARTMENT_LINKS: Record<string, { to: string; label: string; blurb: string }> = {
  women: { to: '/shop?category=women', label: 'Women', blurb: 'Kurtas, sarees & lehengas' },
  men: { to: '/shop?category=men', label: 'Men', blurb: 'Shirts, kurtas & sherwanis' },
  'plus-size': { to: '/plus-size', label: 'Plus Size', blurb: 'Sizes 3XL – 6XL' },
  accessories: { to: '/shop?category=accessories', label: 'Accessories', blurb: 'Dupattas, stoles & more' },
};

type Showcase = HomeShowcaseQuery | undefined;

function Hero({ data }: { data: Showcase }) {
  const pictures = (data?.bestSellers ?? []).filter((product) => product.images.length > 0).slice(0, 3);
  return (
    <section className="hero">
      <div className="container hero__inner">
        <div className="hero__text">
          <p className="eyebrow">The Festive Edit</p>
          <h1 className="hero__title">Woven in Surat, made for every celebration</h1>
          <p className="hero__lead">Handpicked kurtas, sarees, sherwanis and shirts — honest prices with GST included, free shipping over ₹500 and 30-day returns.</p>
          <div className="hero__actions">
            <Link to="/shop?category=women" className="button">Shop Women</Link>
            <Link to="/shop?category=men" className="button button--outline">Shop Men</Link>
          </div>
        </div>
        <div className="hero__arches" aria-hidden={pictures.length === 0}>
          {pictures.length > 0
            ? pictures.map((product, index) => (
                <Link key={product.id} to={`/product/${product.slug}`} className={`arch arch--${index + 1}`} tabIndex={-1} aria-hidden="true">
                  <ProductImage image={product.images[0]} alt="" sizes="(min-width: 1024px) 240px, 30vw" eager />
                </Link>
              ))
            : [1, 2, 3].map((n) => <div key={n} className={`arch arch--${n} arch--empty`} />)}
        </div>
      </div>
    </section>
  );
}

function Departments({ data }: { data: Showcase }) {
  const departments = data?.categories.filter((category) => DEPARTMENT_LINKS[category.slug]) ?? [];
  const tiles = departments.length ? departments : Object.keys(DEPARTMENT_LINKS).map((slug) => ({ id: slug, slug, image: null, productCount: null }));
  return (
    <section className="container home-section" aria-labelledby="departments-heading">
      <div className="section-heading">
        <h2 id="departments-heading">Shop by category</h2>
      </div>
      <ul className="department-grid">
        {tiles.map((category) => {
          const link = DEPARTMENT_LINKS[category.slug];
          return (
            <li key={category.id}>
              <Link to={link.to} className={`department-tile department-tile--${category.slug}`}>
                {category.image && <img src={category.image} alt="" loading="lazy" className="department-tile__image" />}
                <span className="department-tile__text">
                  <strong>{link.label}</strong>
                  <span>{link.blurb}</span>
                </span>
              </Link>
            </li>
          );
        })}
      </ul>
    </section>
  );
}

function ProductSection({ id, title, eyebrow, to, products, loading }: { id: string; title: string; eyebrow: string; to: string; products: HomeShowcaseQuery['newArrivals'] | undefined; loading: boolean }) {
  if (!loading && products?.length === 0) return null;
  return (
    <section className="container home-section" aria-labelledby={id}>
      <div className="section-heading">
        <div>
          <p className="eyebrow">{eyebrow}</p>
          <h2 id={id}>{title}</h2>
        </div>
        <Link to={to} className="section-heading__link">View all</Link>
      </div>
      {products ? <ProductRail products={products} label={title} /> : <ProductGridSkeleton count={4} />}
    </section>
  );
}

function SaleBanner() {
  return (
    <section className="sale-banner">
      <div className="container sale-banner__inner">
        <div>
          <p className="eyebrow">Season sale</p>
          <h2>Festive favourites, now for less</h2>
          <p>Every price includes GST — and the discount you see is the real saving on the MRP.</p>
        </div>
        <Link to="/shop?sale=true" className="button button--gold">Shop the Sale</Link>
      </div>
    </section>
  );
}

function Collections({ data }: { data: Showcase }) {
  const collections = data?.collections.slice(0, 6) ?? [];
  if (collections.length === 0) return null;
  return (
    <section className="container home-section" aria-labelledby="collections-heading">
      <div className="section-heading">
        <div>
          <p className="eyebrow">Curated edits</p>
          <h2 id="collections-heading">Collections</h2>
        </div>
        <Link to="/collections" className="section-heading__link">View all</Link>
      </div>
      <ul className="collection-grid">
        {collections.map((collection) => <li key={collection.id}><CollectionCard collection={collection} /></li>)}
      </ul>
    </section>
  );
}

function Story() {
  return (
    <section className="container home-section story">
      <p className="eyebrow">From Surat, with care</p>
      <h2>Straight from India&rsquo;s textile city</h2>
      <p>
        We work directly with weavers, printers and embroidery units around Surat, check every piece by hand, and pack it
        in our Ring Road studio. Fair prices, real fabric, no middlemen.
      </p>
      <Link to="/about" className="button button--outline">Our story</Link>
    </section>
  );
}

export default function HomePage() {
  usePageTitle(null);
  const { data, loading, error, refetch } = useQuery(HomeShowcaseDocument);
  return (
    <div className="home">
      <Hero data={data} />
      <Departments data={data} />
      {error && !data && (
        <div className="container error-state" role="alert">
          <p className="empty-state__title">We couldn&rsquo;t load the latest styles</p>
          <button type="button" className="button" onClick={() => refetch()}>Try again</button>
        </div>
      )}
      {!error && <ProductSection id="new-arrivals-heading" title="New Arrivals" eyebrow="Just landed" to="/new-arrivals" products={data?.newArrivals} loading={loading} />}
      <SaleBanner />
      {!error && <ProductSection id="best-sellers-heading" title="Best Sellers" eyebrow="Most loved" to="/best-seller" products={data?.bestSellers} loading={loading} />}
      <Collections data={data} />
      <Story />
    </div>
  );
}
