import { describe, expect, it } from 'vitest';
import { SandboxGateway } from './sandbox.gateway';

const gateway = new SandboxGateway('sandbox-secret-for-tests-0123456789', 'http://shop.test');

describe('sandbox gateway signatures', () => {
  it('signs the pay page and refuses an edited amount', async () => {
    const { redirectUrl } = await gateway.createPayment({ reference: 'ref1', amountPaise: 105_000, orderNumber: 'KPD-2611-000001', email: 'a@b.in' });
    const q = Object.fromEntries(new URL(redirectUrl!).searchParams) as { reference: string; amount: string; order: string; signature: string };
    expect(new URL(redirectUrl!).pathname).toBe('/payment/sandbox');
    expect(gateway.verifyPayPage(q)).toBe(true);
    expect(gateway.verifyPayPage({ ...q, amount: '100' })).toBe(false);
  });
  it('answers a signed return that cannot be turned from failed into paid', () => {
    const { returnUrl, outcome } = gateway.decide({ reference: 'ref1', amountPaise: 105_000 }, false);
    const q = Object.fromEntries(new URL(returnUrl).searchParams);
    expect(gateway.verifyReturn(q)).toEqual(outcome);
    expect(gateway.verifyReturn({ ...q, status: 'paid' })).toBeNull();
    expect(gateway.verifyReturn({ ...q, signature: 'f'.repeat(64) })).toBeNull();
    expect(gateway.verifyReturn({ ...q, signature: 'nonsense' })).toBeNull();
  });
  it('checks webhook bodies byte for byte', () => {
    const { webhookBody, webhookSignature, outcome } = gateway.decide({ reference: 'ref2', amountPaise: 500 }, true);
    expect(gateway.verifyWebhook(webhookBody, webhookSignature)).toEqual(outcome);
    expect(gateway.verifyWebhook(webhookBody.replace('500', '5'), webhookSignature)).toBeNull();
    expect(gateway.verifyWebhook(webhookBody, undefined)).toBeNull();
  });
});
