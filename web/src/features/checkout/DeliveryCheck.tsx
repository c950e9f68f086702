import { useId, useState, type FormEvent } from 'react';
import { isPincode } from '@kapda/rules/checkout';
import { useCheckPincodeLazyQuery } from '../../gql/hooks/CheckPincode';
import { describeFailure } from '../auth';
import { ControlsWhenReady } from '../../ui/hydration';

export const INVALID_PIN = 'Please enter a valid 6-digit PIN code';

/** The product page's "Check delivery": a PIN in, "Delivery by Thu, 27 Nov · Cash on delivery available" out. */
export function DeliveryCheck() {
  const id = useId();
  const [pin, setPin] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [check, { data, loading }] = useCheckPincodeLazyQuery({ fetchPolicy: 'cache-first' });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const value = pin.trim();
    if (!isPincode(value)) {
      setProblem(INVALID_PIN);
      return;
    }
    setProblem(null);
    try {
      await check({ variables: { pincode: value } });
    } catch (error) {
      setProblem(describeFailure(error).serverMessage ?? 'Could not check delivery. Please try again.');
    }
  };

  const answer = !problem && data?.pincodeCheck && data.pincodeCheck.pincode === pin.trim() ? data.pincodeCheck : null;
  return (
    <form className="delivery-check" onSubmit={submit} noValidate>
      <label htmlFor={id} className="delivery-check__label">Check delivery</label>
      {/* Server-rendered on the product page: typing waits for hydration (ui/hydration.ts). */}
      <ControlsWhenReady>
      <div className="delivery-check__row">
        <input
          id={id}
          className="field__input"
          inputMode="numeric"
          autoComplete="postal-code"
          maxLength={6}
          placeholder="Enter PIN code"
          value={pin}
          onChange={(e) => setPin(e.target.value.replace(/\D/g, '').slice(0, 6))}
          aria-invalid={problem ? true : undefined}
          aria-describedby={`${id}-answer`}
        />
        <button type="submit" className="button" disabled={loading}>{loading ? 'Checking…' : 'Check'}</button>
      </div>
      </ControlsWhenReady>
      <p id={`${id}-answer`} className={`delivery-check__answer${answer && !answer.serviceable ? ' delivery-check__answer--no' : ''}`} role="status">
        {problem ?? (answer ? `${answer.message}${answer.city ? ` (${answer.city}, ${answer.state})` : ''}` : '')}
      </p>
    </form>
  );
}
