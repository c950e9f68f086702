import { useEffect, useId, useRef, useState } from 'react';
import { useApolloClient } from '@apollo/client/react';
import { INDIAN_REGIONS, isPincode, matchPlace, type AddressField } from '@kapda/rules/checkout';
import type { CheckPincodeQuery } from '../../gql/graphql';
import { queryCheckPincode } from '../../gql/hooks/CheckPincode';
import { TextField } from '../../ui/forms';

export interface AddressValues {
  fullName: string;
  phone: string;
  line1: string;
  line2: string;
  landmark: string;
  pincode: string;
  city: string;
  state: string;
}

export const EMPTY_ADDRESS: AddressValues = { fullName: '', phone: '', line1: '', line2: '', landmark: '', pincode: '', city: '', state: '' };

/** The form's values from a saved address (only the address fields: nothing else goes back to the API). */
export function addressValues(a: { fullName: string; phone: string; line1: string; line2?: string | null; landmark?: string | null; pincode: string; city: string; state: string }): AddressValues {
  return { fullName: a.fullName, phone: a.phone, line1: a.line1, line2: a.line2 ?? '', landmark: a.landmark ?? '', pincode: a.pincode, city: a.city, state: a.state };
}

export type PincodeAnswer = CheckPincodeQuery['pincodeCheck'];

interface AddressFieldsProps {
  legend: string;
  value: AddressValues;
  onChange(next: AddressValues): void;
  errors: Partial<Record<AddressField, string>>;
  /** Told every PIN answer (the checkout shows delivery and cash-on-delivery from it). */
  onPincode?(answer: PincodeAnswer | null): void;
}

/**
 * An Indian address: name, mobile, lines, landmark, a PIN that decides city and state, and the state
 * list. Once the PIN directory knows the PIN, the town or city is chosen among that PIN's places only
 * (a city typed for another PIN never survives a PIN change); the API refuses any other.
 */
export function AddressFields({ legend, value, onChange, errors, onPincode }: AddressFieldsProps) {
  const client = useApolloClient();
  const stateId = useId();
  const cityId = useId();
  const [places, setPlaces] = useState<string[] | null>(null);
  const latest = useRef(value);
  latest.current = value;
  const set = (key: keyof AddressValues) => (v: string) => onChange({ ...latest.current, [key]: v });

  useEffect(() => {
    if (!isPincode(value.pincode)) {
      setPlaces(null);
      onPincode?.(null);
      return;
    }
    let live = true;
    queryCheckPincode(client, { variables: { pincode: value.pincode } })
      .then(({ data }) => {
        if (!live || !data) return;
        const answer = data.pincodeCheck;
        onPincode?.(answer);
        // The PIN decides: its state, and its city unless the shopper's is another of this PIN's places.
        if (answer.state && answer.places.length > 0) {
          setPlaces(answer.places);
          const city = matchPlace(latest.current.city, answer.places) ?? answer.city ?? answer.places[0];
          onChange({ ...latest.current, state: answer.state, city });
        } else {
          setPlaces(null);
        }
      })
      .catch(() => {
        if (!live) return;
        setPlaces(null);
        onPincode?.(null);
      });
    return () => {
      live = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [value.pincode]);

  return (
    <fieldset className="checkout__fieldset">
      <legend>{legend}</legend>
      <div className="form-row">
        <TextField label="Full name" required value={value.fullName} onChange={set('fullName')} error={errors.fullName} autoComplete="name" />
        <TextField label="Mobile number" required type="tel" inputMode="tel" value={value.phone} onChange={set('phone')} error={errors.phone} autoComplete="tel-national" hint="10 digits, for the courier" />
      </div>
      <TextField label="Address line 1" required value={value.line1} onChange={set('line1')} error={errors.line1} autoComplete="address-line1" placeholder="House no., building, street" />
      <TextField label="Address line 2" value={value.line2} onChange={set('line2')} error={errors.line2} autoComplete="address-line2" placeholder="Area, colony" />
      <TextField label="Landmark" value={value.landmark} onChange={set('landmark')} error={errors.landmark} placeholder="Near…" />
      <div className="form-row">
        <TextField label="PIN code" required inputMode="numeric" maxLength={6} value={value.pincode} onChange={(v) => set('pincode')(v.replace(/\D/g, '').slice(0, 6))} error={errors.pincode} autoComplete="postal-code" />
        {places ? (
          <div className={`field${errors.city ? ' field--invalid' : ''}`}>
            <label className="field__label" htmlFor={cityId}>Town / City</label>
            <select id={cityId} className="field__input" required value={value.city} onChange={(e) => set('city')(e.target.value)} aria-invalid={errors.city ? true : undefined} aria-describedby={`${cityId}-hint`} autoComplete="address-level2">
              {!places.includes(value.city) && <option value={value.city}>{value.city || 'Choose…'}</option>}
              {places.map((p) => <option key={p}>{p}</option>)}
            </select>
            <div id={`${cityId}-hint`} className="field__hint">The places of PIN code {value.pincode}</div>
            {errors.city && <p className="field__error" role="alert">{errors.city}</p>}
          </div>
        ) : (
          <TextField label="Town / City" required value={value.city} onChange={set('city')} error={errors.city} autoComplete="address-level2" />
        )}
      </div>
      <div className={`field${errors.state ? ' field--invalid' : ''}`}>
        <label className="field__label" htmlFor={stateId}>State / Union territory</label>
        <select id={stateId} className="field__input" value={value.state} onChange={(e) => set('state')(e.target.value)} aria-invalid={errors.state ? true : undefined} autoComplete="address-level1">
          <option value="">Choose…</option>
          <optgroup label="States">
            {INDIAN_REGIONS.filter((r) => r.kind === 'state').map((r) => <option key={r.code}>{r.name}</option>)}
          </optgroup>
          <optgroup label="Union territories">
            {INDIAN_REGIONS.filter((r) => r.kind === 'ut').map((r) => <option key={r.code}>{r.name}</option>)}
          </optgroup>
        </select>
        {errors.state && <p className="field__error" role="alert">{errors.state}</p>}
      </div>
    </fieldset>
  );
}
