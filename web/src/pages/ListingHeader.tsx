import type { ReactNode } from 'react';
import { Link } from 'react-router';

interface Crumb {
  to?: string;
  label: string;
}

/** The top of a listing page: breadcrumbs, a serif title and a line of context. */
export function ListingHeader({ crumbs, eyebrow, title, intro }: { crumbs: Crumb[]; eyebrow?: string; title: string; intro?: ReactNode }) {
  return (
    <div className="listing-header">
      <nav aria-label="Breadcrumb" className="breadcrumbs">
        <ol>
          {crumbs.map((crumb) => (
            <li key={crumb.label}>{crumb.to ? <Link to={crumb.to}>{crumb.label}</Link> : <span aria-current="page">{crumb.label}</span>}</li>
          ))}
        </ol>
      </nav>
      {eyebrow && <p className="eyebrow">{eyebrow}</p>}
      <h1 className="page-title">{title}</h1>
      {intro && <p className="listing-header__intro">{intro}</p>}
    </div>
  );
}
