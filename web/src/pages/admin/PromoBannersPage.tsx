import { BackOfficeLayout, PromoBannersManager } from '../../features/admin';

/** /admin/promo-banners (manage_banners, Marketing). */
export default function PromoBannersPage() {
  return (
    <BackOfficeLayout title="Promo banners">
      <PromoBannersManager />
    </BackOfficeLayout>
  );
}
