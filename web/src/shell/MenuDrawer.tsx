import { lazy, Suspense, useEffect, useState } from 'react';
import { NavLink } from 'react-router';
import { Drawer } from '../ui/Drawer';
import { ChevronRightIcon } from '../ui/icons';
import { MenuAccountSection } from './MenuAccountSection';

/** Loaded the first time the menu opens, with its query: a first page load pays for neither. */
const MenuCategories = lazy(() => import('./MenuCategories').then((module) => ({ default: module.MenuCategories })));
import { MENU_LINKS } from './navigation';

interface MenuDrawerProps {
  open: boolean;
  onClose(): void;
}

/** SPEC.md §2 menu drawer: its links, then the categories to shop by, then 'Your Account'. */
export function MenuDrawer({ open, onClose }: MenuDrawerProps) {
  const [opened, setOpened] = useState(false);
  useEffect(() => {
    if (open) setOpened(true);
  }, [open]);
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
      {opened && (
        <Suspense fallback={null}>
          <MenuCategories onNavigate={onClose} />
        </Suspense>
      )}
      <MenuAccountSection onNavigate={onClose} />
    </Drawer>
  );
}
