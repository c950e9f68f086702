import { useState } from 'react';
import { useSnackbar } from 'notistack';
import { useAuth, VerificationCodeForm, emailError, type SessionUser } from '../auth';
import { FormAlert, PasswordField, SubmitButton, TextField, useFormSubmit } from '../../ui/forms';

/** The cooldown the server gives a fresh code (SPEC issue 3: resend after 60 s). */
const RESEND_COOLDOWN_SECONDS = 60;

/**
 * The sign-in email. Changing it asks for the current password (a borrowed session is not enough),
 * and the new address needs re-verification: it waits as `pendingEmail` until the emailed code is
 * entered here, and the current address stays in use meanwhile (and is told once it changes).
 */
export function EmailSection({ user }: { user: SessionUser }) {
  const { updateProfile, refreshUser } = useAuth();
  const { enqueueSnackbar } = useSnackbar();
  const [changing, setChanging] = useState(false);
  const [newEmail, setNewEmail] = useState('');
  const [currentPassword, setCurrentPassword] = useState('');
  const [justSent, setJustSent] = useState(false);
  const { errors, setErrors, submitting, onSubmit } = useFormSubmit<'email' | 'currentPassword'>({
    check: () => ({
      email: emailError(newEmail) ?? (newEmail.trim().toLowerCase() === user.email.toLowerCase() ? 'This is already your email address' : undefined),
      currentPassword: currentPassword === '' ? 'Enter your current password' : undefined,
    }),
    send: async () => {
      const outcome = await updateProfile({ email: newEmail.trim(), currentPassword });
      if (outcome.ok) {
        close();
        setJustSent(outcome.emailVerificationSent);
        enqueueSnackbar(outcome.message, { variant: 'success' });
      } else {
        setErrors(outcome.field === 'currentPassword' ? { currentPassword: outcome.message } : { email: outcome.message });
        enqueueSnackbar(outcome.message, { variant: 'error' });
      }
    },
  });

  const close = () => {
    setChanging(false);
    setNewEmail('');
    setCurrentPassword('');
    setErrors({});
  };

  return (
    <section className="profile-form" aria-labelledby="email-title">
      <h2 id="email-title" className="profile-section__title">Email address</h2>
      <p className="profile-email">
        <span>{user.email}</span>
        <span className={`badge ${user.emailVerified ? 'badge--ok' : 'badge--warn'}`}>{user.emailVerified ? 'Verified' : 'Not verified'}</span>
      </p>
      {user.pendingEmail ? (
        <div className="profile-pending">
          <FormAlert tone="info">
            Waiting for verification: <strong>{user.pendingEmail}</strong>. Until you enter its code, we keep using {user.email}.
          </FormAlert>
          <VerificationCodeForm
            key={user.pendingEmail}
            initialEmail={user.pendingEmail}
            emailEditable={false}
            initialCooldown={justSent ? RESEND_COOLDOWN_SECONDS : 0}
            onVerified={() => void refreshUser()}
          />
        </div>
      ) : changing ? (
        <form onSubmit={onSubmit} noValidate>
          <fieldset className="form-fields" disabled={submitting}>
            <TextField label="New email address" type="email" autoComplete="email" required value={newEmail} onChange={setNewEmail} error={errors.email} hint="We’ll send a 6-digit code to the new address to confirm it, and tell your current address once it changes." />
            <PasswordField label="Current password" autoComplete="current-password" required value={currentPassword} onChange={setCurrentPassword} error={errors.currentPassword} />
            <div className="profile-form__actions">
              <SubmitButton submitting={submitting} busyLabel="Sending code…">Send code</SubmitButton>
              <button type="button" className="button button--ghost" onClick={close}>Cancel</button>
            </div>
          </fieldset>
        </form>
      ) : (
        <button type="button" className="button button--outline" onClick={() => setChanging(true)}>Change email</button>
      )}
    </section>
  );
}
