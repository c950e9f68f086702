import { NavLink } from 'react-router';
import { Drawer } from '../ui/Drawer';
import { ChevronRightIcon } from '../ui/icons';
import { MenuAccountSection } from './MenuAccountSection';
import { MENU_LINKS } from './navigation';

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
