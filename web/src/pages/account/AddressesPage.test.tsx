import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { api, apiError, customer, findToast, meIs, signedInAs, useMockApi } from '../../test/auth';
import { signedInBasics } from '../../test/handlers';
import { renderApp } from '../../test/render';

configure({ asyncUtilTimeout: 5000 });

const surat = {
  __typename: 'PincodeCheck', pincode: '395001', serviceable: true, city: 'Surat', district: 'Chorasi', state: 'Gujarat', places: ['Surat', 'Chorasi'], cod: true,
  deliveryDays: { __typename: 'DeliveryDays', min: 1, max: 2 }, deliveryBy: '2026-11-25', message: 'Delivery by Wed, 25 Nov · Cash on delivery available',
};
/** What the PIN directory says of the PINs these tests type. */
const pins: Record<string, typeof surat> = {
  '395001': surat,
  '395007': { ...surat, pincode: '395007', district: 'Surat City', places: ['Surat', 'Surat City'] },
  '110001': { ...surat, pincode: '110001', city: 'New Delhi', district: 'Chanakya Puri', state: 'Delhi', places: ['New Delhi', 'Chanakya Puri'], deliveryDays: { __typename: 'DeliveryDays', min: 3, max: 5 } },
};
let saved: Array<Record<string, unknown>> = [];
const book: Array<Record<string, unknown>> = [];
const server = useMockApi(
  ...signedInBasics,
  api.query('MyAddresses', () => HttpResponse.json({ data: { myAddresses: book } })),
  api.query('CheckPincode', ({ variables }) => HttpResponse.json({ data: { pincodeCheck: pins[variables.pincode as string] ?? surat } })),
  api.mutation('SaveAddress', ({ variables }) => {
    saved.push(variables.input as Record<string, unknown>);
    const address = { __typename: 'SavedAddress', id: String(book.length + 1), isDefault: book.length === 0, ...(variables.input as object) };
    book.push(address);
    return HttpResponse.json({ data: { saveAddress: address } });
  }),
);

async function openNewAddress() {
  saved = [];
  book.length = 0;
  const user = customer();
  signedInAs(user);
  server.use(meIs(user));
  renderApp('/account/addresses');
  fireEvent.click(await screen.findByRole('button', { name: 'Add an address' }));
  return screen.getByRole('group', { name: 'New address' }).closest('form')!;
}

const type = (form: HTMLElement, label: string, value: string) => fireEvent.change(within(form).getByLabelText(label), { target: { value } });

describe('/account/addresses', () => {
  it('checks an address with the API’s own rules before saving, beside each field', async () => {
    const form = await openNewAddress();
    type(form, 'Mobile number', '12345');
    fireEvent.click(within(form).getByRole('button', { name: 'Save address' }));
    expect(await within(form).findByText('Please enter a valid 10-digit mobile number')).toBeTruthy();
    expect(within(form).getByText('Please enter a valid 6-digit PIN code')).toBeTruthy();
    await waitFor(() => expect(document.activeElement?.getAttribute('aria-invalid')).toBe('true'));
    expect(saved).toEqual([]);
  });

  it('saves a new address, says so and lists it', async () => {
    const form = await openNewAddress();
    type(form, 'Full name', 'Asha Patel');
    type(form, 'Mobile number', '9825012345');
    type(form, 'Address line 1', '12 Nanpura Main Road');
    type(form, 'PIN code', '395001');
    await waitFor(() => expect((within(form).getByLabelText('Town / City') as HTMLInputElement).value).toBe('Surat'));
    fireEvent.click(within(form).getByRole('button', { name: 'Save address' }));
    await findToast('Address saved');
    expect(saved).toEqual([expect.objectContaining({ fullName: 'Asha Patel', phone: '9825012345', line1: '12 Nanpura Main Road', line2: null, landmark: null, pincode: '395001', city: 'Surat', state: 'Gujarat' })]);
    expect(await screen.findByText(/12 Nanpura Main Road, Surat, Gujarat 395001/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Save address' })).toBeNull();
  });

  it('the PIN decides city and state: 395007 then 110001 is New Delhi, Delhi — never Surat, Delhi', async () => {
    const form = await openNewAddress();
    const city = () => within(form).getByLabelText('Town / City') as HTMLSelectElement;
    type(form, 'PIN code', '395007');
    await waitFor(() => expect(city().value).toBe('Surat'));
    expect((within(form).getByLabelText('State / Union territory') as HTMLSelectElement).value).toBe('Gujarat');
    type(form, 'PIN code', '110001');
    await waitFor(() => expect((within(form).getByLabelText('State / Union territory') as HTMLSelectElement).value).toBe('Delhi'));
    expect(city().value).toBe('New Delhi');
    // The town or city is chosen among the PIN's places only.
    expect(city().tagName).toBe('SELECT');
    expect([...city().options].map((o) => o.value)).toEqual(['New Delhi', 'Chanakya Puri']);
    fireEvent.change(city(), { target: { value: 'Chanakya Puri' } });
    type(form, 'Full name', 'Kabir Singh');
    type(form, 'Mobile number', '9810012345');
    type(form, 'Address line 1', '14 Janpath');
    fireEvent.click(within(form).getByRole('button', { name: 'Save address' }));
    await findToast('Address saved');
    expect(saved).toEqual([expect.objectContaining({ pincode: '110001', city: 'Chanakya Puri', state: 'Delhi' })]);
  });

  it('keeps what was typed when the server refuses, and says why', async () => {
    server.use(api.mutation('SaveAddress', () => apiError(400, 'You can save at most 20 addresses')));
    const form = await openNewAddress();
    type(form, 'Full name', 'Asha Patel');
    type(form, 'Mobile number', '9825012345');
    type(form, 'Address line 1', '12 Nanpura Main Road');
    type(form, 'PIN code', '395001');
    await waitFor(() => expect((within(form).getByLabelText('Town / City') as HTMLInputElement).value).toBe('Surat'));
    fireEvent.click(within(form).getByRole('button', { name: 'Save address' }));
    await findToast('You can save at most 20 addresses');
    expect((within(form).getByLabelText('Address line 1') as HTMLInputElement).value).toBe('12 Nanpura Main Road');
  });
});
