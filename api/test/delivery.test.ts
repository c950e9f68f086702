import { describe, expect, it } from 'vitest';
import { PincodeDirectory } from '../src/modules/delivery/pincode-directory';
import { describeEachDatabase, graphql, rest } from './harness';

describe('the offline PIN directory', () => {
  it('holds the whole of India compactly and answers from memory', () => {
    const directory = new PincodeDirectory();
    const started = performance.now();
    expect(directory.size).toBeGreaterThan(18_000);
    expect(performance.now() - started).toBeLessThan(1_000);
    expect(directory.lookup('395001')).toMatchObject({ city: 'Surat', region: { name: 'Gujarat', code: '24' } });
    expect(directory.lookup('744101')).toMatchObject({ region: { name: 'Andaman and Nicobar Islands' } });
    expect(directory.lookup('194101')).toMatchObject({ city: 'Leh', region: { name: 'Ladakh' } });
    expect(directory.lookup('999999')).toBeNull();
  });
});

describeEachDatabase('delivery check', (store) => {
  const url = () => store().baseUrl;

  it('answers a Surat PIN: serviceable, same city, cash on delivery', async () => {
    const { status, body } = await rest(url(), 'GET', '/pincodes/check/395001');
    expect(status).toBe(200);
    expect(body.success).toBe(true);
    expect(body.data).toMatchObject({ pincode: '395001', serviceable: true, city: 'Surat', state: 'Gujarat', cod: true, deliveryDays: { min: 1, max: 2 } });
    expect(body.data.district).toEqual(expect.any(String));
    expect(body.message).toMatch(/^Delivery by \w{3}, \d{1,2} \w{3} · Cash on delivery available$/);
  });

  it('refuses a malformed PIN with a 400 and its message', async () => {
    for (const pin of ['012345', '39500', '3950011', 'abcdef']) {
      const { status, body } = await rest(url(), 'GET', `/pincodes/check/${pin}`);
      expect(status).toBe(400);
      expect(body).toMatchObject({ success: false, message: 'Please enter a valid 6-digit PIN code' });
    }
    const gql = await graphql(url(), 'query($p:String!){ pincodeCheck(pincode:$p){ serviceable } }', { p: '12' });
    expect(gql.body.errors?.[0]).toMatchObject({ message: 'Please enter a valid 6-digit PIN code', extensions: { status: 400 } });
  });

  it('gives zones their delivery days and the islands no cash on delivery', async () => {
    const mumbai = (await rest(url(), 'GET', '/pincodes/check/400001')).body.data;
    expect(mumbai).toMatchObject({ state: 'Maharashtra', deliveryDays: { min: 3, max: 5 }, cod: true });
    const ahmedabad = (await rest(url(), 'GET', '/pincodes/check/380001')).body.data;
    expect(ahmedabad).toMatchObject({ state: 'Gujarat', deliveryDays: { min: 2, max: 4 } });
    const portBlair = (await rest(url(), 'GET', '/pincodes/check/744101')).body.data;
    expect(portBlair).toMatchObject({ serviceable: true, cod: false, deliveryDays: { min: 7, max: 10 } });
    const guwahati = (await rest(url(), 'GET', '/pincodes/check/781001')).body.data;
    expect(guwahati).toMatchObject({ state: 'Assam', deliveryDays: { min: 7, max: 10 }, cod: true });
  });

  it('answers an unknown or unserviceable PIN as not serviceable', async () => {
    const unknown = await rest(url(), 'GET', '/pincodes/check/999999');
    expect(unknown.status).toBe(200);
    expect(unknown.body.data).toMatchObject({ serviceable: false, city: null, state: null, cod: false, deliveryDays: null });
    const blocked = await rest(url(), 'GET', '/pincodes/check/110001');
    expect(blocked.body).toMatchObject({ message: 'Sorry, we do not deliver to PIN code 110001 yet', data: { serviceable: false, city: 'New Delhi', state: 'Delhi', cod: false } });
    const gql = await graphql(url(), 'query($p:String!){ pincodeCheck(pincode:$p){ serviceable cod city state deliveryDays{min max} message } }', { p: '395007' });
    expect(gql.body.data.pincodeCheck).toMatchObject({ serviceable: true, cod: true, city: 'Surat', state: 'Gujarat', deliveryDays: { min: 1, max: 2 } });
    expect(gql.body.data.pincodeCheck.message).toMatch(/^Delivery by .* · Cash on delivery available$/);
  });
}, { env: { UNSERVICEABLE_PINCODES: '110001' } });
