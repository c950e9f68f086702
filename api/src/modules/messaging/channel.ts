import type { MessageChannelName, MessageTransport, TemplateMessage } from './order-messages.rules';

/** A template message addressed to a phone (91XXXXXXXXXX). */
export interface OutgoingMessage extends TemplateMessage {
  to: string;
}

/**
 * Where template messages go. `channel` is the kind of message the outbox rows are written for
 * (`message_outbox.channel`) and the worker sends; `name` is who takes them (`transport`).
 *
 * WhatsApp today (`WhatsAppCloudChannel`). An SMS provider fills the same shape later with
 * `channel: 'sms'`: it looks the template up by name (`templateNamed`), sends its `sms.dltTemplateId`
 * and `sms.text` with `parameters` in order, and throws `ChannelError(…, retry: false)` for a
 * template without a DLT entry. `send` answers the provider's message id, or throws a ChannelError
 * saying whether to retry.
 */
export interface MessagingChannel {
  readonly channel: MessageChannelName;
  readonly name: MessageTransport;
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
  constructor(readonly channel: MessageChannelName = 'whatsapp') {}
  async send(): Promise<{ providerMessageId: null; statusCode: null }> {
    return { providerMessageId: null, statusCode: null };
  }
}
