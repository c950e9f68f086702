import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { ORDER_TEMPLATES } from '../src/modules/messaging/order-messages.rules';

/** The templates as registered in WhatsApp Manager (the store's registry): name → how many body parameters. */
const REGISTERED = new Map(Object.values(ORDER_TEMPLATES).map((t) => [t.name, t.parameters.length]));

/**
 * A local stand-in of the WhatsApp Business Cloud API's send endpoint for the tests: a real HTTP
 * server at POST /v21.0/{phone-number-id}/messages that checks the bearer token and the template
 * message's shape as Meta documents them, answers {messaging_product, contacts, messages: [{id}]},
 * and answers Meta's error shape ({error: {message, type, code, fbtrace_id}}) for a bad token or body,
 * an unknown template (132001) or a number of body parameters other than the registered template's
 * (132000), or whatever the test queues with failNext.
 */
export class WhatsAppStandIn {
  readonly token = 'EAAG-standin-token-0123456789';
  readonly phoneNumberId = '106540352242922';
  url = '';
  /** Every call: method, path, headers, parsed body, and the status answered. */
  readonly calls: Array<{ method: string; path: string; headers: IncomingMessage['headers']; body: any; status: number }> = [];
  private server: Server | undefined;
  private failures: Array<{ status: number; body: unknown }> = [];

  async start(): Promise<this> {
    this.server = createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (c: Buffer) => chunks.push(c));
      req.on('end', () => {
        let body: any = null;
        try {
          body = JSON.parse(Buffer.concat(chunks).toString('utf8'));
        } catch {
          body = null;
        }
        const path = new URL(req.url ?? '/', 'http://x').pathname;
        const failure = this.failures.shift();
        const [status, answer] = failure ? [failure.status, failure.body] : this.route(req, path, body);
        this.calls.push({ method: req.method ?? 'GET', path, headers: req.headers, body, status });
        res.writeHead(status, { 'content-type': 'application/json' });
        res.end(JSON.stringify(answer));
      });
    });
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    this.url = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
    return this;
  }

  async stop(): Promise<void> {
    await new Promise<void>((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
  }

  /** The next call answers this instead. */
  failNext(status: number, body: unknown): void {
    this.failures.push({ status, body });
  }

  /** The store's settings for this stand-in, read when the store boots (after start). */
  env(): Record<string, string> {
    const standIn = this;
    return {
      WHATSAPP_TOKEN: this.token,
      WHATSAPP_PHONE_NUMBER_ID: this.phoneNumberId,
      get WHATSAPP_API_URL() {
        return `${standIn.url}/v21.0`;
      },
    };
  }

  /** The messages sent to a number (91XXXXXXXXXX) that were taken, in order. */
  sentTo(to: string): any[] {
    return this.calls.filter((c) => c.status === 200 && c.body?.to === to).map((c) => c.body);
  }

  private route(req: IncomingMessage, path: string, body: any): [number, unknown] {
    const error = (status: number, code: number, message: string, type = 'OAuthException') => [status, { error: { message, type, code, fbtrace_id: `A${randomBytes(6).toString('hex')}` } }] as [number, unknown];
    if (req.method !== 'POST' || path !== `/v21.0/${this.phoneNumberId}/messages`) return error(400, 100, `Unsupported post request. Object with ID '${path}' does not exist`, 'GraphMethodException');
    if (req.headers.authorization !== `Bearer ${this.token}`) return error(401, 190, 'Invalid OAuth access token - Cannot parse access token');
    if (!String(req.headers['content-type'] ?? '').startsWith('application/json')) return error(400, 100, 'Invalid parameter');
    const t = body?.template;
    const valid =
      body?.messaging_product === 'whatsapp' && body.type === 'template' && typeof body.to === 'string' && /^91[6-9]\d{9}$/.test(body.to) &&
      typeof t?.name === 'string' && typeof t.language?.code === 'string' && Array.isArray(t.components) &&
      t.components.every((c: any) => c.type === 'body' && Array.isArray(c.parameters) && c.parameters.every((p: any) => p.type === 'text' && typeof p.text === 'string' && p.text !== '' && !/[\n\t]| {5}/.test(p.text)));
    if (!valid) return error(400, 100, '(#100) Invalid parameter');
    const expected = REGISTERED.get(t.name);
    if (expected === undefined) return error(404, 132001, `(#132001) Template name does not exist in the translation`);
    const given = t.components.filter((c: any) => c.type === 'body').reduce((n: number, c: any) => n + c.parameters.length, 0);
    if (given !== expected) return error(400, 132000, `(#132000) Number of parameters does not match the expected number of params`);
    return [200, { messaging_product: 'whatsapp', contacts: [{ input: body.to, wa_id: body.to }], messages: [{ id: `wamid.HBgM${randomBytes(12).toString('hex').toUpperCase()}` }] }];
  }
}
