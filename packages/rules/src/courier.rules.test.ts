import { describe, expect, it } from 'vitest';
import { COURIERS, COURIER_MESSAGES, checkShipment, findCourier, trackingUrlFor, trackingUrlTakesNumber } from './courier.rules';

describe('trackingUrlFor', () => {
  it('puts the tracking number into each listed courier page that takes one', () => {
    expect(trackingUrlFor('Delhivery', '1234567890123')).toBe('https://www.delhivery.com/track/package/1234567890123');
    expect(trackingUrlFor('Blue Dart', '81234567890')).toBe('https://www.bluedart.com/web/guest/trackdartresultthirdparty?trackFor=0&trackNo=81234567890');
    expect(trackingUrlFor('Xpressbees', '14123456789012')).toBe('https://www.xpressbees.com/shipment/tracking?awbNo=14123456789012');
    expect(trackingUrlFor('Ecom Express', '7012345678')).toBe('https://www.ecomexpress.in/tracking/?awb_field=7012345678');
    expect(trackingUrlFor('Ekart', 'FMPP1234567890')).toBe('https://ekartlogistics.com/shipmenttrack/FMPP1234567890');
  });

  it('URL-encodes the number, so nothing in it can change the address', () => {
    expect(trackingUrlFor('Delhivery', 'AB 12/3?x=1&y#')).toBe('https://www.delhivery.com/track/package/AB%2012%2F3%3Fx%3D1%26y%23');
    expect(trackingUrlFor('Blue Dart', 'a&trackFor=9')).toBe('https://www.bluedart.com/web/guest/trackdartresultthirdparty?trackFor=0&trackNo=a%26trackFor%3D9');
  });

  it('matches the courier whatever the case, spaces or a common other spelling', () => {
    expect(trackingUrlFor('bluedart', '81234567890')).toContain('bluedart.com');
    expect(trackingUrlFor('  BLUE-DART ', '81234567890')).toContain('bluedart.com');
    expect(trackingUrlFor('Speed Post', 'EE123456789IN')).toContain('indiapost.gov.in');
    expect(findCourier('ecomexpress')?.name).toBe('Ecom Express');
  });

  it('an unknown courier, or no number yet, has no link (the number is shown as text)', () => {
    expect(trackingUrlFor('Ravi Transport', 'RT123456')).toBeNull();
    expect(trackingUrlFor(null, 'RT123456')).toBeNull();
    expect(trackingUrlFor('Delhivery', null)).toBeNull();
    expect(trackingUrlFor('Delhivery', '   ')).toBeNull();
    expect(trackingUrlFor('---', '123456')).toBeNull();
  });

  it('a page that takes no number in its address is still the page to go to', () => {
    expect(trackingUrlFor('India Post', 'EE123456789IN')).toBe('https://www.indiapost.gov.in/_layouts/15/dop.portal.tracking/trackconsignment.aspx');
    expect(trackingUrlTakesNumber('India Post')).toBe(false);
    expect(trackingUrlTakesNumber('Delhivery')).toBe(true);
    expect(trackingUrlTakesNumber('Ravi Transport')).toBe(false);
  });

  it('every courier is on https, named once, and takes at most one number', () => {
    const names = new Set<string>();
    for (const c of COURIERS) {
      expect(new URL(c.trackingUrl.replace('{awb}', 'X')).protocol).toBe('https:');
      expect(c.trackingUrl.split('{awb}').length).toBeLessThanOrEqual(2);
      for (const n of [c.name, ...c.aliases]) {
        const k = n.toLowerCase().replace(/[^a-z0-9]/g, '');
        expect(names.has(k), n).toBe(false);
        names.add(k);
      }
    }
    for (const n of ['Delhivery', 'Blue Dart', 'DTDC', 'Ekart', 'India Post', 'Xpressbees', 'Shadowfax', 'Ecom Express']) expect(findCourier(n)?.name).toBe(n);
  });
});

describe('checkShipment', () => {
  it('keeps a listed courier in the list spelling and the number without spaces', () => {
    expect(checkShipment(' bluedart ', ' 8123 4567 890 ')).toEqual({ ok: true, courier: 'Blue Dart', trackingNumber: '81234567890' });
    expect(checkShipment('India Post', 'EE123456789IN')).toEqual({ ok: true, courier: 'India Post', trackingNumber: 'EE123456789IN' });
  });

  it('keeps another courier as typed', () => {
    expect(checkShipment('Ravi  Transport', 'RT-12345')).toEqual({ ok: true, courier: 'Ravi Transport', trackingNumber: 'RT-12345' });
  });

  it('refuses a missing courier, "Other" left unnamed, or a name that is no name', () => {
    expect(checkShipment('', '1234567')).toEqual({ ok: false, field: 'courier', message: COURIER_MESSAGES.courierRequired });
    expect(checkShipment('Other', '1234567')).toMatchObject({ ok: false, field: 'courier' });
    expect(checkShipment('x'.repeat(61), '1234567')).toEqual({ ok: false, field: 'courier', message: COURIER_MESSAGES.courierName });
    expect(checkShipment('<b>', '1234567')).toMatchObject({ ok: false, field: 'courier' });
    expect(checkShipment('---', '1234567')).toMatchObject({ ok: false, field: 'courier' });
  });

  it('refuses a tracking number too short, too long or with other characters', () => {
    const bad = { ok: false, field: 'trackingNumber', message: COURIER_MESSAGES.trackingNumber };
    expect(checkShipment('Delhivery', '12345')).toEqual(bad);
    expect(checkShipment('Delhivery', '1'.repeat(31))).toEqual(bad);
    expect(checkShipment('Delhivery', '123456/78')).toEqual(bad);
    expect(checkShipment('Delhivery', '-1234567')).toEqual(bad);
    expect(checkShipment('Delhivery', '12345678<')).toEqual(bad);
    expect(checkShipment('Delhivery', null)).toEqual(bad);
    expect(checkShipment('Delhivery', '123456')).toMatchObject({ ok: true });
    expect(checkShipment('Delhivery', '1'.repeat(30))).toMatchObject({ ok: true });
  });
});
