import type { ReactNode } from 'react';
import { usePageHead } from '../ui/page-head';
import './content-pages.css';

interface ContentPageProps {
  eyebrow?: string;
  title: string;
  intro?: ReactNode;
  children: ReactNode;
  /** Wider pages (tables, the contact grid) skip the reading-width column. */
  wide?: boolean;
  /** The meta description (search results, link previews); the intro when it is plain text and this is absent. */
  description?: string;
  /** The page's one address when it answers at another too (/privacy → /privacy-policy). */
  canonicalPath?: string;
}

/** The frame of an information page: a quiet ivory hero, then readable prose. */
export function ContentPage({ eyebrow, title, intro, children, wide = false, description, canonicalPath }: ContentPageProps) {
  usePageHead({ title, description: description ?? (typeof intro === 'string' ? intro : undefined), canonicalPath });
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
