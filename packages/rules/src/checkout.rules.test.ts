import { describe, expect, it } from 'vitest';
import { INDIAN_REGIONS, gstinProblem, indianMobile } from './india.rules';
import { CHECKOUT_MESSAGES, checkAddress, codRefusal, isEmail, matchPlace } from './checkout.rules';

const good = { fullName: 'Asha Patel', phone: '+91 98250 12345', line1: '12 Nanpura Main Road', line2: '', landmark: 'Near Athwa Gate', pincode: '395001', city: 'Surat', state: 'GUJARAT' };

describe('checkout rules', () => {
  it('knows the 28 states and 8 union territories, each with its GST code', () => {
    expect(INDIAN_REGIONS.filter((r) => r.kind === 'state')).toHaveLength(28);
    expect(INDIAN_REGIONS.filter((r) => r.kind === 'ut')).toHaveLength(8);
    expect(new Set(INDIAN_REGIONS.map((r) => r.code)).size).toBe(36);
  });
  it('tidies a good address', () => {
    expect(checkAddress(good)).toEqual({ address: { ...good, phone: '9825012345', line2: null, state: 'Gujarat', stateCode: '24' } });
  });
  it('names each problem by field', () => {
    const r = checkAddress({ ...good, fullName: 'A', phone: '12345', pincode: '012345', state: 'Gujarat State', line1: '' });
    expect(r).toEqual({ problems: { fullName: CHECKOUT_MESSAGES.fullName, phone: CHECKOUT_MESSAGES.phone, pincode: CHECKOUT_MESSAGES.pincode, state: CHECKOUT_MESSAGES.state, line1: CHECKOUT_MESSAGES.line1 } });
    expect(checkAddress(null)).toHaveProperty('problems');
  });
  it('reads Indian mobile numbers', () => {
    expect(['9825012345', '09825012345', '+919825012345', '98250-12345', '5825012345', '982501234'].map(indianMobile)).toEqual(['9825012345', '9825012345', '9825012345', '9825012345', null, null]);
  });
  it('validates GSTIN format, state and check character', () => {
    expect(gstinProblem('27AAPFU0939F1ZV')).toBeNull();
    expect(gstinProblem('24aaack1234f1z6')).toBeNull();
    expect(gstinProblem('27AAPFU0939F1ZW')).toMatch(/typing error/);
    expect(gstinProblem('99AAPFU0939F1ZV')).toMatch(/state/);
    expect(gstinProblem('27AAPFU0939F1Z')).toMatch(/15-character/);
  });
  it('refuses cash on delivery above the limit or where the PIN does not allow it', () => {
    const fmt = (n: number) => `₹${n.toLocaleString('en-IN')}`;
    expect(codRefusal(50_000, 50_000, true, fmt)).toBeNull();
    expect(codRefusal(50_001, 50_000, true, fmt)).toBe('Cash on delivery is available on orders up to ₹50,000. Please pay online.');
    expect(codRefusal(100, 50_000, false, fmt)).toBe(CHECKOUT_MESSAGES.codUnavailable);
  });
  it('refuses control characters, bidi overrides and broken text in every field, naming it', () => {
    expect(checkAddress({ ...good, fullName: 'Asha\u0000Patel' })).toEqual({ problems: { fullName: 'The full name cannot contain control characters (such as NUL, tabs or line breaks)' } });
    expect(checkAddress({ ...good, line1: '12 Nanpura\nMain Road', city: 'Surat\u202E' })).toEqual({ problems: {
      line1: 'Address line 1 cannot contain control characters (such as NUL, tabs or line breaks)', city: 'The town or city cannot contain control characters (such as NUL, tabs or line breaks)' } });
    expect(checkAddress({ ...good, landmark: 'Near \uD800 gate' })).toHaveProperty('problems.landmark');
    expect(checkAddress({ ...good, line2: 'Flat\u0085 4B' })).toHaveProperty('problems.line2');
    // Indian scripts keep their joiners (ZWJ/ZWNJ are format characters, not control ones).
    expect(checkAddress({ ...good, fullName: 'आशा पटेल', line2: 'क्\u200D‍ष' })).toHaveProperty('address');
    expect([isEmail('asha@example.in'), isEmail('asha\u0000@example.in'), isEmail('asha@example.in\u0000')]).toEqual([true, false, false]);
  });
  it('matches a town or city among the PIN\'s places, spelt as the directory spells it', () => {
    const places = ['Surat', 'Chorasi'];
    expect(['Surat', ' surat ', 'SURAT CITY', 'chorasi', 'Surat.', 'New Delhi', 'Suratt', '', 42].map((c) => matchPlace(c, places))).toEqual(['Surat', 'Surat', 'Surat', 'Chorasi', 'Surat', null, null, null, null]);
    expect(matchPlace('Port Blair', ['South Andaman', 'Port Blair'])).toBe('Port Blair');
    expect(CHECKOUT_MESSAGES.cityMismatch('110001', ['New Delhi', 'Chanakya Puri'])).toBe('PIN code 110001 is in New Delhi / Chanakya Puri. Please choose the town or city of this PIN code, or check the PIN code.');
  });
});
