import { startTransition, useEffect, useState, type ComponentType } from 'react';

/*
 * The shell's overlays — search, the menu drawer, the cart drawer — are no part of a first load
 * (issue 19): nothing shows them until a tap, and the server renders none of them, so hydration has
 * nothing to compare. Their code is fetched when the browser is idle after the page has loaded and
 * they are mounted closed then (so a drawer slides in as before); a tap that comes first fetches and
 * mounts the one it opens. Once mounted an overlay stays mounted, as it always did. A fetch that
 * fails shows nothing and is tried again at the next tap.
 */

function overlay<P extends object>(load: () => Promise<ComponentType<P>>) {
  let loaded: ComponentType<P> | undefined;
  let loading: Promise<ComponentType<P>> | undefined;
  const preload = () =>
    (loading ??= load().then(
      (component) => (loaded = component),
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    ));
  /** The component once its code is here (at once when it already is); asked for while `wanted`, again at each new `attempt`. */
  function useLoaded(wanted: boolean, attempt: unknown): ComponentType<P> | undefined {
    const [component, setComponent] = useState<ComponentType<P> | undefined>(() => loaded);
    useEffect(() => {
      if (!wanted || component) return;
      let live = true;
      preload().then(
        // A transition: the overlay mounts (closed, or opening) in slices that leave taps free.
        (ready) => live && startTransition(() => setComponent(() => ready)),
        () => undefined,
      );
      return () => {
        live = false;
      };
    }, [wanted, attempt, component]);
    return component ?? (wanted ? loaded : undefined);
  }
  return { preload, useLoaded };
}

const search = overlay(() => import('./SearchOverlay').then((module) => module.SearchOverlay));
const menu = overlay(() => import('./MenuDrawer').then((module) => module.MenuDrawer));
const cart = overlay(() => import('./CartDrawer').then((module) => module.CartDrawer));

/** Fetch the three overlays' code: the browser's idle time after the page has loaded (and the tests' setup). */
export function preloadOverlays(): Promise<unknown> {
  return Promise.all([search.preload(), menu.preload(), cart.preload()]);
}

function whenIdleAfterLoad(run: () => void): () => void {
  let cancelled = false;
  let idleId: number | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const go = () => {
    if (cancelled) return;
    if (typeof requestIdleCallback === 'function') idleId = requestIdleCallback(run, { timeout: 4000 });
    else timer = setTimeout(run, 2000);
  };
  if (document.readyState === 'complete') go();
  else window.addEventListener('load', go, { once: true });
  return () => {
    cancelled = true;
    window.removeEventListener('load', go);
    if (idleId !== undefined) cancelIdleCallback(idleId);
    clearTimeout(timer);
  };
}

/** True from the first render `value` is, on. */
function useLatch(value: boolean): boolean {
  const [latched, setLatched] = useState(value);
  if (value && !latched) setLatched(true);
  return latched || value;
}

interface OverlaysProps {
  searchOpen: boolean;
  menuOpen: boolean;
  onCloseSearch(): void;
  onCloseMenu(): void;
}

export function Overlays({ searchOpen, menuOpen, onCloseSearch, onCloseMenu }: OverlaysProps) {
  const [idle, setIdle] = useState(false);
  // Every `openCart`, counted: before the cart drawer is here it mounts open, and once it is, a new one opens it.
  const [cartAsks, setCartAsks] = useState(0);
  useEffect(() => whenIdleAfterLoad(() => void preloadOverlays().then(() => startTransition(() => setIdle(true)), () => undefined)), []);
  useEffect(() => {
    const ask = () => setCartAsks((asks) => asks + 1);
    document.addEventListener('openCart', ask);
    return () => document.removeEventListener('openCart', ask);
  }, []);
  const Search = search.useLoaded(idle || searchOpen, searchOpen);
  const Menu = menu.useLoaded(idle || menuOpen, menuOpen);
  const Cart = cart.useLoaded(idle || cartAsks > 0, cartAsks);
  const withSearch = useLatch(idle || searchOpen);
  const withMenu = useLatch(idle || menuOpen);
  const withCart = useLatch(idle || cartAsks > 0);

  return (
    <>
      {withSearch && Search && <Search open={searchOpen} onClose={onCloseSearch} />}
      {withMenu && Menu && <Menu open={menuOpen} onClose={onCloseMenu} />}
      {withCart && Cart && <Cart asks={cartAsks} />}
    </>
  );
}
