import { Link } from 'react-router';
import type { HomeShowcaseQuery } from '../gql/graphql';
import { useHomeShowcaseQuery } from '../gql/hooks/HomeShowcase';
import { CollectionCard, ProductRail, ProductGridSkeleton, ProductImage } from '../features/catalog';
import { SEEDED_HOME, type HomeContent } from '@kapda/rules/site-content-seed-home';
import { ContentLink, RichText, usePageContent } from '../features/content';
import { PageSpinner } from '../ui/PageSpinner';
import { siteOrigin, usePageHead } from '../ui/page-head';
import { organizationJsonLd, webSiteJsonLd } from '../seo/structured-data';
import '../features/catalog/catalog.css';
import './home.css';

type Showcase = HomeShowcaseQuery | undefined;

function Hero({ data, hero }: { data: Showcase; hero: HomeContent['hero'] }) {
  const pictures = (data?.bestSellers ?? []).filter((product) => product.images.length > 0).slice(0, 3);
  return (
    <section className="hero">
      <div className="container hero__inner">
        <div className="hero__text">
          {hero.eyebrow && <p className="eyebrow">{hero.eyebrow}</p>}
          <h1 className="hero__title">{hero.title}</h1>
          {hero.lead && <p className="hero__lead">{hero.lead}</p>}
          <div className="hero__actions">
            <ContentLink cta={hero.primaryCta} className="button" />
            <ContentLink cta={hero.secondaryCta} className="button button--outline" />
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

/** The featured categories: each tile from content, with the category's picture when the catalogue has one. */
function Departments({ data, title, tiles }: { data: Showcase; title: string; tiles: HomeContent['categories'] }) {
  if (tiles.length === 0) return null;
  const images = new Map((data?.categories ?? []).map((category) => [category.slug, category.image]));
  return (
    <section className="container home-section" aria-labelledby="departments-heading">
      <div className="section-heading">
        <h2 id="departments-heading">{title}</h2>
      </div>
      <ul className="department-grid">
        {tiles.map((tile, index) => {
          const image = images.get(tile.categorySlug);
          return (
            <li key={index}>
              <Link to={tile.url} className={`department-tile department-tile--${tile.categorySlug || 'custom'}`}>
                {image && <img src={image} alt="" loading="lazy" className="department-tile__image" />}
                <span className="department-tile__text">
                  <strong>{tile.label}</strong>
                  {tile.blurb && <span>{tile.blurb}</span>}
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
          {eyebrow && <p className="eyebrow">{eyebrow}</p>}
          <h2 id={id}>{title}</h2>
        </div>
        <Link to={to} className="section-heading__link">View all</Link>
      </div>
      {products ? <ProductRail products={products} label={title} /> : <ProductGridSkeleton count={4} />}
    </section>
  );
}

function SaleBanner({ sale }: { sale: HomeContent['saleBanner'] }) {
  if (!sale.title) return null;
  return (
    <section className="sale-banner">
      <div className="container sale-banner__inner">
        <div>
          {sale.eyebrow && <p className="eyebrow">{sale.eyebrow}</p>}
          <h2>{sale.title}</h2>
          {sale.text && <p>{sale.text}</p>}
        </div>
        <ContentLink cta={sale.cta} className="button button--gold" />
      </div>
    </section>
  );
}

function Collections({ data, heading }: { data: Showcase; heading: HomeContent['collections'] }) {
  const collections = data?.collections.slice(0, 6) ?? [];
  if (collections.length === 0) return null;
  return (
    <section className="container home-section" aria-labelledby="collections-heading">
      <div className="section-heading">
        <div>
          {heading.eyebrow && <p className="eyebrow">{heading.eyebrow}</p>}
          <h2 id="collections-heading">{heading.title}</h2>
        </div>
        <Link to="/collections" className="section-heading__link">View all</Link>
      </div>
      <ul className="collection-grid">
        {collections.map((collection) => <li key={collection.id}><CollectionCard collection={collection} /></li>)}
      </ul>
    </section>
  );
}

function Story({ story }: { story: HomeContent['story'] }) {
  if (!story.title && !story.text) return null;
  return (
    <section className="container home-section story">
      {story.eyebrow && <p className="eyebrow">{story.eyebrow}</p>}
      {story.title && <h2>{story.title}</h2>}
      {story.text && <p><RichText text={story.text} /></p>}
      <ContentLink cta={story.cta} className="button button--outline" />
    </section>
  );
}

/** / as shoppers see it: the words from content, the products from the catalogue (the back office previews edits with this too). */
export function HomeView({ content }: { content: HomeContent }) {
  const { data, loading, error, refetch } = useHomeShowcaseQuery();
  return (
    <div className="home">
      <Hero data={data} hero={content.hero} />
      <Departments data={data} title={content.categoriesTitle} tiles={content.categories} />
      {error && !data && (
        <div className="container error-state" role="alert">
          <p className="empty-state__title">We couldn&rsquo;t load the latest styles</p>
          <button type="button" className="button" onClick={() => refetch()}>Try again</button>
        </div>
      )}
      {!error && <ProductSection id="new-arrivals-heading" title={content.newArrivals.title} eyebrow={content.newArrivals.eyebrow} to="/new-arrivals" products={data?.newArrivals} loading={loading} />}
      <SaleBanner sale={content.saleBanner} />
      {!error && <ProductSection id="best-sellers-heading" title={content.bestSellers.title} eyebrow={content.bestSellers.eyebrow} to="/best-seller" products={data?.bestSellers} loading={loading} />}
      <Collections data={data} heading={content.collections} />
      <Story story={content.story} />
    </div>
  );
}

export default function HomePage() {
  // The same query HomeView reads (one request): the store's return window for its OnlineStore.
  const showcase = useHomeShowcaseQuery();
  usePageHead({ title: null, jsonLd: [organizationJsonLd(siteOrigin(), {}, showcase.data?.returnPolicy), webSiteJsonLd(siteOrigin())] });
  const { content, loading } = usePageContent('home', SEEDED_HOME);
  if (loading) return <PageSpinner />;
  return <HomeView content={content} />;
}
