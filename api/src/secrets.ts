import { hkdfSync } from 'node:crypto';
import { COMMON_PASSWORDS_LIST } from './modules/auth/common-passwords';

/**
 * The server secret (JWT_SECRET): how guessable it is, and the separate key each use of it gets.
 *
 * One secret used to sign sessions, guest order links, unsubscribe links and the sandbox gateway, so
 * whoever learnt one of those keys held them all. Each purpose now signs with its own key derived by
 * HKDF-SHA256 (RFC 5869); knowing one derived key tells nothing about the secret or the others.
 */

/** What is signed: one derived key each. Adding a purpose adds a key; renaming one logs everything of it out. */
export const KEY_PURPOSES = ['session', 'orderLink', 'newsletter', 'accountTokens', 'sandbox', 'stockAlerts'] as const;
export type KeyPurpose = (typeof KEY_PURPOSES)[number];

export type ServerKeys = Readonly<Record<KeyPurpose, Buffer>> & {
  /**
   * The raw secret, for checking the links already mailed before the keys were split (guest order
   * links and newsletter unsubscribe links never expire). It verifies only — nothing new is signed with it.
   */
  readonly mailedBeforeSplit: Buffer;
};

export function deriveKeys(secret: string): ServerKeys {
  const derive = (purpose: KeyPurpose) => Buffer.from(hkdfSync('sha256', secret, 'kapda-server-keys', `kapda/${purpose}/v1`, 32));
  const keys = Object.fromEntries(KEY_PURPOSES.map((purpose) => [purpose, derive(purpose)])) as Record<KeyPurpose, Buffer>;
  return Object.freeze({ ...keys, mailedBeforeSplit: Buffer.from(secret, 'utf8') });
}

/** The least estimated strength a production secret needs (bits): 16 random bytes. */
export const MIN_SECRET_BITS = 128;

/** Words that are no secret, beyond the common-password list: the shop's name and what people type into a secret. */
const SECRET_WORDS = ['kapda', 'secret', 'jwtsecret', 'jwt', 'token', 'session', 'changeme', 'change', 'production', 'prod', 'staging', 'development', 'default', 'example', 'sample', 'test', 'admin', 'password', 'store', 'shop', 'fashion'];

let words: Set<string> | undefined;
function dictionary(): Set<string> {
  words ??= new Set(
    [...COMMON_PASSWORDS_LIST.split('\n'), ...SECRET_WORDS]
      .map((line) => line.trim().toLowerCase())
      .filter((word) => /^[a-z]{4,}$/.test(word)),
  );
  return words;
}
const LONGEST_WORD = 24;

/**
 * A rough, cautious estimate of how many guesses (log2) the secret would take: each character costs
 * log2 of the alphabet it is drawn from, except that a dictionary word costs only picking it from the
 * list, a stretch seen earlier only pointing back at it, and a run (xxxxx, abcde, 98765) only its start
 * and length. A random base64 secret of 48 bytes scores ~380; "x" × 32 scores ~11.
 */
export function estimateSecretBits(secret: string): number {
  const perChar = Math.log2(alphabetSize(secret));
  const lower = secret.toLowerCase();
  const dict = dictionary();
  const wordBits = Math.log2(dict.size) + 1; // which word, and whether capitalised
  let bits = 0;
  for (let i = 0; i < secret.length; ) {
    const word = longestWordAt(lower, i, dict);
    const repeat = longestRepeatAt(secret, i);
    const run = runAt(secret, i);
    const best = Math.max(word, repeat, run);
    if (best === 0) {
      bits += perChar;
      i += 1;
    } else if (best === word) {
      bits += Math.min(wordBits, word * perChar);
      i += word;
    } else if (best === repeat) {
      bits += Math.log2(i + 1) + Math.log2(repeat);
      i += repeat;
    } else {
      bits += perChar + Math.log2(run) + 1;
      i += run;
    }
  }
  return Math.floor(bits);
}

/** Why a production secret is refused, naming the variable, or null when it is fit to use. */
export function secretProblem(name: string, secret: string): string | null {
  const bits = estimateSecretBits(secret);
  if (bits >= MIN_SECRET_BITS) return null;
  return `${name} is guessable (about ${bits} bits; at least ${MIN_SECRET_BITS} are needed): use a random value, e.g. \`openssl rand -base64 48\``;
}

/** How many symbols the characters come from: a hex string counts 16, otherwise the classes it uses. */
function alphabetSize(secret: string): number {
  if (/^[0-9a-f]+$/.test(secret) || /^[0-9A-F]+$/.test(secret)) return 16;
  let size = 0;
  if (/[a-z]/.test(secret)) size += 26;
  if (/[A-Z]/.test(secret)) size += 26;
  if (/[0-9]/.test(secret)) size += 10;
  if (/[^a-zA-Z0-9]/.test(secret)) size += 33;
  return size;
}

/** The length of the longest dictionary word starting at i (5+ letters, or 4 standing alone), or 0. */
function longestWordAt(lower: string, i: number, dict: Set<string>): number {
  for (let length = Math.min(LONGEST_WORD, lower.length - i); length >= 4; length -= 1) {
    const candidate = lower.slice(i, i + length);
    // Short words turn up by chance inside random text; count them only when nothing else surrounds them.
    if (dict.has(candidate) && (length >= 5 || isWholeToken(lower, i, length))) return length;
  }
  return 0;
}

function isWholeToken(lower: string, i: number, length: number): boolean {
  const before = lower[i - 1];
  const after = lower[i + length];
  return (before === undefined || !/[a-z]/.test(before)) && (after === undefined || !/[a-z]/.test(after));
}

/** The length of the longest stretch (5+ characters) starting at i that already appeared before i, or 0. */
function longestRepeatAt(secret: string, i: number): number {
  let best = 0;
  // indexOf finds the first place the stretch occurs; before i means it was seen (it may overlap, as in "abababab").
  for (let length = 5; i + length <= secret.length && secret.indexOf(secret.slice(i, i + length)) < i; length += 1) best = length;
  return best;
}

/** The length of a run starting at i — the same character, or characters counting up or down by one (5+), or 0. */
function runAt(secret: string, i: number): number {
  if (i + 4 >= secret.length) return 0;
  const step = secret.charCodeAt(i + 1) - secret.charCodeAt(i);
  if (Math.abs(step) > 1) return 0;
  let end = i + 1;
  while (end + 1 < secret.length && secret.charCodeAt(end + 1) - secret.charCodeAt(end) === step) end += 1;
  const length = end - i + 1;
  return length >= 5 ? length : 0;
}
