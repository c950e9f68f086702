import { lazy, Suspense, useState } from 'react';
import type { QuickAddProduct } from './QuickAddSheet';
import './cart.css';

const QuickAddSheet = lazy(() => import('./QuickAddSheet'));

const BagPlusIcon = () => (
  <svg viewBox="0 0 24 24" width="20" height="20" fill="none" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false">
    <path d="M5 8h14l-1 12H6L5 8Z" />
    <path d="M9 8V6a3 3 0 0 1 6 0v2M12 11.5v5M9.5 14h5" />
  </svg>
);

interface QuickAddButtonProps {
  product: QuickAddProduct;
  /** A round bag icon (the card's corner) instead of a text button. */
  compact?: boolean;
  className?: string;
}

/** A product card's Add to Cart: asks for size and colour in a small sheet, then adds. */
export function QuickAddButton({ product, compact = false, className = '' }: QuickAddButtonProps) {
  const [choosing, setChoosing] = useState(false);
  return (
    <>
      <button
        type="button"
        className={`quick-add${compact ? ' quick-add--compact' : ''} ${className}`}
        onClick={(event) => {
          event.preventDefault();
          event.stopPropagation();
          setChoosing(true);
        }}
        disabled={!product.inStock}
        aria-haspopup="dialog"
        aria-label={product.inStock ? `Add ${product.title} to cart` : `${product.title} is sold out`}
      >
        {compact ? <BagPlusIcon /> : product.inStock ? 'Add to Cart' : 'Sold Out'}
      </button>
      {choosing && (
        <Suspense fallback={null}>
          <QuickAddSheet product={product} onClose={() => setChoosing(false)} />
        </Suspense>
      )}
    </>
  );
}
