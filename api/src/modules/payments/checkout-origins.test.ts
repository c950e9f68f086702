import { describe, expect, it } from 'vitest';
import { checkoutOrigins, widenCsp } from './checkout-origins';

describe('the CSP allows exactly the configured gateway', () => {
  const base = "default-src 'self';script-src 'self';connect-src 'self'";
  it('adds Razorpay checkout.js and its frames', () => {
    expect(widenCsp(base, checkoutOrigins('razorpay', 'sandbox')!)).toBe("default-src 'self';script-src 'self' https://checkout.razorpay.com;connect-src 'self';frame-src 'self' https://api.razorpay.com https://checkout.razorpay.com");
  });
  it('adds Cashfree’s SDK and the frame of its environment only', () => {
    expect(widenCsp(base, checkoutOrigins('cashfree', 'production')!)).toContain("frame-src 'self' https://api.cashfree.com");
    expect(widenCsp(base, checkoutOrigins('cashfree', 'sandbox')!)).not.toContain('api.cashfree.com');
  });
  it('adds nothing for the sandbox or no gateway', () => {
    expect(checkoutOrigins('sandbox', 'sandbox')).toBeNull();
    expect(checkoutOrigins(null, 'sandbox')).toBeNull();
  });
});
