import { Link } from 'react-router';
import { useAuth, useSignOut } from '../features/auth';

/**
 * 'Your Account' in the menu drawer (SPEC.md §2). Logged out: 'Login / Register'. Logged in: name,
 * email, profile, orders, wishlist, the dashboard the user may open, and Logout (→ /).
 */
export function MenuAccountSection({ onNavigate }: { onNavigate(): void }) {
  const { user, isAuthenticated, isAdmin, isSubAdmin } = useAuth();
  const leave = useSignOut();

  const signOut = () => {
    onNavigate();
    void leave();
  };

  return (
    <section className="menu-account" aria-labelledby="menu-account-heading">
      <h3 id="menu-account-heading" className="menu-account__title">Your Account</h3>
      {!isAuthenticated || !user ? (
        <Link to="/login" className="button button--outline menu-account__login" onClick={onNavigate}>Login / Register</Link>
      ) : (
        <>
          <p className="menu-account__name">{user.firstName} {user.lastName}</p>
          <p className="menu-account__email">{user.email}</p>
          <ul className="menu-account__links">
            <li><Link to="/account/profile" onClick={onNavigate}>My Profile</Link></li>
            <li><Link to="/account/orders" onClick={onNavigate}>My Orders</Link></li>
            <li><Link to="/account/wishlist" onClick={onNavigate}>My Wishlist</Link></li>
            {isAdmin && <li><Link to="/admin/dashboard" onClick={onNavigate}>Admin Dashboard</Link></li>}
            {isSubAdmin && !isAdmin && <li><Link to="/subadmin/dashboard" onClick={onNavigate}>SubAdmin Dashboard</Link></li>}
            <li><button type="button" className="link-button" onClick={signOut}>Logout</button></li>
          </ul>
        </>
      )}
    </section>
  );
}
