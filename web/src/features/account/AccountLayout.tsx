import { Suspense } from 'react';
import { NavLink, Outlet } from 'react-router';
import { PageSpinner } from '../../ui/PageSpinner';
import { useAuth, useSignOut } from '../auth';
import './account.css';

/** The account area's frame: who is signed in, the account sections, and the page beside them. */
export function AccountLayout() {
  const { user, isAdmin, isSubAdmin } = useAuth();
  const signOut = useSignOut();
  if (!user) return null;

  return (
    <div className="account container">
      <aside className="account__aside">
        <div className="account__who">
          <span className="account__avatar" aria-hidden="true">{initials(user.firstName, user.lastName)}</span>
          <div>
            <p className="account__name">{user.firstName} {user.lastName}</p>
            <p className="account__email">{user.email}</p>
          </div>
        </div>
        <nav className="account__nav" aria-label="My account">
          <NavLink to="/account" end>Overview</NavLink>
          <NavLink to="/account/profile">My Profile</NavLink>
          <NavLink to="/account/orders">My Orders</NavLink>
          <NavLink to="/account/addresses">My Addresses</NavLink>
          <NavLink to="/account/wishlist">My Wishlist</NavLink>
          {isAdmin && <NavLink to="/admin/dashboard">Admin Dashboard</NavLink>}
          {isSubAdmin && !isAdmin && <NavLink to="/subadmin/dashboard">SubAdmin Dashboard</NavLink>}
          <button type="button" className="account__logout" onClick={() => void signOut()}>Logout</button>
        </nav>
      </aside>
      <div className="account__content">
        <Suspense fallback={<PageSpinner />}>
          <Outlet />
        </Suspense>
      </div>
    </div>
  );
}

function initials(first: string, last: string) {
  return `${first.charAt(0)}${last.charAt(0)}`.toUpperCase() || '·';
}
