import { useState } from 'react';
import { Link, Navigate, useLocation, useNavigate } from 'react-router';
import { useSnackbar } from 'notistack';
import { useRegisterMutation } from '../../gql/hooks/Register';
import { AuthCard, useAuth, describeFailure, registerFailure, guestSessionId, PasswordRules, emailError, mobileError, newPasswordError, requiredError, type FromState } from '../../features/auth';
import { FormAlert, PasswordField, SubmitButton, TextField, useFormSubmit, type FieldErrors } from '../../ui/forms';

type RegisterField = 'firstName' | 'lastName' | 'email' | 'password' | 'phone';
const EMPTY = { firstName: '', lastName: '', email: '', password: '', phone: '' };

function validate(form: typeof EMPTY): FieldErrors<RegisterField> {
  return {
    firstName: requiredError(form.firstName, 'first name'),
    lastName: requiredError(form.lastName, 'last name'),
    email: emailError(form.email),
    password: newPasswordError(form.password, form.email),
    phone: mobileError(form.phone),
  };
}

/** /register: a customer account; a 6-digit code goes by email, then /verify-email (which signs in and goes on to where the shopper was going). */
export default function RegisterPage() {
  const { isAuthenticated } = useAuth();
  const navigate = useNavigate();
  const from = (useLocation().state as FromState | null)?.from;
  const { enqueueSnackbar } = useSnackbar();
  const [form, setForm] = useState(EMPTY);
  const [failure, setFailure] = useState<string | null>(null);
  const [register] = useRegisterMutation();
  const { errors, setErrors, submitting, onSubmit } = useFormSubmit<RegisterField>({
    check: () => validate(form),
    send: async () => {
      setFailure(null);
      const { data } = await register({
        variables: {
          input: {
            firstName: form.firstName.trim(),
            lastName: form.lastName.trim(),
            email: form.email.trim(),
            password: form.password,
            phone: form.phone || null,
            guestSessionId: guestSessionId(),
          },
        },
      });
      const { message, email, resendAfterSeconds } = data!.register;
      enqueueSnackbar(message || 'Registration successful. Please check your email for the verification code.', { variant: 'success' });
      navigate(`/verify-email?email=${encodeURIComponent(email)}`, { state: { resendAfterSeconds, from } });
    },
    refused: (error) => {
      const message = registerFailure(error);
      const { status, details } = describeFailure(error);
      const field = status === 409 ? 'email' : details.field;
      if (typeof field === 'string' && field in EMPTY) setErrors((e) => ({ ...e, [field]: message }));
      setFailure(message);
      enqueueSnackbar(message, { variant: 'error' });
    },
  });

  if (isAuthenticated) return <Navigate to="/account" replace />;

  const set = (field: RegisterField) => (value: string) => setForm((f) => ({ ...f, [field]: field === 'phone' ? value.replace(/\D/g, '').slice(0, 10) : value }));

  return (
    <AuthCard
      title="Create your account"
      intro="Save your wishlist, track orders and check out faster."
      footer={
        <p>
          Already have an account? <Link to="/login">Login</Link>
        </p>
      }
    >
      {failure && <FormAlert>{failure}</FormAlert>}
      <form className="auth-form" onSubmit={onSubmit} noValidate>
        <fieldset className="form-fields" disabled={submitting}>
          <div className="form-row">
            <TextField label="First name" autoComplete="given-name" required value={form.firstName} onChange={set('firstName')} error={errors.firstName} />
            <TextField label="Last name" autoComplete="family-name" required value={form.lastName} onChange={set('lastName')} error={errors.lastName} />
          </div>
          <TextField label="Email" type="email" autoComplete="email" required value={form.email} onChange={set('email')} error={errors.email} />
          <PasswordField label="Password" autoComplete="new-password" required value={form.password} onChange={set('password')} error={errors.password} hint={<PasswordRules />} />
          <TextField
            label="Mobile number"
            type="tel"
            inputMode="numeric"
            autoComplete="tel-national"
            maxLength={10}
            value={form.phone}
            onChange={set('phone')}
            error={errors.phone}
            hint="10 digits, for delivery updates."
          />
          <SubmitButton submitting={submitting} busyLabel="Creating account…">Create account</SubmitButton>
        </fieldset>
      </form>
    </AuthCard>
  );
}
