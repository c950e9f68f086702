import { useId } from 'react';
import { colorInStock, colorsOf, sizeInStock, sizesOf, type SellableVariant } from './variant-choice';
import './cart.css';

interface VariantPickerProps {
  variants: ReadonlyArray<SellableVariant>;
  size: string | null;
  color: string | null;
  onSize(size: string): void;
  onColor(color: string): void;
}

/**
 * Size and colour as two radio groups (arrow keys move within a group). Choices with nothing in
 * stock stay visible but cannot be picked.
 */
export function VariantPicker({ variants, size, color, onSize, onColor }: VariantPickerProps) {
  const name = useId();
  const swatch = (c: string) => variants.find((v) => v.color === c)?.colorHex;
  return (
    <div className="variant-picker">
      <fieldset className="variant-picker__group">
        <legend className="variant-picker__legend">Size{size && <span className="variant-picker__chosen">: {size}</span>}</legend>
        <div className="variant-picker__options">
          {sizesOf(variants).map((s) => {
            const available = sizeInStock(variants, s, color);
            return (
              <label key={s} className={`variant-chip${s === size ? ' variant-chip--chosen' : ''}${available ? '' : ' variant-chip--sold-out'}`}>
                <input type="radio" className="visually-hidden" name={`${name}-size`} value={s} checked={s === size} disabled={!available} onChange={() => onSize(s)} />
                {s}
                {!available && <span className="visually-hidden"> (sold out)</span>}
              </label>
            );
          })}
        </div>
      </fieldset>
      <fieldset className="variant-picker__group">
        <legend className="variant-picker__legend">Colour{color && <span className="variant-picker__chosen">: {color}</span>}</legend>
        <div className="variant-picker__options">
          {colorsOf(variants).map((c) => {
            const available = colorInStock(variants, c, size);
            const hex = swatch(c);
            return (
              <label key={c} className={`variant-chip${c === color ? ' variant-chip--chosen' : ''}${available ? '' : ' variant-chip--sold-out'}`}>
                <input type="radio" className="visually-hidden" name={`${name}-color`} value={c} checked={c === color} disabled={!available} onChange={() => onColor(c)} />
                {hex && <span className="variant-chip__swatch" style={{ background: hex }} aria-hidden="true" />}
                {c}
                {!available && <span className="visually-hidden"> (sold out)</span>}
              </label>
            );
          })}
        </div>
      </fieldset>
    </div>
  );
}
