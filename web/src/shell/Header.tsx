import { Link } from 'react-router';
import { openCartDrawer, useCart } from '../features/cart';
import { AccountMenu } from './AccountMenu';
import { BagIcon, MenuIcon, SearchIcon } from '../ui/icons';
import { Logo } from './Logo';

/** The desktop category row under the logo; phones use the menu drawer and bottom tabs instead. */
const DESKTOP_NAV = [
  { to: '/shop?category=women', label: 'Women' },
  { to: '/shop?category=men', label: 'Men' },
  { to: '/plus-size', label: 'Plus Size' },
  { to: '/shop?category=accessories', label: 'Accessories' },
  { to: '/new-arrivals', label: 'New Arrivals' },
  { to: '/best-seller', label: 'Best Sellers' },
  { to: '/collections', label: 'Collections' },
];

interface HeaderProps {
  onOpenMenu(): void;
  onOpenSearch(): void;
}

/** SPEC.md §2 header: menu button left, logo centre, search, cart with badge and account on the right. */
export function Header({ onOpenMenu, onOpenSearch }: HeaderProps) {
  const { itemCount } = useCart();
  const cartLabel = itemCount === 1 ? 'Cart, 1 item' : `Cart, ${itemCount} items`;
  return (
    <header className="site-header">
      <div className="site-header__inner">
        <div className="site-header__left">
          <button type="button" className="icon-button" onClick={onOpenMenu} aria-label="Open menu">
            <MenuIcon />
          </button>
        </div>
        <Logo className="site-header__logo" />
        <div className="site-header__right">
          <button type="button" className="icon-button" onClick={onOpenSearch} aria-label="Search">
            <SearchIcon />
          </button>
          <button type="button" className="icon-button cart-button" onClick={openCartDrawer} aria-label={cartLabel}>
            <BagIcon />
            {itemCount > 0 && <span className="cart-button__badge" aria-hidden="true">{itemCount > 99 ? '99+' : itemCount}</span>}
          </button>
          <AccountMenu />
        </div>
      </div>
      <nav className="site-header__nav" aria-label="Categories">
        <ul>
          {DESKTOP_NAV.map((item) => <li key={item.to}><Link to={item.to}>{item.label}</Link></li>)}
          <li><Link to="/shop?sale=true" className="site-header__sale">Sale</Link></li>
        </ul>
      </nav>
    </header>
  );
}
