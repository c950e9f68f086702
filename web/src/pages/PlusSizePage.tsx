import { ProductListing } from '../features/catalog';
import { usePageHead } from '../ui/page-head';
import { ListingHeader } from './ListingHeader';

const PLUS_SIZE = { category: 'plus-size' };

/** /plus-size — the plus-size department with its own subcategory, size and price filters. */
const INTRO = 'Kurtas, sets and shirts cut on their own patterns — roomier armholes, longer lengths, the same festive detail.';

export default function PlusSizePage() {
  usePageHead({ title: 'Plus Size', description: `Plus-size fashion at Kapda, sizes 3XL to 6XL. ${INTRO}` });
  return (
    <div className="container">
      <ListingHeader
        crumbs={[{ to: '/', label: 'Home' }, { label: 'Plus Size' }]}
        eyebrow="Sizes 3XL – 6XL"
        title="Plus Size"
        intro={INTRO}
      />
      <ProductListing fixedFilter={PLUS_SIZE} />
    </div>
  );
}
