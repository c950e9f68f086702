import { describe, expect, it } from 'vitest';
import { isStockAlertToken, stockAlertToken, stockAlertUnsubscribeUrl, variantLabel } from './stock-alert.rules';

describe('back-in-stock unsubscribe links', () => {
  const key = Buffer.alloc(32, 7);
  it('are made for one address under one key', () => {
    const token = stockAlertToken(key, 'asha@example.com');
    expect(isStockAlertToken(key, 'asha@example.com', token)).toBe(true);
    expect(isStockAlertToken(key, 'ravi@example.com', token)).toBe(false);
    expect(isStockAlertToken(Buffer.alloc(32, 8), 'asha@example.com', token)).toBe(false);
    for (const bad of [undefined, '', 42, 'x'.repeat(101)]) expect(isStockAlertToken(key, 'asha@example.com', bad)).toBe(false);
  });
  it('lead to the confirming page', () => {
    const url = new URL(stockAlertUnsubscribeUrl('https://kapda.example', key, 'a+b@example.com'));
    expect(url.pathname).toBe('/back-in-stock/unsubscribe');
    expect(url.searchParams.get('email')).toBe('a+b@example.com');
    expect(isStockAlertToken(key, 'a+b@example.com', url.searchParams.get('token'))).toBe(true);
  });
  it('name the size and colour', () => {
    expect(variantLabel('Anarkali kurta', 'M', 'Maroon')).toBe('Anarkali kurta — size M, Maroon');
    expect(variantLabel('Dupatta', 'Free', '')).toBe('Dupatta — size Free');
  });
});
