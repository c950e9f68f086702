import { lazy, Suspense, useCallback, useEffect, useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { CloseIcon, SearchIcon } from '../ui/icons';
import { useBodyScrollLock, useEscapeKey, useFocusWithin } from '../ui/overlay-hooks';
import type { SuggestionKeys } from './SearchSuggestions';

// Suggestions load with the first letters typed: the overlay itself stays in the first load's JS.
const SearchSuggestions = lazy(() => import('./SearchSuggestions'));

const POPULAR_SEARCHES = ['Kurta', 'Saree', 'Sherwani', 'Lehenga', 'Linen shirt', 'Dupatta'];

interface SearchOverlayProps {
  open: boolean;
  onClose(): void;
}

/**
 * SPEC.md §2 search overlay: a term that is non-blank after trimming goes to /shop?search={term},
 * closes the overlay and clears the box; Escape closes; the box starts from the address's search.
 */
export function SearchOverlay({ open, onClose }: SearchOverlayProps) {
  const [params] = useSearchParams();
  const [term, setTerm] = useState('');
  const navigate = useNavigate();
  const panel = useRef<HTMLDivElement>(null);
  const input = useRef<HTMLInputElement>(null);
  const urlTerm = params.get('search') ?? '';
  const listboxId = useId();
  const keys = useRef<SuggestionKeys | null>(null);
  const [activeId, setActiveId] = useState<string | null>(null);
  const [expanded, setExpanded] = useState(false);
  const onActive = useCallback((id: string | null) => setActiveId(id), []);
  const onExpanded = useCallback((value: boolean) => setExpanded(value), []);

  // Suggestions follow what the shopper types, not the search the box starts from.
  const [edited, setEdited] = useState(false);
  useEffect(() => {
    if (open) {
      setTerm(urlTerm);
      setEdited(false);
    }
  }, [open, urlTerm]);
  useBodyScrollLock(open);
  // Escape closes the suggestions first (the box's own key handler stops it), then the overlay.
  useEscapeKey(open, onClose);
  useFocusWithin(open, panel, input);

  const search = (value: string) => {
    const trimmed = value.trim();
    if (!trimmed) return;
    navigate(`/shop?search=${encodeURIComponent(trimmed)}`);
    setTerm('');
    onClose();
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    search(term);
  };
  const choose = (path: string) => {
    navigate(path);
    setTerm('');
    onClose();
  };
  const typing = edited && term.trim().length >= 2;
  // The suggestions take keys only while they are there (typing); otherwise Enter searches the text.
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (typing && keys.current?.(event)) event.nativeEvent.stopImmediatePropagation();
  };

  if (!open) return null;
  return (
    <div className="search-overlay" role="dialog" aria-modal="true" aria-label="Search products" ref={panel}>
      <div className="search-overlay__scrim" onClick={onClose} />
      <div className="search-overlay__panel">
        <form className="search-overlay__form" role="search" onSubmit={submit}>
          <SearchIcon />
          <label htmlFor="search-overlay-input" className="visually-hidden">Search for products</label>
          <input
            id="search-overlay-input"
            ref={input}
            type="search"
            name="search"
            placeholder="Search for products..."
            autoComplete="off"
            enterKeyHint="search"
            role="combobox"
            aria-autocomplete="list"
            aria-expanded={typing && expanded}
            aria-controls={listboxId}
            aria-activedescendant={typing && activeId ? activeId : undefined}
            value={term}
            onChange={(event) => {
              setTerm(event.target.value);
              setEdited(true);
            }}
            onKeyDown={onKeyDown}
          />
          <button type="button" className="icon-button" onClick={onClose} aria-label="Close search">
            <CloseIcon />
          </button>
        </form>
        {typing && (
          <Suspense fallback={null}>
            <SearchSuggestions term={term} listboxId={listboxId} onActive={onActive} onExpanded={onExpanded} keys={keys} onChoose={choose} />
          </Suspense>
        )}
        <div className="search-overlay__popular" hidden={typing && expanded}>
          <p>Popular searches</p>
          <ul>
            {POPULAR_SEARCHES.map((popular) => (
              <li key={popular}>
                <button type="button" className="chip" onClick={() => search(popular)}>{popular}</button>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </div>
  );
}
