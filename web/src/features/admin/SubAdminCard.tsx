import { useState } from 'react';
import type { SubAdminRowFragment } from '../../gql/graphql';
import { departmentLabel, permissionLabel } from './AccessSummary';

interface SubAdminCardProps {
  subAdmin: SubAdminRowFragment;
  busy: boolean;
  onEdit(): void;
  onAction(action: 'deactivate' | 'reactivate' | 'resend'): void;
}

/** One sub-admin: who, where, what they may do, their state, and what an admin can do about it. */
export function SubAdminCard({ subAdmin, busy, onEdit, onAction }: SubAdminCardProps) {
  const [confirming, setConfirming] = useState(false);
  const name = `${subAdmin.firstName} ${subAdmin.lastName}`;
  const status = !subAdmin.isActive ? 'Deactivated' : subAdmin.hasPassword ? 'Active' : 'Invitation sent';

  return (
    <article className={`subadmin-card${subAdmin.isActive ? '' : ' subadmin-card--inactive'}`} aria-label={name}>
      <div className="subadmin-card__who">
        <p className="subadmin-card__name">{name}</p>
        <p className="muted">{subAdmin.email}</p>
      </div>
      <p className="subadmin-card__department">{departmentLabel(subAdmin.department || 'all')}</p>
      <ul className="tags subadmin-card__permissions" aria-label="Permissions">
        {subAdmin.permissions.map((p) => (
          <li key={p} className="tag">{permissionLabel(p)}</li>
        ))}
      </ul>
      <span className={`badge ${subAdmin.isActive ? (subAdmin.hasPassword ? 'badge--ok' : 'badge--info') : 'badge--warn'}`}>{status}</span>
      <div className="subadmin-card__actions">
        {confirming ? (
          <>
            <span>Deactivate {subAdmin.firstName}? They are signed out at once.</span>
            <button type="button" className="button button--danger button--small" disabled={busy} onClick={() => { setConfirming(false); onAction('deactivate'); }}>Deactivate</button>
            <button type="button" className="button button--ghost button--small" onClick={() => setConfirming(false)}>Keep</button>
          </>
        ) : (
          <>
            <button type="button" className="button button--outline button--small" disabled={busy} onClick={onEdit}>Edit</button>
            {subAdmin.isActive && !subAdmin.hasPassword && (
              <button type="button" className="button button--ghost button--small" disabled={busy} onClick={() => onAction('resend')}>Resend invitation</button>
            )}
            {subAdmin.isActive ? (
              <button type="button" className="button button--ghost button--small" disabled={busy} onClick={() => setConfirming(true)}>Deactivate</button>
            ) : (
              <button type="button" className="button button--outline button--small" disabled={busy} onClick={() => onAction('reactivate')}>Reactivate</button>
            )}
          </>
        )}
      </div>
    </article>
  );
}
