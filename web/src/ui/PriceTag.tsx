import { formatRupees } from '@kapda/rules/pricing';

interface PriceTagProps {
  /** GST-inclusive price the shopper pays. */
  price: number;
  /** MRP (tax-inclusive tag price). */
  mrp: number;
  percentOff: number;
  size?: 'small' | 'large';
}

/** ₹1,499 ~~₹2,199~~ 31% OFF — the MRP and discount only when there is a real saving. */
export function PriceTag({ price, mrp, percentOff, size = 'small' }: PriceTagProps) {
  const discounted = mrp > price && percentOff > 0;
  return (
    <p className={`price price--${size}`}>
      <span className="price__now">
        <span className="visually-hidden">Price </span>
        {formatRupees(price)}
      </span>
      {discounted && (
        <>
          <s className="price__mrp">
            <span className="visually-hidden">MRP </span>
            {formatRupees(mrp)}
          </s>
          <span className="price__off">{percentOff}% OFF</span>
        </>
      )}
    </p>
  );
}
