import { useEffect, useRef, type RefObject } from 'react';

let scrollLocks = 0;

/** While `active`, the page behind an open drawer or overlay cannot scroll (SPEC.md §2). */
export function useBodyScrollLock(active: boolean) {
  useEffect(() => {
    if (!active) return;
    scrollLocks += 1;
    document.body.style.overflow = 'hidden';
    return () => {
      scrollLocks -= 1;
      if (scrollLocks === 0) document.body.style.overflow = '';
    };
  }, [active]);
}

/** Escape closes whatever is open. */
export function useEscapeKey(active: boolean, onEscape: () => void) {
  const latest = useRef(onEscape);
  latest.current = onEscape;
  useEffect(() => {
    if (!active) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') latest.current();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [active]);
}

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * Keyboard users land inside a panel when it opens, Tab cycles within it, and focus returns to
 * whatever opened it (the header button) when it closes.
 */
export function useFocusWithin(active: boolean, panel: RefObject<HTMLElement | null>, initial?: RefObject<HTMLElement | null>) {
  useEffect(() => {
    if (!active || !panel.current) return;
    const opener = document.activeElement as HTMLElement | null;
    const root = panel.current;
    (initial?.current ?? root.querySelector<HTMLElement>(FOCUSABLE) ?? root).focus();
    const trapTab = (event: KeyboardEvent) => {
      if (event.key !== 'Tab') return;
      const items = [...root.querySelectorAll<HTMLElement>(FOCUSABLE)];
      if (items.length === 0) return;
      const first = items[0];
      const last = items[items.length - 1];
      if (event.shiftKey && document.activeElement === first) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && document.activeElement === last) {
        event.preventDefault();
        first.focus();
      }
    };
    root.addEventListener('keydown', trapTab);
    return () => {
      root.removeEventListener('keydown', trapTab);
      // Only hand focus back if it is still inside the closing panel (a link may have navigated away).
      if (opener && (root.contains(document.activeElement) || document.activeElement === document.body)) opener.focus();
    };
  }, [active, panel, initial]);
}
