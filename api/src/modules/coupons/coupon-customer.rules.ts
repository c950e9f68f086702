/**
 * Who "one customer" is for coupon limits (once per customer, first order only): one person, however
 * they checked out — a member by account, and everyone by the normalised form of the email address
 * they ordered with. Pure; the key is stored with every order and coupon use (`customerKey`).
 *
 * The rule: trimmed and lower-cased; a `+tag` in the local part is dropped (`name+1@x.in` is
 * `name@x.in`: the big mail services deliver both to one inbox); for Gmail only, dots in the local
 * part are dropped and `googlemail.com` is `gmail.com` (Gmail ignores them, so `n.a.me@gmail.com`
 * is the same inbox as `name@gmail.com`). Dots stay significant for every other domain, where
 * `a.b@` and `ab@` may well be two people.
 */

const GMAIL_DOMAINS = new Set(['gmail.com', 'googlemail.com']);

/** The longest key stored (the email columns' length). */
export const CUSTOMER_KEY_LENGTH = 254;

export function customerKey(email: string): string {
  const address = email.trim().toLowerCase();
  const at = address.lastIndexOf('@');
  if (at <= 0 || at === address.length - 1) return address.slice(0, CUSTOMER_KEY_LENGTH);
  let local = address.slice(0, at);
  let domain = address.slice(at + 1);
  const plus = local.indexOf('+');
  // '+tag@x.in' alone has no name before the tag: keep it whole rather than leave an empty name.
  if (plus > 0) local = local.slice(0, plus);
  if (GMAIL_DOMAINS.has(domain)) {
    domain = 'gmail.com';
    local = local.replace(/\./g, '') || local;
  }
  return `${local}@${domain}`.slice(0, CUSTOMER_KEY_LENGTH);
}
