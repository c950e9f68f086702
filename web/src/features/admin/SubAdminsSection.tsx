import { useState } from 'react';
import { useSnackbar } from 'notistack';
import type { SubAdminRowFragment } from '../../gql/graphql';
import { useCreateSubAdminMutation } from '../../gql/hooks/CreateSubAdmin';
import { useDeactivateSubAdminMutation } from '../../gql/hooks/DeactivateSubAdmin';
import { useReactivateSubAdminMutation } from '../../gql/hooks/ReactivateSubAdmin';
import { useResendSubAdminInvitationMutation } from '../../gql/hooks/ResendSubAdminInvitation';
import { SubAdminsDocument, useSubAdminsQuery } from '../../gql/hooks/SubAdmins';
import { useUpdateSubAdminMutation } from '../../gql/hooks/UpdateSubAdmin';
import { PageSpinner } from '../../ui/PageSpinner';
import { failureMessage } from '../auth';
import { FormAlert } from '../../ui/forms';
import { SubAdminForm, type SubAdminDraft } from './SubAdminForm';
import { SubAdminCard } from './SubAdminCard';

/** Admins only: the sub-admins, with create (invitation email), edit, deactivate and reactivate. */
export function SubAdminsSection() {
  const { enqueueSnackbar } = useSnackbar();
  const { data, loading, error, refetch } = useSubAdminsQuery({ fetchPolicy: 'cache-and-network' });
  const [editing, setEditing] = useState<'new' | string | null>(null);
  const [formFailure, setFormFailure] = useState<string | null>(null);
  const [busyId, setBusyId] = useState<string | null>(null);
  const [createSubAdmin, { loading: creating }] = useCreateSubAdminMutation({ refetchQueries: [SubAdminsDocument], awaitRefetchQueries: true });
  const [updateSubAdmin, { loading: updating }] = useUpdateSubAdminMutation();
  const [deactivate] = useDeactivateSubAdminMutation();
  const [reactivate] = useReactivateSubAdminMutation();
  const [resendInvitation] = useResendSubAdminInvitationMutation();
  const subAdmins = data?.subAdmins ?? [];

  const openForm = (target: 'new' | string | null) => {
    setFormFailure(null);
    setEditing(target);
  };

  const save = async (draft: SubAdminDraft) => {
    setFormFailure(null);
    const creatingNew = editing === 'new';
    try {
      if (creatingNew) {
        await createSubAdmin({ variables: { input: draft } });
        enqueueSnackbar(`Invitation sent to ${draft.email}`, { variant: 'success' });
      } else if (editing) {
        const { firstName, lastName, department, permissions } = draft;
        await updateSubAdmin({ variables: { id: editing, input: { firstName, lastName, department, permissions } } });
        enqueueSnackbar(`${firstName} ${lastName} updated`, { variant: 'success' });
      }
      setEditing(null);
    } catch (failure) {
      const message = failureMessage(failure, creatingNew ? 'Failed to create sub-admin' : 'Failed to update sub-admin');
      setFormFailure(message);
      enqueueSnackbar(message, { variant: 'error' });
    }
  };

  const act = async (subAdmin: SubAdminRowFragment, action: 'deactivate' | 'reactivate' | 'resend') => {
    const name = `${subAdmin.firstName} ${subAdmin.lastName}`;
    setBusyId(subAdmin.id);
    try {
      const variables = { id: subAdmin.id };
      if (action === 'deactivate') await deactivate({ variables });
      else if (action === 'reactivate') await reactivate({ variables });
      else await resendInvitation({ variables });
      const done = { deactivate: `${name} deactivated`, reactivate: `${name} reactivated`, resend: `Invitation sent again to ${subAdmin.email}` };
      enqueueSnackbar(done[action], { variant: 'success' });
    } catch (failure) {
      const fallback = { deactivate: 'Failed to deactivate sub-admin', reactivate: 'Failed to reactivate sub-admin', resend: 'Failed to resend the invitation' };
      enqueueSnackbar(failureMessage(failure, fallback[action]), { variant: 'error' });
    } finally {
      setBusyId(null);
    }
  };

  return (
    <section className="bo-card" aria-labelledby="subadmins-title">
      <div className="bo-card__head">
        <h2 id="subadmins-title" className="bo-card__title">Sub-admins</h2>
        {editing !== 'new' && (
          <button type="button" className="button button--primary button--small" onClick={() => openForm('new')}>Add sub-admin</button>
        )}
      </div>
      <p className="muted">Sub-admins work in one department (or all) with the permissions you grant. New ones get an email to set their password.</p>
      {editing === 'new' && (
        <SubAdminForm submitting={creating} failure={formFailure} onSubmit={save} onCancel={() => openForm(null)} />
      )}
      {loading && !data ? (
        <PageSpinner label="Loading sub-admins…" />
      ) : error && !data ? (
        <FormAlert>
          {failureMessage(error, 'Failed to load sub-admins')}{' '}
          <button type="button" className="link-button" onClick={() => void refetch()}>Try again</button>
        </FormAlert>
      ) : subAdmins.length === 0 ? (
        <p className="bo-empty">No sub-admins yet. Add one to share the work of running the store.</p>
      ) : (
        <ul className="subadmin-list">
          {subAdmins.map((subAdmin) => (
            <li key={subAdmin.id}>
              {editing === subAdmin.id ? (
                <SubAdminForm existing={subAdmin} submitting={updating} failure={formFailure} onSubmit={save} onCancel={() => openForm(null)} />
              ) : (
                <SubAdminCard subAdmin={subAdmin} busy={busyId === subAdmin.id} onEdit={() => openForm(subAdmin.id)} onAction={(action) => void act(subAdmin, action)} />
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
