/** Where a gateway's browser checkout loads its script from and opens its frames: the CSP allows exactly these. */
export interface CheckoutOrigins {
  script: string[];
  frame: string[];
}

export function checkoutOrigins(gateway: string | null, cashfreeEnvironment: 'sandbox' | 'production'): CheckoutOrigins | null {
  if (gateway === 'razorpay') return { script: ['https://checkout.razorpay.com'], frame: ['https://api.razorpay.com', 'https://checkout.razorpay.com'] };
  if (gateway === 'cashfree') return { script: ['https://sdk.cashfree.com'], frame: [cashfreeEnvironment === 'production' ? 'https://api.cashfree.com' : 'https://sandbox.cashfree.com'] };
  return null;
}

/** A Content-Security-Policy header with the checkout's origins added to script-src and frame-src (added when absent). */
export function widenCsp(policy: string, origins: CheckoutOrigins): string {
  const directives = policy.split(';').map((d) => d.trim()).filter(Boolean);
  const add = (name: string, sources: string[]) => {
    const i = directives.findIndex((d) => d.split(/\s+/)[0] === name);
    if (i === -1) directives.push(`${name} 'self' ${sources.join(' ')}`);
    else directives[i] = `${directives[i]} ${sources.join(' ')}`;
  };
  add('script-src', origins.script);
  add('frame-src', origins.frame);
  return directives.join(';');
}
