import { BackOfficeLayout } from '../../features/admin/BackOfficeLayout';
import { PromoBannersManager } from '../../features/admin/banners/PromoBannersManager';

/** /admin/promo-banners (manage_banners, Marketing). */
export default function PromoBannersPage() {
  return (
    <BackOfficeLayout title="Promo banners">
      <PromoBannersManager />
    </BackOfficeLayout>
  );
}
