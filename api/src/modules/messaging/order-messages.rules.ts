import { normalizeIndianMobile } from '@kapda/rules/accounts';
import { trackingUrlFor } from '@kapda/rules/couriers';
import { formatRupees } from '@kapda/rules/pricing';

/**
 * WhatsApp order updates: the templates the store sends and what goes in each, and the number they
 * go to. Pure: the outbox (messaging.service) writes what these answer, the channel sends it.
 *
 * Every template is a UTILITY template (a transactional update the shopper asked for at checkout)
 * and must be registered in Meta's WhatsApp Manager with exactly this name, language and the body
 * parameters in this order ({{1}}, {{2}} … are filled positionally). The README shows this table.
 */
export const ORDER_UPDATE_EVENTS = ['order_confirmed', 'order_shipped', 'order_out_for_delivery', 'order_delivered', 'refund_processed'] as const;
export type OrderUpdateEvent = (typeof ORDER_UPDATE_EVENTS)[number];

/** The channels a message can go by: WhatsApp today; SMS is the seam an Indian SMS provider (DLT templates) fills later. */
export const MESSAGE_CHANNELS = ['whatsapp', 'sms'] as const;
export type MessageChannelName = (typeof MESSAGE_CHANNELS)[number];
/** Who took a message: the channel's provider, or 'local' (not configured: kept in the outbox, read at /dev/messages). */
export type MessageTransport = MessageChannelName | 'local';

/**
 * The SMS side of a template, for when an SMS provider is added. Indian SMS (TRAI's DLT rules) may
 * only send text registered on the DLT platform: each template gets a DLT template id there, and its
 * text with `{#var#}` where a value goes. Empty until the store registers them; an SMS channel must
 * refuse (not retry) a template whose entry is missing.
 */
export interface SmsTemplate {
  /** The DLT template id (19 digits) the provider needs with every send. */
  dltTemplateId?: string;
  /** The registered text, `{#var#}` for each value, filled with the same parameters in order. */
  text?: string;
}

export interface MessageTemplate {
  /** The template's name in WhatsApp Manager. */
  name: string;
  /** Its language code there (en, en_IN …). */
  language: string;
  category: 'UTILITY';
  /** The body parameters, in order: {{1}} is the first. */
  parameters: readonly string[];
  /**
   * The body as registered (with the {{n}} placeholders), for the README and the local outbox. Meta
   * rejects a body that starts or ends with a variable or has two variables side by side
   * (`templateBodyProblems`, checked for every template by the rules test).
   */
  body: string;
  /** Not registered for SMS yet (see SmsTemplate). */
  sms?: SmsTemplate;
}

export const ORDER_TEMPLATES: Readonly<Record<OrderUpdateEvent, MessageTemplate>> = {
  order_confirmed: {
    name: 'order_confirmed', language: 'en_IN', category: 'UTILITY',
    parameters: ['first name', 'order number', 'order total'],
    body: 'Hi {{1}}, your Kapda order {{2}} is confirmed. Total {{3}}. We will tell you here when it ships.',
  },
  order_shipped: {
    name: 'order_shipped', language: 'en_IN', category: 'UTILITY',
    parameters: ['first name', 'order number', 'courier', 'tracking number', 'tracking link'],
    body: 'Hi {{1}}, your Kapda order {{2}} has shipped with {{3}} (tracking number {{4}}). Follow your parcel at {{5}} and we will tell you here when it is out for delivery.',
  },
  order_out_for_delivery: {
    name: 'order_out_for_delivery', language: 'en_IN', category: 'UTILITY',
    parameters: ['first name', 'order number'],
    body: 'Hi {{1}}, your Kapda order {{2}} is out for delivery today.',
  },
  order_delivered: {
    name: 'order_delivered', language: 'en_IN', category: 'UTILITY',
    parameters: ['first name', 'order number'],
    body: 'Hi {{1}}, your Kapda order {{2}} has been delivered. You can return or exchange it within 30 days from your order page.',
  },
  refund_processed: {
    name: 'refund_processed', language: 'en_IN', category: 'UTILITY',
    parameters: ['first name', 'order number', 'refund amount', 'where the refund went'],
    body: 'Hi {{1}}, your refund for Kapda order {{2}} is done: {{3}} paid back {{4}}. Thank you for shopping with us.',
  },
};

/** The registered template of this name (what a channel looks up: the SMS side, the body). */
export function templateNamed(name: string): MessageTemplate | undefined {
  return Object.values(ORDER_TEMPLATES).find((t) => t.name === name);
}

/**
 * Why Meta would reject this body: a variable at the very start or end (trailing punctuation and
 * spaces do not count as text), or two variables with nothing but spaces or punctuation between them.
 */
