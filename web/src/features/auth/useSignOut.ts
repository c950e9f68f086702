import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { useAuth } from './AuthContext';

/**
 * Logout as SPEC.md §2 has it: end the session and go to /. Home is shown first, synchronously:
 * a members-only page left on screen while the session ends would have its guard send the shopper
 * to /login instead (a router transition keeps the old page up while the lazy home page loads).
 */
export function useSignOut() {
  const { logout } = useAuth();
  const navigate = useNavigate();
  return useCallback(async () => {
    await navigate('/', { flushSync: true });
    await logout();
  }, [logout, navigate]);
}
