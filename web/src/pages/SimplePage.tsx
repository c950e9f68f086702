import type { ReactNode } from 'react';
import { Link } from 'react-router';
import './content-pages.css';

/** A short page with a heading, a line of text and a way back to shopping. */
export function SimplePage({ title, children, action = { to: '/shop', label: 'Continue Shopping' } }: { title: string; children: ReactNode; action?: { to: string; label: string } }) {
  return (
    <div className="container simple-page">
      <h1 className="page-title">{title}</h1>
      <div className="simple-page__text">{children}</div>
      <Link to={action.to} className="button">{action.label}</Link>
    </div>
  );
}
