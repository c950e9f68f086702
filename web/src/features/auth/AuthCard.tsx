import { useEffect, type ReactNode } from 'react';
import './auth.css';

interface AuthCardProps {
  title: string;
  intro?: ReactNode;
  children: ReactNode;
  /** Links under the card (e.g. "New to Kapda? Create an account"). */
  footer?: ReactNode;
}

/** The centred card every sign-in page uses: heading, a line of help, the form, and onward links. */
export function AuthCard({ title, intro, children, footer }: AuthCardProps) {
  useEffect(() => {
    document.title = `${title} · Kapda`;
  }, [title]);
  return (
    <div className="auth-page">
      <section className="auth-card" aria-labelledby="auth-card-title">
        <h1 id="auth-card-title" className="auth-card__title">{title}</h1>
        {intro && <p className="auth-card__intro">{intro}</p>}
        {children}
      </section>
      {footer && <div className="auth-page__footer">{footer}</div>}
    </div>
  );
}
