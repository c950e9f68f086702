import { describe, expect, it } from 'vitest';
import { MESSAGE_CHANNELS, ORDER_TEMPLATES, ORDER_UPDATE_EVENTS, eventForStatus, templateBodyProblems, templateNamed, isRetryable, messageRetryDelayMs, orderUpdateMessage, renderTemplate, whatsappNumber } from './order-messages.rules';

describe('whatsappNumber', () => {
  it('makes 91 and ten digits of every way an Indian mobile is written', () => {
    for (const written of ['9876543210', '+91 98765 43210', '+919876543210', '919876543210', '098765-43210', '(987) 654-3210', ' 98765 43210 ']) {
      expect(whatsappNumber(written)).toBe('919876543210');
    }
    expect(whatsappNumber('6000000001')).toBe('916000000001');
  });

  it('answers null for what is not an Indian mobile', () => {
    for (const bad of ['', '12345', '5876543210', '0261-2345678', '+1 415 555 0100', '+4477009001234', '98765432101', 'abcdefghij', null, undefined]) {
      expect(whatsappNumber(bad as string)).toBeNull();
    }
  });
});

describe('order update templates', () => {
  it('registers one utility template per event, its body using exactly its parameters', () => {
    for (const event of ORDER_UPDATE_EVENTS) {
      const t = ORDER_TEMPLATES[event];
      expect(t.name).toBe(event);
      expect(t.category).toBe('UTILITY');
      expect(['en', 'en_IN']).toContain(t.language);
      const placeholders = [...t.body.matchAll(/\{\{(\d+)\}\}/g)].map((m) => Number(m[1]));
      expect(new Set(placeholders)).toEqual(new Set(t.parameters.map((_, i) => i + 1)));
    }
  });

  it('registers bodies Meta accepts: none starts or ends with a variable, no two variables side by side', () => {
    for (const event of ORDER_UPDATE_EVENTS) expect([event, templateBodyProblems(ORDER_TEMPLATES[event].body)]).toEqual([event, []]);
    // The check itself: what Meta refuses.
    expect(templateBodyProblems('{{1}}, your order is here.')).toEqual(['starts with a variable']);
    expect(templateBodyProblems('Tracking number: {{1}}.')).toEqual(['ends with a variable']);
    expect(templateBodyProblems('Refunded {{1}} for order {{2}} {{3}}. Thanks.')).toEqual(['variables 2 and 3 are side by side']);
    expect(templateBodyProblems('Hi {{1}}, order {{2}} shipped.')).toEqual([]);
  });

  it('keeps a place for each template on SMS (DLT template id and text), empty until registered', () => {
    expect(MESSAGE_CHANNELS).toEqual(['whatsapp', 'sms']);
    for (const event of ORDER_UPDATE_EVENTS) {
      const sms = ORDER_TEMPLATES[event].sms;
      if (sms?.dltTemplateId !== undefined) expect(sms.dltTemplateId).toMatch(/^\d{19}$/);
      if (sms?.text !== undefined) expect(sms.text.split('{#var#}').length - 1).toBe(ORDER_TEMPLATES[event].parameters.length);
    }
    expect(templateNamed('order_shipped')).toBe(ORDER_TEMPLATES.order_shipped);
    expect(templateNamed('nope')).toBeUndefined();
  });

  it('fills the parameters in the registered order', () => {
    expect(orderUpdateMessage('order_confirmed', { fullName: 'Priya Sharma', orderNumber: 'KPD-2611-000012', total: 249900 })).toEqual({
      template: 'order_confirmed', language: 'en_IN', parameters: ['Priya', 'KPD-2611-000012', '₹2,499.00'],
    });
    expect(orderUpdateMessage('order_shipped', { fullName: 'Priya Sharma', orderNumber: 'KPD-1', courier: 'Delhivery', trackingNumber: 'DL123456789IN' }).parameters).toEqual(['Priya', 'KPD-1', 'Delhivery', 'DL123456789IN', 'https://www.delhivery.com/track/package/DL123456789IN']);
    // A courier not on the list: the link the caller gives (the order page), else words.
    expect(orderUpdateMessage('order_shipped', { fullName: 'Priya', orderNumber: 'KPD-1', courier: 'Local Runner', trackingNumber: 'LR123456', trackingUrl: 'https://kapda.example/account/orders/1' }).parameters[4]).toBe('https://kapda.example/account/orders/1');
    expect(orderUpdateMessage('order_shipped', { fullName: 'Priya', orderNumber: 'KPD-1', courier: 'Local Runner', trackingNumber: 'LR123456' }).parameters[4]).toBe("the courier's website");
    expect(orderUpdateMessage('order_delivered', { fullName: 'Priya', orderNumber: 'KPD-1' }).parameters).toEqual(['Priya', 'KPD-1']);
    expect(orderUpdateMessage('refund_processed', { fullName: 'Priya', orderNumber: 'KPD-1', refundAmount: 12345678, refundTo: 'as store credit' }).parameters).toEqual(['Priya', 'KPD-1', '₹1,23,456.78', 'as store credit']);
  });

  it('keeps parameters WhatsApp accepts: no newlines or tabs, no runs of spaces, never empty', () => {
    const m = orderUpdateMessage('order_shipped', { fullName: '  ', orderNumber: 'KPD-1', courier: 'Blue\nDart', trackingNumber: 'A\t  B' });
    expect(m.parameters.slice(0, 4)).toEqual(['there', 'KPD-1', 'Blue Dart', 'A B']);
    for (const p of m.parameters) expect(p).not.toMatch(/[\n\t]| {2}/);
  });

  it('renders what the shopper reads', () => {
    expect(renderTemplate(orderUpdateMessage('order_delivered', { fullName: 'Asha Rao', orderNumber: 'KPD-9' }))).toBe(
      'Hi Asha, your Kapda order KPD-9 has been delivered. You can return or exchange it within 30 days from your order page.',
    );
    expect(renderTemplate(orderUpdateMessage('order_shipped', { fullName: 'Asha Rao', orderNumber: 'KPD-9', courier: 'Blue Dart', trackingNumber: '12345678901' }))).toBe(
      'Hi Asha, your Kapda order KPD-9 has shipped with Blue Dart (tracking number 12345678901). Follow your parcel at https://www.bluedart.com/web/guest/trackdartresultthirdparty?trackFor=0&trackNo=12345678901 and we will tell you here when it is out for delivery.',
    );
    expect(renderTemplate(orderUpdateMessage('refund_processed', { fullName: 'Asha', orderNumber: 'KPD-9', refundAmount: 105000, refundTo: 'as store credit' }))).toBe(
      'Hi Asha, your refund for Kapda order KPD-9 is done: ₹1,050.00 paid back as store credit. Thank you for shopping with us.',
    );
  });

  it('sends an update for confirmed, shipped, out for delivery and delivered only', () => {
    expect(['pending_payment', 'confirmed', 'payment_failed', 'packed', 'shipped', 'out_for_delivery', 'delivered', 'cancelled'].map(eventForStatus)).toEqual([
      null, 'order_confirmed', null, null, 'order_shipped', 'order_out_for_delivery', 'order_delivered', null,
    ]);
  });
});

describe('retries', () => {
  it('retries no answer, 5xx, 429 and Meta throttling codes; gives up on other 4xx', () => {
    expect(isRetryable(null)).toBe(true);
    expect(isRetryable(500)).toBe(true);
    expect(isRetryable(503)).toBe(true);
    expect(isRetryable(429)).toBe(true);
    expect(isRetryable(400, 130429)).toBe(true);
    expect(isRetryable(400, 131056)).toBe(true);
    expect(isRetryable(400, 132001)).toBe(false); // template does not exist
    expect(isRetryable(400, 131026)).toBe(false); // not a WhatsApp user
    expect(isRetryable(401, 190)).toBe(false); // token expired
    expect(isRetryable(404)).toBe(false);
  });

  it('backs off doubling from 30 s up to an hour', () => {
    expect([1, 2, 3, 4].map(messageRetryDelayMs)).toEqual([30_000, 60_000, 120_000, 240_000]);
    expect(messageRetryDelayMs(20)).toBe(3_600_000);
  });
});
