import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { STOCK_ALERT_MESSAGES } from '@kapda/rules/reviews';
import { useUnsubscribeStockAlertsMutation } from '../gql/hooks/UnsubscribeStockAlerts';
import { AuthCard, failureMessage } from '../features/auth';
import { FormAlert, SubmitButton } from '../ui/forms';

const FAILED = 'Failed to unsubscribe. Please try again.';

/**
 * /back-in-stock/unsubscribe?email=…&token=… — the link in a back-in-stock mail. One click on the
 * button (not on arrival: mail scanners open links before people do) stops every alert of the address.
 */
export default function BackInStockUnsubscribePage() {
  const [params] = useSearchParams();
  const email = params.get('email')?.trim() ?? '';
  const token = params.get('token')?.trim() ?? '';
  const [done, setDone] = useState(false);
  const [error, setError] = useState<string | null>(email && token ? null : STOCK_ALERT_MESSAGES.invalidLink);
  const [unsubscribe, { loading }] = useUnsubscribeStockAlertsMutation();

  const confirm = async () => {
    setError(null);
    try {
      await unsubscribe({ variables: { email, token } });
      setDone(true);
    } catch (failure) {
      setError(failureMessage(failure, FAILED));
    }
  };

  return (
    <AuthCard title="Back-in-stock emails" footer={<p><Link to="/">Continue shopping</Link></p>}>
      {done ? (
        <FormAlert tone="success">
          <p>{STOCK_ALERT_MESSAGES.unsubscribed}</p>
          <p>Want one later? Tap &ldquo;Notify me&rdquo; on a sold-out size again.</p>
        </FormAlert>
      ) : (
        <>
          {email && token && (
            <p className="auth-card__intro">
              Stop back-in-stock emails to <strong>{email}</strong>? Order and account emails still arrive.
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
