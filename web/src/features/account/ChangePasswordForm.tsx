import { useState } from 'react';
import { useSnackbar } from 'notistack';
import { useChangePasswordMutation } from '../../gql/hooks/ChangePassword';
import { changePasswordFailure, describeFailure, PasswordRules, newPasswordError, requiredError } from '../auth';
import { PasswordField, SubmitButton, useFormSubmit } from '../../ui/forms';

type PasswordFieldName = 'currentPassword' | 'newPassword' | 'confirmation';
const EMPTY: Record<PasswordFieldName, string> = { currentPassword: '', newPassword: '', confirmation: '' };

/** Change password (SPEC.md §8): 401 'Current password is incorrect', else 'Failed to change password'. */
export function ChangePasswordForm({ email }: { email: string }) {
  const { enqueueSnackbar } = useSnackbar();
  const [form, setForm] = useState(EMPTY);
  const [changePassword] = useChangePasswordMutation();
  const set = (field: PasswordFieldName) => (value: string) => setForm((f) => ({ ...f, [field]: value }));
  const { errors, setErrors, submitting, onSubmit } = useFormSubmit<PasswordFieldName>({
    check: () => ({
      currentPassword: requiredError(form.currentPassword, 'current password'),
      newPassword: newPasswordError(form.newPassword, email) ?? (form.newPassword === form.currentPassword ? 'Choose a password different from the current one' : undefined),
      confirmation: form.confirmation === form.newPassword ? undefined : 'The two passwords do not match',
    }),
    send: async () => {
      const { data } = await changePassword({ variables: { currentPassword: form.currentPassword, newPassword: form.newPassword } });
      setForm(EMPTY);
      enqueueSnackbar(data?.changePassword.message || 'Password changed successfully', { variant: 'success' });
    },
    refused: (error) => {
      const message = changePasswordFailure(error);
      const { status, serverMessage } = describeFailure(error);
      // A refused new password also names the rule it broke, beside the field.
      setErrors(status === 401 ? { currentPassword: message } : { newPassword: status === 400 && serverMessage ? serverMessage : message });
      enqueueSnackbar(message, { variant: 'error' });
    },
  });

  return (
    <form className="profile-form" onSubmit={onSubmit} noValidate aria-labelledby="password-title">
      <h2 id="password-title" className="profile-section__title">Change password</h2>
      <p className="profile-form__note">Other devices signed in to your account will be signed out.</p>
      <fieldset className="form-fields" disabled={submitting}>
        <PasswordField label="Current password" autoComplete="current-password" required value={form.currentPassword} onChange={set('currentPassword')} error={errors.currentPassword} />
        <PasswordField label="New password" autoComplete="new-password" required value={form.newPassword} onChange={set('newPassword')} error={errors.newPassword} hint={<PasswordRules />} />
        <PasswordField label="Confirm new password" autoComplete="new-password" required value={form.confirmation} onChange={set('confirmation')} error={errors.confirmation} />
        <SubmitButton submitting={submitting} busyLabel="Changing…">Change password</SubmitButton>
      </fieldset>
    </form>
  );
}
