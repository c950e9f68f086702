import { useState } from 'react';
import { Link } from 'react-router';
import { useSnackbar } from 'notistack';
import { useForgotPasswordMutation } from '../../gql/hooks/ForgotPassword';
import { AuthCard, forgotPasswordFailure, INVALID_EMAIL, RESET_LINK_SENT, emailError } from '../../features/auth';
import { FormAlert, SubmitButton, TextField, useFormSubmit } from '../../ui/forms';

/** /forgot-password: the same answer whether or not the address has an account (no enumeration). */
export default function ForgotPasswordPage() {
  const { enqueueSnackbar } = useSnackbar();
  const [email, setEmail] = useState('');
  const [sent, setSent] = useState(false);
  const [forgotPassword] = useForgotPasswordMutation();
  const { errors, setErrors, submitting, onSubmit } = useFormSubmit<'email'>({
    check: () => ({ email: emailError(email) ? INVALID_EMAIL : undefined }),
    send: async () => {
      await forgotPassword({ variables: { email: email.trim() } });
      setSent(true);
      enqueueSnackbar(RESET_LINK_SENT, { variant: 'success' });
    },
    refused: (failure) => {
      const message = forgotPasswordFailure(failure);
      setErrors({ email: message });
      enqueueSnackbar(message, { variant: 'error' });
    },
  });

  return (
    <AuthCard
      title="Forgot your password?"
      intro="Enter the email address you shop with and we’ll send you a link to set a new password."
      footer={
        <p>
          Remembered it? <Link to="/login">Back to login</Link>
        </p>
      }
    >
      {sent ? (
        <FormAlert tone="success">
          <p>{RESET_LINK_SENT}</p>
          <p>The link works once, for one hour. Check your spam folder if it doesn’t arrive in a few minutes.</p>
        </FormAlert>
      ) : (
        <form className="auth-form" onSubmit={onSubmit} noValidate>
          <fieldset className="form-fields" disabled={submitting}>
            <TextField label="Email" type="email" autoComplete="email" required value={email} onChange={setEmail} error={errors.email} />
            <SubmitButton submitting={submitting} busyLabel="Sending…">Send reset link</SubmitButton>
          </fieldset>
        </form>
      )}
    </AuthCard>
  );
}
