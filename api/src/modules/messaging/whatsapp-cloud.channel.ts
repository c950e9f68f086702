import { ChannelError, type MessagingChannel, type OutgoingMessage } from './channel';
import { isRetryable } from './order-messages.rules';

export interface WhatsAppCloudSettings {
  /** https://graph.facebook.com/v21.0 (no trailing slash). */
  apiUrl: string;
  phoneNumberId: string;
  token: string;
  timeoutMs?: number;
}

/**
 * The WhatsApp Business Cloud API: POST {apiUrl}/{phone-number-id}/messages with the system user's
 * bearer token and a template message. A 2xx answers {messages: [{id: 'wamid…'}]}; an error answers
 * {error: {message, type, code, error_subcode, fbtrace_id}} — 5xx, 429 and Meta's throttling codes are
 * retried, other 4xx (bad number, unknown template, expired token) are not.
 */
export class WhatsAppCloudChannel implements MessagingChannel {
  readonly channel = 'whatsapp' as const;
  readonly name = 'whatsapp' as const;

  constructor(private readonly settings: WhatsAppCloudSettings) {}

  async send(message: OutgoingMessage): Promise<{ providerMessageId: string | null; statusCode: number }> {
    const url = `${this.settings.apiUrl}/${encodeURIComponent(this.settings.phoneNumberId)}/messages`;
    const body = {
      messaging_product: 'whatsapp',
      recipient_type: 'individual',
      to: message.to,
      type: 'template',
      template: {
        name: message.template,
        language: { code: message.language },
        components: [{ type: 'body', parameters: message.parameters.map((text) => ({ type: 'text', text })) }],
      },
    };
    let res: Response;
    try {
      res = await fetch(url, {
        method: 'POST',
        headers: { authorization: `Bearer ${this.settings.token}`, 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(this.settings.timeoutMs ?? 15_000),
      });
    } catch (error) {
      throw new ChannelError(`WhatsApp: ${(error as Error).name === 'TimeoutError' ? 'no answer in time' : 'could not be reached'}`, null, true);
    }
    const text = await res.text();
    let answer: unknown = null;
    try {
      answer = text ? JSON.parse(text) : null;
    } catch {
      answer = null;
    }
    if (!res.ok) {
      const error = (answer as { error?: { message?: unknown; code?: unknown; error_subcode?: unknown } } | null)?.error;
      const code = typeof error?.code === 'number' ? error.code : null;
      const description = typeof error?.message === 'string' ? error.message : text.slice(0, 200) || 'error';
      throw new ChannelError(`WhatsApp: ${res.status}${code !== null ? ` (code ${code})` : ''} ${description}`.slice(0, 480), res.status, isRetryable(res.status, code));
    }
    const id = (answer as { messages?: Array<{ id?: unknown }> } | null)?.messages?.[0]?.id;
    return { providerMessageId: typeof id === 'string' ? id.slice(0, 128) : null, statusCode: res.status };
  }
}
