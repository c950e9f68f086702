import { useId, useState } from 'react';
import { useSnackbar } from 'notistack';
import { checkEnquiry, ENQUIRY_MESSAGES, ENQUIRY_SUBJECTS, type EnquiryProblems } from '@kapda/rules/enquiries';
import { SEEDED_CONTACT, type ContactContent } from '@kapda/rules/site-content-seed';
import { usePageContent, type EnquiryFields } from '../features/content';
import { describeFailure } from '../features/auth';
import { useSubmitEnquiryMutation } from '../gql/hooks/SubmitEnquiry';
import { ClockIcon, MailIcon, PhoneIcon, PinIcon, WhatsAppIcon } from '../ui/icons';
import { PageSpinner } from '../ui/PageSpinner';
import { SubmitButton, TextField, useFormSubmit } from '../ui/forms';
import { ContentPage } from './ContentPage';
import { ControlsWhenReady } from '../ui/hydration';

const EMPTY: EnquiryFields = { name: '', email: '', phone: '', subject: ENQUIRY_SUBJECTS[0], message: '' };

/** Checks the form field by field with the API's own enquiry rules, so what passes here is accepted there. */
export function validateEnquiry(fields: EnquiryFields): EnquiryProblems {
  const checked = checkEnquiry(fields);
  return 'problems' in checked ? checked.problems : {};
}

function ContactForm({ title }: { title: string }) {
  const [fields, setFields] = useState<EnquiryFields>(EMPTY);
  const [submitEnquiry] = useSubmitEnquiryMutation();
  const { enqueueSnackbar } = useSnackbar();
  const subjectId = useId();
  const messageId = useId();
  const set = (key: keyof EnquiryFields) => (value: string) => setFields((old) => ({ ...old, [key]: value }));

  const { errors, setErrors, submitting: sending, onSubmit } = useFormSubmit<keyof EnquiryProblems>({
    check: () => validateEnquiry(fields),
    send: async () => {
      const { phone, subject } = fields;
      await submitEnquiry({ variables: { input: { name: fields.name.trim(), email: fields.email.trim(), phone: phone.trim() || null, subject, message: fields.message.trim() } } });
      enqueueSnackbar(ENQUIRY_MESSAGES.sent, { variant: 'success' });
      setFields(EMPTY);
    },
    refused: (error) => {
      // A field the server refused is shown beside it; too many tries says so; anything else is SPEC.md §8's toast.
      const { status, serverMessage, details } = describeFailure(error);
      const field = typeof details.field === 'string' ? (details.field as keyof EnquiryProblems) : null;
      if (status === 400 && field && serverMessage) setErrors({ [field]: serverMessage });
      enqueueSnackbar(status === 429 && serverMessage ? serverMessage : 'Failed to submit your message. Please try again.', { variant: 'error' });
    },
  });

  return (
    <form className="contact-form card" onSubmit={onSubmit} noValidate aria-labelledby="contact-form-heading">
      <h2 id="contact-form-heading">{title}</h2>
      <ControlsWhenReady>
      <div className="form-row">
        <TextField label="Your name" required value={fields.name} onChange={set('name')} error={errors.name} autoComplete="name" />
        <TextField label="Email" type="email" required value={fields.email} onChange={set('email')} error={errors.email} autoComplete="email" />
      </div>
      <div className="form-row">
        <TextField label="Mobile number" type="tel" value={fields.phone} onChange={set('phone')} error={errors.phone} autoComplete="tel" inputMode="tel" />
        <div className="field">
          <label className="field__label" htmlFor={subjectId}>Subject</label>
          <select id={subjectId} className="field__input" value={fields.subject} onChange={(event) => set('subject')(event.target.value)}>
            {ENQUIRY_SUBJECTS.map((subject) => <option key={subject}>{subject}</option>)}
          </select>
        </div>
      </div>
      <div className={`field${errors.message ? ' field--invalid' : ''}`}>
        <label className="field__label" htmlFor={messageId}>Message</label>
        <textarea
          id={messageId}
          className="field__input"
          rows={5}
          required
          value={fields.message}
          onChange={(event) => set('message')(event.target.value)}
          aria-invalid={errors.message ? true : undefined}
          aria-describedby={errors.message ? `${messageId}-error` : undefined}
          placeholder="Your order number (if any) and how we can help"
        />
        {errors.message && <p id={`${messageId}-error`} className="field__error" role="alert">{errors.message}</p>}
      </div>
      <SubmitButton submitting={sending} busyLabel="Sending…">Send Message</SubmitButton>
      </ControlsWhenReady>
    </form>
  );
}

/** Digits of a phone number for tel: and WhatsApp links, with India's country code when it has none. */
function phoneDigits(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  return digits.length === 10 ? `91${digits}` : digits;
}

/** /contact as shoppers see it, from its content (the back office previews edits with this too). */
export function ContactView({ content }: { content: ContactContent }) {
  const digits = phoneDigits(content.phone);
  return (
    <ContentPage eyebrow={content.eyebrow} title={content.title} intro={content.intro || undefined} wide>
      <div className="contact-grid">
        <aside className="contact-details card">
          <h2>{content.storeName}</h2>
          <address>
            {content.addressLines.length > 0 && <p className="contact-line"><PinIcon /><span>{content.addressLines.map((line, index) => <span key={index} className="block">{line}</span>)}</span></p>}
            {digits && <p className="contact-line"><PhoneIcon /><a href={`tel:+${digits}`}>{content.phone}</a></p>}
            {digits && content.whatsAppLabel && <p className="contact-line"><WhatsAppIcon /><a href={`https://wa.me/${digits}`} target="_blank" rel="noopener noreferrer">{content.whatsAppLabel}</a></p>}
            {content.email && <p className="contact-line"><MailIcon /><a href={`mailto:${content.email}`}>{content.email}</a></p>}
          </address>
          {content.hours.length > 0 && (
            <>
              <h3 className="contact-details__hours-title"><ClockIcon /> {content.hoursTitle}</h3>
              <dl className="hours">
                {content.hours.map((row, index) => (
                  <div key={index}><dt>{row.days}</dt><dd>{row.hours}</dd></div>
                ))}
              </dl>
            </>
          )}
          {content.replyNote && <p className="muted">{content.replyNote}</p>}
        </aside>
        <ContactForm title={content.formTitle || 'Send us a message'} />
      </div>
    </ContentPage>
  );
}

export default function ContactPage() {
  const { content, loading } = usePageContent('contact', SEEDED_CONTACT);
  if (loading) return <PageSpinner />;
  return <ContactView content={content} />;
}
