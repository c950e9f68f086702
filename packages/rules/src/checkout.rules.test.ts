import { describe, expect, it } from 'vitest';
import { INDIAN_REGIONS, gstinProblem, indianMobile } from './india.rules';
import { CHECKOUT_MESSAGES, checkAddress, codRefusal } from './checkout.rules';

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
});
