import { describe, expect, it } from 'vitest';
import { regionByCode } from '@kapda/rules/india';
import { arrivesBy, deliveryBy, deliveryPromise, deliveryZone, expectedDelivery, formatDeliveryDate, parseDeliveryDays, pincodeMatcher } from './delivery.rules';

const seller = { city: 'Surat', stateCode: '24' };
const at = (city: string, code: string) => ({ city, region: regionByCode(code)! });

describe('delivery rules', () => {
  it('matches PINs and PIN prefixes', () => {
    const m = pincodeMatcher('744, 110001');
    expect([m('744101'), m('110001'), m('110002'), m('395001')]).toEqual([true, true, false, false]);
    expect(() => pincodeMatcher('74a')).toThrow();
  });
  it('reads delivery days per zone', () => {
    expect(parseDeliveryDays('sameCity=1-2,sameState=2-4,metro=3-5,rest=4-7,remote=7-10').remote).toEqual({ min: 7, max: 10 });
    expect(() => parseDeliveryDays('sameCity=1-2')).toThrow(/missing/);
    expect(() => parseDeliveryDays('sameCity=3-1,sameState=2-4,metro=3-5,rest=4-7,remote=7-10')).toThrow();
  });
  it.each([
    [at('Surat', '24'), 'sameCity'], [at('Ahmedabad', '24'), 'sameState'], [at('Mumbai', '27'), 'metro'], [at('New Delhi', '07'), 'metro'],
    [at('Patna', '10'), 'rest'], [at('Kamrup', '18'), 'remote'], [at('South Andaman', '35'), 'remote'],
  ] as const)('zone of %o is %s', (to, zone) => expect(deliveryZone(to, seller)).toBe(zone));
  it('promises "Delivery by Thu, 27 Nov · Cash on delivery available"', () => {
    expect(formatDeliveryDate('2025-11-27')).toBe('Thu, 27 Nov');
    expect(deliveryBy(new Date('2025-11-23T20:00:00Z'), 3)).toBe('2025-11-27'); // already the 24th in India
    expect(deliveryPromise({ serviceable: true, cod: true, deliveryBy: '2025-11-27', pincode: '395001' })).toBe('Delivery by Thu, 27 Nov · Cash on delivery available');
    expect(deliveryPromise({ serviceable: true, cod: false, deliveryBy: '2025-11-27', pincode: '744101' })).toBe('Delivery by Thu, 27 Nov · Cash on delivery not available');
    expect(deliveryPromise({ serviceable: false, cod: false, deliveryBy: null, pincode: '999999' })).toBe('Sorry, we do not deliver to PIN code 999999 yet');
  });

  describe('expected delivery on the order page', () => {
    const days = { min: 2, max: 4 };
    const placedAt = new Date('2026-11-23T20:00:00Z'); // 24 Nov in India
    const now = new Date('2026-11-24T06:00:00Z');
    it('counts from placing (India\'s day) until it ships, then from shipping', () => {
      expect(expectedDelivery({ status: 'confirmed', placedAt, shippedAt: null, days, now })).toBe('2026-11-28');
      expect(expectedDelivery({ status: 'packed', placedAt, shippedAt: null, days, now })).toBe('2026-11-28');
      expect(expectedDelivery({ status: 'shipped', placedAt, shippedAt: new Date('2026-11-25T19:00:00Z'), days, now })).toBe('2026-11-30'); // shipped 26 Nov IST
      expect(expectedDelivery({ status: 'out_for_delivery', placedAt, shippedAt: new Date('2026-11-25T19:00:00Z'), days, now })).toBe('2026-11-30'); // out for delivery: still from the shipping day
      expect(arrivesBy('2026-11-28')).toBe('Arrives by Sat, 28 Nov');
    });
    it('a promised day already past becomes today plus the fewest days', () => {
      expect(expectedDelivery({ status: 'shipped', placedAt, shippedAt: placedAt, days, now: new Date('2026-12-01T10:00:00Z') })).toBe('2026-12-03');
    });
    it('has none while unpaid, after delivery or cancelling, or for a PIN we do not deliver to', () => {
      for (const status of ['pending_payment', 'payment_failed', 'delivered', 'cancelled']) expect(expectedDelivery({ status, placedAt, shippedAt: null, days, now })).toBeNull();
      expect(expectedDelivery({ status: 'confirmed', placedAt, shippedAt: null, days: null, now })).toBeNull();
    });
  });
});
