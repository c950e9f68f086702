import { useState } from 'react';
import { COURIERS, OTHER_COURIER, TRACKING_LIMITS } from '@kapda/rules/couriers';

/**
 * The courier an order ships with: one from the list (whose tracking page the shopper gets), or
 * "Other" with its name typed (the shopper then sees the tracking number as text). `onChange` gets
 * the name to send: '' until one is chosen, "Other" until it is named (both refused by checkShipment).
 */
export function CourierPicker({ id, value, onChange, label = 'Courier' }: { id: string; value: string; onChange(name: string): void; label?: string }) {
  const listed = COURIERS.some((c) => c.name === value);
  const [other, setOther] = useState(!listed && value !== '');
  const choice = other ? OTHER_COURIER : value;
  return (
    <>
      <div className="field">
        <label className="field__label" htmlFor={id}>{label}</label>
        <select
          id={id}
          className="field__input"
          value={choice}
          onChange={(e) => {
            setOther(e.target.value === OTHER_COURIER);
            onChange(e.target.value);
          }}
        >
          <option value="">Choose the courier</option>
          {COURIERS.map((c) => <option key={c.name} value={c.name}>{c.name}</option>)}
          <option value={OTHER_COURIER}>Other (no tracking link)</option>
        </select>
      </div>
      {other && (
        <div className="field">
          <label className="field__label" htmlFor={`${id}-other`}>Courier name</label>
          <input id={`${id}-other`} className="field__input" value={value === OTHER_COURIER ? '' : value} maxLength={TRACKING_LIMITS.courier} autoFocus onChange={(e) => onChange(e.target.value || OTHER_COURIER)} />
        </div>
      )}
    </>
  );
}
