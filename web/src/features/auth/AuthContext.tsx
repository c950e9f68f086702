import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useApolloClient } from '@apollo/client/react';
import { useSnackbar } from 'notistack';
import { isAdmin as userIsAdmin, isSubAdmin as userIsSubAdmin } from '@kapda/rules/permissions';
import type { SessionUserFragment, UpdateProfileInput } from '../../gql/graphql';
import { describeFailure, loginFailure, NOT_AUTHENTICATED, profileFailure } from './auth-errors';
import { forgetGuestSessionId, guestSessionId } from './guest-session';
import { clearSession, readAccessToken, readStoredUser, storeSession, storeUser } from './token-cookie';
import { firstRenderMatchesServer, updateAfterServerRender } from '../../ui/hydration';

/** The signed-in user as the storefront sees it (SPEC.md §3 User). */
export type SessionUser = SessionUserFragment;

/**
 * Document events other features listen to (the cart merges the guest cart on login and drops the
 * member cart on logout). They fire after the session cookie is written or cleared and the Apollo
 * store has been reset, so listeners' requests already carry (or lack) the new token.
 */
export const LOGIN_EVENT = 'kapda:login';
export const LOGOUT_EVENT = 'kapda:logout';
export interface LoginEventDetail {
  user: SessionUser;
  /** The guest id the session was started from (already removed from localStorage). */
  guestSessionId: string;
}

export type LoginOutcome = { ok: true; user: SessionUser; message: string } | { ok: false; message: string; needsVerification: boolean };
/** A right code: a new account comes back signed in (`signedIn`); an email change was signed in already. */
export interface VerifiedEmail {
  email: string;
  message: string;
  signedIn: boolean;
}
export type ProfileOutcome = { ok: true; user: SessionUser; message: string; emailVerificationSent: boolean } | { ok: false; message: string; sessionExpired: boolean; field?: string };

export interface AuthState {
  user: SessionUser | null;
  isAuthenticated: boolean;
  isAdmin: boolean;
  /** Admins count as sub-admins too (SPEC.md §6). */
  isSubAdmin: boolean;
  /** True while the session is being restored; route guards show a spinner. */
  loading: boolean;
  login(email: string, password: string): Promise<LoginOutcome>;
  /** Check an emailed code; a new account's code signs it in as a login does (guest cart merged). Throws the API's refusal. */
  verifyEmail(email: string, otp: string): Promise<VerifiedEmail>;
  /** Revokes the token on the server (best effort) and always ends the session here. */
  logout(): Promise<void>;
  /** A 401 ends the session (SPEC.md §4) — the outcome then has `sessionExpired`. */
  updateProfile(input: UpdateProfileInput): Promise<ProfileOutcome>;
  /** Reload the user from the server (e.g. after a changed email is verified). */
  refreshUser(): Promise<void>;
}

const AuthContext = createContext<AuthState | null>(null);

/** The session's GraphQL calls, loaded with the first one (session-calls.ts). */
const calls = () => import('./session-calls');

