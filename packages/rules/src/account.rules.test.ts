import { describe, expect, it } from 'vitest';
import { ACCOUNT_MESSAGES, checkName, hasControlCharacter, isValidDateOfBirth, isValidEmail, normalizeEmail, normalizeIndianMobile } from './account.rules';

describe('account field rules', () => {
  it('refuses names and emails with control characters (NUL, tabs, line breaks, DEL, C1, bidi overrides, lone surrogates)', () => {
    for (const bad of ['Asha\u0000', 'As\tha', 'Asha\n', 'Asha\u007F', 'Asha\u009B', '\u202EahsA', 'Asha\u2066', 'Asha\uDC00']) {
      expect(checkName(bad, 'first'), JSON.stringify(bad)).toEqual({ problem: ACCOUNT_MESSAGES.nameControlCharacters });
    }
    expect(checkName('  आशा  ', 'first')).toEqual({ value: 'आशा' });
    expect(hasControlCharacter('😀 Asha')).toBe(false);
    expect(isValidEmail('asha\u0000@example.in')).toBe(false);
  });
  it('normalises and checks email addresses', () => {
    expect(normalizeEmail('  Asha.Patel@Example.IN ')).toBe('asha.patel@example.in');
    for (const good of ['a@b.in', 'asha+sarees@mail.example.co.in']) expect(isValidEmail(good), good).toBe(true);
    for (const bad of ['', 'asha', 'asha@', '@example.in', 'asha@example', 'a b@example.in', 'asha@@example.in', 'asha@example..in', `${'x'.repeat(65)}@example.in`]) expect(isValidEmail(bad), bad).toBe(false);
  });

  it('accepts 10-digit Indian mobiles in common spellings', () => {
    expect(normalizeIndianMobile('9876543210')).toBe('9876543210');
    expect(normalizeIndianMobile('+91 98765-43210')).toBe('9876543210');
    expect(normalizeIndianMobile('919876543210')).toBe('9876543210');
    expect(normalizeIndianMobile('09876543210')).toBe('9876543210');
    for (const bad of ['5876543210', '98765', '98765432101', 'abcdefghij', '+1 9876543210']) expect(normalizeIndianMobile(bad), bad).toBeNull();
  });

  it('trims names and refuses empty or overlong ones', () => {
    expect(checkName('  Asha   Rani ', 'first')).toEqual({ value: 'Asha Rani' });
    expect(checkName('', 'first')).toEqual({ problem: 'First name is required.' });
    expect(checkName(undefined, 'last')).toEqual({ problem: 'Last name is required.' });
    expect(checkName('x'.repeat(81), 'last')).toEqual({ problem: 'Names can be at most 80 characters long.' });
  });

  it('accepts real birth dates of people 13 to 120', () => {
    const today = new Date(Date.UTC(2026, 0, 15));
    expect(isValidDateOfBirth('1994-08-15', today)).toBe(true);
    expect(isValidDateOfBirth('2013-01-15', today)).toBe(true);
    expect(isValidDateOfBirth('2013-01-16', today)).toBe(false);
    expect(isValidDateOfBirth('1994-02-30', today)).toBe(false);
    expect(isValidDateOfBirth('1899-01-01', today)).toBe(false);
    expect(isValidDateOfBirth('15/08/1994', today)).toBe(false);
  });
});
