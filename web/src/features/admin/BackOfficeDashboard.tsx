import { Link } from 'react-router';
import { useAuth } from '../auth';
import { AccessSummary } from './AccessSummary';
import { backOfficeSections } from './back-office-sections';
import { BackOfficeLayout } from './BackOfficeLayout';
import { SubAdminsSection } from './SubAdminsSection';
import { DashboardWidgets } from './store/DashboardWidgets';

/** The admin and sub-admin dashboard (also shown at /products/manage and /orders/manage, SPEC.md §2). */
export function BackOfficeDashboard() {
  const { user, isAdmin } = useAuth();
  if (!user) return null;
  const reachable = backOfficeSections(user).slice(1);
  return (
    <BackOfficeLayout title={isAdmin ? 'Admin Dashboard' : 'SubAdmin Dashboard'}>
      <DashboardWidgets />
      <AccessSummary user={user} />
      <section className="bo-card" aria-labelledby="sections-title">
        <h2 id="sections-title" className="bo-card__title">Where you can work</h2>
        {reachable.length === 0 ? (
          <p className="bo-empty">Your permissions do not open any section yet. An admin can grant them.</p>
        ) : (
          <ul className="bo-sections">
            {reachable.map((section) => (
              <li key={section.to}>
                <Link to={section.to} className="bo-section">
                  <span className="bo-section__label">{section.label}</span>
                  <span className="bo-section__text">{section.description}</span>
                </Link>
              </li>
            ))}
          </ul>
        )}
      </section>
      {isAdmin && <SubAdminsSection />}
    </BackOfficeLayout>
  );
}
