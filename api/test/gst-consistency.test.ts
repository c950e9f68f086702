import { expect, it } from 'vitest';
import { CART_FIELDS, cartFixtures, gqlOk } from './cart-fixtures';
import { describeEachDatabase } from './harness';
import { MUMBAI, SURAT, guestEmail, placeGuest } from './order-fixtures';

/**
 * Issue 16: the cart and checkout showed CGST + SGST whatever the delivery state, halves that the
 * order then split as ₹29.97 + ₹29.98. One set of GST rules now prices all of them: the cart's
 * CGST, SGST and IGST are the order's, to the paisa, and CGST always equals SGST.
 */
const PRICE = `query Price($input: PriceCartInput!) { priceCart(input: $input) { ${CART_FIELDS} gst { total cgst sgst igst sellerStateCode } } }`;

describeEachDatabase('one GST for the cart, the order and the invoice', (store) => {
  it('the cart answers what a Gujarat order charges (equal CGST and SGST) and what a Maharashtra order charges (IGST)', async () => {
    await cartFixtures(store());
    const items = [{ variantSku: 'BK-M-BLUE', quantity: 1 }, { variantSku: 'ZS-FREE-GOLD', quantity: 1 }];
    const cart = (await gqlOk(store().baseUrl, PRICE, { input: { lines: items, couponCode: 'WELCOME10' } })).priceCart;
    expect(cart.couponDiscount).toBeGreaterThan(0);
    expect(cart.gst.sellerStateCode).toBe('24');
    expect(cart.gst.cgst).toBe(cart.gst.sgst);

    const within = await placeGuest(store(), { email: guestEmail(), shippingAddress: SURAT, paymentMethod: 'cod', items, couponCode: 'WELCOME10' });
    expect(within.status).toBe(201);
    const o = within.body.data.order;
    expect({ total: o.total, cgst: o.cgst, sgst: o.sgst, igst: o.igst, tax: o.taxAmount }).toEqual({ total: cart.total, cgst: cart.gst.cgst, sgst: cart.gst.sgst, igst: 0, tax: cart.gst.total });
    for (const line of o.items) expect(line.cgst).toBe(line.sgst);

    const across = await placeGuest(store(), { email: guestEmail(), shippingAddress: MUMBAI, paymentMethod: 'cod', items, couponCode: 'WELCOME10' });
    expect(across.status).toBe(201);
    expect(across.body.data.order).toMatchObject({ cgst: 0, sgst: 0, igst: cart.gst.igst, taxAmount: cart.gst.igst });
  });
});
