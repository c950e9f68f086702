import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  to: string[];
  from: string;
  subject: string;
  /** The whole message, with quoted-printable soft breaks and escapes decoded. */
  raw: string;
}

/** Undo quoted-printable (soft line breaks and =XX escapes) well enough to read codes and links. */
export function decodeQuotedPrintable(text: string): string {
  return text.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

/**
 * A real SMTP server (the smtp-server package) on a local port, collecting every message it is sent.
 * Tests read verification codes and reset links out of what it received.
 */
export class TestSmtpServer {
  readonly mails: ReceivedMail[] = [];
  private server: SMTPServer | undefined;
  port = 0;

  get url(): string {
    return `smtp://127.0.0.1:${this.port}?ignoreTLS=true`;
  }

  async start(port = this.port): Promise<this> {
    const server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS', 'AUTH'],
      logger: false,
      onData: (stream, session, callback) => {
        const chunks: Buffer[] = [];
        stream.on('data', (c: Buffer) => chunks.push(c));
        stream.on('end', () => {
          const raw = decodeQuotedPrintable(Buffer.concat(chunks).toString('utf8'));
          const subject = /^Subject: (.*)$/im.exec(raw)?.[1]?.trim() ?? '';
          this.mails.push({
            to: session.envelope.rcptTo.map((r) => r.address.toLowerCase()),
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            subject,
            raw,
          });
          callback();
        });
      },
    });
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, '127.0.0.1', () => resolve());
    });
    this.server = server;
    this.port = (server.server.address() as AddressInfo).port;
    return this;
  }

  async stop(): Promise<void> {
    const server = this.server;
    this.server = undefined;
    if (server) await new Promise<void>((resolve) => server.close(() => resolve()));
  }

  /** Mails sent to an address, oldest first. */
  to(address: string): ReceivedMail[] {
    return this.mails.filter((m) => m.to.includes(address.toLowerCase()));
  }

  /** Wait until `count` mails (default 1) have reached an address; answers the newest. */
  async waitFor(address: string, count = 1, timeoutMs = 10_000): Promise<ReceivedMail> {
    const deadline = Date.now() + timeoutMs;
    while (Date.now() < deadline) {
      const got = this.to(address);
      if (got.length >= count) return got[got.length - 1];
      await new Promise((r) => setTimeout(r, 50));
    }
    throw new Error(`No mail #${count} for ${address} within ${timeoutMs} ms (got ${this.to(address).length})`);
  }

  /** The 6-digit code of the newest mail #count to an address. */
  async codeFor(address: string, count = 1): Promise<string> {
    const mail = await this.waitFor(address, count);
    const code = /\b(\d{6})\b is your/.exec(mail.subject)?.[1];
    if (!code) throw new Error(`No code in mail "${mail.subject}"`);
    return code;
  }

  /** The token in the newest mail's link (reset or invitation). */
  async linkTokenFor(address: string, count = 1): Promise<{ token: string; url: string }> {
    const mail = await this.waitFor(address, count);
    const match = /(https?:\/\/[^\s"<>]*\/reset-password\?token=([A-Za-z0-9_-]+)[^\s"<>]*)/.exec(mail.raw);
    if (!match) throw new Error(`No link in mail "${mail.subject}"`);
    return { url: match[1].replace(/&amp;/g, '&'), token: match[2] };
  }
}
