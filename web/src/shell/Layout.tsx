import { Suspense, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { Outlet, useLocation } from 'react-router';
import { isBackOfficePath } from '../features/admin';
import { BottomTabs } from './BottomTabs';
import { SiteFooter } from './Footer';
import { Header } from './Header';
import { Overlays } from './Overlays';
import { PageSpinner } from '../ui/PageSpinner';
import { LivePromoBanner } from '../features/banners';
import { applyHead, defaultHead, isPrivatePath } from '../ui/page-head';
import { HydrationBoundary, useHydrated } from '../ui/hydration';
import './shell.css';
// The stylesheets of the pages the server renders (issue 19), in the first load: server HTML must be
// styled when it first paints — loaded with the page's chunk, they came after it and the page jumped
// (CLS 0.92 on a product page). Pages still import what they use.
import '../features/catalog/catalog.css';
import '../features/wishlist/wishlist.css';
import '../pages/home.css';
import '../pages/content-pages.css';
import '../ui/ui.css';
import '../ui/stars.css';
import '../features/reviews/reviews.css';
// The cart drawer's code loads after the page (Overlays.tsx) and took these along; but a listing's
// filter drawer and the product cards' quick-add button are in the server's HTML.
import '../features/cart/cart.css';
import '../ui/drawer.css';

/** Every route change scrolls smoothly to the top. */
function useScrollToTopOnRouteChange(pathname: string) {
  useEffect(() => {
    window.scrollTo({ top: 0, behavior: 'smooth' });
  }, [pathname]);
}

/**
 * A new address starts from the site's default head (private pages: noindex) before its page's own
 * (ui/page-head.ts): layout effects run before the page's passive ones, so the page's head wins.
 */
function useDefaultHeadOnRouteChange(pathname: string) {
  // Not on the first render: the server's head (or index.html's) is right until the page speaks.
  const shown = useRef(pathname);
  useLayoutEffect(() => {
    if (shown.current === pathname) return;
    shown.current = pathname;
    applyHead(defaultHead(pathname));
  }, [pathname]);
}

/** The shared layout every route sits in: promo banner, header, the page, footer, and the overlays (loaded after the page). */
export function Layout() {
  const { pathname } = useLocation();
  const [menuOpen, setMenuOpen] = useState(false);
  const [searchOpen, setSearchOpen] = useState(false);
  const storefront = !isBackOfficePath(pathname);
  // Private pages (cart, checkout, account, back office…) are rendered in the browser only: the server
  // and hydration show the spinner in the shell, the page right after.
  const hydrated = useHydrated();
  const clientOnly = isPrivatePath(pathname) && !hydrated;
  useScrollToTopOnRouteChange(pathname);
  useDefaultHeadOnRouteChange(pathname);

  return (
    <div className={storefront ? 'app app--storefront' : 'app app--back-office'}>
      <a href="#main" className="skip-link">Skip to content</a>
      {storefront && <LivePromoBanner />}
      {storefront && <Header onOpenMenu={() => setMenuOpen(true)} onOpenSearch={() => setSearchOpen(true)} />}
      <main id="main" className="app__main" tabIndex={-1}>
        <Suspense fallback={<PageSpinner />}>
          <HydrationBoundary>{clientOnly ? <PageSpinner /> : <Outlet />}</HydrationBoundary>
        </Suspense>
      </main>
      {storefront && <SiteFooter />}
      {storefront && <BottomTabs />}
      <Overlays searchOpen={searchOpen} menuOpen={menuOpen} onCloseSearch={() => setSearchOpen(false)} onCloseMenu={() => setMenuOpen(false)} />
    </div>
  );
}
