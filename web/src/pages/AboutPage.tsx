import { Link } from 'react-router';
import { FREE_SHIPPING_THRESHOLD, RETURN_WINDOW_DAYS, formatRupees } from '@kapda/pricing';
import { ContentPage } from './ContentPage';

const VALUES = [
  { title: 'Straight from Surat', text: 'We buy from weavers, printers and embroidery units in and around Surat — the city that clothes much of India — so you pay for the garment, not for five middlemen.' },
  { title: 'Honest prices', text: 'Every price you see already includes GST. The MRP is the printed tag price, and the discount we show is the real difference between the two.' },
  { title: 'Checked by hand', text: 'Each piece is inspected for fabric, stitching, colour and measurements in our Ring Road studio before it is folded, tagged and packed.' },
  { title: 'Made to be worn', text: 'Breathable cottons for the Indian summer, rich silks for weddings, and everyday fits for women, men and plus sizes.' },
];

export default function AboutPage() {
  return (
    <ContentPage eyebrow="Our story" title="About Kapda" intro="Indian clothing, chosen with care in Surat and delivered across the country.">
      <p>
        Kapda began in 2019 as a small counter in one of Surat&rsquo;s textile markets, selling kurtas and dupattas to
        families who came in from across Gujarat. Surat weaves and prints a large share of India&rsquo;s sarees and
        dress materials, and we grew up around that craft: the clatter of looms in Udhna, the zari workshops, the
        block printers who still mix their colours by eye.
      </p>
      <p>
        Today we bring that same market to your phone. Our collections cover everyday kurtas and cotton sarees,
        festive lehengas and sherwanis, crisp linen shirts and denim, and a dedicated{' '}
        <Link to="/plus-size">plus-size range</Link> cut on its own patterns rather than simply scaled up.
      </p>
      <h2>What we stand for</h2>
      <ul className="feature-list">
        {VALUES.map((value) => (
          <li key={value.title}>
            <h3>{value.title}</h3>
            <p>{value.text}</p>
          </li>
        ))}
      </ul>
      <h2>Our promise to you</h2>
      <p>
        Free shipping on orders over {formatRupees(FREE_SHIPPING_THRESHOLD)}, secure payments, and {RETURN_WINDOW_DAYS}-day
        returns and exchanges. If something doesn&rsquo;t fit or doesn&rsquo;t feel right, send it back — see{' '}
        <Link to="/returns">Returns &amp; Exchanges</Link>.
      </p>
      <p>
        Questions, bulk orders for weddings, or just want to say hello? <Link to="/contact">Get in touch</Link> — we
        answer every message.
      </p>
    </ContentPage>
  );
}
