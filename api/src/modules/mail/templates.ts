/**
 * Branded mail templates (HTML + plain text) in the storefront's maroon-and-ivory look.
 * Each template is a pure function of its data; the HTML is table-based with inline styles, the way
 * mail clients need it.
 */
import { SELLER_ADDRESS } from '@kapda/rules/seller';

export interface RenderedMail {
  template: string;
  subject: string;
  text: string;
  html: string;
  /** Extra headers (listUnsubscribeHeaders). */
  headers?: Record<string, string>;
}

/**
 * One-click unsubscribe for mail a shopper signed up for (RFC 8058, what Gmail and Yahoo ask of bulk
 * senders): `List-Unsubscribe` names an https address that unsubscribes on a POST, in one request
 * with no page or cookie, and `List-Unsubscribe-Post` says the mail client may POST to it.
 */
export function listUnsubscribeHeaders(postUrl: string): Record<string, string> {
  return { 'List-Unsubscribe': `<${postUrl}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' };
}

export const BRAND = {
  name: 'Kapda',
  maroon: '#7a1f3d',
  maroonDark: '#5c1530',
  ivory: '#fbf7f0',
  cream: '#f3ebdf',
  gold: '#b8893b',
  ink: '#2b1d22',
  muted: '#6b5a60',
  /** The seller's one address (the footer's and the invoice's). */
  address: `Kapda Fashions, ${SELLER_ADDRESS}, India`,
} as const;

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
}

export interface Layout {
  template: string;
  subject: string;
  preheader: string;
  /** Who the mail greets ("Namaste Asha,"); none for a mail to a bare address ("Namaste,"). */
  greetingName?: string;
  /** Paragraphs before the highlight (plain text; escaped for HTML). */
  intro: string[];
  highlight: { kind: 'code'; code: string } | { kind: 'button'; label: string; url: string } | { kind: 'quote'; lines: string[] };
  /** Links after the highlight ("Track your parcel" beside "View your order"). */
  links?: { label: string; url: string }[];
  /** Paragraphs after the highlight. */
  outro: string[];
  /** Why this address got the mail (the footer line). */
  reason?: string;
}

const ACCOUNT_REASON = 'You received this email because of activity on your Kapda account.';

const greeting = (l: Layout) => (l.greetingName ? `Namaste ${l.greetingName},` : 'Namaste,');

export function layout(l: Layout): RenderedMail {
  const p = (t: string) => `<p style="margin:0 0 16px;font-size:15px;line-height:1.6;color:${BRAND.ink};">${escapeHtml(t)}</p>`;
  const highlightHtml =
    l.highlight.kind === 'quote'
      ? `<div style="margin:8px 0 24px;padding:16px 20px;background:${BRAND.cream};border-left:4px solid ${BRAND.gold};border-radius:6px;font-size:14px;line-height:1.6;color:${BRAND.ink};white-space:pre-wrap;">${l.highlight.lines.map(escapeHtml).join('<br>')}</div>`
      : l.highlight.kind === 'code'
      ? `<div style="margin:8px 0 24px;text-align:center;"><span style="display:inline-block;padding:14px 28px;background:${BRAND.cream};border:1px dashed ${BRAND.gold};border-radius:8px;font-family:'Courier New',monospace;font-size:32px;font-weight:bold;letter-spacing:8px;color:${BRAND.maroon};">${escapeHtml(l.highlight.code)}</span></div>`
      : `<div style="margin:8px 0 24px;text-align:center;"><a href="${escapeHtml(l.highlight.url)}" style="display:inline-block;padding:14px 28px;background:${BRAND.maroon};border-radius:6px;color:#ffffff;font-size:16px;font-weight:bold;text-decoration:none;">${escapeHtml(l.highlight.label)}</a></div>
<p style="margin:0 0 16px;font-size:13px;line-height:1.6;color:${BRAND.muted};">If the button does not work, copy this link into your browser:<br><a href="${escapeHtml(l.highlight.url)}" style="color:${BRAND.maroon};word-break:break-all;">${escapeHtml(l.highlight.url)}</a></p>`;
  const html = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeHtml(l.subject)}</title></head>
<body style="margin:0;padding:0;background:${BRAND.ivory};font-family:Georgia,'Times New Roman',serif;">
<span style="display:none;max-height:0;overflow:hidden;">${escapeHtml(l.preheader)}</span>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:${BRAND.ivory};padding:24px 0;">
<tr><td align="center">
<table role="presentation" width="560" cellpadding="0" cellspacing="0" style="max-width:560px;width:100%;background:#ffffff;border:1px solid #e6dccd;border-radius:10px;overflow:hidden;">
<tr><td style="background:${BRAND.maroon};padding:20px 32px;text-align:center;"><span style="font-size:28px;letter-spacing:4px;color:${BRAND.ivory};font-weight:bold;">KAPDA</span><br><span style="font-size:12px;letter-spacing:2px;color:#eadbb8;">FASHION FROM SURAT</span></td></tr>
<tr><td style="padding:32px;">
${p(greeting(l))}
${l.intro.map(p).join('\n')}
${highlightHtml}
${(l.links ?? []).map((k) => `<p style="margin:0 0 16px;font-size:15px;line-height:1.6;"><a href="${escapeHtml(k.url)}" style="color:${BRAND.maroon};font-weight:bold;">${escapeHtml(k.label)}</a></p>`).join('\n')}
${l.outro.map(p).join('\n')}
${p('Warm regards,')}
<p style="margin:0;font-size:15px;color:${BRAND.maroon};font-weight:bold;">Team Kapda</p>
</td></tr>
<tr><td style="background:${BRAND.cream};padding:16px 32px;text-align:center;font-size:12px;line-height:1.6;color:${BRAND.muted};">${escapeHtml(BRAND.address)}<br>${escapeHtml(l.reason ?? ACCOUNT_REASON)}</td></tr>
</table>
</td></tr>
</table>
</body></html>`;
  const highlightText =
    l.highlight.kind === 'code' ? `    ${l.highlight.code}` : l.highlight.kind === 'quote' ? l.highlight.lines.map((line) => `> ${line}`).join('\n') : `${l.highlight.label}: ${l.highlight.url}`;
  const text = [
    greeting(l),
    '',
    ...l.intro.flatMap((t) => [t, '']),
    highlightText,
    '',
    ...(l.links ?? []).flatMap((k) => [`${k.label}: ${k.url}`, '']),
    ...l.outro.flatMap((t) => [t, '']),
    'Warm regards,',
    'Team Kapda',
    '',
    '--',
    BRAND.address,
  ].join('\n');
  return { template: l.template, subject: l.subject, text, html };
}

export function verificationCodeMail(d: { firstName: string; code: string; minutes: number }): RenderedMail {
  return layout({
    template: 'verification_code',
    subject: `${d.code} is your Kapda verification code`,
    preheader: `Your verification code is ${d.code}`,
    greetingName: d.firstName,
    intro: ['Welcome to Kapda! Enter this code on the verification page to confirm your email address:'],
    highlight: { kind: 'code', code: d.code },
    outro: [`The code expires in ${d.minutes} minutes. If you did not create a Kapda account, you can ignore this email.`],
  });
}

export function emailChangeCodeMail(d: { firstName: string; code: string; minutes: number }): RenderedMail {
  return layout({
    template: 'email_change_code',
    subject: `${d.code} is your code to confirm your new email`,
    preheader: `Confirm your new email address with code ${d.code}`,
    greetingName: d.firstName,
    intro: ['You asked to change the email address of your Kapda account to this one. Enter this code to confirm it:'],
    highlight: { kind: 'code', code: d.code },
    outro: [`The code expires in ${d.minutes} minutes. Until you confirm, your account keeps its old address. If you did not ask for this, ignore this email.`],
  });
}

export function passwordResetMail(d: { firstName: string; url: string; minutes: number }): RenderedMail {
  return layout({
    template: 'password_reset',
    subject: 'Reset your Kapda password',
    preheader: 'A link to choose a new password',
    greetingName: d.firstName,
    intro: ['We received a request to reset the password of your Kapda account. Choose a new password here:'],
    highlight: { kind: 'button', label: 'Reset password', url: d.url },
    outro: [`The link works once and expires in ${d.minutes} minutes. If you did not ask for a reset, ignore this email — your password stays as it is.`],
  });
}

/** Where and when an account change was made, for "was this you?" mails. */
export interface ChangeOrigin {
  when: string;
  device: string;
  ip: string;
}

const originLines = (o: ChangeOrigin) => [`When: ${o.when}`, `Device: ${o.device}`, `IP address: ${o.ip}`];

export function passwordChangedMail(d: { firstName: string; how: 'changed' | 'reset'; origin: ChangeOrigin; forgotUrl: string }): RenderedMail {
  return layout({
    template: 'password_changed',
    subject: 'Your Kapda password was changed — was this you?',
    preheader: 'If you did not change your password, secure your account now',
    greetingName: d.firstName,
    intro: [
      d.how === 'reset'
        ? 'The password of your Kapda account was just reset with a link from our email, and every device was signed out.'
        : 'The password of your Kapda account was just changed, and every other device was signed out.',
    ],
    highlight: { kind: 'quote', lines: originLines(d.origin) },
    outro: [
      'If this was you, there is nothing more to do.',
      `If it was not you, someone may know your password or have your email: reset your password now at ${d.forgotUrl} and change your email password too. Reply to this email if you need help.`,
    ],
  });
}

export function emailChangedMail(d: { firstName: string; newEmail: string; origin: ChangeOrigin; contactUrl: string }): RenderedMail {
  return layout({
    template: 'email_changed',
    subject: 'The email address of your Kapda account was changed',
    preheader: `Your account now signs in with ${d.newEmail}`,
    greetingName: d.firstName,
    intro: [`The email address of your Kapda account was changed from this address to ${d.newEmail}. Mail about your account and orders now goes there.`],
    highlight: { kind: 'quote', lines: originLines(d.origin) },
    outro: [`If this was you, there is nothing more to do. If it was not you, contact us right away at ${d.contactUrl} (or reply to this email) and we will lock the account and help you get it back.`],
  });
}

export function subAdminInvitationMail(d: { firstName: string; url: string; department: string; invitedBy: string; days: number }): RenderedMail {
  return layout({
    template: 'subadmin_invitation',
    subject: 'You are invited to the Kapda back office',
    preheader: 'Set a password to start using the Kapda back office',
    greetingName: d.firstName,
    intro: [`${d.invitedBy} has added you to the Kapda back office (department: ${d.department}). Set your password to get started:`],
    highlight: { kind: 'button', label: 'Set my password', url: d.url },
    outro: [`The link works once and expires in ${d.days} days. After setting your password, log in with this email address.`],
  });
}

/**
 * The acknowledgement of a contact-page enquiry. It goes to whatever address was typed in, so it
 * repeats none of the sender's words (no message, no subject) — only their name and a reference.
 */
export function enquiryReceivedMail(d: { name: string; reference: number; shopUrl: string }): RenderedMail {
  return layout({
    template: 'enquiry_received',
    subject: `We have received your message (ref. #${d.reference})`,
    preheader: 'Our customer care team will reply within one business day',
    greetingName: d.name,
    intro: [
      'Thank you for writing to Kapda. We have received your message, and our customer care team will reply to this email address within one business day.',
      `Your reference number is #${d.reference}. Please mention it if you write to us again about the same question.`,
    ],
    highlight: { kind: 'button', label: 'Continue shopping', url: d.shopUrl },
    outro: [
      'Our hours are Monday to Friday 9:00 AM to 8:00 PM and Saturday 10:00 AM to 6:00 PM; we are closed on Sunday.',
      'If you did not contact us, you can ignore this email.',
    ],
    reason: 'You received this email because this address was given on the Kapda contact page.',
  });
}

/**
 * A new contact-page enquiry, for the store's support inbox (SUPPORT_EMAIL): everything the customer
 * wrote, so the team sees it at once (it is answered from the back office's enquiries page).
 */
export function newEnquiryMail(d: { reference: number; name: string; email: string; phone: string | null; subject: string; message: string }): RenderedMail {
  return layout({
    template: 'enquiry_new',
    subject: `New enquiry #${d.reference}: ${d.subject}`,
    preheader: `${d.name} wrote through the contact page`,
    greetingName: 'team',
    intro: [`${d.name} (${d.email}${d.phone ? `, +91 ${d.phone}` : ''}) wrote through the contact page about "${d.subject}":`],
    highlight: { kind: 'quote', lines: d.message.split(/\r?\n/) },
    outro: [`Reply to ${d.email} and mention reference #${d.reference}. The customer has been told to expect an answer within one business day.`],
    reason: 'You received this email because this address is the store\'s SUPPORT_EMAIL.',
  });
}

/** The welcome of a newsletter sign-up. Every newsletter mail carries the address's unsubscribe link. */
export function newsletterWelcomeMail(d: { shopUrl: string; unsubscribeUrl: string; oneClickUrl: string }): RenderedMail {
  return withHeaders(listUnsubscribeHeaders(d.oneClickUrl), layout({
    template: 'newsletter_welcome',
    subject: 'Welcome to the Kapda family',
    preheader: 'New arrivals, festive edits and members-only offers, once a week',
    intro: ['Thank you for joining the Kapda newsletter. Once a week we will send you new arrivals from the looms and ateliers of Surat, festive edits and members-only offers — never more, and never spam.'],
    highlight: { kind: 'button', label: 'See what is new', url: d.shopUrl },
    outro: [`Changed your mind? Unsubscribe with one click: ${d.unsubscribeUrl}`],
    reason: 'You received this email because this address was signed up for the Kapda newsletter.',
  }));
}

/** A rendered mail with extra headers. */
export function withHeaders(headers: Record<string, string>, mail: RenderedMail): RenderedMail {
  return { ...mail, headers: { ...mail.headers, ...headers } };
}

/** The support team's answer to a contact-page enquiry, written in the back office. */
export function enquiryReplyMail(d: { name: string; reference: number; subject: string; response: string; contactUrl: string }): RenderedMail {
  return layout({
    template: 'enquiry_reply',
    subject: `Re: ${d.subject} (ref. #${d.reference})`,
    preheader: 'Our customer care team has answered your message',
    greetingName: d.name,
    intro: [`Thank you for writing to Kapda. Here is our answer to your message (reference #${d.reference}):`],
    highlight: { kind: 'quote', lines: d.response.split('\n') },
    outro: [`If you have more questions, reply from our contact page and mention reference #${d.reference}: ${d.contactUrl}`],
    reason: 'You received this email because you wrote to us through the Kapda contact page.',
  });
}
