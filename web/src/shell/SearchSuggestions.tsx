import { useEffect, useState, type MutableRefObject } from 'react';
import { formatRupees } from '@kapda/rules/pricing';
import { useSearchSuggestionsQuery } from '../gql/hooks/SearchSuggestions';
import './search-suggestions.css';

/** Suggestions start at this many letters, once typing pauses this long. */
const MIN_LETTERS = 2;
const PAUSE_MS = 200;

export interface SuggestionKeys {
  /** A key pressed in the search box; true when the suggestions used it (arrows, Enter on an option, Escape). */
  (event: { key: string; preventDefault(): void; stopPropagation(): void }): boolean;
}

interface SearchSuggestionsProps {
  term: string;
  listboxId: string;
  /** The id of the option the arrow keys are on (for aria-activedescendant); null when none. */
  onActive(id: string | null): void;
  /** Whether the list is showing (for aria-expanded). */
  onExpanded(expanded: boolean): void;
  /** The search box hands its keys here. */
  keys: MutableRefObject<SuggestionKeys | null>;
  /** Go to a product page or a category's listing. */
  onChoose(path: string): void;
}

interface Option {
  id: string;
  path: string;
  kind: 'product' | 'category';
  label: string;
  image?: string | null;
  price?: number;
}

function useDebounced(value: string, ms: number): string {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}

/**
 * The search overlay's suggestions (a lazy chunk: loaded at the first letters typed): products and
 * categories from GET searchSuggestions as an ARIA listbox the search box controls — arrows move,
 * Enter opens the option (or, with none chosen, searches), Escape closes the list, then the overlay.
 */
export default function SearchSuggestions({ term, listboxId, onActive, onExpanded, keys, onChoose }: SearchSuggestionsProps) {
  const q = useDebounced(term.trim(), PAUSE_MS);
  const asked = q.length >= MIN_LETTERS;
  const { data, previousData, loading, error } = useSearchSuggestionsQuery({ variables: { q }, skip: !asked });
  const answer = (data ?? previousData)?.searchSuggestions;
  const [active, setActive] = useState(-1);
  const [dismissed, setDismissed] = useState(false);

  const options: Option[] = asked && answer
    ? [
        ...answer.products.map((p) => ({ id: `${listboxId}-p-${p.slug}`, path: `/product/${p.slug}`, kind: 'product' as const, label: p.name, image: p.image, price: p.price })),
        ...answer.categories.map((c) => ({ id: `${listboxId}-c-${c.slug}`, path: `/shop?category=${encodeURIComponent(c.slug)}`, kind: 'category' as const, label: c.name })),
      ]
    : [];
  const open = asked && !dismissed && (options.length > 0 || (!loading && !error && !!data));

  // A new text: nothing chosen, the list may show again. A list that closes lets go of its choice too.
  useEffect(() => {
    setActive(-1);
    setDismissed(false);
  }, [term]);
  useEffect(() => {
    if (!open) setActive(-1);
  }, [open]);
  const activeId = open && active >= 0 && active < options.length ? options[active].id : null;
  useEffect(() => onActive(activeId), [activeId, onActive]);
  const expanded = open && options.length > 0;
  useEffect(() => onExpanded(expanded), [expanded, onExpanded]);
  // Gone (text too short, overlay closed): the box's keys are its own again — no stale choice answers Enter.
  useEffect(() => () => {
    onActive(null);
    onExpanded(false);
    keys.current = null;
  }, [onActive, onExpanded, keys]);

  keys.current = (event) => {
    if (!open) return false;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      if (options.length === 0) return false;
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      // -1 is the box itself: down from the last option (or up from the first) goes back to it.
      setActive((i) => ((i + 1 + step + options.length + 1) % (options.length + 1)) - 1);
      return true;
    }
    if (event.key === 'Enter' && activeId) {
      event.preventDefault();
      onChoose(options[active].path);
      return true;
    }
    if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      setDismissed(true);
      setActive(-1);
      return true;
    }
    return false;
  };

  if (!open) return null;
  const products = options.filter((o) => o.kind === 'product');
  const categories = options.filter((o) => o.kind === 'category');
  const optionItem = (o: Option) => (
    <li
      key={o.id}
      id={o.id}
      role="option"
      aria-selected={o.id === activeId}
      className={`search-suggestions__option${o.id === activeId ? ' search-suggestions__option--active' : ''}`}
      // Keep focus in the box: a click chooses without blurring it first.
      onMouseDown={(event) => event.preventDefault()}
      onClick={() => onChoose(o.path)}
    >
      {o.kind === 'product' ? (
        <>
          {o.image ? <img src={o.image} alt="" width={40} height={50} loading="lazy" /> : <span className="search-suggestions__thumb" aria-hidden="true" />}
          <span className="search-suggestions__name">{o.label}</span>
          <span className="search-suggestions__price">{formatRupees(o.price ?? 0)}</span>
        </>
      ) : (
        <span className="search-suggestions__name">
          <span className="search-suggestions__kind">in </span>
          {o.label}
        </span>
      )}
    </li>
  );
  if (!expanded) return <p className="search-suggestions__none" role="status">No suggestions for “{q}”. Press Enter to search anyway.</p>;
  return (
    <div className="search-suggestions" id={listboxId} role="listbox" aria-label="Suggestions">
      {products.length > 0 && (
        <ul role="group" aria-labelledby={`${listboxId}-products`}>
          <li role="presentation" id={`${listboxId}-products`} className="search-suggestions__heading">Products</li>
          {products.map(optionItem)}
        </ul>
      )}
      {categories.length > 0 && (
        <ul role="group" aria-labelledby={`${listboxId}-categories`}>
          <li role="presentation" id={`${listboxId}-categories`} className="search-suggestions__heading">Categories</li>
          {categories.map(optionItem)}
        </ul>
      )}
    </div>
  );
}
