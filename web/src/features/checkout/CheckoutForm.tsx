import { useEffect, useMemo, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { formatRupees } from '@kapda/rules/pricing';
import { regionByName } from '@kapda/rules/india';
import { CHECKOUT_MESSAGES, checkAddress, codRefusal, gstinProblem, isEmail, type AddressField } from '@kapda/rules/checkout';
import { STORE_CREDIT_MESSAGES, splitStoreCredit } from '@kapda/rules/store-credit';
import type { PlaceOrderInput } from '../../gql/graphql';
import { useCheckoutSettingsQuery } from '../../gql/hooks/CheckoutSettings';
import { useMyAddressesQuery } from '../../gql/hooks/MyAddresses';
import { useMyStoreCreditQuery } from '../../gql/hooks/MyStoreCredit';
import { usePlaceOrderMutation } from '../../gql/hooks/PlaceOrder';
import { useSaveAddressMutation } from '../../gql/hooks/SaveAddress';
import { LEAVING, SubmitButton, TextField, isValid, useFormSubmit, type FieldErrors } from '../../ui/forms';
import { useAuth, describeFailure } from '../auth';
import { CartTotals, useCart } from '../cart';
import { payOnline } from './pay-online';
import { AddressFields, EMPTY_ADDRESS, addressValues, type AddressValues, type PincodeAnswer } from './AddressFields';
import './checkout.css';

/** Problems by field path, as the API names them ('email', 'shippingAddress.pincode', 'gstin'…). */
type Errors = FieldErrors<string>;

const prefixed = (prefix: string, problems: Partial<Record<AddressField, string>>): Errors =>
  Object.fromEntries(Object.entries(problems).map(([k, v]) => [`${prefix}.${k}`, v!]));
const only = (errors: Errors, prefix: string) =>
  Object.fromEntries(Object.entries(errors).filter(([k, v]) => v && k.startsWith(`${prefix}.`)).map(([k, v]) => [k.slice(prefix.length + 1), v])) as Partial<Record<AddressField, string>>;
const toInput = (a: AddressValues) => ({ ...a, line2: a.line2.trim() || null, landmark: a.landmark.trim() || null });

function newKey(): string {
  return typeof crypto !== 'undefined' && 'randomUUID' in crypto ? crypto.randomUUID() : `${Date.now()}-${Math.random().toString(36).slice(2)}`;
}

/**
 * /checkout for guests and members: contact, an Indian delivery address (the PIN fills city and
 * state and tells delivery and cash on delivery), billing same or different, an optional GSTIN,
 * cash on delivery or pay online, and the server-priced summary. Every total shown is the server's;
 * the order is priced again when it is placed. A refusal keeps what was typed and says what to fix.
 */
export function CheckoutForm() {
  const { user } = useAuth();
  const cart = useCart();
  const navigate = useNavigate();
  const [email, setEmail] = useState('');
  const [shipping, setShipping] = useState<AddressValues>(EMPTY_ADDRESS);
  const [billingSame, setBillingSame] = useState(true);
  const [billing, setBilling] = useState<AddressValues>(EMPTY_ADDRESS);
  const [gstin, setGstin] = useState('');
  const [method, setMethod] = useState<'cod' | 'online'>('cod');
  const [saveToBook, setSaveToBook] = useState(true);
  const [useCredit, setUseCredit] = useState(false);
  // "Send me order updates on WhatsApp": a member's profile default ticks it; a guest starts unticked (consent is asked, never assumed).
  const [whatsapp, setWhatsapp] = useState(false);
  const [pin, setPin] = useState<PincodeAnswer | null>(null);
  const [banner, setBanner] = useState<string | null>(null);
  // The Idempotency-Key of the checkout last sent: a retry of the same checkout reuses it, a changed one gets a new key.
  const sent = useRef<{ body: string; key: string } | null>(null);
  const bannerRef = useRef<HTMLDivElement>(null);
  const settings = useCheckoutSettingsQuery().data?.checkoutSettings;
  const book = useMyAddressesQuery({ skip: !user, fetchPolicy: 'cache-and-network' }).data?.myAddresses ?? [];
  const credit = useMyStoreCreditQuery({ skip: !user, fetchPolicy: 'cache-and-network' });
  const creditBalance = credit.data?.myStoreCredit.balance ?? 0;
  // The same split the server makes (paise): the credit pays what it covers, the rest online or on delivery.
  const split = splitStoreCredit(Math.round(cart.total * 100), Math.round(creditBalance * 100), useCredit && creditBalance > 0);
  const due = split.due / 100;
  const [placeOrder] = usePlaceOrderMutation();
  const [saveAddress] = useSaveAddressMutation();

  // A member's default address fills the form once.
  const filled = useRef(false);
  useEffect(() => {
    if (filled.current || book.length === 0) return;
    filled.current = true;
    const chosen = book.find((a) => a.isDefault) ?? book[0];
    setShipping(addressValues(chosen));
    setSaveToBook(false);
  }, [book]);
  const whatsappDefaulted = useRef(false);
  useEffect(() => {
    if (!user || whatsappDefaulted.current) return;
    whatsappDefaulted.current = true;
    setWhatsapp(user.whatsappOptIn === true);
  }, [user]);
  useEffect(() => {
    if (user && !shipping.fullName) setShipping((s) => ({ ...s, fullName: `${user.firstName} ${user.lastName}`.trim() }));
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [user]);

  const codProblem = useMemo(() => {
    if (!pin || !pin.serviceable) return null;
    return codRefusal(due, settings?.codMaxOrderValue ?? Number.POSITIVE_INFINITY, pin.cod, (n: number) => formatRupees(n));
  }, [pin, due, settings]);
  // The API says which methods are open: no gateway configured means cash on delivery only.
  const onlineOpen = settings?.paymentMethods.includes('online') ?? false;
  useEffect(() => {
    if (codProblem && method === 'cod' && onlineOpen) setMethod('online');
    if (method === 'online' && settings && !onlineOpen) setMethod('cod');
  }, [codProblem, method, onlineOpen, settings]);

  const validate = (): Errors => {
    const found: Record<string, string> = {};
    if (!user && !isEmail(email.trim())) found.email = CHECKOUT_MESSAGES.email;
    const ship = checkAddress(shipping);
    if ('problems' in ship) Object.assign(found, prefixed('shippingAddress', ship.problems));
    if (!billingSame) {
      const bill = checkAddress(billing);
      if ('problems' in bill) Object.assign(found, prefixed('billingAddress', bill.problems));
    }
    if (gstin.trim()) {
      const problem = gstinProblem(gstin);
      if (problem) found.gstin = problem;
    }
    if (pin && !pin.serviceable) found['shippingAddress.pincode'] = pin.message;
    return found;
  };

  const toPlace = (): PlaceOrderInput => ({
    shippingAddress: toInput(shipping),
    billingAddress: billingSame ? null : toInput(billing),
    gstin: gstin.trim() || null,
    paymentMethod: split.covered ? 'store_credit' : method,
    ...(split.credit > 0 ? { useStoreCredit: true } : {}),
    whatsappOptIn: whatsapp,
    ...(user ? {} : {
      email: email.trim(),
      items: cart.items.map(({ productId, size, color, variantSku, quantity }) => ({ productId, size, color, variantSku, quantity })),
      couponCode: cart.couponCode,
    }),
  });

  const { errors, setErrors, submitting, onSubmit } = useFormSubmit<string>({
    check: () => {
      const found = validate();
      setBanner(isValid(found) ? null : 'Please check the highlighted fields.');
      return found;
    },
    send: async () => {
      const input = toPlace();
      const body = JSON.stringify(input);
      if (sent.current?.body !== body) sent.current = { body, key: newKey() };
      const { data } = await placeOrder({ variables: { input: { ...input, idempotencyKey: sent.current.key } } });
      const placed = data!.placeOrder;
      if (user && saveToBook && book.length < 20) await saveAddress({ variables: { input: toInput(shipping) } }).catch(() => undefined);
      await cart.clearCartAfterOrder();
      const orderPage = user ? `/account/orders/${placed.order.id}?placed=1` : `/order/${placed.order.id}?token=${placed.accessToken}&placed=1`;
      // Online: the gateway's checkout; closed without paying, the order waits on its page ("Pay now").
      if (placed.payment) {
        const payer = { name: shipping.fullName, email: user?.email ?? email.trim(), phone: shipping.phone };
        await payOnline(placed.payment, payer, { returned: (path) => navigate(path), stopped: () => navigate(orderPage) }, placed.accessToken);
      } else navigate(orderPage);
      return LEAVING;
    },
    refused: (error) => {
      const { status, serverMessage, details } = describeFailure(error);
      const field = typeof details.field === 'string' ? details.field : null;
      if (status === 400 && field && serverMessage) setErrors({ [field]: serverMessage });
      setBanner(serverMessage && typeof status === 'number' && status < 500 ? serverMessage : CHECKOUT_MESSAGES.checkoutFailed);
      if (status === 400 && (field === 'items' || details.notices || field === 'couponCode')) cart.reload();
      // Another order spent the credit meanwhile: show the balance as it is now.
      if (status === 409 || field === 'useStoreCredit') void credit.refetch();
      requestAnimationFrame(() => bannerRef.current?.focus());
    },
  });

  if (!cart.loading && cart.items.length === 0) {
    return (
      <div className="empty-state">
        <p className="empty-state__title">Your cart is empty</p>
        <Link to="/shop" className="button button--primary">Continue Shopping</Link>
      </div>
    );
  }

  return (
    <form className="checkout" onSubmit={onSubmit} noValidate aria-labelledby="checkout-title">
      <div className="checkout__main">
        {banner && <div ref={bannerRef} tabIndex={-1} className="checkout__banner" role="alert">{banner}</div>}
        <fieldset className="checkout__fieldset">
          <legend>Contact</legend>
          {user ? (
            <p className="checkout__contact">Signed in as <strong>{user.email}</strong>. Order updates go to this address.</p>
          ) : (
            <>
              <TextField label="Email" type="email" required value={email} onChange={setEmail} error={errors.email} autoComplete="email" hint="For your order confirmation" />
              <p className="checkout__contact">Have an account? <Link to="/login" state={{ from: { pathname: '/checkout', search: '', hash: '' } }}>Log in</Link> to use your saved addresses.</p>
            </>
          )}
        </fieldset>

        {user && book.length > 0 && (
          <div className="field">
            <label className="field__label" htmlFor="saved-address">Deliver to a saved address</label>
            <select
              id="saved-address"
              className="field__input"
              defaultValue=""
              onChange={(e) => {
                const chosen = book.find((a) => a.id === e.target.value);
                if (chosen) setShipping(addressValues(chosen));
              }}
            >
              <option value="">Choose…</option>
              {book.map((a) => <option key={a.id} value={a.id}>{a.fullName}, {a.line1}, {a.city} {a.pincode}{a.isDefault ? ' (default)' : ''}</option>)}
            </select>
          </div>
        )}

        <AddressFields legend="Delivery address" value={shipping} onChange={setShipping} errors={only(errors, 'shippingAddress')} onPincode={setPin} />
        {pin && <p className={`checkout__delivery${pin.serviceable ? '' : ' checkout__delivery--no'}`} role="status">{pin.message}</p>}
        {user && (
          <label className="checkbox">
            <input type="checkbox" checked={saveToBook} onChange={(e) => setSaveToBook(e.target.checked)} /> Save this address to my address book
          </label>
        )}

        <label className="checkbox checkout__whatsapp">
          <input type="checkbox" checked={whatsapp} onChange={(e) => setWhatsapp(e.target.checked)} aria-describedby="checkout-whatsapp-hint" /> Send me order updates on WhatsApp
        </label>
        <p id="checkout-whatsapp-hint" className="field__hint checkout__whatsapp-hint">
          {`Confirmed, shipped, delivered and refunds, to ${/^\d{10}$/.test(shipping.phone) ? `+91 ${shipping.phone}` : 'the mobile number above'}. Untick any time before you order; change your default in My Profile.`}
        </p>

        <label className="checkbox">
          <input type="checkbox" checked={billingSame} onChange={(e) => setBillingSame(e.target.checked)} /> Billing address is the same as delivery
        </label>
        {!billingSame && <AddressFields legend="Billing address" value={billing} onChange={setBilling} errors={only(errors, 'billingAddress')} />}

        <TextField label="GSTIN (for business purchases)" value={gstin} onChange={(v) => setGstin(v.toUpperCase().slice(0, 15))} error={errors.gstin} hint="15 characters, for a GST invoice in your business's name" autoComplete="off" />

        <fieldset className="checkout__fieldset checkout__payment">
          <legend>Payment</legend>
          {creditBalance > 0 && (
            <label className="checkbox checkout__credit">
              <input type="checkbox" checked={useCredit} onChange={(e) => setUseCredit(e.target.checked)} /> {STORE_CREDIT_MESSAGES.useLabel(formatRupees(creditBalance))}
            </label>
          )}
          {errors.useStoreCredit && <p className="field__error" role="alert">{errors.useStoreCredit}</p>}
          {split.covered ? <p className="checkout__contact" role="status">{STORE_CREDIT_MESSAGES.coveredNote}</p> : <>
          <label className={`payment-option${codProblem ? ' payment-option--disabled' : ''}`}>
            <input type="radio" name="payment" value="cod" checked={method === 'cod'} disabled={!!codProblem} onChange={() => setMethod('cod')} />
            <span><strong>Cash on delivery</strong><small>{codProblem ?? 'Pay in cash or UPI when your order arrives'}</small></span>
          </label>
          {onlineOpen && (
            <label className="payment-option">
              <input type="radio" name="payment" value="online" checked={method === 'online'} onChange={() => setMethod('online')} />
              <span><strong>Pay online</strong><small>UPI, cards and net banking{settings?.onlineGateway === 'sandbox' ? ' (sandbox gateway: test mode, no money moves)' : ''}</small></span>
            </label>
          )}
          {settings && !onlineOpen && <p className="checkout__contact">Online payment is not available right now.</p>}
          </>}
          {errors.paymentMethod && <p className="field__error" role="alert">{errors.paymentMethod}</p>}
        </fieldset>
      </div>

      <aside className="checkout__summary card" aria-label="Order summary">
        <h2>Order summary</h2>
        <ul className="checkout__lines">
          {cart.items.map((line) => (
            <li key={line.id}>
              <span>{line.name} <small>({line.size}, {line.color}) × {line.quantity}</small></span>
              <span>{formatRupees(line.lineAmount)}</span>
            </li>
          ))}
        </ul>
        <CartTotals showGst deliveryStateCode={regionByName(shipping.state)?.code ?? null} />
        {split.credit > 0 && (
          <dl className="cart-totals checkout__credit-totals" aria-label="Store credit">
            <div><dt>Store credit</dt><dd>−{formatRupees(split.credit / 100)}</dd></div>
            <div className="cart-totals__total"><dt>To pay</dt><dd>{formatRupees(due)}</dd></div>
          </dl>
        )}
        {errors.couponCode && <p className="field__error" role="alert">{errors.couponCode}</p>}
        {errors.items && <p className="field__error" role="alert">{errors.items}</p>}
        <SubmitButton submitting={submitting} busyLabel="Placing your order…" disabled={cart.loading || cart.updating}>
          {method === 'online' && !split.covered ? `Pay ${formatRupees(due)}` : 'Place Order'}
        </SubmitButton>
      </aside>
    </form>
  );
}
