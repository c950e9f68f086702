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
