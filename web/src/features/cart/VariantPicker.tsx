import { useId } from 'react';
import { colorInStock, colorsOf, sizeInStock, sizesOf, type SellableVariant } from './variant-choice';
import './cart.css';

interface Colour {
  name: string;
  hex?: string | null;
}

interface VariantPickerProps {
  variants: ReadonlyArray<SellableVariant>;
  size: string | null;
  color: string | null;
  onSize(size: string): void;
  onColor(color: string): void;
  /** The product's own order of sizes; by default the order the variants come in. */
  sizes?: ReadonlyArray<string>;
  /** The product's colours with their swatches; by default read from the variants. */
  colors?: ReadonlyArray<Colour>;
  /**
   * 'radios' (the size and colour sheet): size then colour as two radio groups, arrow keys move
   * within a group. 'buttons' (the product page): colour then size as toggle buttons.
   */
  look?: 'radios' | 'buttons';
}

interface Choice {
  value: string;
  label: string;
  swatch?: string | null;
  available: boolean;
}

interface ChoiceGroupProps {
  kind: 'size' | 'color';
  legend: string;
  chosen: string | null;
  choices: Choice[];
  onChoose(value: string): void;
  look: 'radios' | 'buttons';
  name: string;
}

/** One group of choices; one that is sold out (with the other choice made) stays visible but cannot be picked. */
function ChoiceGroup({ kind, legend, chosen, choices, onChoose, look, name }: ChoiceGroupProps) {
  if (look === 'buttons') {
    return (
      <fieldset className="picker">
        <legend className="picker__label">{legend}{chosen && <span>: {chosen}</span>}</legend>
        <div className={kind === 'size' ? 'size-options' : 'color-options'}>
          {choices.map(({ value, label, swatch, available }) => (
            <button
              key={value}
              type="button"
              className={kind === 'size' ? 'size-chip' : 'color-chip'}
              aria-pressed={chosen === value}
              disabled={!available}
              aria-label={available ? label : `${label}, sold out`}
              onClick={() => onChoose(value)}
            >
              {swatch && <span className="swatch" style={{ background: swatch }} aria-hidden="true" />}
              {value}
            </button>
          ))}
        </div>
      </fieldset>
    );
  }
  return (
    <fieldset className="variant-picker__group">
      <legend className="variant-picker__legend">{legend}{chosen && <span className="variant-picker__chosen">: {chosen}</span>}</legend>
      <div className="variant-picker__options">
        {choices.map(({ value, swatch, available }) => (
          <label key={value} className={`variant-chip${value === chosen ? ' variant-chip--chosen' : ''}${available ? '' : ' variant-chip--sold-out'}`}>
            <input type="radio" className="visually-hidden" name={`${name}-${kind}`} value={value} checked={value === chosen} disabled={!available} onChange={() => onChoose(value)} />
            {swatch && <span className="variant-chip__swatch" style={{ background: swatch }} aria-hidden="true" />}
            {value}
            {!available && <span className="visually-hidden"> (sold out)</span>}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/** The size and colour picker of the product page and of the size/colour sheet (cards, wishlist). */
export function VariantPicker({ variants, size, color, onSize, onColor, sizes, colors, look = 'radios' }: VariantPickerProps) {
  const name = useId();
  const colourList: ReadonlyArray<Colour> = colors ?? colorsOf(variants).map((c) => ({ name: c, hex: variants.find((v) => v.color === c)?.colorHex }));
  const sizeGroup = (
    <ChoiceGroup
      kind="size"
      legend="Size"
      chosen={size}
      choices={(sizes ?? sizesOf(variants)).map((s) => ({ value: s, label: `Size ${s}`, available: sizeInStock(variants, s, color) }))}
      onChoose={onSize}
      look={look}
      name={name}
    />
  );
  const colorGroup = (
    <ChoiceGroup
      kind="color"
      legend="Colour"
      chosen={color}
      choices={colourList.map((c) => ({ value: c.name, label: c.name, swatch: c.hex, available: colorInStock(variants, c.name, size) }))}
      onChoose={onColor}
      look={look}
      name={name}
    />
  );
  if (look === 'buttons') {
    return (
      <>
        {colorGroup}
        {sizeGroup}
      </>
    );
  }
  return (
    <div className="variant-picker">
      {sizeGroup}
      {colorGroup}
    </div>
  );
}
