import { useCollectionsQuery } from '../gql/hooks/Collections';
import { CollectionCard } from '../features/catalog';
import { PageSpinner } from '../ui/PageSpinner';
import { usePageHead } from '../ui/page-head';
import { ListingHeader } from './ListingHeader';
import '../features/catalog/catalog.css';

/** /collections — the curated edits (festive, wedding, summer cottons…). */
const INTRO = 'Looks put together by our Surat stylists for every occasion of the Indian year.';

export default function CollectionsPage() {
  usePageHead({ title: 'Collections', description: `Kapda's curated collections — festive, wedding and everyday edits. ${INTRO}` });
  const { data, loading, error, refetch } = useCollectionsQuery();
  return (
    <div className="container">
      <ListingHeader crumbs={[{ to: '/', label: 'Home' }, { label: 'Collections' }]} eyebrow="Curated edits" title="Collections" intro={INTRO} />
      {error && !data ? (
        <div className="error-state" role="alert">
          <p className="empty-state__title">We couldn&rsquo;t load collections</p>
          <button type="button" className="button" onClick={() => refetch()}>Try again</button>
        </div>
      ) : loading && !data ? (
        <PageSpinner label="Loading collections" />
      ) : data && data.collections.length === 0 ? (
        <div className="empty-state"><p className="empty-state__title">New collections are on their way</p></div>
      ) : (
        <ul className="collection-grid">
          {data?.collections.map((collection, index) => (
            <li key={collection.id}><CollectionCard collection={collection} eager={index < 2} /></li>
          ))}
        </ul>
      )}
    </div>
  );
}
