import { ProductListing } from '../features/catalog';
import { usePageTitle } from '../ui/usePageTitle';
import { ListingHeader } from './ListingHeader';

const PLUS_SIZE = { category: 'plus-size' };

/** /plus-size — the plus-size department with its own subcategory, size and price filters. */
export default function PlusSizePage() {
  usePageTitle('Plus Size');
  return (
    <div className="container">
      <ListingHeader
        crumbs={[{ to: '/', label: 'Home' }, { label: 'Plus Size' }]}
        eyebrow="Sizes 3XL – 6XL"
        title="Plus Size"
        intro="Kurtas, sets and shirts cut on their own patterns — roomier armholes, longer lengths, the same festive detail."
      />
      <ProductListing fixedFilter={PLUS_SIZE} />
    </div>
  );
}
