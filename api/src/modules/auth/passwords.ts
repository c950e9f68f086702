import argon2 from 'argon2';

/**
 * argon2id with the OWASP Password Storage Cheat Sheet's first parameter set: m = 19 MiB, t = 2, p = 1
 * (≈ 25 ms a hash here). Hashes made with other parameters are upgraded on the next login.
 */
export const ARGON2_OPTIONS = { type: argon2.argon2id, memoryCost: 19 * 1024, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return argon2.hash(password, ARGON2_OPTIONS);
}

export async function verifyPassword(hash: string, password: string): Promise<boolean> {
  try {
    return await argon2.verify(hash, password);
  } catch {
    return false; // a malformed stored hash never matches
  }
}

/** True when a stored hash was made with other parameters (or another algorithm) than ARGON2_OPTIONS. */
export function passwordNeedsRehash(hash: string): boolean {
  try {
    return !hash.startsWith('$argon2id$') || argon2.needsRehash(hash, ARGON2_OPTIONS);
  } catch {
    return true;
  }
}

let dummy: Promise<string> | undefined;

/**
 * Spend the same argon2 work as a real verification, for logins to unknown emails (and users
 * without a password), so response times do not tell which emails have accounts.
 */
export async function verifyAgainstDummy(password: string): Promise<false> {
  dummy ??= hashPassword('kapda-dummy-password-for-equal-timing');
  await verifyPassword(await dummy, password);
  return false;
}
