import { Link } from 'react-router';
import { RETURN_WINDOW_DAYS } from '@kapda/rules/pricing';
import { ContentPage } from './ContentPage';

const STEPS = [
  { title: 'Start a return', text: 'Go to My Orders, open the order and choose Return or Exchange for the item — or message us on WhatsApp with your order number.' },
  { title: 'Pack it up', text: 'Fold the item with its tags attached and put it back in its original bag or any sturdy cover.' },
  { title: 'Free pickup', text: 'Our courier collects it from your address within 2–3 working days. No charge, no printer needed.' },
  { title: 'Refund or exchange', text: 'Once the item passes a quick quality check, we send your exchange or start the refund.' },
];

export default function ReturnsPage() {
  return (
    <ContentPage
      eyebrow="Customer service"
      title="Returns & Exchanges"
      intro={`Changed your mind? You have ${RETURN_WINDOW_DAYS} days from delivery to return or exchange.`}
      description={`Return or exchange unworn Kapda pieces with their tags within ${RETURN_WINDOW_DAYS} days of delivery: free pickup, size exchanges, refunds after a quality check.`}
    >
      <h2>Our {RETURN_WINDOW_DAYS}-day promise</h2>
      <p>
        You can return or exchange any eligible item within {RETURN_WINDOW_DAYS} days of delivery. Items must be unworn,
        unwashed and unaltered, with the original tags attached.
      </p>
      <h2>How it works</h2>
      <ol className="steps">
        {STEPS.map((step) => (
          <li key={step.title}>
            <h3>{step.title}</h3>
            <p>{step.text}</p>
          </li>
        ))}
      </ol>
      <h2>Exchanges</h2>
      <p>
        Exchange for a different size or colour of the same product at no cost. If the size you want is sold out, we
        will refund you instead. Not sure about fit? Check the <Link to="/size-guide">Size Guide</Link> before you order.
      </p>
      <h2>Refunds</h2>
      <p>
        Refunds go back to the original payment source — UPI, card, net banking or wallet — within 5–7 business days of
        the item passing its quality check. Your bank may take a little longer to show it. Any coupon discount is
        deducted in proportion to the items returned.
      </p>
      <h2>What can&rsquo;t be returned</h2>
      <ul>
        <li>Innerwear, lingerie and socks, for hygiene reasons</li>
        <li>Items that have been altered, stitched or custom-tailored to your measurements</li>
        <li>Items that are worn, washed, damaged after delivery, or missing their tags</li>
      </ul>
      <h2>Received something damaged or wrong?</h2>
      <p>
        We are sorry! <Link to="/contact">Contact us</Link> within 48 hours of delivery with your order number and a
        photo, and we will replace it or refund you in full straight away.
      </p>
    </ContentPage>
  );
}
