import { NavLink } from 'react-router';
import { Drawer } from '../ui/Drawer';
import { ChevronRightIcon } from '../ui/icons';
import { MenuAccountSection } from './MenuAccountSection';

/** SPEC.md §2 menu drawer links, in order. */
export const MENU_LINKS = [
  { to: '/', label: 'Home' },
  { to: '/shop', label: 'Shop' },
  { to: '/plus-size', label: 'Plus Size' },
  { to: '/new-arrivals', label: 'New Arrivals' },
  { to: '/collections', label: 'Collection' },
  { to: '/best-seller', label: 'Best Seller' },
  { to: '/about', label: 'About Us' },
  { to: '/contact', label: 'Contact Us' },
] as const;

interface MenuDrawerProps {
  open: boolean;
  onClose(): void;
}

export function MenuDrawer({ open, onClose }: MenuDrawerProps) {
  return (
    <Drawer open={open} onClose={onClose} side="left" title="Menu" className="menu-drawer">
      <nav aria-label="Main">
        <ul className="menu-links">
          {MENU_LINKS.map((link) => (
            <li key={link.to}>
              <NavLink to={link.to} end onClick={onClose}>
                {link.label}
                <ChevronRightIcon />
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <MenuAccountSection onNavigate={onClose} />
    </Drawer>
  );
}
