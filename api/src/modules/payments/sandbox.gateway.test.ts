import { describe, expect, it } from 'vitest';
import { SandboxGateway } from './sandbox.gateway';

const gateway = new SandboxGateway('sandbox-secret-for-tests-0123456789', 'http://shop.test');

describe('sandbox gateway signatures', () => {
  it('signs the pay page and refuses an edited amount', async () => {
    const { redirectUrl } = await gateway.createPayment({ reference: 'ref1', amountPaise: 105_000, orderNumber: 'KPD-2611-000001', email: 'a@b.in', name: 'A', phone: '9825012345', customerId: 'guest_1' });
    const q = Object.fromEntries(new URL(redirectUrl!).searchParams) as { reference: string; amount: string; order: string; signature: string };
    expect(new URL(redirectUrl!).pathname).toBe('/payment/sandbox');
    expect(gateway.verifyPayPage(q)).toBe(true);
    expect(gateway.verifyPayPage({ ...q, amount: '100' })).toBe(false);
  });
  it('answers a signed return that cannot be turned from failed into paid', () => {
    const { returnUrl, outcome } = gateway.decide({ reference: 'ref1', amountPaise: 105_000 }, false);
    const q = Object.fromEntries(new URL(returnUrl).searchParams);
    expect(gateway.checkReturn(q)).toEqual(outcome);
    expect(gateway.checkReturn({ ...q, status: 'paid' })).toBeNull();
    expect(gateway.checkReturn({ ...q, signature: 'f'.repeat(64) })).toBeNull();
    expect(gateway.checkReturn({ ...q, signature: 'nonsense' })).toBeNull();
  });
  it('checks webhook bodies byte for byte', () => {
    const { webhookBody, webhookSignature, outcome } = gateway.decide({ reference: 'ref2', amountPaise: 500 }, true);
    expect(gateway.checkWebhook(webhookBody, webhookSignature)).toEqual(outcome);
    expect(gateway.checkWebhook(webhookBody.replace('500', '5'), webhookSignature)).toBeNull();
    expect(gateway.checkWebhook(webhookBody, undefined)).toBeNull();
  });
});
