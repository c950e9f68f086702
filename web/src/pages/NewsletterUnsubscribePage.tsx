import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useSnackbar } from 'notistack';
import { useUnsubscribeFromNewsletterMutation } from '../gql/hooks/UnsubscribeFromNewsletter';
import { AuthCard, failureMessage } from '../features/auth';
import { FormAlert, SubmitButton } from '../ui/forms';

const INVALID_LINK = 'This unsubscribe link is not valid. Please use the link from your latest Kapda email.';
const FAILED = 'Failed to unsubscribe. Please try again.';

/**
 * /newsletter/unsubscribe?email=…&token=… — the link in every newsletter mail. It asks for a click
 * rather than unsubscribing on arrival, because mail scanners open links before people do.
 */
export default function NewsletterUnsubscribePage() {
  const [params] = useSearchParams();
  const email = params.get('email')?.trim() ?? '';
  const token = params.get('token')?.trim() ?? '';
  const { enqueueSnackbar } = useSnackbar();
  const [done, setDone] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(email && token ? null : INVALID_LINK);
  const [unsubscribe, { loading }] = useUnsubscribeFromNewsletterMutation();

  const confirm = async () => {
    setError(null);
    try {
      const { data } = await unsubscribe({ variables: { email, token } });
      const message = data!.unsubscribeFromNewsletter.message;
      setDone(message);
      enqueueSnackbar(message, { variant: 'success' });
    } catch (failure) {
      const message = failureMessage(failure, FAILED);
      setError(message);
      enqueueSnackbar(message, { variant: 'error' });
    }
  };

  return (
    <AuthCard title="Newsletter" footer={<p><Link to="/">Continue shopping</Link></p>}>
      {done ? (
        <FormAlert tone="success">
          <p>{done}</p>
          <p>Changed your mind? Sign up again from the bottom of any page.</p>
        </FormAlert>
      ) : (
        <>
          {email && token && (
            <p className="auth-card__intro">
              Stop the weekly Kapda newsletter for <strong>{email}</strong>? Order and account emails still arrive.
            </p>
          )}
          {error && <FormAlert tone="error">{error}</FormAlert>}
          {email && token && (
            <form className="auth-form" onSubmit={(event) => { event.preventDefault(); void confirm(); }}>
              <SubmitButton submitting={loading} busyLabel="Unsubscribing…">Unsubscribe</SubmitButton>
            </form>
          )}
        </>
      )}
    </AuthCard>
  );
}
