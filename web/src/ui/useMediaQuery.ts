import { useSyncExternalStore } from 'react';

/** Whether a CSS media query matches now, updating when the window is resized. */
export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      if (typeof window.matchMedia !== 'function') return () => {};
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    () => (typeof window.matchMedia === 'function' ? window.matchMedia(query).matches : false),
    // The server (and hydration, which must match it) knows no screen: the phone layout, then the real one.
    () => false,
  );
}

export const DESKTOP_QUERY = '(min-width: 1024px)';
