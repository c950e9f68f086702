import type { ReactNode } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { meetsRequirement } from '@kapda/rules/permissions';
import { PageSpinner } from '../../ui/PageSpinner';
import { useAuth } from './AuthContext';
import type { FromState } from './redirect';

interface RouteGuardProps {
  /**
   * What the route needs besides a session, in the server's own words: 'admin', 'subadmin' (admins
   * count), or 'perm:<permission>@<Department>'; a list means any one of them (as `@Authorized(...)`
   * reads it). Omitted: any signed-in user.
   */
  requirement?: string | readonly string[];
  /** The page; defaults to the nested routes. */
  children?: ReactNode;
}

/**
 * SPEC.md §2 route guard: a spinner while the session is restored, /login for a visitor (who comes
 * back here after logging in), and / for a user without the role or permission.
 */
export function RouteGuard({ requirement, children }: RouteGuardProps) {
  const { user, loading } = useAuth();
  const location = useLocation();
  if (loading) return <PageSpinner label="Checking your session…" />;
  if (!user) {
    const state: FromState = { from: { pathname: location.pathname, search: location.search, hash: location.hash } };
    return <Navigate to="/login" replace state={state} />;
  }
  const needed = requirement === undefined ? [] : typeof requirement === 'string' ? [requirement] : requirement;
  if (needed.length > 0 && !needed.some((r) => meetsRequirement(user, r))) return <Navigate to="/" replace />;
  return children ?? <Outlet />;
}
