import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { AuthCard, useAuth, VerificationCodeForm } from '../../features/auth';

/** /verify-email?email=…: the code from the registration (or email-change) mail. */
export default function VerifyEmailPage() {
  const [params] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const { isAuthenticated, refreshUser } = useAuth();
  const email = params.get('email') ?? '';
  // Arriving straight from registration, a code has just been sent: the resend waits out its cooldown.
  const cooldown = (location.state as { resendAfterSeconds?: number } | null)?.resendAfterSeconds ?? 0;

  const verified = async (verifiedEmail: string) => {
    if (isAuthenticated) {
      await refreshUser();
      navigate('/account/profile', { replace: true });
    } else {
      navigate('/login', { replace: true, state: { email: verifiedEmail } });
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
