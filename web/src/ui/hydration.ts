import { createElement, startTransition, useEffect, useState, type ReactNode } from 'react';

/**
 * Server rendering (issue 19): the server renders every page as an anonymous shopper with nothing
 * stored, and the browser's first render — hydration — must produce the same HTML. State read from
 * this browser (the session cookie, the guest cart and wishlist in localStorage, a dismissed banner)
 * therefore starts empty on the server and during hydration, and is read in an effect right after.
 */
const onServer = typeof document === 'undefined';
let hydrating = false;

/** main.tsx: hydration starts (true); HydrationBoundary: the page's part of it is done (false). */
export function markHydrating(on: boolean): void {
  hydrating = on;
}

/**
 * Wraps the page inside the layout's Suspense boundary (shell/Layout.tsx), on both sides: in the
 * browser its first effect ends hydration. React hydrates that boundary after the shell around it
 * (main.tsx hydrates in a transition, in slices), so hydration ends when the page's own effects have
 * run, not the shell's: until then a page component still starts as the server rendered it.
 */
export function HydrationBoundary({ children }: { children: ReactNode }) {
  useEffect(() => {
    markHydrating(false);
    // <html data-hydrated>: the page answers taps from here on (browser tests wait for it).
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  return children;
}

/** True on the server and during hydration: start browser-only state empty, read it in an effect. */
export function firstRenderMatchesServer(): boolean {
  return onServer || hydrating;
}

/**
 * False on the server and while hydrating, true from the render after: show client-only parts then.
 * The flip after hydration is a transition (issue 19, speed): an urgent update there — as
 * useSyncExternalStore's differing server snapshot forces — makes React hydrate every server-rendered
 * section below it (the whole page) in one long task; as a transition it hydrates in slices that
 * leave the phone's main thread free between them. A component mounted later starts true.
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(() => !firstRenderMatchesServer());
  useEffect(() => {
    if (!hydrated) startTransition(() => setHydrated(true));
    // Once: after the first commit.
  }, []);
  return hydrated;
}

/**
 * Apply a state update; while the page is still hydrating, as a transition (useHydrated says why).
 * For what the browser holds (cart, wishlist, a dismissed banner) read right after hydration, and
 * answers that can land before it ends: an empty guest cart is priced without asking the network.
 */
export function updateAfterServerRender(update: () => void): void {
  if (hydrating) startTransition(update);
  else update();
}

/**
 * A form's controls, disabled until the page has hydrated: text typed into a server-rendered form
 * before React runs would be replaced by the form's (empty) state, and a press would submit it
 * natively. A fieldset that takes no part in the layout (display: contents).
 */
export function ControlsWhenReady({ children }: { children: ReactNode }) {
  const hydrated = useHydrated();
  return createElement('fieldset', { disabled: !hydrated, style: { display: 'contents' } }, children);
}
