import { useEffect } from 'react';
import { Link } from 'react-router';
import { useAuth } from '../../features/auth';
import { StoreCreditPanel } from '../../features/account';

interface Shortcut {
  to: string;
  title: string;
  text: string;
}

const SHORTCUTS: Shortcut[] = [
  { to: '/account/profile', title: 'My Profile', text: 'Your name, mobile number, email address, password and signed-in devices.' },
  { to: '/account/orders', title: 'My Orders', text: 'Follow each order from packing to your doorstep.' },
  { to: '/account/wishlist', title: 'My Wishlist', text: 'The pieces you saved for later.' },
];

/** /account (and any unknown /account/… path): a greeting and the way to each part of the account. */
export default function AccountPage() {
  const { user, isAdmin, isSubAdmin } = useAuth();
  useEffect(() => {
    document.title = 'My Account · Kapda';
  }, []);
  if (!user) return null;

  const backOffice: Shortcut | null = isAdmin
    ? { to: '/admin/dashboard', title: 'Admin Dashboard', text: 'Sub-admins, orders, analytics and promo banners.' }
    : isSubAdmin
      ? { to: '/subadmin/dashboard', title: 'SubAdmin Dashboard', text: 'The back-office tools your permissions open.' }
      : null;

  return (
    <section className="account-overview" aria-labelledby="account-greeting">
      <h1 id="account-greeting" className="account__title">Namaste, {user.firstName}!</h1>
      <p className="account__lead">Manage your details, orders and wishlist from here.</p>
      {user.pendingEmail && (
        <p className="account-notice">
          Your new email address <strong>{user.pendingEmail}</strong> is waiting for its verification code.{' '}
          <Link to="/account/profile">Enter the code</Link>
        </p>
      )}
      <ul className="account-shortcuts">
        {[...SHORTCUTS, ...(backOffice ? [backOffice] : [])].map((shortcut) => (
          <li key={shortcut.to}>
            <Link to={shortcut.to} className="account-shortcut">
              <span className="account-shortcut__title">{shortcut.title}</span>
              <span className="account-shortcut__text">{shortcut.text}</span>
            </Link>
          </li>
        ))}
      </ul>
      <StoreCreditPanel />
    </section>
  );
}
