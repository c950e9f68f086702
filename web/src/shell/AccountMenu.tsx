import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { useAuth, useSignOut } from '../features/auth';
import { ChevronDownIcon, UserIcon } from '../ui/icons';

/** SPEC.md §2: the account dropdown closes 200 ms after its button loses focus (so a click on an item still lands). */
export const ACCOUNT_MENU_CLOSE_DELAY_MS = 200;

/**
 * The header's account control. Logged out: a link to /login. Logged in: from small-tablet width up
 * a dropdown (My Profile, Admin or SubAdmin Dashboard, Logout); on phones a link to /account, since
 * the bottom tabs and the menu drawer carry the rest.
 */
export function AccountMenu() {
  const { user, isAuthenticated, isAdmin, isSubAdmin } = useAuth();
  const [open, setOpen] = useState(false);
  const closeTimer = useRef<number | undefined>(undefined);
  const leave = useSignOut();

  useEffect(() => () => window.clearTimeout(closeTimer.current), []);

  if (!isAuthenticated) {
    return (
      <Link to="/login" className="icon-button" aria-label="Login or register">
        <UserIcon />
      </Link>
    );
  }

  const closeSoon = () => {
    window.clearTimeout(closeTimer.current);
    closeTimer.current = window.setTimeout(() => setOpen(false), ACCOUNT_MENU_CLOSE_DELAY_MS);
  };
  const stayOpen = () => window.clearTimeout(closeTimer.current);
  const signOut = () => {
    setOpen(false);
    void leave();
  };

  return (
    <>
      <Link to="/account" className="icon-button account-link--phone" aria-label="My account">
        <UserIcon />
      </Link>
      <div className="account-menu" onBlur={closeSoon} onFocus={stayOpen} onKeyDown={(event) => event.key === 'Escape' && setOpen(false)}>
        <button type="button" className="account-menu__button" aria-haspopup="true" aria-expanded={open} onClick={() => setOpen((was) => !was)}>
          <UserIcon />
          <span className="account-menu__name">{user?.firstName || 'Account'}</span>
          <ChevronDownIcon />
        </button>
        {open && (
          <ul className="account-menu__list" aria-label="Account menu">
            <li><Link to="/account" onClick={() => setOpen(false)}>My Profile</Link></li>
            {isAdmin && <li><Link to="/admin/dashboard" onClick={() => setOpen(false)}>Admin Dashboard</Link></li>}
            {isSubAdmin && !isAdmin && <li><Link to="/subadmin/dashboard" onClick={() => setOpen(false)}>SubAdmin Dashboard</Link></li>}
            <li><button type="button" onClick={signOut}>Logout</button></li>
          </ul>
        )}
      </div>
    </>
  );
}
