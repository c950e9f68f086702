import { describe, expect, it } from 'vitest';
import { customerKey } from './coupon-customer.rules';

describe('customerKey: one customer for coupon limits', () => {
  it.each([
    ['Name@Example.IN', 'name@example.in'],
    ['  name@example.in ', 'name@example.in'],
    ['name+1@example.in', 'name@example.in'],
    ['name+festive+2@example.in', 'name@example.in'],
    ['NAME+Deals@Outlook.com', 'name@outlook.com'],
    ['n.a.me@gmail.com', 'name@gmail.com'],
    ['N.A.Me+2@GoogleMail.com', 'name@gmail.com'],
    // Other domains keep their dots: a.b@ and ab@ may be two people.
    ['a.b@example.in', 'a.b@example.in'],
    ['a.b+x@yahoo.co.in', 'a.b@yahoo.co.in'],
    // Nothing before the tag: kept whole rather than emptied.
    ['+tag@example.in', '+tag@example.in'],
    ['...@gmail.com', '...@gmail.com'],
    ['not-an-address', 'not-an-address'],
  ])('%s is %s', (email, key) => {
    expect(customerKey(email)).toBe(key);
  });

  it('gives every spelling of one person the same key, and two people two keys', () => {
    const one = ['asha.patel@gmail.com', 'ashapatel+1@gmail.com', 'Asha.Patel+wedding@googlemail.com', 'ASHAPATEL@GMAIL.COM'].map(customerKey);
    expect(new Set(one).size).toBe(1);
    expect(customerKey('asha.patel@example.in')).not.toBe(customerKey('ashapatel@example.in'));
  });

  it('never answers more than the column holds', () => {
    expect(customerKey(`${'a'.repeat(300)}@example.in`).length).toBe(254);
  });
});
