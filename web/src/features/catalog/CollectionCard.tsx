import { Link } from 'react-router';
import type { CollectionCardFieldsFragment } from '../../gql/graphql';

/** A collection as a tall picture card; collections without a picture get a woven-pattern panel. */
export function CollectionCard({ collection, eager = false }: { collection: CollectionCardFieldsFragment; eager?: boolean }) {
  return (
    <Link to={`/collections/${collection.id}`} className="collection-card">
      {collection.image ? (
        <img src={collection.image} alt="" loading={eager ? 'eager' : 'lazy'} decoding="async" className="collection-card__image" />
      ) : (
        <div className="collection-card__image collection-card__image--pattern" aria-hidden="true" />
      )}
      <div className="collection-card__text">
        <h3>{collection.title}</h3>
        <p>{collection.description}</p>
        <span className="collection-card__count">{collection.productCount} styles — Explore</span>
      </div>
    </Link>
  );
}
