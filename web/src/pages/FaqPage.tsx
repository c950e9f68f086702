import { Link } from 'react-router';
import { FREE_SHIPPING_THRESHOLD, RETURN_WINDOW_DAYS, formatRupees } from '@kapda/rules/pricing';
import { STORE_CONTACT } from '../features/content';
import { ContentPage } from './ContentPage';

const FAQ_GROUPS = [
  {
    title: 'Orders and payment',
    items: [
      { q: 'Do your prices include GST?', a: 'Yes. Every price on Kapda already includes GST. The struck-through price is the MRP printed on the tag.' },
      { q: 'Which payment methods do you accept?', a: 'UPI, debit and credit cards, net banking and popular wallets, through a secure payment gateway. We never see or store your card details.' },
      { q: 'Can I change or cancel my order?', a: `Write to ${STORE_CONTACT.email} or WhatsApp us within a few hours of ordering. Once an order is dispatched it can't be cancelled, but you can return it after delivery.` },
      { q: 'Do I need an account to order?', a: 'No. You can fill your cart as a guest. An account lets you track orders, keep a wishlist and check out faster.' },
    ],
  },
  {
    title: 'Shipping and delivery',
    items: [
      { q: 'How much is shipping?', a: `Shipping is free — we promise it on every order over ${formatRupees(FREE_SHIPPING_THRESHOLD)}, and right now smaller orders ship free too.` },
      { q: 'How long will delivery take?', a: '1–2 business days within Surat and South Gujarat, 3–5 days to most metro cities and up to 7–10 days for remote regions.' },
      { q: 'How do I track my order?', a: 'We email you a tracking link when your parcel is dispatched, and every order is listed under My Orders in your account.' },
    ],
  },
  {
    title: 'Returns and exchanges',
    items: [
      { q: 'What is your return policy?', a: `You can return or exchange unworn items with tags within ${RETURN_WINDOW_DAYS} days of delivery. Pickup is free.` },
      { q: 'When will I get my refund?', a: 'Within 5–7 business days after the returned item passes its quality check, back to the original payment method.' },
      { q: 'Can I exchange for another size?', a: 'Yes, size and colour exchanges of the same product are free. If your size is sold out we refund you instead.' },
    ],
  },
  {
    title: 'Products and care',
    items: [
      { q: 'How do I find my size?', a: 'Our Size Guide has charts for women, men and plus sizes in inches and centimetres, with tips on how to measure.' },
      { q: 'Will the colour match the photos?', a: 'We photograph in daylight and check colours on several screens, but hand-dyed and printed fabrics can vary slightly — that is part of their charm.' },
      { q: 'How should I wash silk and zari work?', a: 'Dry clean silk sarees, lehengas and anything with zari or heavy embroidery. Cotton kurtas can be hand or gentle machine washed in cold water, inside out. Each product page lists its care instructions.' },
    ],
  },
];

export default function FaqPage() {
  return (
    <ContentPage
      eyebrow="Help centre"
      title="Frequently Asked Questions"
      intro="Quick answers about orders, delivery, returns and sizing."
      description="Answers about shopping at Kapda: GST-inclusive prices, payment, delivery times across India, returns and exchanges, sizing and care."
    >
      {FAQ_GROUPS.map((group) => (
        <section key={group.title} className="faq-group">
          <h2>{group.title}</h2>
          {group.items.map((item) => (
            <details key={item.q} className="faq-item">
              <summary>{item.q}</summary>
              <p>{item.a}</p>
            </details>
          ))}
        </section>
      ))}
      <p>
        Didn&rsquo;t find your answer? <Link to="/contact">Contact us</Link> — we reply within one business day.
      </p>
    </ContentPage>
  );
}
