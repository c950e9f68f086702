import { Link } from 'react-router';
import { FREE_SHIPPING_THRESHOLD, formatRupees } from '@kapda/rules/pricing';
import { ContentPage } from './ContentPage';

/** Typical delivery times after dispatch, by where the parcel is going. */
const DELIVERY_TIMES = [
  { region: 'Surat and South Gujarat', days: '1–2 business days' },
  { region: 'Rest of Gujarat, Mumbai and Pune', days: '2–4 business days' },
  { region: 'Delhi NCR, Bengaluru, Chennai, Hyderabad, Kolkata', days: '3–5 business days' },
  { region: 'Rest of India', days: '4–7 business days' },
  { region: 'North East, Jammu & Kashmir, Ladakh, Andaman & Nicobar, Lakshadweep', days: '7–10 business days' },
];

export default function ShippingPage() {
  return (
    <ContentPage
      eyebrow="Customer service"
      title="Shipping Information"
      description={`Free shipping across India on orders over ${formatRupees(FREE_SHIPPING_THRESHOLD)}: when orders leave Surat, delivery times by region, tracking and receiving your parcel.`}
      intro={`Free shipping on all orders over ${formatRupees(FREE_SHIPPING_THRESHOLD)} — and for now, on every order.`}>
      <h2>Shipping charges</h2>
      <p>
        Shipping is free. We promise free delivery on every order over {formatRupees(FREE_SHIPPING_THRESHOLD)}, and at
        the moment smaller orders ship free as well — your cart and checkout always show shipping as <strong>Free</strong>.
        There are no hidden handling fees; the price you see already includes GST.
      </p>
      <h2>When your order leaves us</h2>
      <p>
        Orders placed before 2:00 PM (Monday to Saturday) are packed and handed to our courier partners the same day.
        Orders placed later, or on Sundays and public holidays, leave on the next working day.
      </p>
      <h2>Delivery times</h2>
      <div className="table-scroll">
        <table className="data-table">
          <caption className="visually-hidden">Delivery time after dispatch, by region</caption>
          <thead><tr><th scope="col">Delivering to</th><th scope="col">Usually arrives in</th></tr></thead>
          <tbody>
            {DELIVERY_TIMES.map((row) => (
              <tr key={row.region}><th scope="row">{row.region}</th><td>{row.days}</td></tr>
            ))}
          </tbody>
        </table>
      </div>
      <p className="muted">Festive seasons, monsoon flooding and local restrictions can add a day or two. We will tell you if a parcel is delayed.</p>
      <h2>Tracking your parcel</h2>
      <p>
        As soon as your order is dispatched we email you the courier name and tracking number. You can also follow
        every order from <Link to="/account/orders">My Orders</Link>.
      </p>
      <h2>Where we deliver</h2>
      <p>
        We deliver to serviceable PIN codes across India. We don&rsquo;t ship outside India yet. If a courier cannot
        reach your PIN code, we will contact you before dispatch and refund you in full if we cannot find another way.
      </p>
      <h2>Receiving your order</h2>
      <p>
        Please check that the outer packaging is sealed before accepting a parcel. If it looks tampered with, refuse it
        or record a short unboxing video and <Link to="/contact">contact us</Link> within 48 hours.
      </p>
    </ContentPage>
  );
}
