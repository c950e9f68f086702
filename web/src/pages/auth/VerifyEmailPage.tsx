import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { AuthCard, afterLoginPath, useAuth, VerificationCodeForm, type FromState } from '../../features/auth';

/** What registration leaves in `location.state`: the page the shopper was going to, and the resend cooldown. */
type VerifyState = FromState & { resendAfterSeconds?: number };

/**
 * /verify-email?email=…: the code from the registration (or email-change) mail. A new account's
 * right code signs the shopper in and takes them where they were going (else /account).
 */
export default function VerifyEmailPage() {
  const [params] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const { isAuthenticated, refreshUser } = useAuth();
  const email = params.get('email') ?? '';
  const state = location.state as VerifyState | null;
  // Arriving straight from registration, a code has just been sent: the resend waits out its cooldown.
  const cooldown = state?.resendAfterSeconds ?? 0;

  const verified = async ({ email: verifiedEmail, signedIn }: { email: string; signedIn: boolean }) => {
    if (signedIn) {
      navigate(afterLoginPath(state), { replace: true });
    } else if (isAuthenticated) {
      await refreshUser();
      navigate('/account/profile', { replace: true });
    } else {
      navigate('/login', { replace: true, state: { email: verifiedEmail, from: state?.from } });
    }
  };

  return (
    <AuthCard
      title="Verify your email"
      intro="Enter the 6-digit code we emailed you to activate your account."
      footer={
        <p>
          Already verified? <Link to="/login">Login</Link>
        </p>
      }
    >
      <VerificationCodeForm initialEmail={email} emailEditable initialCooldown={cooldown} onVerified={verified} />
    </AuthCard>
  );
}
