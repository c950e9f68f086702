import { useState } from 'react';
import { useSnackbar } from 'notistack';
import { checkAddress, type AddressField } from '@kapda/rules/checkout';
import { AddressFields, EMPTY_ADDRESS, addressValues, type AddressValues } from '../../features/checkout';
import { describeFailure } from '../../features/auth';
import { useDeleteAddressMutation } from '../../gql/hooks/DeleteAddress';
import { useMyAddressesQuery } from '../../gql/hooks/MyAddresses';
import { useSaveAddressMutation } from '../../gql/hooks/SaveAddress';
import { useSetDefaultAddressMutation } from '../../gql/hooks/SetDefaultAddress';
import { PageSpinner } from '../../ui/PageSpinner';
import { usePageTitle } from '../../ui/usePageTitle';
import { SubmitButton, useFormSubmit } from '../../ui/forms';
import '../../features/orders/orders.css';
import '../../features/checkout/checkout.css';

/** /account/addresses: the member's address book — saved delivery addresses and the default one. */
export default function AddressesPage() {
  usePageTitle('My Addresses');
  const { enqueueSnackbar } = useSnackbar();
  const { data, loading, refetch } = useMyAddressesQuery({ fetchPolicy: 'cache-and-network' });
  const [save] = useSaveAddressMutation();
  const [remove] = useDeleteAddressMutation();
  const [makeDefault] = useSetDefaultAddressMutation();
  const [editing, setEditing] = useState<{ id: string | null; value: AddressValues } | null>(null);
  const addresses = data?.myAddresses ?? [];

  const act = async (run: () => Promise<unknown>, done: string) => {
    try {
      await run();
      await refetch();
      enqueueSnackbar(done, { variant: 'success' });
    } catch (error) {
      enqueueSnackbar(describeFailure(error).serverMessage ?? 'Something went wrong. Please try again.', { variant: 'error' });
    }
  };

  const { errors, setErrors, submitting, onSubmit } = useFormSubmit<AddressField>({
    check: () => {
      if (!editing) return {};
      const checked = checkAddress(editing.value);
      return 'problems' in checked ? checked.problems : {};
    },
    send: async () => {
      if (!editing) return;
      const input = { ...editing.value, line2: editing.value.line2 || null, landmark: editing.value.landmark || null };
      await save({ variables: { input, id: editing.id } });
      await refetch();
      enqueueSnackbar('Address saved', { variant: 'success' });
      setEditing(null);
    },
    // The form stays open with what was typed; the toast says why.
    refused: (error) => enqueueSnackbar(describeFailure(error).serverMessage ?? 'Something went wrong. Please try again.', { variant: 'error' }),
  });

  const edit = (value: { id: string | null; value: AddressValues } | null) => {
    setErrors({});
    setEditing(value);
  };

  return (
    <section aria-labelledby="addresses-title">
      <h1 id="addresses-title" className="account__title">My Addresses</h1>
      {loading && !data && <PageSpinner label="Loading your addresses…" />}
      {data && addresses.length === 0 && !editing && <p>No saved addresses yet. Addresses you use at checkout can be saved here.</p>}
      <ul className="order-list">
        {addresses.map((a) => (
          <li key={a.id} className="order-card">
            <div className="order-card__top">
              <strong>{a.fullName}</strong>
              {a.isDefault && <span className="order-status">Default</span>}
            </div>
            <span>{a.line1}{a.line2 ? `, ${a.line2}` : ''}{a.landmark ? `, ${a.landmark}` : ''}, {a.city}, {a.state} {a.pincode} · +91 {a.phone}</span>
            <div className="sandbox__actions" style={{ justifyContent: 'flex-start' }}>
              <button type="button" className="button" onClick={() => edit({ id: a.id, value: addressValues(a) })}>Edit</button>
              {!a.isDefault && <button type="button" className="button" onClick={() => void act(() => makeDefault({ variables: { id: a.id } }), 'Default address set')}>Make default</button>}
              <button type="button" className="button" onClick={() => void act(() => remove({ variables: { id: a.id } }), 'Address removed')}>Delete</button>
            </div>
          </li>
        ))}
      </ul>
      {editing ? (
        <form onSubmit={onSubmit} noValidate className="checkout" style={{ display: 'block', marginTop: 16 }}>
          <AddressFields legend={editing.id ? 'Edit address' : 'New address'} value={editing.value} onChange={(value) => setEditing({ ...editing, value })} errors={errors} />
          <div className="sandbox__actions" style={{ justifyContent: 'flex-start' }}>
            <SubmitButton submitting={submitting} busyLabel="Saving…">Save address</SubmitButton>
            <button type="button" className="button" onClick={() => edit(null)}>Cancel</button>
          </div>
        </form>
      ) : (
        addresses.length < 20 && <button type="button" className="button button--primary" style={{ marginTop: 16 }} onClick={() => edit({ id: null, value: EMPTY_ADDRESS })}>Add an address</button>
      )}
    </section>
  );
}
