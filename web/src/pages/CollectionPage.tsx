import { useMemo } from 'react';
import { Link, useParams } from 'react-router';
import { useCollectionDetailQuery } from '../gql/hooks/CollectionDetail';
import { ProductListing } from '../features/catalog';
import { PageSpinner } from '../ui/PageSpinner';
import { OG_IMAGE_SIZE, usePageHead } from '../ui/page-head';
import { collectionOgImagePath } from '../seo/structured-data';
import { ListingHeader } from './ListingHeader';

/** /collections/{id} — one collection's story and its products, filterable like the shop. */
export default function CollectionPage() {
  const { id = '' } = useParams();
  const { data, loading, error, refetch } = useCollectionDetailQuery({ variables: { id } });
  const fixedFilter = useMemo(() => ({ collection: id }), [id]);
  const collection = data?.collection;
  usePageHead({
    title: collection?.title ?? (data ? 'Collection not found' : 'Collection'),
    description: collection ? collection.description || `${collection.title}: a curated collection at Kapda, fashion from Surat.` : undefined,
    // The 1200×630 JPEG the API makes from the collection's picture (the site's card without one).
    image: collection?.image ? collectionOgImagePath(collection.id) : undefined,
    properties: collection?.image ? [...OG_IMAGE_SIZE, ['og:image:alt', collection.title]] : undefined,
    // One address per collection (it also opens by its slug).
    canonicalPath: collection ? `/collections/${encodeURIComponent(collection.id)}` : undefined,
    status: data && !collection ? 404 : undefined,
  });

  if (loading && !data) return <PageSpinner label="Loading collection" />;
  if (error && !data) {
    return (
      <div className="container error-state" role="alert">
        <p className="empty-state__title">We couldn&rsquo;t load this collection</p>
        <button type="button" className="button" onClick={() => refetch()}>Try again</button>
      </div>
    );
  }
  if (!collection) {
    return (
      <div className="container empty-state">
        <h1 className="page-title">Collection not found</h1>
        <p>This collection may have ended. Our other edits are waiting for you.</p>
        <Link to="/collections" className="button">See all collections</Link>
      </div>
    );
  }
  return (
    <div className="container">
      <ListingHeader
        crumbs={[{ to: '/', label: 'Home' }, { to: '/collections', label: 'Collections' }, { label: collection.title }]}
        eyebrow="Collection"
        title={collection.title}
        intro={collection.description}
      />
      <ProductListing fixedFilter={fixedFilter} />
    </div>
  );
}
