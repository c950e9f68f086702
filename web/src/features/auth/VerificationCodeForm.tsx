import { useState, type FormEvent } from 'react';
import { useSnackbar } from 'notistack';
import { useResendVerificationMutation } from '../../gql/hooks/ResendVerification';
import { focusFirstInvalid, FormAlert, SubmitButton, TextField } from '../../ui/forms';
import { resendCodeFailure, verifyEmailFailure } from './auth-form-errors';
import { useAuth, type VerifiedEmail } from './AuthContext';
import { useCountdown } from './useCountdown';
import './auth.css';
import { emailError, OTP_LENGTH, otpError } from './validation';

interface VerificationCodeFormProps {
  initialEmail: string;
  /** On /verify-email the shopper may type the address; on the profile it is the pending one. */
  emailEditable: boolean;
  /** Seconds before the first resend is allowed (a code was just sent). */
  initialCooldown: number;
  /** After a right code; a new account is signed in by then (`signedIn`). */
  onVerified(verified: VerifiedEmail): void | Promise<void>;
}

/** The 6-digit code box with Verify and a Resend button that waits out its cooldown visibly. */
export function VerificationCodeForm({ initialEmail, emailEditable, initialCooldown, onVerified }: VerificationCodeFormProps) {
  const { enqueueSnackbar } = useSnackbar();
  const [email, setEmail] = useState(initialEmail);
  const [otp, setOtp] = useState('');
  const [errors, setErrors] = useState<{ email?: string; otp?: string }>({});
  const [resendProblem, setResendProblem] = useState<string | null>(null);
  const { secondsLeft, restart } = useCountdown(initialCooldown);
  const { verifyEmail } = useAuth();
  const [verifying, setVerifying] = useState(false);
  const [resendVerification, { loading: resending }] = useResendVerificationMutation();

  const checkEmail = () => {
    const problem = emailEditable ? emailError(email) : undefined;
    setErrors((e) => ({ ...e, email: problem }));
    return !problem;
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const otpProblem = otpError(otp);
    setErrors((e) => ({ ...e, otp: otpProblem }));
    if (!checkEmail() || otpProblem) {
      focusFirstInvalid(event.currentTarget);
      return;
    }
    setVerifying(true);
    try {
      const verified = await verifyEmail(email, otp);
      enqueueSnackbar(verified.message, { variant: 'success' });
      await onVerified(verified);
    } catch (error) {
      const message = verifyEmailFailure(error);
      setErrors((e) => ({ ...e, otp: message }));
      enqueueSnackbar(message, { variant: 'error' });
    } finally {
      setVerifying(false);
    }
  };

  const resend = async () => {
    setResendProblem(null);
    if (!checkEmail()) return;
    try {
      const { data } = await resendVerification({ variables: { email: email.trim() } });
      restart(data!.resendVerification.resendAfterSeconds);
      setOtp('');
      enqueueSnackbar(data!.resendVerification.message, { variant: 'success' });
    } catch (error) {
      const message = resendCodeFailure(error);
      setResendProblem(message);
      enqueueSnackbar(message, { variant: 'error' });
    }
  };

  return (
    <form className="auth-form verification" onSubmit={submit} noValidate>
      <fieldset className="form-fields" disabled={verifying}>
        {emailEditable ? (
          <TextField label="Email" type="email" autoComplete="email" required value={email} onChange={setEmail} error={errors.email} />
        ) : (
          <p className="form-note">
            We sent a {OTP_LENGTH}-digit code to <strong>{email}</strong>.
          </p>
        )}
        <TextField
          label="Verification code"
          className="field--otp"
          inputMode="numeric"
          autoComplete="one-time-code"
          pattern="[0-9]*"
          maxLength={OTP_LENGTH}
          required
          value={otp}
          onChange={(value) => setOtp(value.replace(/\D/g, '').slice(0, OTP_LENGTH))}
          error={errors.otp}
          hint={`The ${OTP_LENGTH}-digit code from your email. It expires after 10 minutes.`}
        />
        <SubmitButton submitting={verifying} busyLabel="Verifying…">Verify email</SubmitButton>
      </fieldset>
      <div className="auth-form__resend">
        <span>Didn’t get the code?</span>
        <button type="button" className="link-button" onClick={resend} disabled={resending || secondsLeft > 0}>
          {resending ? 'Sending…' : secondsLeft > 0 ? `Resend code in ${secondsLeft} s` : 'Resend code'}
        </button>
      </div>
      {resendProblem && <FormAlert>{resendProblem}</FormAlert>}
    </form>
  );
}
