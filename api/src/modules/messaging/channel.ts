import type { TemplateMessage } from './order-messages.rules';

/** A template message addressed to a phone (91XXXXXXXXXX). */
export interface OutgoingMessage extends TemplateMessage {
  to: string;
}

/**
 * Where template messages go: the WhatsApp Business Cloud API today. An SMS provider with DLT
 * templates fills the same shape (its template id and variables from the same registry entry).
 * `send` answers the provider's message id, or throws a ChannelError saying whether to retry.
 */
export interface MessagingChannel {
  readonly name: 'whatsapp' | 'local';
  send(message: OutgoingMessage): Promise<{ providerMessageId: string | null; statusCode: number | null }>;
}

/** A send that did not go through: `retry` false means the provider refused it for good (bad number, unknown template). */
export class ChannelError extends Error {
  constructor(message: string, readonly statusCode: number | null, readonly retry: boolean) {
    super(message);
    this.name = 'ChannelError';
  }
}

/** Not configured: nothing leaves the store; the message stays in the outbox, readable at /dev/messages. */
export class LocalChannel implements MessagingChannel {
  readonly name = 'local' as const;
  async send(): Promise<{ providerMessageId: null; statusCode: null }> {
    return { providerMessageId: null, statusCode: null };
  }
}
