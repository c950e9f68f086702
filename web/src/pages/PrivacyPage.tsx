import { Link } from 'react-router';
import { STORE_CONTACT, emailHref } from '../features/content';
import { FIXED_PAGES_UPDATED, longDay } from '@kapda/rules/storefront';
import { ContentPage } from './ContentPage';

/** The day its words last changed (also the sitemap's lastmod for it). */
const LAST_UPDATED = longDay(FIXED_PAGES_UPDATED['/privacy-policy']);

/** /privacy-policy, and the same page at /privacy (SPEC.md §2), whose canonical address is the long one (the server answers /privacy with a 301). */
export default function PrivacyPage() {
  return (
    <ContentPage
      eyebrow="Legal"
      title="Privacy Policy"
      intro={`Last updated ${LAST_UPDATED}.`}
      description="What personal data Kapda Fashions collects when you shop with us, why, who we share it with, and your rights under India's Digital Personal Data Protection Act, 2023."
      canonicalPath="/privacy-policy"
    >
      <p>
        Kapda Fashions (&ldquo;Kapda&rdquo;, &ldquo;we&rdquo;) runs this store from Surat, Gujarat. This policy explains what
        personal data we collect when you shop with us, why, and the rights you have under the Digital Personal Data
        Protection Act, 2023 and the Information Technology Act, 2000 and its rules.
      </p>
      <h2>What we collect</h2>
      <ul>
        <li><strong>Account details</strong> — your name, email address, mobile number and password (stored only as a secure hash).</li>
        <li><strong>Order details</strong> — delivery address and PIN code, items ordered, and payment status. Card and UPI details are handled by our payment gateway; we never see or store them.</li>
        <li><strong>Messages</strong> — what you send us through the contact form, email or WhatsApp.</li>
        <li><strong>Browsing data</strong> — your cart and wishlist (kept in your browser until you log in) and basic technical logs that keep the site secure.</li>
      </ul>
      <h2>Why we use it</h2>
      <ul>
        <li>To process, deliver and support your orders, returns and refunds.</li>
        <li>To keep you signed in and protect your account.</li>
        <li>To reply to your questions and complaints.</li>
        <li>To send offers and newsletters — only if you subscribe, and you can unsubscribe any time.</li>
        <li>To meet legal duties such as GST invoicing and accounting records.</li>
      </ul>
      <h2>Who we share it with</h2>
      <p>
        Only with the partners needed to serve you — courier companies (name, address, phone), our payment gateway, and
        our email and hosting providers — under contracts that require them to protect it. We do not sell your data.
        We disclose data to authorities only when Indian law requires it.
      </p>
      <h2>Cookies</h2>
      <p>
        We use a small number of essential cookies to keep you signed in and remember your cart. We do not use
        advertising cookies.
      </p>
      <h2>How long we keep it</h2>
      <p>
        Account data is kept while your account is active. Invoices and order records are kept for eight years as
        Indian tax law requires. You may ask us to delete your account at any time.
      </p>
      <h2>Your rights</h2>
      <p>
        You can ask to see, correct or erase your personal data, withdraw consent to marketing, and nominate someone to
        exercise these rights on your behalf. Edit most details yourself under <Link to="/account/profile">My Profile</Link>,
        or write to us.
      </p>
      <h2>Grievance Officer</h2>
      <p>
        For any privacy concern or complaint, contact our Grievance Officer at <a href={emailHref}>{STORE_CONTACT.email}</a> or
        by post at {STORE_CONTACT.addressLines.join(', ')}. We acknowledge complaints within 48 hours and resolve them
        within 30 days.
      </p>
    </ContentPage>
  );
}
