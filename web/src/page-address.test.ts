import { describe, expect, it } from 'vitest';
import { NOT_FOUND_ADDRESS, pageAddress } from './entry-server';

/**
 * Issue 19, attacker review: every spelling of a page names one address — the server's one kept copy,
 * and a 301 from the other spellings — so a crawler cannot fill the page cache or the render slots
 * with `/Shop`, `/shop//`, `/%73hop`, `?search=%61` or one private address after another.
 */
describe('pageAddress: one address per page', () => {
  it('sends other spellings of a path to the one the route table writes (301), keeping the query as asked', () => {
    for (const [asked, canonical] of [
      ['/Shop', '/shop'],
      ['/SHOP', '/shop'],
      ['/shop/', '/shop'],
      ['/shop//', '/shop'],
      ['//shop', '/shop'],
      ['/%73hop', '/shop'],
      ['/%73%68%6F%70', '/shop'],
      ['/About', '/about'],
      ['/Collections', '/collections'],
      ['/New-Arrivals/', '/new-arrivals'],
      ['/Product/rani-pink-kurta', '/product/rani-pink-kurta'],
      // Slugs are lower-case letters, digits and hyphens (catalog-admin.rules SLUG): any capital is another spelling.
      ['/product/Rani-Pink-Kurta', '/product/rani-pink-kurta'],
      ['/product/rani%2Dpink%2dkurta', '/product/rani-pink-kurta'],
      ['/collections/Festive-Edit/', '/collections/festive-edit'],
      ['/Cart', '/cart'],
      ['/account//orders/', '/account/orders'],
      ['/Account/Orders/12', '/account/orders/12'],
      ['/Privacy', '/privacy-policy'],
    ] as const) {
      expect(pageAddress(asked).movedTo, asked).toBe(canonical);
    }
    expect(pageAddress('/Shop?category=women&sort=newest&utm_source=wa').movedTo).toBe('/shop?category=women&sort=newest&utm_source=wa');
    expect(pageAddress('/reset-password/?token=abc.def').movedTo).toBe('/reset-password?token=abc.def');
    expect(pageAddress('/payment/callback/?order=K-1&sig=x%2By').movedTo).toBe('/payment/callback?order=K-1&sig=x%2By');
  });

  it('leaves the addresses the shop writes alone', () => {
    for (const url of [
      '/',
      '/?utm_source=wa',
      '/shop',
      '/shop?category=women&sort=price-asc&page=2',
      '/shop?search=red+saree',
      '/product/rani-pink-bandhani-kurta',
      '/product/rani-pink-bandhani-kurta?ref=wa',
      '/collections',
      '/collections/7',
      '/collections/7?sort=newest',
      '/plus-size?sizes=XL%2CXXL',
      '/payment/callback?order_id=KPD-2026-0001&sig=abc',
      '/reset-password?token=eyJ.abc-_',
      '/order/42?token=abc',
      '/account',
      '/account/orders/42',
      '/account/wishlist',
      '/admin',
      '/admin/products/12',
      '/admin/content/home',
      '/back-in-stock/unsubscribe?email=a%40b.example&token=t',
    ]) {
      expect(pageAddress(url).movedTo, url).toBeUndefined();
      expect(pageAddress(url).notFound, url).toBe(false);
    }
    expect(pageAddress('/privacy').movedTo).toBe('/privacy-policy');
  });

  it('keeps one copy per value of the parameters a listing reads, however the value is written', () => {
    const one = pageAddress('/shop?search=a').url;
    expect(one).toBe('/shop?search=a');
    for (const url of ['/shop?search=%61', '/shop?sea%72ch=a', '/shop?search=a&junk=1', '/shop?search=a&search=b']) expect(pageAddress(url).url, url).toBe(one);
    expect(pageAddress('/shop?sort=newest&category=women').url).toBe(pageAddress('/shop?category=wo%6Den&sort=newest').url);
    expect(pageAddress('/shop?search=red+saree').url).toBe(pageAddress('/shop?search=red%20saree').url);
    expect(pageAddress('/collections/7?page=%32').url).toBe('/collections/7?page=2');
  });

  it('keeps one copy of the shell per private route, whatever its parameters or query', () => {
    const orders = pageAddress('/account/orders/1');
    expect(orders).toMatchObject({ private: true, url: '/account/orders/:orderId' });
    expect(pageAddress('/account/orders/2?x=1').url).toBe(orders.url);
    for (const url of ['/account/anything', '/account/x/y/z', '/account/9f8e7d']) expect(pageAddress(url), url).toMatchObject({ private: true, url: '/account/*' });
    expect(pageAddress('/order/123?token=abc')).toMatchObject({ private: true, url: '/order/:orderId' });
    expect(pageAddress('/order/456?token=def').url).toBe('/order/:orderId');
    expect(pageAddress('/admin/products/9').url).toBe('/admin/products/:productId');
    expect(pageAddress('/cart?coupon=x').url).toBe('/cart');
    expect(pageAddress('/reset-password?token=a').url).toBe('/reset-password');
  });

  it('says which product or collection a page shows, and names every unknown or undecodable address one not-found page', () => {
    expect(pageAddress('/product/rani-pink-kurta')).toMatchObject({ product: 'rani-pink-kurta', url: '/product/rani-pink-kurta', notFound: false });
    expect(pageAddress('/collections/01')).toMatchObject({ collection: '01', url: '/collections/01' });
    for (const url of ['/no-such-page', '/No-Such-Page//', '/shop/extra/segments', '/%E0%A4%A', '/%E0%A4', '/%', '/product/%E0%A4', '/collections/%ZZ']) {
      expect(pageAddress(url), url).toEqual({ url: NOT_FOUND_ADDRESS, notFound: true, private: false });
    }
  });
});
