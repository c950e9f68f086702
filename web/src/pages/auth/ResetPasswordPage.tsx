import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useSnackbar } from 'notistack';
import { useResetPasswordMutation } from '../../gql/hooks/ResetPassword';
import { AuthCard, INVALID_RESET_TOKEN, resetPasswordFailure, PasswordRules, newPasswordError } from '../../features/auth';
import { FormAlert, PasswordField, SubmitButton, useFormSubmit } from '../../ui/forms';

const RESET_DONE = 'Your password has been reset. You can now log in with your new password.';

/** /reset-password?token=…: a new password from the emailed link (also how invited sub-admins set theirs). */
export default function ResetPasswordPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  // Sub-admins arrive here from their invitation email (…&invite=1) to choose their first password.
  const invited = params.get('invite') === '1';
  const { enqueueSnackbar } = useSnackbar();
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [failure, setFailure] = useState<string | null>(token ? null : INVALID_RESET_TOKEN);
  const [done, setDone] = useState<string | null>(null);
  const [resetPassword] = useResetPasswordMutation();
  const { errors, setErrors, submitting, onSubmit } = useFormSubmit<'password' | 'confirmation'>({
    check: () => ({
      password: newPasswordError(password),
      confirmation: confirmation === password ? undefined : 'The two passwords do not match',
    }),
    send: async () => {
      setFailure(null);
      const { data } = await resetPassword({ variables: { token, newPassword: password } });
      const message = data?.resetPassword.message || RESET_DONE;
      setDone(message);
      enqueueSnackbar(message, { variant: 'success' });
    },
    refused: (error) => {
      const message = resetPasswordFailure(error);
      if (message === INVALID_RESET_TOKEN) setFailure(message);
      else setErrors({ password: message });
      enqueueSnackbar(message, { variant: 'error' });
    },
  });

  if (done) {
    return (
      <AuthCard title="Password updated">
        <FormAlert tone="success">{done}</FormAlert>
        <Link to="/login" className="button button--primary auth-card__action">Go to login</Link>
      </AuthCard>
    );
  }

  return (
    <AuthCard
      title={invited ? 'Set your password' : 'Set a new password'}
      intro={invited ? 'Welcome to the Kapda back office. Choose a password to finish setting up your account.' : 'Choose a password you don’t use on other sites.'}
      footer={
        <p>
          {invited ? 'Invitation expired? Ask the admin who invited you to send a new one.' : <>Link expired? <Link to="/forgot-password">Request a new one</Link></>}
        </p>
      }
    >
      {failure && (
        <FormAlert>
          {failure} <Link to="/forgot-password" className="form-alert__action">Request a new link</Link>
        </FormAlert>
      )}
      {token && (
        <form className="auth-form" onSubmit={onSubmit} noValidate>
          <fieldset className="form-fields" disabled={submitting}>
            <PasswordField label="New password" autoComplete="new-password" required value={password} onChange={setPassword} error={errors.password} hint={<PasswordRules />} />
            <PasswordField label="Confirm new password" autoComplete="new-password" required value={confirmation} onChange={setConfirmation} error={errors.confirmation} />
            <SubmitButton submitting={submitting} busyLabel="Saving…">Set new password</SubmitButton>
          </fieldset>
        </form>
      )}
    </AuthCard>
  );
}
