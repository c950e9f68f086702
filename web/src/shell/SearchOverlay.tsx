import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { CloseIcon, SearchIcon } from '../ui/icons';
import { useBodyScrollLock, useEscapeKey, useFocusWithin } from '../ui/overlay-hooks';

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

  useEffect(() => {
    if (open) setTerm(urlTerm);
  }, [open, urlTerm]);
  useBodyScrollLock(open);
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
            value={term}
            onChange={(event) => setTerm(event.target.value)}
          />
          <button type="button" className="icon-button" onClick={onClose} aria-label="Close search">
            <CloseIcon />
          </button>
        </form>
        <div className="search-overlay__popular">
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
