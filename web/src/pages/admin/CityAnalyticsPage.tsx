import { BackOfficeLayout, CityAnalytics } from '../../features/admin';

/** /admin/city-analytics and /subadmin/city-analytics (the figures need view_analytics). */
export default function CityAnalyticsPage() {
  return (
    <BackOfficeLayout title="City analytics">
      <CityAnalytics />
    </BackOfficeLayout>
  );
}
