import { Link } from 'react-router';
import { RETURN_WINDOW_DAYS } from '@kapda/rules/pricing';
import { STORE_CONTACT, emailHref } from '../features/content';
import { FIXED_PAGES_UPDATED, longDay } from '@kapda/rules/storefront';
import { ContentPage } from './ContentPage';

/** The day its words last changed (also the sitemap's lastmod for it). */
const LAST_UPDATED = longDay(FIXED_PAGES_UPDATED['/terms-of-service']);

/** /terms-of-service, and the same page at /terms (SPEC.md §2), whose canonical address is the long one (the server answers /terms with a 301). */
export default function TermsPage() {
  return (
    <ContentPage
      eyebrow="Legal"
      title="Terms of Service"
      intro={`Last updated ${LAST_UPDATED}.`}
      description="The terms of shopping at Kapda: your account, products and prices, orders and payment, shipping, returns and refunds, and how grievances are handled."
      canonicalPath="/terms-of-service"
    >
      <p>
        These terms govern your use of the Kapda store, run by Kapda Fashions, {STORE_CONTACT.addressLines.join(', ')}.
        By browsing or placing an order you agree to them. Please also read our <Link to="/privacy-policy">Privacy Policy</Link>.
      </p>
      <h2>Your account</h2>
      <p>
        You are responsible for keeping your password safe and for activity under your account. Give us accurate
        details; we may suspend accounts used for fraud or abuse.
      </p>
      <h2>Products and prices</h2>
      <p>
        All prices are in Indian rupees and include GST. We describe and photograph products as accurately as we can;
        small variations in colour and weave are natural in handloom and printed fabrics. If a price is shown wrongly
        because of an obvious error, we may cancel the order and refund you in full.
      </p>
      <h2>Orders</h2>
      <p>
        An order is a request to buy. The contract is formed when we dispatch the goods. We may decline an order — for
        example if an item is out of stock or cannot be delivered to your PIN code — and will refund any amount paid.
      </p>
      <h2>Payment</h2>
      <p>
        Payments are processed by a PCI-DSS compliant payment gateway. Refunds go back to the original payment source.
      </p>
      <h2>Shipping, returns and refunds</h2>
      <p>
        Delivery is governed by our <Link to="/shipping">Shipping Information</Link> and returns by our{' '}
        <Link to="/returns">Returns &amp; Exchanges</Link> policy, including the {RETURN_WINDOW_DAYS}-day return window.
        Nothing in these terms limits your rights under the Consumer Protection Act, 2019 and the Consumer Protection
        (E-Commerce) Rules, 2020.
      </p>
      <h2>Acceptable use</h2>
      <p>
        Don&rsquo;t misuse the store: no scraping, reselling of accounts, attempts to break security, or orders placed with
        someone else&rsquo;s payment details. All content on this site — photographs, text and the Kapda name and mark —
        belongs to Kapda Fashions.
      </p>
      <h2>Liability</h2>
      <p>
        To the extent the law allows, our liability for any order is limited to the amount you paid for it. We are not
        liable for delays caused by events outside our reasonable control, such as floods, strikes or courier outages.
      </p>
      <h2>Governing law and jurisdiction</h2>
      <p>
        These terms are governed by the laws of India. Subject to your rights as a consumer, the courts at Surat,
        Gujarat have exclusive jurisdiction over any dispute arising from them.
      </p>
      <h2>Grievances and contact</h2>
      <p>
        Write to our Grievance Officer at <a href={emailHref}>{STORE_CONTACT.email}</a> or call {STORE_CONTACT.phoneDisplay}.
        We acknowledge complaints within 48 hours and resolve them within one month.
      </p>
    </ContentPage>
  );
}
