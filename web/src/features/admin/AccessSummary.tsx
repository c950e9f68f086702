import { ALL_DEPARTMENTS, ALL_PERMISSIONS, departmentOf, permissionInfo } from '@kapda/rules/permissions';
import type { SessionUser } from '../auth';

/** A permission key in the shop's words ('manage_products' → 'Manage products'). */
export function permissionLabel(key: string): string {
  return permissionInfo(key)?.label ?? key;
}

export function departmentLabel(department: string): string {
  return department.toLowerCase() === ALL_DEPARTMENTS ? 'All departments' : department;
}

/** Who the signed-in back-office user is: role, department and permissions. */
export function AccessSummary({ user }: { user: SessionUser }) {
  const admin = user.isAdmin;
  const everything = admin || user.permissions.some((p) => p.toLowerCase() === ALL_PERMISSIONS);
  return (
    <section className="bo-card" aria-labelledby="access-title">
      <h2 id="access-title" className="bo-card__title">Your access</h2>
      <dl className="access-summary">
        <div>
          <dt>Signed in as</dt>
          <dd>{user.firstName} {user.lastName} <span className="muted">({user.email})</span></dd>
        </div>
        <div>
          <dt>Role</dt>
          <dd>{admin ? 'Admin' : 'Sub-admin'}</dd>
        </div>
        <div>
          <dt>Department</dt>
          <dd>{admin ? 'All departments' : departmentLabel(departmentOf(user))}</dd>
        </div>
        <div>
          <dt>Permissions</dt>
          <dd>
            {everything ? (
              <span className="tag tag--strong">Every permission</span>
            ) : user.permissions.length === 0 ? (
              <span className="muted">None yet — ask an admin to grant what you need.</span>
            ) : (
              <ul className="tags">
                {user.permissions.map((p) => (
                  <li key={p} className="tag">{permissionLabel(p)}</li>
                ))}
              </ul>
            )}
          </dd>
        </div>
      </dl>
    </section>
  );
}
