import { useEffect, type ReactNode } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { useSnackbar } from 'notistack';
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

/** Said when a signed-in user opens a page their role or permissions do not cover. */
export const FORBIDDEN_PAGE = 'You do not have permission to open that page.';

/**
 * SPEC.md §2 route guard: a spinner while the session is restored, /login for a visitor (who comes
 * back here after logging in), and / for a user without the role or permission — told why, not
 * bounced without a word.
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
  if (needed.length > 0 && !needed.some((r) => meetsRequirement(user, r))) return <Forbidden />;
  return children ?? <Outlet />;
}

function Forbidden() {
  const { enqueueSnackbar } = useSnackbar();
  useEffect(() => {
    enqueueSnackbar(FORBIDDEN_PAGE, { variant: 'error', preventDuplicate: true });
  }, [enqueueSnackbar]);
  return <Navigate to="/" replace />;
}
