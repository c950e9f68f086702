import nodemailer, { type Transporter } from 'nodemailer';

export interface OutgoingMail {
  from: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Extra headers, sent as given (nodemailer's `headers`). */
  headers?: Record<string, string>;
}

/** Where mail goes: SMTP, or nowhere (the local outbox keeps it readable at /dev/outbox). */
export interface MailTransport {
  readonly name: 'smtp' | 'local';
  send(mail: OutgoingMail): Promise<void>;
  close(): void;
}

/** nodemailer over SMTP_URL (smtp://user:pass@host:587, smtps://…). */
export class SmtpTransport implements MailTransport {
  readonly name = 'smtp' as const;
  private readonly transporter: Transporter;

  constructor(url: string) {
    this.transporter = nodemailer.createTransport(url, {});
    // Fail fast on an unreachable server: the worker retries later, nobody waits on it.
    Object.assign((this.transporter as unknown as { options: Record<string, unknown> }).options, {
      connectionTimeout: 10_000,
      greetingTimeout: 10_000,
      socketTimeout: 20_000,
    });
  }

  async send(mail: OutgoingMail): Promise<void> {
    await this.transporter.sendMail(mail);
  }

  close(): void {
    this.transporter.close();
  }
}

/** No SMTP server configured: mail stays in the outbox table, readable at /dev/outbox. */
export class LocalOutboxTransport implements MailTransport {
  readonly name = 'local' as const;
  async send(): Promise<void> {}
  close(): void {}
}

export function createTransport(smtpUrl: string | undefined): MailTransport {
  return smtpUrl ? new SmtpTransport(smtpUrl) : new LocalOutboxTransport();
}
