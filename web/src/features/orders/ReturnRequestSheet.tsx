import { useId, useState } from 'react';
import { formatRupees } from '@kapda/rules/pricing';
import { useSnackbar } from 'notistack';
import type { ReturnOptionsFieldsFragment } from '../../gql/graphql';
import { useRequestReturnMutation } from '../../gql/hooks/RequestReturn';
import { Drawer } from '../../ui/Drawer';
import { FormAlert, SubmitButton, useFormSubmit } from '../../ui/forms';
import { describeFailure } from '../auth';

/** The shape of a UPI ID (name@okhdfcbank), as the server checks it (returns.rules isUpiId). */
const UPI_ID = /^[a-zA-Z0-9._-]{2,256}@[a-zA-Z][a-zA-Z0-9.-]{1,64}$/;

type Options = ReturnOptionsFieldsFragment;
type Line = Options['lines'][number];
type Field = 'reason' | 'exchangeFor' | 'comment' | 'refundUpiId';

/** Where a refund can go, in the shopper's words. */
const DESTINATIONS: Record<string, { title: string; text: string }> = {
  original: { title: 'To the way you paid', text: 'Back to your UPI, card or bank account; banks take 5–7 working days.' },
  store_credit: { title: 'Kapda store credit', text: 'Ready to spend on your next order as soon as the refund is made.' },
  bank: { title: 'Bank or UPI transfer', text: 'Our team sends it to your UPI ID (or asks for your bank details) and tells you the reference.' },
};

/** The server's field paths (items.exchangeFor, comment…) to this form's fields. */
function fieldOf(details: Record<string, unknown>): Field | null {
  const field = typeof details.field === 'string' ? details.field : '';
  if (field.endsWith('reason')) return 'reason';
  if (field.endsWith('exchangeFor')) return 'exchangeFor';
  if (field.endsWith('comment')) return 'comment';
  if (field === 'refundUpiId') return 'refundUpiId';
  return null;
}

/**
 * "Return or exchange" for one order line, in a sheet that fills a phone's screen: how many pieces,
 * why, an optional comment, and a refund (where it goes) or another size/colour at the same price in
 * stock. The refund shown is the server's own figure for that number of pieces (orderReturnOptions),
 * never worked out here.
 */
export function ReturnRequestSheet({ orderId, token, options, line, onClose, onRequested }: {
  orderId: string;
  token: string | null;
  options: Options;
  /** The line asked about; null while the sheet is closed. */
  line: Line | null;
  onClose(): void;
  onRequested(): void;
}) {
  return (
    <Drawer open={line !== null} onClose={onClose} side="right" title="Return or exchange" className="return-sheet">
      {line && <ReturnRequestForm key={line.variantSku} orderId={orderId} token={token} options={options} line={line} onClose={onClose} onRequested={onRequested} />}
    </Drawer>
  );
}

