import { useEffect, useId, useState, type ReactNode } from 'react';
import { Link, NavLink, useLocation } from 'react-router';
import { useAuth, useSignOut } from '../auth';
import { backOfficeSections } from './back-office-sections';
import { isBackOfficePath } from './back-office-paths';
import '../../ui/ui.css';
import './back-office.css';

interface BackOfficeLayoutProps {
  title: string;
  children: ReactNode;
}

/**
 * The back office's frame: a sidebar of the sections the user can open (a collapsible menu on
 * phones) beside the page. Under /admin the storefront header is hidden (SPEC.md §2), so the frame
 * brings its own top bar with the way back to the store and Logout.
 */
export function BackOfficeLayout({ title, children }: BackOfficeLayoutProps) {
  const { user } = useAuth();
  const { pathname } = useLocation();
  const signOut = useSignOut();
  const [navOpen, setNavOpen] = useState(false);
  const navId = useId();
  const ownTopBar = isBackOfficePath(pathname);

  useEffect(() => {
    document.title = `${title} · Kapda Back Office`;
  }, [title]);
  useEffect(() => setNavOpen(false), [pathname]);

  return (
    <div className="back-office">
      {ownTopBar && (
        <header className="back-office__topbar">
          <Link to="/" className="back-office__brand">Kapda <span>Back Office</span></Link>
          <div className="back-office__user">
            <span className="back-office__user-name">{user?.firstName} {user?.lastName}</span>
            <Link to="/" className="button button--ghost button--small">View store</Link>
            <button type="button" className="button button--outline button--small" onClick={() => void signOut()}>Logout</button>
          </div>
        </header>
      )}
      <div className="back-office__body">
        <aside className="back-office__sidebar">
          <button type="button" className="back-office__nav-toggle" aria-expanded={navOpen} aria-controls={navId} onClick={() => setNavOpen((open) => !open)}>
            <span aria-hidden="true">☰</span> Sections
          </button>
          <nav id={navId} className={`back-office__nav${navOpen ? ' back-office__nav--open' : ''}`} aria-label="Back office">
            {backOfficeSections(user).map((section) => (
              <NavLink key={section.to} to={section.to}>{section.label}</NavLink>
            ))}
            <NavLink to="/account" end>My account</NavLink>
          </nav>
        </aside>
        <div className="back-office__main">
          <h1 className="back-office__title">{title}</h1>
          {children}
        </div>
      </div>
    </div>
  );
}
