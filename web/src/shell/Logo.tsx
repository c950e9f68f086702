import { Link } from 'react-router';

/** The Kapda wordmark: a serif name under a small paisley-like bindu, linking home. */
export function Logo({ className = '' }: { className?: string }) {
  return (
    <Link to="/" className={`logo ${className}`} aria-label="Kapda — home">
      <svg className="logo__mark" viewBox="0 0 32 32" width="28" height="28" aria-hidden="true" focusable="false">
        <path d="M16 3c6 4 9 9 9 14a9 9 0 0 1-18 0c0-3 2-5 4-5 3 0 4 3 2 5 4 0 6-3 6-6 0-3-1-5-3-8Z" fill="currentColor" />
      </svg>
      <span className="logo__word">Kapda</span>
    </Link>
  );
}
