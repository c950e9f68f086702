import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useAuth } from '../auth';
import { dashboardPath } from './back-office-sections';
import { BackOfficeLayout } from './BackOfficeLayout';

/** A guarded back-office page whose tools arrive with a later release: says what it will hold. */
export function UpcomingSection({ title, children }: { title: string; children: ReactNode }) {
  const { user } = useAuth();
  return (
    <BackOfficeLayout title={title}>
      <section className="bo-card">
        <div className="bo-upcoming">{children}</div>
        <Link to={dashboardPath(user)} className="button button--outline">Back to dashboard</Link>
      </section>
    </BackOfficeLayout>
  );
}
