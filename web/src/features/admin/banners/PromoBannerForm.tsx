import { useId, useState, type FormEvent } from 'react';
import { BANNER_DEFAULTS, BANNER_LIMITS, checkBanner, contrastRatio, meetsContrastAA, WCAG_AA_CONTRAST } from '@kapda/rules/banners';
import { PromoBannerStrip } from '../../banners';
import { SubmitButton, TextField } from '../../../ui/forms';

export interface BannerFormValues {
  text: string;
  link: string;
  backgroundColor: string;
  textColor: string;
  /** datetime-local values (the admin's local time); '' = no limit. */
  startsAt: string;
  endsAt: string;
  isActive: boolean;
}

export const EMPTY_BANNER: BannerFormValues = { text: '', link: '', backgroundColor: BANNER_DEFAULTS.backgroundColor, textColor: BANNER_DEFAULTS.textColor, startsAt: '', endsAt: '', isActive: true };

/** ISO → the value a datetime-local input shows, in the browser's time zone. */
export function toLocalInput(iso: string | null | undefined): string {
  if (!iso) return '';
  const date = new Date(iso);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** What the API takes from the form: dates as ISO instants, empty as null. */
export function toBannerInput(values: BannerFormValues) {
  return {
    text: values.text,
    link: values.link.trim() || null,
    backgroundColor: values.backgroundColor,
    textColor: values.textColor,
    startsAt: values.startsAt ? new Date(values.startsAt).toISOString() : null,
    endsAt: values.endsAt ? new Date(values.endsAt).toISOString() : null,
    isActive: values.isActive,
  };
}

function ColourField({ label, value, onChange }: { label: string; value: string; onChange(value: string): void }) {
  const id = useId();
  return (
    <div className="field bo-colour">
      <label className="field__label" htmlFor={id}>{label}</label>
      <div className="bo-colour__inputs">
        <input type="color" aria-label={`${label} picker`} value={/^#[0-9a-f]{6}$/i.test(value) ? value : '#000000'} onChange={(event) => onChange(event.target.value)} />
        <input id={id} className="field__input" value={value} onChange={(event) => onChange(event.target.value)} maxLength={7} spellCheck={false} />
      </div>
    </div>
  );
}

interface PromoBannerFormProps {
  initial: BannerFormValues;
  submitLabel: string;
  saving: boolean;
  onSubmit(values: BannerFormValues): void;
  onCancel?(): void;
}

/** Write, link, colour and schedule a banner, with the strip previewed live and a WCAG AA contrast warning. */
export function PromoBannerForm({ initial, submitLabel, saving, onSubmit, onCancel }: PromoBannerFormProps) {
  const [values, setValues] = useState(initial);
  const [problem, setProblem] = useState<{ field: string; message: string } | null>(null);
  const set = <K extends keyof BannerFormValues>(key: K) => (value: BannerFormValues[K]) => setValues((old) => ({ ...old, [key]: value }));
  const ratio = contrastRatio(values.textColor.toLowerCase(), values.backgroundColor.toLowerCase());
  const activeId = useId();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = checkBanner(toBannerInput(values));
    if ('problem' in checked) {
      setProblem({ field: checked.field, message: checked.problem });
      return;
    }
    setProblem(null);
    onSubmit(values);
  };
  const errorFor = (field: string) => (problem?.field === field ? problem.message : null);

  return (
    <form className="bo-form" onSubmit={submit} noValidate>
      <TextField label="Banner text" required value={values.text} onChange={set('text')} error={errorFor('text')} maxLength={BANNER_LIMITS.textMax} hint={`${values.text.length}/${BANNER_LIMITS.textMax}`} />
      <TextField label="Link" value={values.link} onChange={set('link')} error={errorFor('link')} placeholder="/shop?sale=true or https://…" hint="A path in the store or an https:// address." />
      <div className="form-row">
        <ColourField label="Background colour" value={values.backgroundColor} onChange={set('backgroundColor')} />
        <ColourField label="Text colour" value={values.textColor} onChange={set('textColor')} />
      </div>
      {(errorFor('backgroundColor') || errorFor('textColor')) && <p className="field__error" role="alert">{errorFor('backgroundColor') || errorFor('textColor')}</p>}
      <div className="form-row">
        <TextField label="Starts" type="datetime-local" value={values.startsAt} onChange={set('startsAt')} error={errorFor('startsAt')} hint="Empty: as soon as it is active." />
        <TextField label="Ends" type="datetime-local" value={values.endsAt} onChange={set('endsAt')} error={errorFor('endsAt')} hint="Empty: until switched off." />
      </div>
      <div className="bo-checkbox">
        <input id={activeId} type="checkbox" checked={values.isActive} onChange={(event) => set('isActive')(event.target.checked)} />
        <label htmlFor={activeId}>Active (shown to shoppers inside its window)</label>
      </div>

      <section className="bo-preview" aria-label="Live preview">
        <p className="bo-preview__label">Live preview</p>
        <PromoBannerStrip banner={{ text: values.text || 'Your banner text', link: values.link || null, backgroundColor: values.backgroundColor, textColor: values.textColor }} onDismiss={() => {}} />
      </section>
      {Number.isFinite(ratio) && !meetsContrastAA(values.textColor.toLowerCase(), values.backgroundColor.toLowerCase()) && (
        <p className="bo-warning" role="status">
          Low contrast: {ratio.toFixed(2)}:1. WCAG AA asks for at least {WCAG_AA_CONTRAST}:1 between the text and background colours, so some shoppers may not be able to read this banner.
        </p>
      )}
      <div className="bo-form__actions">
        <SubmitButton submitting={saving} busyLabel="Saving…">{submitLabel}</SubmitButton>
        {onCancel && <button type="button" className="button button--outline" onClick={onCancel}>Cancel</button>}
      </div>
    </form>
  );
}
