import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { useApolloClient } from '@apollo/client/react';
import { useSnackbar } from 'notistack';
import { failureMessage } from '../features/auth';
import { BUSINESS_HOURS, STORE_CONTACT, emailHref, phoneHref, whatsAppHref, usePageContent } from '../features/content';
import { SEEDED_FOOTER } from '@kapda/rules/site-content-seed-footer';
import { DEFAULT_FOOTER, STORE_PROMISES, type FooterContent, type FooterLink } from './footer-content';
import { ClockIcon, MailIcon, PhoneIcon, PinIcon, ReturnIcon, ShieldIcon, SocialIcon, TruckIcon, WhatsAppIcon } from '../ui/icons';
import { Logo } from './Logo';

const PROMISE_ICONS = { shipping: TruckIcon, secure: ShieldIcon, returns: ReturnIcon } as const;

/** Internal paths go through the router; anything else is an ordinary link. */
function FooterNavLink({ link }: { link: FooterLink }) {
  return link.url.startsWith('/') ? <Link to={link.url}>{link.label}</Link> : <a href={link.url}>{link.label}</a>;
}

function LinkGroup({ title, links }: { title: string; links: readonly FooterLink[] }) {
  return (
    <nav className="footer__group" aria-label={title}>
      <h2 className="footer__heading">{title}</h2>
      <ul className="footer__links">
        {links.map((link) => (
          <li key={link.url + link.label}>
            <FooterNavLink link={link} />
          </li>
        ))}
      </ul>
    </nav>
  );
}

const NEWSLETTER_SUBSCRIBED = 'Thank you for subscribing!';
const NEWSLETTER_FAILED = 'Failed to subscribe. Please try again.';

function NewsletterForm({ headline, description, placeholder, button }: { headline: string; description: string; placeholder: string; button: string }) {
  const { enqueueSnackbar } = useSnackbar();
  const client = useApolloClient();
  const [sending, setSending] = useState(false);
  // The browser checks the email first (required, type=email: SPEC.md §5); the API checks it again.
  const subscribe = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const email = String(new FormData(form).get('email') ?? '').trim();
    setSending(true);
    try {
      // The mutation's document loads with the first subscription, not with every page (issue 19).
      const { mutateSubscribeToNewsletter } = await import('../gql/hooks/SubscribeToNewsletter');
      await mutateSubscribeToNewsletter(client, { variables: { email } });
      enqueueSnackbar(NEWSLETTER_SUBSCRIBED, { variant: 'success' });
      form.reset();
    } catch (error) {
      // A refused address or too many tries: the server's words; no answer: the connection message.
      enqueueSnackbar(failureMessage(error, NEWSLETTER_FAILED), { variant: 'error' });
    } finally {
      setSending(false);
    }
  };
  return (
    <section className="footer__newsletter" aria-labelledby="newsletter-heading">
      <h2 id="newsletter-heading" className="footer__heading">{headline}</h2>
      <p>{description}</p>
      <form className="newsletter-form" onSubmit={subscribe}>
        <label className="visually-hidden" htmlFor="newsletter-email">Email address</label>
        <input id="newsletter-email" name="email" type="email" required placeholder={placeholder} autoComplete="email" />
        <button type="submit" className="button button--gold" disabled={sending} aria-busy={sending || undefined}>{button}</button>
      </form>
    </section>
  );
}

function ContactBlock() {
  return (
    <section className="footer__group footer__contact" aria-labelledby="footer-contact-heading">
      <h2 id="footer-contact-heading" className="footer__heading">Visit or call us</h2>
      <address>
        <p className="footer__contact-line"><PinIcon /><span>{STORE_CONTACT.addressLines.join(', ')}</span></p>
        <p className="footer__contact-line"><PhoneIcon /><a href={phoneHref}>{STORE_CONTACT.phoneDisplay}</a></p>
        <p className="footer__contact-line"><WhatsAppIcon /><a href={whatsAppHref} target="_blank" rel="noopener noreferrer">WhatsApp us</a></p>
        <p className="footer__contact-line"><MailIcon /><a href={emailHref}>{STORE_CONTACT.email}</a></p>
      </address>
      <div className="footer__hours">
        <p className="footer__contact-line"><ClockIcon /><span>Business hours</span></p>
        <dl>
          {BUSINESS_HOURS.map((row) => (
            <div key={row.days}><dt>{row.days}</dt><dd>{row.hours}</dd></div>
          ))}
        </dl>
      </div>
    </section>
  );
}

interface FooterProps {
  /** Editable footer content; until it arrives (or if it fails) the static defaults show. */
  content?: FooterContent | null;
}

export function Footer({ content }: FooterProps) {
  const description = content?.brand_info?.description || DEFAULT_FOOTER.description;
  const socialLinks = content?.socialLinks?.length ? content.socialLinks : DEFAULT_FOOTER.socialLinks;
  const quickLinks = content?.quickLinks?.length ? content.quickLinks : DEFAULT_FOOTER.quickLinks;
  const informationLinks = content?.informationLinks?.length ? content.informationLinks : DEFAULT_FOOTER.informationLinks;
  const newsletter = DEFAULT_FOOTER.newsletter;
  const year = new Date().getFullYear();

  return (
    <footer className="site-footer">
      <ul className="footer__promises">
        {STORE_PROMISES.map((promise) => {
          const PromiseIcon = PROMISE_ICONS[promise.key];
          return (
            <li key={promise.key}>
              <PromiseIcon />
              <div><strong>{promise.title}</strong><span>{promise.text}</span></div>
            </li>
          );
        })}
      </ul>

      <div className="footer__grid">
        <section className="footer__brand" aria-label="About Kapda">
          <Logo />
          <p>{description}</p>
          <ul className="footer__social" aria-label="Follow us">
            {socialLinks.map((social) => (
              <li key={social.platform}>
                <a href={social.url} target="_blank" rel="noopener noreferrer" aria-label={social.platform} title={social.platform}>
                  <SocialIcon platform={social.platform} />
                </a>
              </li>
            ))}
          </ul>
        </section>
        <LinkGroup title={content?.quickLinksTitle || DEFAULT_FOOTER.quickLinksTitle} links={quickLinks} />
        <LinkGroup title={content?.informationTitle || DEFAULT_FOOTER.informationTitle} links={informationLinks} />
        <ContactBlock />
        <NewsletterForm
          headline={content?.newsletter?.headline || content?.newsletterHeadline || newsletter.headline}
          description={content?.newsletter?.description || content?.newsletterSubtext || newsletter.description}
          placeholder={content?.newsletter?.placeholder_text || newsletter.placeholder_text}
          button={content?.newsletter?.button_text || newsletter.button_text}
        />
      </div>

      <div className="footer__bottom">
        <p>© {year} Kapda Fashions, Surat. All prices in ₹ include GST.</p>
        <nav aria-label="Legal" className="footer__legal">
          <Link to="/privacy-policy">Privacy Policy</Link>
          <Link to="/terms-of-service">Terms of Service</Link>
        </nav>
      </div>
    </footer>
  );
}

/** The storefront's footer: its content from shared state, loaded once; the static links while it loads or if it fails. */
export function SiteFooter() {
  const { content, loading } = usePageContent('footer', SEEDED_FOOTER);
  return <Footer content={loading ? null : content} />;
}
