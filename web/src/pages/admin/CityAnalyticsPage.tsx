import { UpcomingSection } from '../../features/admin';

/** /admin/city-analytics and /subadmin/city-analytics. */
export default function CityAnalyticsPage() {
  return (
    <UpcomingSection title="City analytics">
      <p>Where Kapda’s orders come from: orders, revenue and average order value by city and PIN code, over a date range you choose.</p>
      <p>The figures appear here once orders are being placed through checkout.</p>
    </UpcomingSection>
  );
}
