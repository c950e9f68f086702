import { Link, useLocation } from 'react-router';
import { withShopChange } from './shop-params';

/** Page numbers to show: first, last, and a window around the current page, with gaps as null. */
export function pageWindow(page: number, pageCount: number): (number | null)[] {
  const pages = new Set([1, pageCount, page - 1, page, page + 1].filter((n) => n >= 1 && n <= pageCount));
  const sorted = [...pages].sort((a, b) => a - b);
  const result: (number | null)[] = [];
  sorted.forEach((n, index) => {
    if (index > 0 && n - sorted[index - 1] > 1) result.push(null);
    result.push(n);
  });
  return result;
}

/** Real links (the page lives in the URL), so shoppers can open pages in new tabs and go back. */
export function Pagination({ page, pageCount }: { page: number; pageCount: number }) {
  const { pathname, search } = useLocation();
  if (pageCount <= 1) return null;
  const href = (target: number) => {
    const query = withShopChange(new URLSearchParams(search), { page: target }).toString();
    return query ? `${pathname}?${query}` : pathname;
  };
  return (
    <nav className="pagination" aria-label="Pages">
      {page > 1 ? <Link to={href(page - 1)} className="pagination__step" rel="prev">‹ Previous</Link> : <span className="pagination__step" aria-disabled="true">‹ Previous</span>}
      <ul>
        {pageWindow(page, pageCount).map((n, index) =>
          n === null ? (
            <li key={`gap-${index}`} className="pagination__gap" aria-hidden="true">…</li>
          ) : (
            <li key={n}>
              <Link to={href(n)} aria-current={n === page ? 'page' : undefined} aria-label={`Page ${n}`}>{n}</Link>
            </li>
          ),
        )}
      </ul>
      {page < pageCount ? <Link to={href(page + 1)} className="pagination__step" rel="next">Next ›</Link> : <span className="pagination__step" aria-disabled="true">Next ›</span>}
    </nav>
  );
}
