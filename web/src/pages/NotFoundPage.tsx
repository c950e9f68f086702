import { Link } from 'react-router';
import { usePageHead } from '../ui/page-head';
import './content-pages.css';

/** The catch-all page for an address we don't know. */
export default function NotFoundPage() {
  usePageHead({ title: 'Page not found', status: 404 });
  return (
    <div className="container not-found">
      <p className="not-found__code" aria-hidden="true">404</p>
      <h1 className="page-title">Page not found</h1>
      <p>The page you are looking for has moved or never existed. Let&rsquo;s get you back to the good stuff.</p>
      <div className="not-found__actions">
        <Link to="/" className="button">Go to Home</Link>
        <Link to="/shop" className="button button--outline">Browse the Shop</Link>
      </div>
    </div>
  );
}
