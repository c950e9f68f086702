import type { Config } from '../../config';
import { CashfreeGateway } from './cashfree.gateway';
import { CashOnDelivery, type PaymentGateway } from './gateway';
import { RazorpayGateway } from './razorpay.gateway';
import { SandboxGateway } from './sandbox.gateway';

/**
 * Every gateway the store can reach, by name — each one whose settings are given, not only the one
 * new orders use, so an order paid through Razorpay is still refunded and checked there after the
 * shop moves to Cashfree. The sandbox takes no money: it exists only where it is the configured
 * gateway, never in production (config.ts refuses it there).
 */
export function paymentGateways(config: Config): { gateways: Record<string, PaymentGateway>; online: PaymentGateway | null; sandbox: SandboxGateway | null } {
  // No prototype: a name like 'constructor' or '__proto__' from a URL or body is simply not a gateway.
  const gateways: Record<string, PaymentGateway> = Object.assign(Object.create(null) as Record<string, PaymentGateway>, { cod: new CashOnDelivery() });
  const sandbox = config.paymentGateway === 'sandbox' ? new SandboxGateway(config.SANDBOX_GATEWAY_SECRET ?? config.keys.sandbox.toString('hex'), '') : null;
  if (sandbox) gateways.sandbox = sandbox;
  if (config.RAZORPAY_KEY_ID && config.RAZORPAY_KEY_SECRET && config.RAZORPAY_WEBHOOK_SECRET) {
    gateways.razorpay = new RazorpayGateway({ keyId: config.RAZORPAY_KEY_ID, keySecret: config.RAZORPAY_KEY_SECRET, webhookSecret: config.RAZORPAY_WEBHOOK_SECRET, apiUrl: config.RAZORPAY_API_URL });
  }
  if (config.CASHFREE_CLIENT_ID && config.CASHFREE_CLIENT_SECRET) {
    gateways.cashfree = new CashfreeGateway({ clientId: config.CASHFREE_CLIENT_ID, clientSecret: config.CASHFREE_CLIENT_SECRET, environment: config.CASHFREE_ENV, apiUrl: config.cashfreeApiUrl, publicUrl: config.publicUrl });
  }
  return { gateways, online: config.paymentGateway ? gatewayNamed(gateways, config.paymentGateway) : null, sandbox };
}

/** The gateway of that name, or null: only the map's own entries count (never Object.prototype's). */
export function gatewayNamed(gateways: Record<string, PaymentGateway>, name: string | null | undefined): PaymentGateway | null {
  return typeof name === 'string' && Object.hasOwn(gateways, name) ? gateways[name] : null;
}
