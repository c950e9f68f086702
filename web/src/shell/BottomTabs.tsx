import { NavLink, useLocation } from 'react-router';
import { useAuth } from '../features/auth';
import { useWishlist } from '../features/wishlist';
import { HangerIcon, HeartIcon, HomeIcon, ShopIcon, UserIcon } from '../ui/icons';
import { CountBadge, wishlistLabel } from './WishlistLink';

/**
 * SPEC.md §2: on small screens a tab bar — Home, Shop, Plus Size, Profile (/account or /login) —
 * with the wishlist and its count before Profile (the phone header has no room for it).
 */
export function BottomTabs() {
  const { isAuthenticated } = useAuth();
  const { count } = useWishlist();
  const onWishlist = useLocation().pathname.startsWith('/account/wishlist');
  const tabs = [
    { to: '/', label: 'Home', Icon: HomeIcon },
    { to: '/shop', label: 'Shop', Icon: ShopIcon },
    { to: '/plus-size', label: 'Plus Size', Icon: HangerIcon },
    { to: '/account/wishlist', label: 'Wishlist', Icon: HeartIcon, count, ariaLabel: wishlistLabel(count) },
    { to: isAuthenticated ? '/account' : '/login', label: 'Profile', Icon: UserIcon },
  ];
  return (
    <nav className="bottom-tabs" aria-label="Quick links">
      {tabs.map(({ to, label, Icon, count: badge, ariaLabel }) => (
        <NavLink
          key={label}
          to={to}
          end={to === '/'}
          // The wishlist lives under /account: there it is the Wishlist tab that lights up, not Profile.
          className={({ isActive }) => (isActive && !(label === 'Profile' && onWishlist) ? 'bottom-tabs__tab active' : 'bottom-tabs__tab')}
          aria-label={ariaLabel}
        >
          <span className="bottom-tabs__icon">
            <Icon />
            {badge !== undefined && <CountBadge count={badge} />}
          </span>
          <span className="bottom-tabs__label">{label}</span>
        </NavLink>
      ))}
    </nav>
  );
}
