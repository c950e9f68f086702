import { useState } from 'react';
import { Link, Navigate, useLocation, useNavigate } from 'react-router';
import { useSnackbar } from 'notistack';
import { backOfficeHome, mayOpenPath } from '../../features/admin';
import { AuthCard, useAuth, afterLoginPath, emailError, requiredError, type FromState, type SessionUser } from '../../features/auth';
import { FormAlert, LEAVING, PasswordField, SubmitButton, TextField, useFormSubmit } from '../../ui/forms';

type LoginField = 'email' | 'password';

/**
 * /login: email and password; errors exactly as SPEC.md §8; back to where the shopper was going
 * (when they may open it), else their start: the back office's dashboard for admins and sub-admins,
 * /account for shoppers.
 */
export default function LoginPage() {
  const { login, isAuthenticated, user } = useAuth();
  const location = useLocation();
  const navigate = useNavigate();
  const { enqueueSnackbar } = useSnackbar();
  const state = location.state as FromState | null;
  const destinationOf = (who: SessionUser | null) =>
    afterLoginPath(state, { search: location.search, home: backOfficeHome(who) ?? '/account', mayOpen: (pathname) => mayOpenPath(who, pathname) });
  const [email, setEmail] = useState(state?.email ?? '');
  const [password, setPassword] = useState('');
  const [failure, setFailure] = useState<{ message: string; needsVerification: boolean } | null>(null);
  const { errors, submitting, onSubmit } = useFormSubmit<LoginField>({
    check: () => ({ email: emailError(email), password: requiredError(password, 'password') }),
    send: async () => {
      setFailure(null);
      const outcome = await login(email, password);
      if (outcome.ok) {
        enqueueSnackbar(outcome.message || 'Login successful', { variant: 'success' });
        navigate(destinationOf(outcome.user), { replace: true });
        return LEAVING;
      }
      setFailure(outcome);
      enqueueSnackbar(outcome.message, { variant: outcome.needsVerification ? 'warning' : 'error' });
    },
  });

  if (isAuthenticated && !submitting) return <Navigate to={destinationOf(user)} replace />;

  const verifyLink = `/verify-email?email=${encodeURIComponent(email.trim())}`;

  return (
    <AuthCard
      title="Login"
      intro="Welcome back. Sign in to see your orders, wishlist and saved details."
      footer={
        <p>
          New to Kapda? <Link to="/register" state={state}>Create an account</Link>
        </p>
      }
    >
      {failure && (
        <FormAlert tone={failure.needsVerification ? 'info' : 'error'}>
          <strong>{failure.message}</strong>
          {failure.needsVerification && (
            <>
              {' '}— verify your email address with the code we sent you, then log in.{' '}
              <Link to={verifyLink} state={{ from: state?.from }} className="form-alert__action">Verify email</Link>
            </>
          )}
        </FormAlert>
      )}
      <form className="auth-form" onSubmit={onSubmit} noValidate>
        <fieldset className="form-fields" disabled={submitting}>
          <TextField label="Email" type="email" autoComplete="email" required value={email} onChange={setEmail} error={errors.email} />
          <PasswordField label="Password" autoComplete="current-password" required value={password} onChange={setPassword} error={errors.password} />
          <Link to="/forgot-password" className="auth-form__aside">Forgot password?</Link>
          <SubmitButton submitting={submitting} busyLabel="Signing in…">Login</SubmitButton>
        </fieldset>
      </form>
    </AuthCard>
  );
}