function ReturnRequestForm({ orderId, token, options, line, onClose, onRequested }: { orderId: string; token: string | null; options: Options; line: Line; onClose(): void; onRequested(): void }) {
  const id = useId();
  const { enqueueSnackbar } = useSnackbar();
  const [request] = useRequestReturnMutation();
  const exchangeable = line.exchangeOptions.filter((o) => o.inStock);
  const [pieces, setPieces] = useState(1);
  const [reason, setReason] = useState('');
  const [comment, setComment] = useState('');
  const [resolution, setResolution] = useState<'refund' | 'exchange'>('refund');
  const [exchangeFor, setExchangeFor] = useState('');
  const [refundTo, setRefundTo] = useState(options.defaultRefundTo);
  const [upiId, setUpiId] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  // One key per sheet: a retried or double-tapped request answers the return the first one made (Idempotency-Key).
  const [idempotencyKey] = useState(() => `ret_${crypto.randomUUID()}`);
  const toBank = resolution === 'refund' && refundTo === 'bank';
  const refund = line.refundForPieces[pieces - 1] ?? 0;

  const { errors, setErrors, submitting, onSubmit } = useFormSubmit<Field>({
    check: () => ({
      reason: reason ? undefined : 'Choose a reason for the return',
      exchangeFor: resolution === 'exchange' && !exchangeFor ? 'Choose the size or colour you would like instead' : undefined,
      comment: comment.length > 500 ? 'Please keep the comment under 500 characters' : undefined,
      // Optional: without one, the team asks for the bank or UPI details.
      refundUpiId: !toBank || upiId.trim() === '' || UPI_ID.test(upiId.trim()) ? undefined : 'Please give a valid UPI ID, like name@okhdfcbank',
    }),
    send: async () => {
      setProblem(null);
      const { data } = await request({
        variables: {
          orderId, token,
          input: {
            items: [{ variantSku: line.variantSku, quantity: pieces, reason, exchangeFor: resolution === 'exchange' ? exchangeFor : null }],
            resolution, refundTo: resolution === 'refund' ? refundTo : null, refundUpiId: toBank ? upiId.trim() || null : null, comment: comment.trim() || null, idempotencyKey,
          },
        },
      });
      const made = data?.requestReturn;
      enqueueSnackbar(made ? `Return ${made.returnNumber} requested. We will confirm the pickup soon.` : 'Return requested. We will confirm the pickup soon.', { variant: 'success' });
      onRequested();
    },
    refused: (error) => {
      const { status, serverMessage, details } = describeFailure(error);
      const message = status === null ? 'We could not reach Kapda. Check your connection and try again.' : serverMessage ?? 'Could not request the return. Please try again.';
      const field = fieldOf(details);
      if (field) setErrors({ [field]: message });
      setProblem(message);
    },
  });

  const sizeColour = (o: { size: string; color: string }) => `${o.size}, ${o.color}`;
  return (
    <form id={`${id}-form`} className="return-form" onSubmit={(e) => void onSubmit(e)} noValidate aria-describedby={`${id}-line`}>
      <div id={`${id}-line`} className="return-form__line">
        {line.image && <img src={line.image} alt="" width={56} height={70} onError={(e) => { e.currentTarget.style.display = 'none'; }} />}
        <p><strong>{line.title}</strong><br /><small>{sizeColour(line)} · {line.piecesLeft} of {line.quantity} {line.quantity === 1 ? 'piece' : 'pieces'} can be returned</small></p>
      </div>
      {problem && <FormAlert>{problem}</FormAlert>}
      <fieldset className="return-form__fields" disabled={submitting}>
        <div className="field">
          <label className="field__label" htmlFor={`${id}-pieces`}>Pieces</label>
          <select id={`${id}-pieces`} className="field__input" value={pieces} onChange={(e) => setPieces(Number(e.target.value))}>
            {Array.from({ length: line.piecesLeft }, (_, i) => i + 1).map((n) => <option key={n} value={n}>{n}</option>)}
          </select>
        </div>
        <div className={`field${errors.reason ? ' field--invalid' : ''}`}>
          <label className="field__label" htmlFor={`${id}-reason`}>Reason</label>
          <select id={`${id}-reason`} className="field__input" value={reason} onChange={(e) => { setReason(e.target.value); setErrors((x) => ({ ...x, reason: undefined })); }} aria-invalid={errors.reason ? true : undefined} aria-describedby={errors.reason ? `${id}-reason-error` : undefined}>
            <option value="">Choose a reason</option>
            {options.reasons.map((r) => <option key={r.value} value={r.value}>{r.label}</option>)}
          </select>
          {errors.reason && <p id={`${id}-reason-error`} className="field__error" role="alert">{errors.reason}</p>}
        </div>
        <div className={`field${errors.comment ? ' field--invalid' : ''}`}>
          <label className="field__label" htmlFor={`${id}-comment`}>Anything we should know <span className="field__optional">(optional)</span></label>
          <textarea id={`${id}-comment`} className="field__input" rows={2} maxLength={500} value={comment} onChange={(e) => setComment(e.target.value)} aria-invalid={errors.comment ? true : undefined} />
          {errors.comment && <p className="field__error" role="alert">{errors.comment}</p>}
        </div>

        <fieldset className="return-form__group">
          <legend className="field__label">What would you like?</legend>
          <label className="return-choice">
            <input type="radio" name={`${id}-resolution`} value="refund" checked={resolution === 'refund'} onChange={() => setResolution('refund')} />
            <span><strong>A refund</strong></span>
          </label>
          <label className={`return-choice${exchangeable.length === 0 ? ' return-choice--disabled' : ''}`}>
            <input type="radio" name={`${id}-resolution`} value="exchange" checked={resolution === 'exchange'} disabled={exchangeable.length === 0} onChange={() => setResolution('exchange')} />
            <span><strong>An exchange</strong><small>{exchangeable.length ? 'Another size or colour of this piece at the same price' : 'No other size or colour is in stock at this price'}</small></span>
          </label>
        </fieldset>

        {resolution === 'exchange' && (
          <div className={`field${errors.exchangeFor ? ' field--invalid' : ''}`}>
            <label className="field__label" htmlFor={`${id}-exchange`}>Exchange for</label>
            <select id={`${id}-exchange`} className="field__input" value={exchangeFor} onChange={(e) => { setExchangeFor(e.target.value); setErrors((x) => ({ ...x, exchangeFor: undefined })); }} aria-invalid={errors.exchangeFor ? true : undefined}>
              <option value="">Choose a size or colour</option>
              {exchangeable.map((o) => <option key={o.variantSku} value={o.variantSku}>{sizeColour(o)}</option>)}
            </select>
            {errors.exchangeFor && <p className="field__error" role="alert">{errors.exchangeFor}</p>}
          </div>
        )}

        {resolution === 'refund' && options.refundDestinations.length > 1 && (
          <fieldset className="return-form__group">
            <legend className="field__label">Refund to</legend>
            {options.refundDestinations.map((d) => (
              <label key={d} className="return-choice">
                <input type="radio" name={`${id}-refund-to`} value={d} checked={refundTo === d} onChange={() => setRefundTo(d)} />
                <span><strong>{DESTINATIONS[d]?.title ?? d}</strong><small>{DESTINATIONS[d]?.text}</small></span>
              </label>
            ))}
          </fieldset>
        )}

        {toBank && (
          <div className={`field${errors.refundUpiId ? ' field--invalid' : ''}`}>
            <label className="field__label" htmlFor={`${id}-upi`}>UPI ID for the refund <span className="field__optional">(optional)</span></label>
            <input id={`${id}-upi`} className="field__input" type="text" inputMode="email" autoComplete="off" autoCapitalize="none" spellCheck={false} maxLength={320} placeholder="name@okhdfcbank"
              value={upiId} onChange={(e) => { setUpiId(e.target.value); setErrors((x) => ({ ...x, refundUpiId: undefined })); }}
              aria-invalid={errors.refundUpiId ? true : undefined} aria-describedby={`${id}-upi-hint${errors.refundUpiId ? ` ${id}-upi-error` : ''}`} />
            <small id={`${id}-upi-hint`} className="field__hint">We send the refund here and tell you the transfer reference. Without one, we ask you for your bank or UPI details.</small>
            {errors.refundUpiId && <p id={`${id}-upi-error`} className="field__error" role="alert">{errors.refundUpiId}</p>}
          </div>
        )}
      </fieldset>

      <div className="return-form__summary" aria-live="polite">
        {resolution === 'refund' ? (
          <p><span>Refund for {pieces} {pieces === 1 ? 'piece' : 'pieces'}</span> <strong data-testid="return-refund">{formatRupees(refund)}</strong></p>
        ) : (
          <p><span>Nothing to pay: {pieces === 1 ? 'the piece you send back pays for the new size' : 'the pieces you send back pay for the new size'}, which we send once {pieces === 1 ? 'it reaches' : 'they reach'} us.</span></p>
        )}
        {resolution === 'refund' && options.refundDestinations.length <= 1 && <small><strong>{DESTINATIONS[refundTo]?.title}.</strong> {DESTINATIONS[refundTo]?.text}</small>}
        <small>What you paid for {pieces === 1 ? 'this piece' : 'these pieces'}, after any coupon. We arrange a free pickup once the return is approved.</small>
      </div>
      <div className="return-form__actions">
        <SubmitButton submitting={submitting} busyLabel="Sending…">{resolution === 'refund' ? 'Request return' : 'Request exchange'}</SubmitButton>
        <button type="button" className="button button--outline" onClick={onClose} disabled={submitting}>Cancel</button>
      </div>
    </form>
  );
}
