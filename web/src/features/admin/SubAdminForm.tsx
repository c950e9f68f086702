import { useEffect, useRef, useState, type FormEvent } from 'react';
import { ALL_DEPARTMENTS, DEPARTMENTS, permissionInfo, permissionsForDepartment } from '@kapda/rules/permissions';
import type { SubAdminRowFragment } from '../../gql/graphql';
import { emailError, requiredError } from '../auth';
import { focusFirstInvalid, FormAlert, isValid, SubmitButton, TextField, type FieldErrors } from '../../ui/forms';
import { departmentLabel } from './AccessSummary';

export interface SubAdminDraft {
  firstName: string;
  lastName: string;
  email: string;
  department: string;
  permissions: string[];
}

type DraftField = keyof SubAdminDraft;

interface SubAdminFormProps {
  /** The sub-admin being edited; absent when creating one. */
  existing?: SubAdminRowFragment;
  submitting: boolean;
  failure: string | null;
  onSubmit(draft: SubAdminDraft): void;
  onCancel(): void;
}

const DEPARTMENT_CHOICES = [ALL_DEPARTMENTS, ...DEPARTMENTS];

function draftOf(existing?: SubAdminRowFragment): SubAdminDraft {
  return existing
    ? { firstName: existing.firstName, lastName: existing.lastName, email: existing.email, department: existing.department || ALL_DEPARTMENTS, permissions: existing.permissions }
    : { firstName: '', lastName: '', email: '', department: DEPARTMENTS[0], permissions: [] };
}

/**
 * Keep only the permissions that work in the department (@kapda/rules/permissions, the table the
 * server refuses by); answers the draft and the labels of those taken away, to say so.
 */
function fitToDepartment(draft: SubAdminDraft): { draft: SubAdminDraft; removed: string[] } {
  const offered = new Set(permissionsForDepartment(draft.department).map((p) => p.key.toLowerCase()));
  const kept = draft.permissions.filter((key) => offered.has(key.toLowerCase()));
  const removed = draft.permissions.filter((key) => !offered.has(key.toLowerCase())).map((key) => permissionInfo(key)?.label ?? key);
  return { draft: { ...draft, permissions: kept }, removed };
}

/** Create or edit a sub-admin: name, email (on creation), department and permissions from the catalogue. */
export function SubAdminForm({ existing, submitting, failure, onSubmit, onCancel }: SubAdminFormProps) {
  const [initial] = useState(() => fitToDepartment(draftOf(existing)));
  const [draft, setDraft] = useState(initial.draft);
  /** Permissions the chosen department took away (they would do nothing there). */
  const [removed, setRemoved] = useState<string[]>(initial.removed);
  const [errors, setErrors] = useState<FieldErrors<DraftField>>({});
  const first = useRef<HTMLDivElement>(null);
  useEffect(() => first.current?.querySelector('input')?.focus(), []);

  const set = (field: 'firstName' | 'lastName' | 'email') => (value: string) => setDraft((d) => ({ ...d, [field]: value }));
  const chooseDepartment = (department: string) => {
    const fitted = fitToDepartment({ ...draft, department });
    setDraft(fitted.draft);
    setRemoved(fitted.removed);
  };
  const toggle = (key: string) =>
    setDraft((d) => ({ ...d, permissions: d.permissions.includes(key) ? d.permissions.filter((p) => p !== key) : [...d.permissions, key] }));

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const problems = {
      firstName: requiredError(draft.firstName, 'first name'),
      lastName: requiredError(draft.lastName, 'last name'),
      email: existing ? undefined : emailError(draft.email),
      permissions: draft.permissions.length ? undefined : 'Choose at least one permission',
    };
    setErrors(problems);
    if (!isValid(problems)) {
      focusFirstInvalid(event.currentTarget);
      return;
    }
    onSubmit({ ...draft, firstName: draft.firstName.trim(), lastName: draft.lastName.trim(), email: draft.email.trim() });
  };

  return (
    <form className="subadmin-form" onSubmit={submit} noValidate aria-label={existing ? `Edit ${existing.firstName} ${existing.lastName}` : 'New sub-admin'}>
      {failure && <FormAlert>{failure}</FormAlert>}
      <fieldset className="form-fields" disabled={submitting}>
        <div className="form-row" ref={first}>
          <TextField label="First name" required value={draft.firstName} onChange={set('firstName')} error={errors.firstName} />
          <TextField label="Last name" required value={draft.lastName} onChange={set('lastName')} error={errors.lastName} />
        </div>
        {existing ? (
          <p className="muted">Email: {existing.email}</p>
        ) : (
          <TextField label="Email" type="email" required value={draft.email} onChange={set('email')} error={errors.email} hint="We email an invitation to set a password." />
        )}
        <div className="field">
          <label className="field__label" htmlFor="subadmin-department">Department</label>
          <select id="subadmin-department" className="field__input" value={draft.department} onChange={(event) => chooseDepartment(event.target.value)}>
            {DEPARTMENT_CHOICES.map((d) => (
              <option key={d} value={d}>{departmentLabel(d)}</option>
            ))}
          </select>
        </div>
        <fieldset className="permission-picker" aria-describedby={errors.permissions ? 'permission-error' : undefined}>
          <legend className="field__label">Permissions</legend>
          {permissionsForDepartment(draft.department).map((permission) => (
            <label key={permission.key} className="permission-picker__item">
              <input type="checkbox" checked={draft.permissions.includes(permission.key)} onChange={() => toggle(permission.key)} />
              <span>
                {permission.label}
                <span className="muted"> · {permission.department ?? 'any department'}</span>
              </span>
            </label>
          ))}
          {removed.length > 0 && (
            <p className="permission-picker__warning" role="status">
              Taken off (they do not work in {departmentLabel(draft.department)}): {removed.join(', ')}.
            </p>
          )}
          {errors.permissions && <p id="permission-error" className="field__error" role="alert">{errors.permissions}</p>}
        </fieldset>
        <div className="profile-form__actions">
          <SubmitButton submitting={submitting} busyLabel={existing ? 'Saving…' : 'Sending invitation…'}>{existing ? 'Save changes' : 'Create and invite'}</SubmitButton>
          <button type="button" className="button button--ghost" onClick={onCancel}>Cancel</button>
        </div>
      </fieldset>
    </form>
  );
}
