import { Link } from 'react-router';
import { openCartDrawer, useCart } from '../features/cart';
import { AccountMenu } from './AccountMenu';
import { BagIcon, MenuIcon, SearchIcon } from '../ui/icons';
import { Logo } from './Logo';
import { CountBadge, WishlistLink } from './WishlistLink';
import { HEADER_LINKS } from './navigation';

interface HeaderProps {
  onOpenMenu(): void;
  onOpenSearch(): void;
}

/** SPEC.md §2 header: menu button left, logo centre, search, wishlist (from tablet width), cart with badge and account on the right. */
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
          <WishlistLink />
          <button type="button" className="icon-button cart-button" onClick={openCartDrawer} aria-label={cartLabel}>
            <BagIcon />
            <CountBadge count={itemCount} />
          </button>
          <AccountMenu />
        </div>
      </div>
      <nav className="site-header__nav" aria-label="Categories">
        <ul>
          {HEADER_LINKS.map((item) => <li key={item.to}><Link to={item.to} className={item.sale ? 'site-header__sale' : undefined}>{item.label}</Link></li>)}
        </ul>
      </nav>
    </header>
  );
}
