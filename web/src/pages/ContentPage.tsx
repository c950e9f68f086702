import type { ReactNode } from 'react';
import { usePageTitle } from '../ui/usePageTitle';
import './content-pages.css';

interface ContentPageProps {
  eyebrow?: string;
  title: string;
  intro?: ReactNode;
  children: ReactNode;
  /** Wider pages (tables, the contact grid) skip the reading-width column. */
  wide?: boolean;
}

/** The frame of an information page: a quiet ivory hero, then readable prose. */
export function ContentPage({ eyebrow, title, intro, children, wide = false }: ContentPageProps) {
  usePageTitle(title);
  return (
    <article className="content-page">
      <div className="content-hero">
        <div className="container">
          {eyebrow && <p className="eyebrow">{eyebrow}</p>}
          <h1 className="page-title">{title}</h1>
          {intro && <p className="content-hero__intro">{intro}</p>}
        </div>
      </div>
      <div className={`container ${wide ? 'content-page__wide' : 'prose'}`}>{children}</div>
    </article>
  );
}
