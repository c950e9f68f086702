import { useId, useState } from 'react';
import { isValidEmail, normalizeEmail } from '@kapda/rules/accounts';
import { STOCK_ALERT_MESSAGES } from '@kapda/rules/reviews';
import { useNotifyMeWhenInStockMutation } from '../../gql/hooks/NotifyMeWhenInStock';
import { FormAlert, SubmitButton, TextField, useFormSubmit } from '../../ui/forms';
import { describeFailure, useAuth } from '../auth';

interface SoldOutVariant {
  sku: string;
  size: string;
  color: string;
  inStock: boolean;
}

const nameOf = (v: SoldOutVariant, colours: number) => (colours > 1 ? `${v.size}, ${v.color}` : v.size);

/**
 * "Notify me" for sold-out sizes: choose the size (the one picked when it is sold out), give an email
 * (a member's own is used), and one mail comes when it is back. Shown only when some size is sold out.
 */
export function NotifyMe({ slug, variants, chosen, colours }: { slug: string; variants: readonly SoldOutVariant[]; chosen: SoldOutVariant | null; colours: number }) {
  const id = useId();
  const { user } = useAuth();
  const soldOut = variants.filter((v) => !v.inStock);
  const [open, setOpen] = useState(false);
  const [sku, setSku] = useState('');
  const [email, setEmail] = useState('');
  const [done, setDone] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [notify] = useNotifyMeWhenInStockMutation();
  const variantSku = chosen && !chosen.inStock ? chosen.sku : sku;

  const { errors, submitting, onSubmit } = useFormSubmit<'email' | 'variantSku'>({
    check: () => ({
      variantSku: variantSku ? undefined : STOCK_ALERT_MESSAGES.variant,
      email: user || isValidEmail(normalizeEmail(email)) ? undefined : STOCK_ALERT_MESSAGES.email,
    }),
    send: async () => {
      setProblem(null);
      const { data } = await notify({ variables: { slug, variantSku, email: user ? null : email } });
      setDone(data?.notifyMeWhenInStock.message ?? STOCK_ALERT_MESSAGES.saved);
    },
    refused: (error) => {
      const { status, serverMessage } = describeFailure(error);
      setProblem(serverMessage && status !== null && status < 500 ? serverMessage : 'We could not save your request. Please try again.');
    },
  });

  if (soldOut.length === 0) return null;
  if (done) return <FormAlert tone="success">{done}</FormAlert>;
  if (!open && !(chosen && !chosen.inStock)) {
    return (
      <button type="button" className="button button--ghost button--small notify-me__open" onClick={() => setOpen(true)} aria-expanded={false}>
        Size sold out? Notify me when it is back
      </button>
    );
  }
  return (
    <form className="notify-me" onSubmit={onSubmit} noValidate aria-labelledby={`${id}-heading`}>
      <p className="notify-me__heading" id={`${id}-heading`}>
        {chosen && !chosen.inStock ? `${nameOf(chosen, colours)} is sold out. Get one email when it is back.` : 'Get one email when a sold-out size is back.'}
      </p>
      {problem && <FormAlert>{problem}</FormAlert>}
      <fieldset disabled={submitting} className="notify-me__fields">
        {!(chosen && !chosen.inStock) && (
          <div className={`field${errors.variantSku ? ' field--invalid' : ''}`}>
            <label className="field__label" htmlFor={`${id}-size`}>Size</label>
            <select id={`${id}-size`} className="field__input" value={sku} onChange={(e) => setSku(e.target.value)} aria-invalid={errors.variantSku ? true : undefined} aria-describedby={errors.variantSku ? `${id}-size-error` : undefined}>
              <option value="">Choose a sold-out size</option>
              {soldOut.map((v) => <option key={v.sku} value={v.sku}>{nameOf(v, colours)}</option>)}
            </select>
            {errors.variantSku && <p className="field__error" id={`${id}-size-error`} role="alert">{errors.variantSku}</p>}
          </div>
        )}
        {user ? (
          <p className="muted notify-me__email">We will write to {user.email}.</p>
        ) : (
          <TextField label="Email" type="email" required autoComplete="email" inputMode="email" value={email} onChange={setEmail} error={errors.email} />
        )}
        <SubmitButton submitting={submitting} busyLabel="Saving…" className="button--small">Notify me</SubmitButton>
      </fieldset>
    </form>
  );
}
