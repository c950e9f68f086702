import { UpcomingSection } from '../../features/admin/UpcomingSection';

/** /admin/promo-banners. */
export default function PromoBannersPage() {
  return (
    <UpcomingSection title="Promo banners">
      <p>The announcement strip above the storefront header: its text, link and colours, and which banner is live.</p>
      <p>Banner editing opens here with the promo banner release.</p>
    </UpcomingSection>
  );
}