/** Session state for the whole app: restored from the cookie via `me`, changed by login and logout. */
export function AuthProvider({ children }: { children: ReactNode }) {
  const client = useApolloClient();
  const { enqueueSnackbar } = useSnackbar();
  // Server-rendered pages are anonymous: hydration starts signed out and the stored user is read right after.
  const [user, setUser] = useState<SessionUser | null>(() => (!firstRenderMatchesServer() && readAccessToken() ? storedUser() : null));
  const [loading, setLoading] = useState(() => readAccessToken() !== null);

  const endSession = useCallback(async () => {
    clearSession();
    setUser(null);
    await client.resetStore().catch(() => undefined);
    document.dispatchEvent(new CustomEvent(LOGOUT_EVENT));
  }, [client]);

  const refreshUser = useCallback(async () => {
    if (!readAccessToken()) {
      clearSession();
      setUser(null);
      return;
    }
    try {
      const { queryMe } = await calls();
      const { data } = await queryMe(client, { fetchPolicy: 'network-only' });
      const me = data?.me ?? null;
      if (me) storeUser(me);
      else clearSession();
      setUser(me);
    } catch (error) {
      // Only a refused token ends the session; offline or a server hiccup keeps the stored user.
      if (describeFailure(error).status === 401) {
        clearSession();
        setUser(null);
      }
    }
  }, [client]);

  useEffect(() => {
    let live = true;
    // Right after hydration (the server rendered signed out): a transition then (ui/hydration.ts).
    if (readAccessToken()) updateAfterServerRender(() => setUser((shown) => shown ?? storedUser()));
    void refreshUser().finally(() => live && setLoading(false));
    return () => {
      live = false;
    };
  }, [refreshUser]);

  /** A session the server has just started (login, or a verified sign-up code) becomes this browser's. */
  const beginSession = useCallback(
    async (token: string, signedIn: SessionUser, guestId: string) => {
      storeSession(token, signedIn);
      forgetGuestSessionId();
      setUser(signedIn);
      await client.resetStore().catch(() => undefined);
      document.dispatchEvent(new CustomEvent<LoginEventDetail>(LOGIN_EVENT, { detail: { user: signedIn, guestSessionId: guestId } }));
    },
    [client],
  );

  const login = useCallback(
    async (email: string, password: string): Promise<LoginOutcome> => {
      const guestId = guestSessionId();
      try {
        const { mutateLogin } = await calls();
        const { data } = await mutateLogin(client, { variables: { email: email.trim(), password, guestSessionId: guestId } });
        const { token, user: signedIn, message } = data!.login;
        await beginSession(token, signedIn, guestId);
        return { ok: true, user: signedIn, message };
      } catch (error) {
        return { ok: false, ...loginFailure(error) };
      }
    },
    [client, beginSession],
  );

  const verifyEmail = useCallback(
    async (email: string, otp: string): Promise<VerifiedEmail> => {
      // A member verifying a changed address is no guest: no guest id is made up for them.
      const guestId = readAccessToken() ? undefined : guestSessionId();
      const { mutateVerifyEmail } = await calls();
      const { data } = await mutateVerifyEmail(client, { variables: { email: email.trim(), otp: otp.trim(), guestSessionId: guestId } });
      const answer = data!.verifyEmail;
      const signedIn = Boolean(answer.token && answer.user);
      if (answer.token && answer.user) await beginSession(answer.token, answer.user, guestId ?? guestSessionId());
      return { email: answer.email, message: answer.message, signedIn };
    },
    [client, beginSession],
  );

  const logout = useCallback(async () => {
    // The session ends here at once; the server revokes the token meanwhile (named explicitly, as the cookie is gone).
    const token = readAccessToken();
    const revoke = token
      ? calls()
          .then(({ mutateLogout }) => mutateLogout(client, { context: { headers: { authorization: `Bearer ${token}` } } }))
          .catch(() => undefined)
      : Promise.resolve();
    await endSession();
    await revoke;
    enqueueSnackbar('Logged out successfully', { variant: 'success' });
  }, [client, endSession, enqueueSnackbar]);

  const updateProfile = useCallback(
    async (input: UpdateProfileInput): Promise<ProfileOutcome> => {
      if (!readAccessToken()) return { ok: false, message: NOT_AUTHENTICATED, sessionExpired: false };
      try {
        const { mutateUpdateProfile } = await calls();
        const { data } = await mutateUpdateProfile(client, { variables: { input } });
        const { user: updated, message, emailVerificationSent } = data!.updateProfile;
        storeUser(updated);
        setUser(updated);
        return { ok: true, user: updated, message, emailVerificationSent };
      } catch (error) {
        const failure = profileFailure(error);
        if (failure.sessionExpired) await endSession();
        return { ok: false, ...failure };
      }
    },
    [client, endSession],
  );

  const value = useMemo<AuthState>(
    () => ({
      user,
      isAuthenticated: user !== null,
      isAdmin: userIsAdmin(user),
      isSubAdmin: userIsSubAdmin(user),
      loading,
      login,
      verifyEmail,
      logout,
      updateProfile,
      refreshUser,
    }),
    [user, loading, login, verifyEmail, logout, updateProfile, refreshUser],
  );
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

export function useAuth(): AuthState {
  const state = useContext(AuthContext);
  if (!state) throw new Error('useAuth must be used within an AuthProvider');
  return state;
}

/** The user cookie written at the last login, if it still has the shape we wrote. */
function storedUser(): SessionUser | null {
  const stored = readStoredUser() as Partial<SessionUser> | null;
  const looksRight =
    stored && typeof stored === 'object' && typeof stored.id === 'string' && typeof stored.email === 'string' && typeof stored.role === 'string' && Array.isArray(stored.roles) && Array.isArray(stored.permissions);
  return looksRight ? (stored as SessionUser) : null;
}
