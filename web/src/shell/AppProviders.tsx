import type { ReactNode } from 'react';
import { SnackbarProvider } from 'notistack';
import { AuthProvider } from '../features/auth';
import { CartProvider } from '../features/cart';
import { WishlistProvider } from '../features/wishlist';

/** SPEC.md §9 toasts: bottom-right, 3 s, at most 20 at once, at most 350 px wide. */
export const TOAST_OPTIONS = {
  anchorOrigin: { vertical: 'bottom', horizontal: 'right' },
  autoHideDuration: 3000,
  maxSnack: 20,
  maxWidth: 350,
} as const;

/** App-wide state inside the router (so providers can navigate): toasts, session, cart, wishlist. */
export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <SnackbarProvider
      anchorOrigin={TOAST_OPTIONS.anchorOrigin}
      autoHideDuration={TOAST_OPTIONS.autoHideDuration}
      maxSnack={TOAST_OPTIONS.maxSnack}
      style={{ maxWidth: TOAST_OPTIONS.maxWidth }}
    >
      <AuthProvider>
        <CartProvider>
          <WishlistProvider>{children}</WishlistProvider>
        </CartProvider>
      </AuthProvider>
    </SnackbarProvider>
  );
}
