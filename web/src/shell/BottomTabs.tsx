import { NavLink } from 'react-router';
import { useAuth } from '../features/auth';
import { HangerIcon, HomeIcon, ShopIcon, UserIcon } from '../ui/icons';

/** SPEC.md §2: on small screens a tab bar — Home, Shop, Plus Size, Profile (/account or /login). */
export function BottomTabs() {
  const { isAuthenticated } = useAuth();
  const tabs = [
    { to: '/', label: 'Home', Icon: HomeIcon },
    { to: '/shop', label: 'Shop', Icon: ShopIcon },
    { to: '/plus-size', label: 'Plus Size', Icon: HangerIcon },
    { to: isAuthenticated ? '/account' : '/login', label: 'Profile', Icon: UserIcon },
  ];
  return (
    <nav className="bottom-tabs" aria-label="Quick links">
      {tabs.map(({ to, label, Icon }) => (
        <NavLink key={label} to={to} end={to === '/'} className="bottom-tabs__tab">
          <Icon />
          <span>{label}</span>
        </NavLink>
      ))}
    </nav>
  );
}
