import { useId } from 'react';
import type { Shape } from '@kapda/rules/site-content';

type Value = unknown;

/** An empty value of a shape: what 'Add item' appends. */
export function emptyValue(shape: Shape): Value {
  switch (shape.kind) {
    case 'text':
    case 'link':
      return '';
    case 'list':
      return [];
    case 'object':
      return Object.fromEntries(Object.entries(shape.fields).map(([key, field]) => [key, emptyValue(field)]));
  }
}

/** 'placeholder_text' → 'Placeholder text', 'quickLinksTitle' → 'Quick links title'. */
export function fieldLabel(key: string): string {
  const words = key.replace(/_/g, ' ').replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

interface ShapeFieldsProps {
  shape: Shape;
  value: Value;
  onChange(value: Value): void;
  label: string;
}

function TextInput({ shape, value, onChange, label }: ShapeFieldsProps & { shape: Extract<Shape, { kind: 'text' | 'link' }> }) {
  const id = useId();
  const text = typeof value === 'string' ? value : '';
  const long = shape.kind === 'text' && shape.max > 150;
  const hint = shape.kind === 'link' ? "A path in the store ('/shop?sale=true') or an http(s):// address." : shape.rich ? 'Links: write [label](/path).' : null;
  const max = shape.kind === 'text' ? shape.max : 500;
  return (
    <div className="field">
      <label className="field__label" htmlFor={id}>{label}{shape.required ? null : <span className="field__optional"> (optional)</span>}</label>
      {long
        ? <textarea id={id} className="field__input" rows={Math.min(8, Math.ceil(max / 200) + 1)} value={text} maxLength={max} onChange={(event) => onChange(event.target.value)} aria-describedby={hint ? `${id}-hint` : undefined} />
        : <input id={id} className="field__input" value={text} maxLength={max} onChange={(event) => onChange(event.target.value)} aria-describedby={hint ? `${id}-hint` : undefined} />}
      {hint && <div id={`${id}-hint`} className="field__hint">{hint}</div>}
    </div>
  );
}

/** A form for any page shape: texts and links as inputs, blocks as fieldsets, lists with add, remove and reorder. */
export function ShapeFields({ shape, value, onChange, label }: ShapeFieldsProps) {
  if (shape.kind === 'text' || shape.kind === 'link') return <TextInput shape={shape} value={value} onChange={onChange} label={label} />;

  if (shape.kind === 'object') {
    const object = (value && typeof value === 'object' ? value : {}) as Record<string, Value>;
    const fields = Object.entries(shape.fields).map(([key, field]) => (
      <ShapeFields key={key} shape={field} value={object[key]} onChange={(next) => onChange({ ...object, [key]: next })} label={fieldLabel(key)} />
    ));
    if (!label) return <>{fields}</>;
    return (
      <fieldset className="bo-fieldset">
        <legend>{label}</legend>
        {fields}
      </fieldset>
    );
  }

  const items = Array.isArray(value) ? value : [];
  const move = (from: number, to: number) => {
    const next = [...items];
    const [item] = next.splice(from, 1);
    next.splice(to, 0, item);
    onChange(next);
  };
  return (
    <fieldset className="bo-fieldset bo-fieldset--list">
      <legend>{label} <span className="muted">({items.length} of at most {shape.max})</span></legend>
      {items.map((item, index) => (
        <div key={index} className="bo-list-item">
          <ShapeFields shape={shape.of} value={item} onChange={(next) => onChange(items.map((old, i) => (i === index ? next : old)))} label={shape.of.kind === 'object' ? `${label} ${index + 1}` : `${label} ${index + 1}`} />
          <div className="bo-list-item__actions">
            <button type="button" className="button button--small button--ghost" disabled={index === 0} onClick={() => move(index, index - 1)} aria-label={`Move ${label} ${index + 1} up`}>↑ Up</button>
            <button type="button" className="button button--small button--ghost" disabled={index === items.length - 1} onClick={() => move(index, index + 1)} aria-label={`Move ${label} ${index + 1} down`}>↓ Down</button>
            <button type="button" className="button button--small button--ghost" onClick={() => onChange(items.filter((_, i) => i !== index))} aria-label={`Remove ${label} ${index + 1}`}>Remove</button>
          </div>
        </div>
      ))}
      <button type="button" className="button button--small button--outline" disabled={items.length >= shape.max} onClick={() => onChange([...items, emptyValue(shape.of)])}>Add to {label.toLowerCase()}</button>
    </fieldset>
  );
}
