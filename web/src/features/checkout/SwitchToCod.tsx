import { useState } from 'react';
import type { OrderDetailFieldsFragment } from '../../gql/graphql';
import { useSwitchToCashOnDeliveryMutation } from '../../gql/hooks/SwitchToCashOnDelivery';
import { describeFailure } from '../auth';

/**
 * "Pay cash on delivery instead" for an online order still waiting for its payment (after a
 * decline, or a closed payment window). The server decides: the order must still hold its stock
 * and cash on delivery must be open for its PIN and total; its refusal is shown as it is.
 */
export function SwitchToCod({ orderId, token, onSwitched }: { orderId: string; token: string | null; onSwitched(detail: OrderDetailFieldsFragment): void }) {
  const [switchToCod, { loading }] = useSwitchToCashOnDeliveryMutation();
  const [problem, setProblem] = useState<string | null>(null);
  const run = async () => {
    setProblem(null);
    try {
      const { data } = await switchToCod({ variables: { orderId, token } });
      onSwitched(data!.switchToCashOnDelivery);
    } catch (error) {
      setProblem(describeFailure(error).serverMessage ?? 'Could not switch to cash on delivery. Please try again.');
    }
  };
  return (
    <>
      <button type="button" className="button" onClick={() => void run()} disabled={loading}>{loading ? 'Switching…' : 'Pay cash on delivery instead'}</button>
      {problem && <p className="field__error" role="alert">{problem}</p>}
    </>
  );
}
