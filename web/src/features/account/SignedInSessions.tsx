import { formatIndiaDateTime } from '@kapda/rules/dates';
import { useSnackbar } from 'notistack';
import { useMySessionsQuery } from '../../gql/hooks/MySessions';
import { useSignOutOtherSessionsMutation } from '../../gql/hooks/SignOutOtherSessions';
import { failureMessage } from '../auth';

const shown = (iso: string) => formatIndiaDateTime(iso);

/**
 * The devices signed in to the account (browser and system, IP, last seen), with a way to sign out
 * of every other one — for a shopper who left a session open somewhere, or fears someone has one.
 */
export function SignedInSessions() {
  const { enqueueSnackbar } = useSnackbar();
  const sessions = useMySessionsQuery({ fetchPolicy: 'network-only' });
  const [signOutOthers, { loading: signingOut }] = useSignOutOtherSessionsMutation();
  const list = sessions.data?.mySessions ?? [];
  const others = list.filter((s) => !s.current).length;

  const signOut = async () => {
    try {
      const { data } = await signOutOthers();
      enqueueSnackbar(data?.signOutOtherSessions.message ?? 'Signed out of your other devices.', { variant: 'success' });
      await sessions.refetch();
    } catch (error) {
      enqueueSnackbar(failureMessage(error, 'Could not sign out your other devices. Please try again.'), { variant: 'error' });
    }
  };

  return (
    <section className="profile-form" aria-labelledby="sessions-title">
      <h2 id="sessions-title" className="profile-section__title">Signed-in devices</h2>
      <p className="profile-form__note">Don’t recognise one? Sign out of all other devices, then change your password.</p>
      {sessions.loading && !sessions.data ? (
        <p role="status" className="sessions__status">
          <span className="spinner spinner--small" aria-hidden="true" /> Loading your devices…
        </p>
      ) : sessions.error && !sessions.data ? (
        <div role="alert" className="sessions__status">
          <p>We could not load your devices.</p>
          <button type="button" className="button button--outline" onClick={() => void sessions.refetch().catch(() => undefined)}>Try again</button>
        </div>
      ) : (
        <>
          <ul className="sessions" aria-label="Signed-in devices">
            {list.map((s) => (
              <li key={s.id} className="sessions__item">
                <span className="sessions__device">
                  {s.device}
                  {s.current && <span className="badge badge--ok">This device</span>}
                </span>
                <span className="sessions__meta">
                  {s.current ? 'Active now' : `Last active ${shown(s.lastSeenAt)}`} · IP {s.ipAddress || 'unknown'} · signed in {shown(s.signedInAt)}
                </span>
              </li>
            ))}
          </ul>
          <button type="button" className="button button--outline" onClick={() => void signOut()} disabled={signingOut || others === 0}>
            {signingOut ? 'Signing out…' : others === 0 ? 'No other devices signed in' : `Sign out of all other devices (${others})`}
          </button>
        </>
      )}
    </section>
  );
}
