import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { api, useMockApi } from '../test/msw';
import { renderPage } from '../test/render';
import ContactPage from './ContactPage';

const server = useMockApi();
const SENT = { data: { submitEnquiry: { success: true, message: 'Your message has been sent successfully!' } } };
const refused = (message: string, code: string, status: number, field?: string) => ({ errors: [{ message, extensions: { code, status, ...(field ? { field } : {}) } }] });

/** The contact page once its content has loaded (a spinner shows until then). */
async function renderContact() {
  const view = renderPage([{ path: '/contact', element: <ContactPage /> }], '/contact');
  await screen.findByRole('heading', { name: 'Send us a message' });
  return view;
}

async function fillForm(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText(/Your name/), 'Asha Patel');
  await user.type(screen.getByLabelText(/^Email/), 'asha@example.in');
  await user.type(screen.getByLabelText(/Mobile number/), '98765 43210');
  await user.selectOptions(screen.getByLabelText('Subject'), 'Size & fit');
  await user.type(screen.getByLabelText('Message'), 'Is the maroon kurta true to size?');
}

describe('/contact', () => {
  it('shows the Surat contact block and business hours (from the site content)', async () => {
    await renderContact();
    expect(screen.getByText('Surat, Gujarat 395002')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Chat on WhatsApp' }).getAttribute('href')).toBe('https://wa.me/919825041234');
    expect(screen.getByText('Monday – Friday').nextElementSibling!.textContent).toBe('9:00 AM – 8:00 PM');
    expect(screen.getByText('Sunday').nextElementSibling!.textContent).toBe('Closed');
  });

  it('explains what is missing before sending anything', async () => {
    const user = userEvent.setup();
    await renderContact();
    await user.type(screen.getByLabelText(/Mobile number/), '12345');
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(screen.getByText('Please tell us your name.')).toBeTruthy();
    expect(screen.getByText('Please enter a valid email address.')).toBeTruthy();
    expect(screen.getByText('Please enter a 10-digit Indian mobile number.')).toBeTruthy();
    expect(screen.getByText('Please write at least 10 characters so we can help.')).toBeTruthy();
  });

  it('sends the enquiry, thanks the shopper and clears the form', async () => {
    const user = userEvent.setup();
    let sent: unknown;
    server.use(api.mutation('SubmitEnquiry', ({ variables }) => {
      sent = variables.input;
      return HttpResponse.json(SENT);
    }));
    await renderContact();
    await fillForm(user);
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(await screen.findByText('Your message has been sent successfully!')).toBeTruthy();
    expect(sent).toEqual({ name: 'Asha Patel', email: 'asha@example.in', phone: '98765 43210', subject: 'Size & fit', message: 'Is the maroon kurta true to size?' });
    expect((screen.getByLabelText('Message') as HTMLTextAreaElement).value).toBe('');
  });

  it('says so when the message could not be sent, keeping what was typed', async () => {
    const user = userEvent.setup();
    server.use(api.mutation('SubmitEnquiry', () => HttpResponse.json(refused('Unexpected error', 'INTERNAL_SERVER_ERROR', 500))));
    await renderContact();
    await fillForm(user);
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(await screen.findByText('Failed to submit your message. Please try again.')).toBeTruthy();
    expect((screen.getByLabelText('Message') as HTMLTextAreaElement).value).toBe('Is the maroon kurta true to size?');
  });

  it('says so when the store refuses the enquiry (too many messages), keeping what was typed', async () => {
    const user = userEvent.setup();
    server.use(api.mutation('SubmitEnquiry', () => HttpResponse.json(refused('Too many attempts. Please wait a minute and try again.', 'TOO_MANY_REQUESTS', 429))));
    await renderContact();
    await fillForm(user);
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(await screen.findByText('Too many attempts. Please wait a minute and try again.')).toBeTruthy();
    expect(screen.queryByText('Your message has been sent successfully!')).toBeNull();
    expect((screen.getByLabelText(/Your name/) as HTMLInputElement).value).toBe('Asha Patel');
  });

  it('disables the button while the message is on its way', async () => {
    const user = userEvent.setup();
    let answer!: () => void;
    const answered = new Promise<void>((resolve) => (answer = resolve));
    let calls = 0;
    server.use(api.mutation('SubmitEnquiry', async () => {
      calls++;
      await answered;
      return HttpResponse.json(SENT);
    }));
    await renderContact();
    await fillForm(user);
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    const busy = await screen.findByRole('button', { name: /Sending/ });
    expect((busy as HTMLButtonElement).disabled).toBe(true);
    await user.click(busy);
    answer();
    expect(await screen.findByText('Your message has been sent successfully!')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Send Message' }) as HTMLButtonElement).disabled).toBe(false);
    expect(calls).toBe(1);
  });

  it('shows a field the server refused beside that field', async () => {
    const user = userEvent.setup();
    server.use(api.mutation('SubmitEnquiry', () => HttpResponse.json(refused('Please enter a valid email address.', 'BAD_USER_INPUT', 400, 'email'))));
    await renderContact();
    await fillForm(user);
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(await screen.findByText('Failed to submit your message. Please try again.')).toBeTruthy();
    const email = screen.getByLabelText(/^Email/);
    expect(email.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('Please enter a valid email address.')).toBeTruthy();
  });

  it("checks the form with the store's own limits before sending", async () => {
    const user = userEvent.setup();
    await renderContact();
    await fillForm(user);
    await user.click(screen.getByLabelText('Message'));
    await user.paste('m'.repeat(5000));
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    // No handler for the enquiries call: sending anything would fail the test.
    expect(screen.getByText('Your message can be at most 5,000 characters long.')).toBeTruthy();
  });
});
