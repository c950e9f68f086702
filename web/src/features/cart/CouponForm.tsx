import { useId, useState, type FormEvent } from 'react';
import { formatRupees } from '@kapda/rules/pricing';
import { useSnackbar } from 'notistack';
import { useCart } from './CartContext';
import './cart.css';

/** The /cart coupon box: apply a code, see what it saves, remove it. Refusals show under the box. */
export function CouponForm() {
  const { couponCode, couponDiscount, couponError, applyCoupon, removeCoupon } = useCart();
  const { enqueueSnackbar } = useSnackbar();
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState(false);
  const inputId = useId();
  const errorId = `${inputId}-error`;

  const apply = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    const applied = await applyCoupon(code);
    setBusy(false);
    if (applied) {
      setCode('');
      enqueueSnackbar(`Coupon ${code.trim().toUpperCase()} applied`, { variant: 'success' });
    }
  };

  const remove = async () => {
    setBusy(true);
    const removed = await removeCoupon();
    setBusy(false);
    if (removed) enqueueSnackbar('Coupon removed', { variant: 'info' });
  };

  return (
    <section className="coupon" aria-labelledby={`${inputId}-title`}>
      <h2 id={`${inputId}-title`} className="coupon__title">Coupon</h2>
      {couponCode ? (
        <div className="coupon__applied">
          <p>
            <strong>{couponCode}</strong> applied
            {couponDiscount > 0 && <> — you save <strong>{formatRupees(couponDiscount)}</strong></>}
          </p>
          <button type="button" className="link-button" onClick={remove} disabled={busy}>Remove</button>
        </div>
      ) : (
        <form className="coupon__form" onSubmit={apply} noValidate>
          <label htmlFor={inputId} className="visually-hidden">Coupon code</label>
          <input
            id={inputId}
            className="field__input coupon__input"
            value={code}
            onChange={(event) => setCode(event.target.value)}
            placeholder="Enter coupon code"
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            aria-invalid={couponError ? true : undefined}
            aria-describedby={couponError ? errorId : undefined}
          />
          <button type="submit" className="button button--outline" disabled={busy || code.trim() === ''} aria-busy={busy || undefined}>
            {busy ? <span className="spinner spinner--small" aria-hidden="true" /> : null}
            Apply
          </button>
        </form>
      )}
      {couponError && <p id={errorId} className="coupon__error" role="alert">{couponError}</p>}
    </section>
  );
}
