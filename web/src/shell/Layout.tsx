import { Suspense, useEffect, useState } from 'react';
import { Outlet, useLocation } from 'react-router';
import { isBackOfficePath } from '../features/admin';
import { BottomTabs } from './BottomTabs';
import { CartDrawer } from './CartDrawer';
import { SiteFooter } from './Footer';
import { Header } from './Header';
import { MenuDrawer } from './MenuDrawer';
import { PageSpinner } from '../ui/PageSpinner';
import { LivePromoBanner } from '../features/banners';
import { SearchOverlay } from './SearchOverlay';
import './shell.css';

/** Every route change scrolls smoothly to the top. */
function useScrollToTopOnRouteChange(pathname: string) {
  useEffect(() => {
    window.scrollTo({ top: 0, behavior: 'smooth' });
  }, [pathname]);
}

/** The shared layout every route sits in: promo banner, header, the page, footer, and the overlays. */
export function Layout() {
  const { pathname } = useLocation();
  const [menuOpen, setMenuOpen] = useState(false);
  const [searchOpen, setSearchOpen] = useState(false);
  const storefront = !isBackOfficePath(pathname);
  useScrollToTopOnRouteChange(pathname);

  return (
    <div className={storefront ? 'app app--storefront' : 'app app--back-office'}>
      <a href="#main" className="skip-link">Skip to content</a>
      {storefront && <LivePromoBanner />}
      {storefront && <Header onOpenMenu={() => setMenuOpen(true)} onOpenSearch={() => setSearchOpen(true)} />}
      <main id="main" className="app__main" tabIndex={-1}>
        <Suspense fallback={<PageSpinner />}>
          <Outlet />
        </Suspense>
      </main>
      {storefront && <SiteFooter />}
      {storefront && <BottomTabs />}
      <SearchOverlay open={searchOpen} onClose={() => setSearchOpen(false)} />
      <MenuDrawer open={menuOpen} onClose={() => setMenuOpen(false)} />
      <CartDrawer />
    </div>
  );
}
