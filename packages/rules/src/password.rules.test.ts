import { describe, expect, it } from 'vitest';
import { PASSWORD_MESSAGES, passwordProblem } from './password.rules';

describe('password rules', () => {
  it('needs at least 8 characters (counting characters, not bytes) and at most 128', () => {
    expect(passwordProblem('Ab1-xyz')).toBe(PASSWORD_MESSAGES.tooShort);
    expect(passwordProblem('Zari-Work')).toBeNull();
    expect(passwordProblem('कपड़ा')).toBe(PASSWORD_MESSAGES.tooShort);
    expect(passwordProblem('x'.repeat(129) + 'Q')).toBe(PASSWORD_MESSAGES.tooLong);
  });

  it('refuses the email, or a password containing its local part', () => {
    expect(passwordProblem('asha.patel@example.in', 'asha.patel@example.in')).toBe(PASSWORD_MESSAGES.containsEmail);
    expect(passwordProblem('ASHA.PATEL-2024', 'Asha.Patel@example.in')).toBe(PASSWORD_MESSAGES.containsEmail);
    expect(passwordProblem('Banarasi-Weave-77', 'asha.patel@example.in')).toBeNull();
    // A 1–2 character local part is too short to forbid.
    expect(passwordProblem('Banarasi-Weave-77', 'ba@example.in')).toBeNull();
  });
});
