import { useId, useState, type FormEvent, type InputHTMLAttributes, type ReactNode } from 'react';
import './ui.css';

interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'value'> {
  label: string;
  value: string;
  onChange(value: string): void;
  /** Shown under the input and announced; marks the input invalid. */
  error?: string | null;
  /** A standing hint under the input (e.g. the password rules). */
  hint?: ReactNode;
  /** Something to the right of the input, e.g. a show/hide button. */
  adornment?: ReactNode;
}

/** A labelled input with its hint and inline error, wired for screen readers. */
export function TextField({ label, value, onChange, error, hint, adornment, id, className = '', ...input }: TextFieldProps) {
  const generated = useId();
  const inputId = id ?? generated;
  const hintId = `${inputId}-hint`;
  const errorId = `${inputId}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className={`field${error ? ' field--invalid' : ''} ${className}`}>
      <label className="field__label" htmlFor={inputId}>
        {label}
        {input.required ? null : <span className="field__optional"> (optional)</span>}
      </label>
      <div className="field__control">
        <input
          id={inputId}
          className="field__input"
          value={value}
          onChange={(event) => onChange(event.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          {...input}
        />
        {adornment}
      </div>
      {hint && <div id={hintId} className="field__hint">{hint}</div>}
      {error && <p id={errorId} className="field__error" role="alert">{error}</p>}
    </div>
  );
}

/** A password input with a show/hide toggle reachable from the keyboard. */
export function PasswordField(props: Omit<TextFieldProps, 'type' | 'adornment'>) {
  const [visible, setVisible] = useState(false);
  return (
    <TextField
      {...props}
      type={visible ? 'text' : 'password'}
      adornment={
        <button type="button" className="field__toggle" onClick={() => setVisible((v) => !v)} aria-pressed={visible} aria-label={visible ? `Hide ${props.label.toLowerCase()}` : `Show ${props.label.toLowerCase()}`}>
          {visible ? 'Hide' : 'Show'}
        </button>
      }
    />
  );
}

interface SubmitButtonProps {
  submitting: boolean;
  children: ReactNode;
  /** Shown while submitting, e.g. 'Signing in…'. */
  busyLabel: string;
  className?: string;
  disabled?: boolean;
}

/** The form's main button: disabled, with a spinner and busy text, while the request runs. */
export function SubmitButton({ submitting, children, busyLabel, className = '', disabled = false }: SubmitButtonProps) {
  return (
    <button type="submit" className={`button button--primary ${className}`} disabled={submitting || disabled} aria-busy={submitting || undefined}>
      {submitting ? (
        <>
          <span className="spinner spinner--small" aria-hidden="true" /> {busyLabel}
        </>
      ) : (
        children
      )}
    </button>
  );
}

/** A form-wide message (e.g. the login error) shown above the fields. */
export function FormAlert({ tone = 'error', children }: { tone?: 'error' | 'success' | 'info'; children: ReactNode }) {
  return (
    <div className={`form-alert form-alert--${tone}`} role={tone === 'error' ? 'alert' : 'status'}>
      {children}
    </div>
  );
}

/** After a refused submit, take keyboard and screen-reader users to the first field to fix. */
export function focusFirstInvalid(form: HTMLFormElement) {
  requestAnimationFrame(() => form.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
}

/** A form's problems, field by field; a field without one is absent or undefined. */
export type FieldErrors<K extends string> = Partial<Record<K, string>>;

/** True when no field has an error. */
export function isValid<K extends string>(errors: FieldErrors<K>): boolean {
  return Object.values(errors).every((e) => !e);
}

/** What `send` answers when it has moved the shopper to another page: the form stays busy until it is gone. */
export const LEAVING = Symbol('leaving');

interface FormSubmitOptions<K extends string> {
  /** The fields' problems, checked before anything is sent. */
  check?(): FieldErrors<K>;
  /** Sends the form. A throw goes to `refused`. */
  send(): Promise<void | typeof LEAVING>;
  /** Shows why the server refused: a message, a toast, errors beside fields (through `setErrors`). */
  refused?(error: unknown): void;
}

/**
 * The one submit handling of the store's forms: check the fields and show each problem beside its
 * field, taking focus to the first; otherwise send, busy meanwhile (the form's fieldset and button
 * use `submitting`), and hand a refusal to `refused`.
 */
export function useFormSubmit<K extends string>({ check, send, refused }: FormSubmitOptions<K>) {
  const [errors, setErrors] = useState<FieldErrors<K>>({});
  const [submitting, setSubmitting] = useState(false);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const problems = check?.() ?? {};
    setErrors(problems);
    if (!isValid(problems)) {
      focusFirstInvalid(form);
      return;
    }
    setSubmitting(true);
    let outcome: void | typeof LEAVING = undefined;
    try {
      outcome = await send();
    } catch (error) {
      if (!refused) throw error;
      refused(error);
    }
    if (outcome !== LEAVING) setSubmitting(false);
  };

  return { errors, setErrors, submitting, onSubmit };
}
