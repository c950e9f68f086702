import { useId, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { formatRupees } from '@kapda/rules/pricing';
import { useBodyScrollLock, useEscapeKey, useFocusWithin } from '../../ui/overlay-hooks';
import { CloseIcon } from '../../ui/icons';
import { VariantPicker } from './VariantPicker';
import { findVariant, initialChoice, missingChoice, type SellableVariant } from './variant-choice';
import './cart.css';

interface ChooseVariantDialogProps {
  title: string;
  image?: string | null;
  /** undefined while the sizes are being read. */
  variants: ReadonlyArray<SellableVariant> | undefined;
  /** Shown instead of the pickers when the sizes could not be read. */
  loadError?: string | null;
  /** The button's words, e.g. 'Add to Cart' or 'Move to Cart'. */
  confirmLabel: string;
  /** Resolves true when done (the dialog closes); false keeps it open to choose again. */
  onConfirm(variant: SellableVariant): Promise<boolean>;
  onClose(): void;
}

/** A small sheet asking for size and colour before something goes into the cart (product cards, wishlist). */
export function ChooseVariantDialog({ title, image, variants, loadError, confirmLabel, onConfirm, onClose }: ChooseVariantDialogProps) {
  const panel = useRef<HTMLDivElement>(null);
  const titleId = useId();
  useBodyScrollLock(true);
  useEscapeKey(true, onClose);
  useFocusWithin(true, panel);

  // In a portal, and events stop here: the card it opens from is often a link.
  return createPortal(
    <div className="choose-variant" onClick={(event) => event.stopPropagation()}>
      <div className="choose-variant__scrim" onClick={onClose} />
      <div ref={panel} className="choose-variant__panel" role="dialog" aria-modal="true" aria-labelledby={titleId} tabIndex={-1}>
        <header className="choose-variant__header">
          {image && <img src={image} alt="" className="choose-variant__image" width={56} height={72} />}
          <h2 id={titleId} className="choose-variant__title">{title}</h2>
          <button type="button" className="icon-button" onClick={onClose} aria-label="Close">
            <CloseIcon />
          </button>
        </header>
        {loadError ? (
          <p className="choose-variant__problem" role="alert">{loadError}</p>
        ) : variants ? (
          <VariantChooser variants={variants} confirmLabel={confirmLabel} onConfirm={onConfirm} onDone={onClose} />
        ) : (
          <div className="choose-variant__loading" role="status">
            <span className="spinner" aria-hidden="true" />
            <span className="visually-hidden">Loading sizes…</span>
          </div>
        )}
      </div>
    </div>,
    document.body,
  );
}

interface VariantChooserProps {
  variants: ReadonlyArray<SellableVariant>;
  confirmLabel: string;
  onConfirm(variant: SellableVariant): Promise<boolean>;
  onDone(): void;
}

function VariantChooser({ variants, confirmLabel, onConfirm, onDone }: VariantChooserProps) {
  const [choice, setChoice] = useState(() => initialChoice(variants));
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const variant = findVariant(variants, choice.size, choice.color);

  const choose = (next: Partial<typeof choice>) => {
    setChoice((current) => ({ ...current, ...next }));
    setProblem(null);
  };

  const confirm = async () => {
    const missing = missingChoice(variants, choice.size, choice.color);
    if (missing || !variant) {
      setProblem(missing);
      return;
    }
    setBusy(true);
    const done = await onConfirm(variant);
    setBusy(false);
    if (done) onDone();
  };

  return (
    <>
      <VariantPicker variants={variants} size={choice.size} color={choice.color} onSize={(size) => choose({ size })} onColor={(color) => choose({ color })} />
      {problem && <p className="choose-variant__problem" role="alert">{problem}</p>}
      <button type="button" className="button button--block" onClick={confirm} disabled={busy} aria-busy={busy || undefined}>
        {busy && <span className="spinner spinner--small" aria-hidden="true" />}
        {confirmLabel}
        {variant && variant.stock > 0 && <span className="choose-variant__price"> · {formatRupees(variant.price)}</span>}
      </button>
    </>
  );
}
