import { supplyKind } from '@kapda/rules/gst';
import { formatRupees } from '@kapda/rules/pricing';
import { useCart } from './CartContext';
import './cart.css';

/**
 * SPEC.md §2/§9: Subtotal (incl. taxes), the coupon's discount, Shipping 'Free', Total, and the note
 * 'Price inclusive of taxes.'. Every amount is the server's; while a change waits for it the totals
 * are marked busy. `showGst` adds the GST contained in the total; once the delivery state is known
 * (`deliveryStateCode`, at checkout) it is split as the order will charge it: CGST + SGST (equal
 * halves) in the seller's state, IGST in any other.
 */
export function CartTotals({ showGst = false, deliveryStateCode = null }: { showGst?: boolean; deliveryStateCode?: string | null }) {
  const { subtotal, total, couponCode, couponDiscount, gst, updating } = useCart();
  const supply = supplyKind(gst.sellerStateCode, deliveryStateCode);
  return (
    <div className="cart-summary" aria-busy={updating || undefined}>
      <dl className="cart-totals">
        <div><dt>Subtotal (incl. taxes)</dt><dd>{formatRupees(subtotal)}</dd></div>
        {couponCode && couponDiscount > 0 && (
          <div className="cart-totals__discount"><dt>Coupon ({couponCode})</dt><dd>−{formatRupees(couponDiscount)}</dd></div>
        )}
        <div><dt>Shipping</dt><dd className="cart-totals__free">Free</dd></div>
        <div className="cart-totals__total"><dt>Total</dt><dd>{formatRupees(total)}</dd></div>
      </dl>
      <p className="cart-totals__note">Price inclusive of taxes.</p>
      {showGst && gst.igst > 0 && (
        <p className="cart-totals__gst">
          {supply === 'intra' ? `Includes GST of ${formatRupees(gst.total)} (CGST ${formatRupees(gst.cgst)} + SGST ${formatRupees(gst.sgst)}).`
            : supply === 'inter' ? `Includes GST of ${formatRupees(gst.igst)} (IGST ${formatRupees(gst.igst)}).`
              : `Includes GST of ${formatRupees(gst.igst)}.`}
        </p>
      )}
    </div>
  );
}
