import { createHmac } from 'node:crypto';
import { expect, it } from 'vitest';
import { orderAccessToken } from '../src/modules/orders/order-access';
import { unsubscribeToken } from '../src/modules/content/newsletter.rules';
import { signAccessToken, verifyAccessToken } from '../src/modules/auth/tokens';
import { signedInUser } from './accounts';
import { cartFixtures } from './cart-fixtures';
import { describeEachDatabase } from './harness';
import { guestOrder, placeGuest, restCall } from './order-fixtures';

/** Each thing the store signs has its own key (api/src/secrets.ts): a signature made for one purpose opens nothing else. */
describeEachDatabase('one key per purpose', (store) => {
  const url = () => store().baseUrl;
  const keys = () => store().config.keys;
  const profile = (token: string) => restCall(url(), 'GET', '/auth/profile', undefined, { token });

  it("a session signed with the raw secret (before the split), or with another purpose's key, is refused; one under the session key works", async () => {
    const { token } = await signedInUser(store());
    expect((await profile(token)).status).toBe(200);
    const claims = (await verifyAccessToken(token, keys().session))!;
    expect(claims).not.toBeNull();
    for (const key of [keys().mailedBeforeSplit, keys().orderLink, keys().sandbox, keys().newsletter, keys().accountTokens]) {
      expect((await profile(await signAccessToken(claims, key))).status).toBe(401);
    }
    expect((await profile(await signAccessToken(claims, keys().session))).status).toBe(200);
  });

  it("a guest order link's signature is not a session, and a signature of another purpose does not open the order", async () => {
    await cartFixtures(store());
    const placed = await placeGuest(store(), guestOrder());
    expect(placed.status).toBe(201);
    const id = Number(placed.body.data.order._id);
    const link = placed.body.data.accessToken as string;
    expect(link).toBe(orderAccessToken(keys().orderLink, id));
    expect((await profile(link)).status).toBe(401);

    const open = (token: string) => restCall(url(), 'GET', `/orders/${id}?token=${encodeURIComponent(token)}`);
    expect((await open(link)).status).toBe(200);
    // What the sandbox gateway or a session key would sign for the same words opens nothing.
    for (const key of [keys().sandbox, keys().session, keys().newsletter]) expect((await open(orderAccessToken(key, id))).status).toBe(404);
    // A link mailed before the keys were split (HMAC under the raw secret) still opens its order.
    expect((await open(createHmac('sha256', store().config.JWT_SECRET!).update(`order-access|${id}`).digest('base64url'))).status).toBe(200);
  });

  it('an unsubscribe link works under the newsletter key and under the raw secret of older mails, not under another key', async () => {
    const email = 'keys.reader@example.in';
    const unsubscribe = (token: string) => restCall(url(), 'POST', '/newsletter/unsubscribe', { email, token });
    expect((await unsubscribe(unsubscribeToken(keys().orderLink, email))).status).toBe(400);
    expect((await unsubscribe(unsubscribeToken(keys().session, email))).status).toBe(400);
    expect((await unsubscribe(unsubscribeToken(keys().newsletter, email))).status).toBe(200);
    expect((await unsubscribe(unsubscribeToken(store().config.JWT_SECRET!, email))).status).toBe(200);
  });
});
