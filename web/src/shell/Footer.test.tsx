import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApolloProvider } from '@apollo/client/react';
import { HttpResponse, type GraphQLResponseBody } from 'msw';
import { SnackbarProvider } from 'notistack';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { createApolloClient } from '../apollo';
import { apiError } from '../test/auth';
import { api, GRAPHQL_URL, useMockApi } from '../test/msw';
import { Footer } from './Footer';
import type { FooterContent } from './footer-content';

const server = useMockApi();

function renderFooter(content?: FooterContent | null) {
  return render(
    <ApolloProvider client={createApolloClient(GRAPHQL_URL)}>
      <SnackbarProvider>
        <MemoryRouter>
          <Footer content={content} />
        </MemoryRouter>
      </SnackbarProvider>
    </ApolloProvider>,
  );
}

const subscribed = () => HttpResponse.json<GraphQLResponseBody<Record<string, unknown>>>({ data: { subscribeToNewsletter: { __typename: 'MessagePayload', success: true, message: 'Thank you for subscribing!' } } });
const emailBox = () => screen.getByPlaceholderText('Enter your email address') as HTMLInputElement;
const subscribeButton = () => screen.getByRole('button', { name: 'Subscribe' }) as HTMLButtonElement;

const linksOf = (name: string) =>
  within(screen.getByRole('navigation', { name })).getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')]);

describe('footer', () => {
  it('shows the static Shop and Customer Service links while footer data has not arrived', () => {
    renderFooter(undefined);
    expect(linksOf('Shop')).toEqual([
      ['Home', '/'],
      ['All Products', '/shop'],
      ["Men's Fashion", '/shop?category=men'],
      ["Women's Fashion", '/shop?category=women'],
      ['Sale', '/shop?sale=true'],
    ]);
    expect(linksOf('Customer Service')).toEqual([
      ['Contact Us', '/contact'],
      ['Shipping Info', '/shipping'],
      ['Returns & Exchanges', '/returns'],
      ['Size Guide', '/size-guide'],
      ['FAQ', '/faq'],
    ]);
  });

  it('has the social links, the promises, the Surat contact block, hours, legal links and the year', () => {
    renderFooter();
    const social = within(screen.getByRole('list', { name: 'Follow us' })).getAllByRole('link').map((link) => link.getAttribute('aria-label'));
    expect(social).toEqual(['Facebook', 'Instagram', 'Twitter', 'YouTube', 'LinkedIn']);
    expect(screen.getByText('On all orders over ₹500.00')).toBeTruthy();
    expect(screen.getByText('Secure Payment')).toBeTruthy();
    expect(screen.getByText('30-Day Returns')).toBeTruthy();
    expect(screen.getByText(/Surat, Gujarat 395002/)).toBeTruthy();
    const phone = screen.getByRole('link', { name: '+91 98250 41234' });
    const whatsApp = screen.getByRole('link', { name: 'WhatsApp us' });
    expect(whatsApp.getAttribute('href')).toBe(`https://wa.me/${phone.getAttribute('href')!.replace('tel:+', '')}`);
    expect(screen.getByRole('link', { name: 'support@kapda.in' }).getAttribute('href')).toBe('mailto:support@kapda.in');
    expect(screen.getByText('9:00 AM – 8:00 PM')).toBeTruthy();
    expect(screen.getByText('10:00 AM – 6:00 PM')).toBeTruthy();
    expect(screen.getByText('Closed')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Privacy Policy' }).getAttribute('href')).toBe('/privacy-policy');
    expect(screen.getByRole('link', { name: 'Terms of Service' }).getAttribute('href')).toBe('/terms-of-service');
    expect(screen.getByText(new RegExp(`© ${new Date().getFullYear()}`))).toBeTruthy();
  });

  it('has a newsletter form whose email is required, and thanks the subscriber once the store has signed them up', async () => {
    const user = userEvent.setup();
    let sent: unknown;
    server.use(api.mutation('SubscribeToNewsletter', ({ variables }) => {
      sent = variables;
      return subscribed();
    }));
    renderFooter();
    const email = emailBox();
    expect(email.type).toBe('email');
    expect(email.required).toBe(true);
    await user.type(email, ' asha@example.in ');
    await user.click(subscribeButton());
    expect(await screen.findByText('Thank you for subscribing!')).toBeTruthy();
    expect(sent).toEqual({ email: 'asha@example.in' });
    expect(email.value).toBe('');
  });

  it('keeps Subscribe disabled while the sign-up is on its way', async () => {
    const user = userEvent.setup();
    let answer!: () => void;
    const answered = new Promise<void>((resolve) => (answer = resolve));
    server.use(api.mutation('SubscribeToNewsletter', async () => {
      await answered;
      return subscribed();
    }));
    renderFooter();
    await user.type(emailBox(), 'asha@example.in');
    await user.click(subscribeButton());
    await waitFor(() => expect(subscribeButton().disabled).toBe(true));
    await user.click(subscribeButton());
    answer();
    expect(await screen.findByText('Thank you for subscribing!')).toBeTruthy();
    expect(subscribeButton().disabled).toBe(false);
    expect(screen.getAllByText('Thank you for subscribing!')).toHaveLength(1);
  });

  it("shows the store's reason when it refuses the address, keeping what was typed", async () => {
    const user = userEvent.setup();
    server.use(api.mutation('SubscribeToNewsletter', () => apiError(400, 'Please provide a valid email address.')));
    renderFooter();
    await user.type(emailBox(), 'asha@example');
    await user.click(subscribeButton());
    expect(await screen.findByText('Please provide a valid email address.')).toBeTruthy();
    expect(screen.queryByText('Thank you for subscribing!')).toBeNull();
    expect(emailBox().value).toBe('asha@example');
    expect(subscribeButton().disabled).toBe(false);
  });

  it('says the store could not be reached when no answer comes', async () => {
    const user = userEvent.setup();
    server.use(api.mutation('SubscribeToNewsletter', () => HttpResponse.error()));
    renderFooter();
    await user.type(emailBox(), 'asha@example.in');
    await user.click(subscribeButton());
    expect(await screen.findByText('Failed to connect to server. Please check your internet connection.', {}, { timeout: 3000 })).toBeTruthy();
    expect(screen.queryByText('Thank you for subscribing!')).toBeNull();
  });

  it('uses the footer content from the site once it arrives', () => {
    renderFooter({
      brand_info: { description: 'Threads of Surat.' },
      quickLinksTitle: 'Explore',
      quickLinks: [{ url: '/new-arrivals', label: 'Fresh in' }],
      newsletter: { headline: 'Stay close', button_text: 'Join' },
    });
    expect(screen.getByText('Threads of Surat.')).toBeTruthy();
    expect(linksOf('Explore')).toEqual([['Fresh in', '/new-arrivals']]);
    expect(screen.getByRole('heading', { name: 'Stay close' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Join' })).toBeTruthy();
  });
});
