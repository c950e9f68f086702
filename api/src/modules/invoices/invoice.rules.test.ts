import { describe, expect, it } from 'vitest';
import { amountInWords, rupees } from './invoice.rules';

describe('invoice wording', () => {
  it('writes amounts in Indian words', () => {
    expect(amountInWords(105_000)).toBe('Rupees One Thousand Fifty Only');
    expect(amountInWords(12_345_678_950)).toBe('Rupees Twelve Crore Thirty Four Lakh Fifty Six Thousand Seven Hundred Eighty Nine and Fifty Paise Only');
    expect(amountInWords(0)).toBe('Rupees Zero Only');
  });
  it('shows rupees with Indian grouping and paise', () => {
    expect(rupees(12_345_678)).toBe('₹1,23,456.78');
  });
});

describe('how the invoice says it was paid', () => {
  it('names store credit as a payment beside the rest', async () => {
    const { paymentWords } = await import('./invoice.rules');
    expect(paymentWords({ paymentMethod: 'store_credit', total: 99_900, storeCreditUsed: 99_900 })).toBe('Paid with store credit');
    expect(paymentWords({ paymentMethod: 'cod', total: 150_000, storeCreditUsed: 40_000 })).toBe('Cash on delivery ₹1,100.00 + store credit ₹400.00');
    expect(paymentWords({ paymentMethod: 'online', total: 150_000, storeCreditUsed: 0 })).toBe('Paid online');
    expect(paymentWords({ paymentMethod: 'cod', total: 150_000 })).toBe('Cash on delivery');
  });
});
