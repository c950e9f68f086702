import { useId, useRef, type ReactNode } from 'react';
import { CloseIcon } from './icons';
import { useBodyScrollLock, useEscapeKey, useFocusWithin } from './overlay-hooks';
import './drawer.css';

interface DrawerProps {
  open: boolean;
  onClose(): void;
  side: 'left' | 'right';
  title: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
  className?: string;
}

/**
 * A panel that slides in from one side (0.3 s) over a dimmed page. It stays mounted so the slide can
 * animate both ways; while closed it is inert and hidden from assistive technology.
 */
export function Drawer({ open, onClose, side, title, children, footer, className = '' }: DrawerProps) {
  const panel = useRef<HTMLDivElement>(null);
  const titleId = useId();
  useBodyScrollLock(open);
  useEscapeKey(open, onClose);
  useFocusWithin(open, panel);

  return (
    <div className={`drawer drawer--${side}${open ? ' drawer--open' : ''} ${className}`} inert={!open} aria-hidden={!open}>
      <div className="drawer__scrim" onClick={onClose} />
      <div ref={panel} className="drawer__panel" role="dialog" aria-modal="true" aria-labelledby={titleId} tabIndex={-1}>
        <div className="drawer__header">
          <h2 id={titleId} className="drawer__title">{title}</h2>
          <button type="button" className="icon-button" onClick={onClose} aria-label="Close">
            <CloseIcon />
          </button>
        </div>
        <div className="drawer__body">{children}</div>
        {footer && <div className="drawer__footer">{footer}</div>}
      </div>
    </div>
  );
}
