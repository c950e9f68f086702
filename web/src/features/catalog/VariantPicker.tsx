import type { ProductDetailQuery } from '../../gql/graphql';

export type Variant = NonNullable<ProductDetailQuery['product']>['variants'][number];

/** Whether any in-stock variant has this size (and the chosen colour, if one is chosen). */
export function sizeAvailable(variants: Variant[], size: string, color: string | null) {
  return variants.some((v) => v.size === size && (color === null || v.color === color) && v.inStock);
}

export function colorAvailable(variants: Variant[], color: string, size: string | null) {
  return variants.some((v) => v.color === color && (size === null || v.size === size) && v.inStock);
}

interface PickerProps<T> {
  options: T[];
  chosen: string | null;
  onChoose(value: string): void;
  variants: Variant[];
  other: string | null;
}

/** Size buttons; a size sold out (in the chosen colour) is shown struck through and can't be picked. */
export function SizePicker({ options, chosen, onChoose, variants, other }: PickerProps<string>) {
  return (
    <fieldset className="picker">
      <legend className="picker__label">Size{chosen && <span>: {chosen}</span>}</legend>
      <div className="size-options">
        {options.map((size) => {
          const available = sizeAvailable(variants, size, other);
          return (
            <button
              key={size}
              type="button"
              className="size-chip"
              aria-pressed={chosen === size}
              disabled={!available}
              aria-label={available ? `Size ${size}` : `Size ${size}, sold out`}
              onClick={() => onChoose(size)}
            >
              {size}
            </button>
          );
        })}
      </div>
    </fieldset>
  );
}

/** Colour swatches with names; a colour sold out (in the chosen size) can't be picked. */
export function ColorPicker({ options, chosen, onChoose, variants, other }: PickerProps<{ name: string; hex: string }>) {
  return (
    <fieldset className="picker">
      <legend className="picker__label">Colour{chosen && <span>: {chosen}</span>}</legend>
      <div className="color-options">
        {options.map((color) => {
          const available = colorAvailable(variants, color.name, other);
          return (
            <button
              key={color.name}
              type="button"
              className="color-chip"
              aria-pressed={chosen === color.name}
              disabled={!available}
              aria-label={available ? color.name : `${color.name}, sold out`}
              onClick={() => onChoose(color.name)}
            >
              <span className="swatch" style={{ background: color.hex }} aria-hidden="true" />
              {color.name}
            </button>
          );
        })}
      </div>
    </fieldset>
  );
}