export function templateBodyProblems(body: string): string[] {
  const problems: string[] = [];
  const words = /[\p{L}\p{N}]/u;
  const parts = body.split(/\{\{\d+\}\}/);
  if (parts.length === 1) return problems;
  if (!words.test(parts[0])) problems.push('starts with a variable');
  if (!words.test(parts[parts.length - 1])) problems.push('ends with a variable');
  for (let i = 1; i < parts.length - 1; i++) if (!words.test(parts[i])) problems.push(`variables ${i} and ${i + 1} are side by side`);
  return problems;
}

/** What an order update says: the facts the templates' parameters are made of. */
export interface OrderUpdateFacts {
  fullName: string;
  orderNumber: string;
  /** Paise. */
  total?: number;
  courier?: string | null;
  trackingNumber?: string | null;
  /** Where the shopper follows the parcel: the courier's tracking page, else the order page (the caller knows it). */
  trackingUrl?: string | null;
  /** Paise. */
  refundAmount?: number;
  /** 'to your original payment method', 'as store credit', 'by bank/UPI transfer' (the body says "paid back …"). */
  refundTo?: string;
}

/** A template message as a channel sends it. */
export interface TemplateMessage {
  template: string;
  language: string;
  parameters: string[];
}

// WhatsApp refuses a text parameter with newlines, tabs or more than four spaces in a row; keep each short.
const clean = (text: string): string => text.replace(/[\r\n\t]+/g, ' ').replace(/ {2,}/g, ' ').trim().slice(0, 200) || '-';

/** The message for one event: the registry's template with its parameters filled in its order. */
export function orderUpdateMessage(event: OrderUpdateEvent, facts: OrderUpdateFacts): TemplateMessage {
  const t = ORDER_TEMPLATES[event];
  const firstName = facts.fullName.trim().split(/\s+/)[0] || 'there';
  const rupees = (paise: number | undefined) => formatRupees((paise ?? 0) / 100);
  const values: Record<OrderUpdateEvent, string[]> = {
    order_confirmed: [firstName, facts.orderNumber, rupees(facts.total)],
    order_shipped: [
      firstName, facts.orderNumber, facts.courier || 'our courier', facts.trackingNumber || '-',
      facts.trackingUrl || trackingUrlFor(facts.courier, facts.trackingNumber) || "the courier's website",
    ],
    order_out_for_delivery: [firstName, facts.orderNumber],
    order_delivered: [firstName, facts.orderNumber],
    refund_processed: [firstName, facts.orderNumber, rupees(facts.refundAmount), facts.refundTo || 'to your original payment method'],
  };
  return { template: t.name, language: t.language, parameters: values[event].map(clean) };
}

/** The template's body with its parameters put in (what the shopper reads; shown in the local outbox). */
export function renderTemplate(message: TemplateMessage): string {
  const t = templateNamed(message.template);
  if (!t) return message.parameters.join(' · ');
  return t.body.replace(/\{\{(\d+)\}\}/g, (_, n: string) => message.parameters[Number(n) - 1] ?? '');
}

/**
 * The WhatsApp number of an Indian mobile as the Cloud API wants it: country code and ten digits,
 * no plus (919876543210). Null for anything that is not an Indian mobile (landlines, foreign numbers).
 */
export function whatsappNumber(phone: string | null | undefined): string | null {
  if (typeof phone !== 'string') return null;
  const mobile = normalizeIndianMobile(phone.trim());
  return mobile ? `91${mobile}` : null;
}

/** Order statuses that send an update, and which. */
export function eventForStatus(status: string): OrderUpdateEvent | null {
  switch (status) {
    case 'confirmed': return 'order_confirmed';
    case 'shipped': return 'order_shipped';
    case 'out_for_delivery': return 'order_out_for_delivery';
    case 'delivered': return 'order_delivered';
    default: return null;
  }
}

/** How a channel's refusal is treated: retried later (the provider's trouble or a rate limit) or given up at once. */
export function isRetryable(status: number | null, providerCode?: number | null): boolean {
  if (status === null) return true; // no answer: network, timeout
  if (status === 429 || status >= 500) return true;
  // Meta answers some throttling with 400 and these codes: rate limits (4, 80007, 130429), pair rate limit (131056), service trouble (131000, 131016).
  if (providerCode !== null && providerCode !== undefined && [4, 80007, 130429, 131000, 131016, 131056].includes(providerCode)) return true;
  return false;
}

/** The retry schedule: 30 s, 1 min, 2 min … doubling up to an hour, for 12 attempts (about 6 hours) before giving up. */
export const MESSAGE_RETRY = { baseMs: 30_000, maxDelayMs: 60 * 60_000, maxAttempts: 12 } as const;

export function messageRetryDelayMs(attempts: number): number {
  return Math.min(MESSAGE_RETRY.baseMs * 2 ** Math.max(0, attempts - 1), MESSAGE_RETRY.maxDelayMs);
}
