import { useId } from 'react';
import { RANGE_PRESETS, presetRange, type DayRange, type RangePreset } from './store-format';

/** Today, 7 days, 30 days, this month, or two dates of one's own (India's days, both included). */
export function RangePicker({ value, onChange }: { value: DayRange; onChange: (range: DayRange) => void }) {
  const id = useId();
  return (
    <div className="bo-range" role="group" aria-label="Date range">
      <div className="bo-range__presets">
        {RANGE_PRESETS.map((p) => (
          <button
            key={p.value}
            type="button"
            className={`button button--small ${value.preset === p.value ? 'button--primary' : 'button--outline'}`}
            aria-pressed={value.preset === p.value}
            onClick={() => onChange(presetRange(p.value as RangePreset, value))}
          >
            {p.label}
          </button>
        ))}
      </div>
      {value.preset === 'custom' && (
        <div className="bo-range__custom">
          <div className="field">
            <label className="field__label" htmlFor={`${id}-from`}>From</label>
            <input id={`${id}-from`} className="field__input" type="date" value={value.from} max={value.to} onChange={(e) => e.target.value && onChange({ ...value, from: e.target.value })} />
          </div>
          <div className="field">
            <label className="field__label" htmlFor={`${id}-to`}>To</label>
            <input id={`${id}-to`} className="field__input" type="date" value={value.to} min={value.from} onChange={(e) => e.target.value && onChange({ ...value, to: e.target.value })} />
          </div>
        </div>
      )}
    </div>
  );
}
