import { randomBytes } from 'node:crypto';
import { isIP } from 'node:net';
import { availableParallelism } from 'node:os';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { deriveKeys, secretProblem, type ServerKeys } from './secrets';

/** The repository root: api/src/config.ts and api/dist/config.js are both two levels down. */
export const repoRoot = path.resolve(__dirname, '..', '..');

const schema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  /**
   * The store's public address (https://shop.example.in): canonical and og:url links, the sitemap and
   * robots.txt, link-preview pictures and the links in mails are made from it. Required in production;
   * elsewhere http://localhost:PORT.
   */
  PUBLIC_URL: z.string().url().optional(),
  /** Start in production without PUBLIC_URL, with http://localhost:PORT in its place: a look at the image on one's own machine, never a shop people reach. */
  ALLOW_NO_PUBLIC_URL: z.enum(['true', 'false']).default('false').transform((v) => v === 'true'),
  /** mysql://user:pass@host:3306/db — unset means the embedded SQLite file. */
  DATABASE_URL: z.string().regex(/^(mysql|mariadb):\/\//, 'DATABASE_URL must start with mysql:// or mariadb://').optional(),
  SQLITE_PATH: z.string().default(path.join(repoRoot, 'data', 'kapda.sqlite')),
  /** Where seeded product images are written and served from. */
  MEDIA_DIR: z.string().default(path.join(repoRoot, 'data', 'media')),
  /** Where pictures live: `disk` (MEDIA_DIR, one machine) or `s3` (an S3-compatible bucket every process shares). */
  MEDIA_STORE: z.enum(['disk', 's3']).default('disk'),
  /** S3-compatible storage (AWS S3, Cloudflare R2, MinIO…) when MEDIA_STORE=s3; no endpoint = AWS. */
  S3_ENDPOINT: z.string().url().optional(),
  S3_BUCKET: z.string().min(3).optional(),
  S3_REGION: z.string().default('us-east-1'),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  /** Bucket in the path (MinIO, s3rver) rather than the host name. */
  S3_FORCE_PATH_STYLE: z.enum(['true', 'false']).default('false').transform((v) => v === 'true'),
  /** A CDN in front of the bucket (https://media.example.in): picture addresses point there instead of /media. */
  MEDIA_PUBLIC_URL: z.string().url().optional().transform((v) => v?.replace(/\/$/, '')),
  /** Seed the demo catalogue and coupons (and, outside production, the demo accounts) into an empty database on start. */
  SEED_DEMO: z.enum(['true', 'false']).default('true').transform((v) => v === 'true'),
  /** Render product pictures while seeding; 'false' writes the picture rows without drawing files (tests). */
  SEED_IMAGES: z.enum(['true', 'false']).default('true').transform((v) => v === 'true'),
  /** How long anonymous catalogue answers (listings, product pages) are reused; 0 turns the cache off. */
  CATALOGUE_CACHE_SECONDS: z.coerce.number().int().min(0).max(3600).default(10),
  /** The most memory (MB) the catalogue answer cache may hold; the least recently used answers go first. */
  CATALOGUE_CACHE_MB: z.coerce.number().int().min(1).max(4096).default(32),
  /** The largest JSON body (KB) /graphql and /api accept; bigger ones are refused with 413. */
  BODY_LIMIT_KB: z.coerce.number().int().min(16).max(10_240).default(256),
  /**
   * Which peers may say who the client is (X-Forwarded-For): a hop count ("1" = the nearest proxy),
   * or a comma list of addresses, CIDRs and express's names (loopback, linklocal, uniquelocal).
   */
  TRUST_PROXY: z
    .string()
    .default('loopback')
    .transform((v, ctx) => {
      const parsed = parseTrustProxy(v);
      if (parsed === null) {
        ctx.addIssue({ code: 'custom', message: 'TRUST_PROXY must be a hop count (0-10) or a comma list of addresses, CIDRs, loopback, linklocal or uniquelocal' });
        return z.NEVER;
      }
      return parsed;
    }),
  /**
   * The server secret: each thing signed (sessions, guest order links, unsubscribe links, account
   * codes, the sandbox gateway) gets its own key derived from it (secrets.ts). Generated once into data/
   * when unset outside production; in production it must be set and not guessable.
   */
  JWT_SECRET: z.string().min(32, 'JWT_SECRET must be at least 32 characters').optional(),
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().default('Kapda <hello@kapda.in>'),
  REDIS_URL: z.string().optional(),
  /** Processes serving the port (node:cluster): a count, or `auto` for one per core. */
  WEB_CONCURRENCY: z
    .string()
    .default('1')
    .transform((v, ctx) => {
      const count = v.trim() === 'auto' ? availableParallelism() : /^\d+$/.test(v.trim()) ? Number(v.trim()) : NaN;
      if (!(count >= 1 && count <= 64)) {
        ctx.addIssue({ code: 'custom', message: 'WEB_CONCURRENCY must be a whole number from 1 to 64, or auto (one process per core)' });
        return z.NEVER;
      }
      return count;
    }),
  ADMIN_EMAIL: z.string().email().optional(),
  /** The store's support inbox: each contact-page enquiry is mailed here too. */
  SUPPORT_EMAIL: z.string().email().optional(),
  ADMIN_PASSWORD: z.string().optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** The seller on tax invoices (CGST Rule 46). Defaults: the Surat store of the footer, with a SAMPLE GSTIN. */
  SELLER_NAME: z.string().min(1).default('Kapda Fashions'),
  SELLER_CITY: z.string().min(1).default('Surat'),
  SELLER_STATE: z.string().min(1).default('Gujarat'),
  SELLER_GSTIN: z.string().regex(/^[0-9]{2}[A-Z0-9]{13}$/, 'SELLER_GSTIN must be a 15-character GSTIN').optional(),
  /** Invoice serial prefix: KPD/25-26/000123 (at most 16 characters in all). */
  INVOICE_PREFIX: z.string().regex(/^[A-Z]{1,3}$/, 'INVOICE_PREFIX must be 1 to 3 capital letters').default('KPD'),
  /** PINs (6 digits) or PIN prefixes (1–5 digits), comma-separated: no delivery there. */
  UNSERVICEABLE_PINCODES: z.string().default(''),
  /** PINs or prefixes where cash on delivery is not offered (default: the Andaman & Nicobar and Lakshadweep islands). */
  NO_COD_PINCODES: z.string().default('744,68255'),
  /** Delivery days by zone, min-max: sameCity, sameState, metro, rest, remote (north-east and islands). */
  DELIVERY_DAYS: z.string().default('sameCity=1-2,sameState=2-4,metro=3-5,rest=4-7,remote=7-10'),
  /** Cash on delivery is refused above this order value (₹). */
  COD_MAX_ORDER_VALUE: z.coerce.number().int().min(0).default(50000),
  /** Orders one client IP may place a minute (0 = no limit). */
  ORDER_LIMIT_PER_MINUTE: z.coerce.number().int().min(0).default(20),
  /** Requests one API key may make a minute on /graphql and /api (answered with RateLimit headers; then 429). */
  API_KEY_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(600),
  /** Outside production too, webhooks go only to https:// URLs on public addresses (production always does). */
  WEBHOOKS_PUBLIC_ONLY: z.enum(['true', 'false']).default('false').transform((v) => v === 'true'),
  /** How long an online order holds its stock while waiting for payment. */
  PAYMENT_HOLD_MINUTES: z.coerce.number().int().min(1).max(1440).default(30),
  /** Days after delivery (India's days) a shopper may ask to return or exchange (issue 18; the storefront promises 30). */
  RETURN_WINDOW_DAYS: z.coerce.number().int().min(0).max(365).default(30),
  /** Unpaid online orders (holding stock) one client IP may have at a time; 0 = no limit. */
  UNPAID_ORDERS_PER_IP: z.coerce.number().int().min(0).default(3),
  /** Unpaid online orders one email may have at a time; 0 = no limit. */
  UNPAID_ORDERS_PER_EMAIL: z.coerce.number().int().min(0).default(3),
  /** The most pieces one online order may hold while it waits for payment. */
  UNPAID_ORDER_MAX_UNITS: z.coerce.number().int().min(1).max(10_000).default(30),
  /**
   * The gateway new online orders use. Unset: the sandbox outside production, none in production
   * (online payment is then refused and cash on delivery stays open). The sandbox is refused in production.
   */
  PAYMENT_GATEWAY: z.enum(['sandbox', 'razorpay', 'cashfree']).optional(),
  /** Razorpay (dashboard → API keys, webhooks): all three when PAYMENT_GATEWAY=razorpay. */
  RAZORPAY_KEY_ID: z.string().regex(/^rzp_(test|live)_[A-Za-z0-9]+$/, 'RAZORPAY_KEY_ID must look like rzp_live_… or rzp_test_…').optional(),
  RAZORPAY_KEY_SECRET: z.string().min(8).optional(),
  RAZORPAY_WEBHOOK_SECRET: z.string().min(8).optional(),
  RAZORPAY_API_URL: z.string().url().default('https://api.razorpay.com').transform((u) => u.replace(/\/$/, '')),
  /** Cashfree PG (dashboard → developers): both when PAYMENT_GATEWAY=cashfree. */
  CASHFREE_CLIENT_ID: z.string().min(4).optional(),
  CASHFREE_CLIENT_SECRET: z.string().min(8).optional(),
  CASHFREE_ENV: z.enum(['sandbox', 'production']).default('sandbox'),
  /** Default by CASHFREE_ENV: https://sandbox.cashfree.com/pg or https://api.cashfree.com/pg. */
  CASHFREE_API_URL: z.string().url().optional(),
  /** In production, accept Razorpay test keys and Cashfree's sandbox (a staging store); never on a shop taking real orders. */
  ALLOW_TEST_GATEWAY: z.enum(['true', 'false']).default('false').transform((v) => v === 'true'),
  /** Secret the sandbox gateway signs with (HMAC-SHA256); derived from JWT_SECRET when unset. */
  SANDBOX_GATEWAY_SECRET: z.string().min(16).optional(),
  /** WhatsApp Business Cloud API (Meta → WhatsApp Manager → API setup): order updates go out when both are set; otherwise they stay in the local outbox (/dev/messages). */
  WHATSAPP_TOKEN: z.string().min(10).optional(),
  WHATSAPP_PHONE_NUMBER_ID: z.string().regex(/^\d{5,20}$/, 'WHATSAPP_PHONE_NUMBER_ID must be the numeric phone number id from WhatsApp Manager').optional(),
  WHATSAPP_API_URL: z.string().url().default('https://graph.facebook.com/v21.0').transform((u) => u.replace(/\/$/, '')),
  /** The largest product or collection picture (MB) the back office may upload; bigger ones are refused with 413. */
  UPLOAD_MAX_MB: z.coerce.number().min(0.01).max(50).default(8),
  /** How many pictures one upload may carry. */
  UPLOAD_MAX_FILES: z.coerce.number().int().min(1).max(30).default(10),
  /** The largest catalogue CSV (MB) an import may send. */
  IMPORT_MAX_MB: z.coerce.number().min(0.01).max(50).default(5),
  /** Serve the built storefront (web/dist) from the API process. */
  WEB_DIST: z.string().default(path.join(repoRoot, 'web', 'dist')),
});

export type Config = z.infer<typeof schema> & { keys: ServerKeys; publicUrl: string; paymentGateway: PaymentGatewayName | null; cashfreeApiUrl: string };

/** The online payment gateways the store can take money through. */
export type PaymentGatewayName = NonNullable<z.infer<typeof schema>['PAYMENT_GATEWAY']>;

/** Every environment variable, parsed and validated in one place. Throws a readable error on bad input. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  // An empty variable (`DATABASE_URL=`) counts as unset, as shells and compose files write it.
  const parsed = schema.safeParse(Object.fromEntries(Object.entries(env).filter(([, value]) => value !== '')));
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const c = parsed.data;
  if (c.NODE_ENV === 'production' && !c.JWT_SECRET) {
    throw new Error('Invalid configuration:\n  JWT_SECRET: required in production');
  }
  const weakSecret = c.NODE_ENV === 'production' && c.JWT_SECRET ? secretProblem('JWT_SECRET', c.JWT_SECRET) : null;
  if (weakSecret) throw new Error(`Invalid configuration:\n  JWT_SECRET: ${weakSecret}`);
  if (c.NODE_ENV === 'production' && c.PAYMENT_GATEWAY === 'sandbox') {
    throw new Error('Invalid configuration:\n  PAYMENT_GATEWAY: the sandbox gateway takes no money and is refused in production');
  }
  // A test key takes no money: in production the orders it "pays" would ship unpaid.
  if (c.NODE_ENV === 'production' && !c.ALLOW_TEST_GATEWAY) {
    if (c.RAZORPAY_KEY_ID?.startsWith('rzp_test_')) {
      throw new Error('Invalid configuration:\n  RAZORPAY_KEY_ID: a test key (rzp_test_…) takes no money and is refused in production (set ALLOW_TEST_GATEWAY=true for a staging store)');
    }
    if (c.CASHFREE_CLIENT_ID && env.CASHFREE_ENV !== 'production') {
      throw new Error('Invalid configuration:\n  CASHFREE_ENV: must be set to production in production (sandbox takes no money; set ALLOW_TEST_GATEWAY=true for a staging store)');
    }
  }
  // Several processes without Redis each count the abuse limits and keep catalogue answers on their own.
  const alone = processesWithoutRedis(c);
  if (alone && c.NODE_ENV === 'production') throw new Error(`Invalid configuration:\n  ${alone}; set REDIS_URL (or WEB_CONCURRENCY=1)`);
  const needs: Record<string, Array<keyof typeof c>> = { razorpay: ['RAZORPAY_KEY_ID', 'RAZORPAY_KEY_SECRET', 'RAZORPAY_WEBHOOK_SECRET'], cashfree: ['CASHFREE_CLIENT_ID', 'CASHFREE_CLIENT_SECRET'] };
  if (Boolean(c.WHATSAPP_TOKEN) !== Boolean(c.WHATSAPP_PHONE_NUMBER_ID)) {
    throw new Error(`Invalid configuration:\n  ${c.WHATSAPP_TOKEN ? 'WHATSAPP_PHONE_NUMBER_ID' : 'WHATSAPP_TOKEN'}: WhatsApp order updates need both WHATSAPP_TOKEN and WHATSAPP_PHONE_NUMBER_ID`);
  }
  const missing = (needs[c.PAYMENT_GATEWAY ?? ''] ?? []).filter((name) => !c[name]);
  if (missing.length) throw new Error(`Invalid configuration:\n  PAYMENT_GATEWAY=${c.PAYMENT_GATEWAY} needs ${missing.join(', ')}`);
  // Without it every canonical link, the sitemap, robots.txt, link previews and mailed links would name http://localhost.
  if (c.NODE_ENV === 'production' && !c.PUBLIC_URL && !c.ALLOW_NO_PUBLIC_URL) {
    throw new Error(
      'Invalid configuration:\n  PUBLIC_URL: required in production — the address shoppers reach the store at (https://shop.example.in); ' +
        "canonical and og:url links, the sitemap, robots.txt, link-preview pictures and the links in mails are made from it " +
        '(ALLOW_NO_PUBLIC_URL=true starts anyway with http://localhost:PORT, for a look at the image on your own machine)',
    );
  }
  return {
    ...c,
    keys: deriveKeys(c.JWT_SECRET ?? devSecret(path.dirname(c.SQLITE_PATH))),
    publicUrl: (c.PUBLIC_URL ?? `http://localhost:${c.PORT}`).replace(/\/$/, ''),
    paymentGateway: c.PAYMENT_GATEWAY ?? (c.NODE_ENV === 'production' ? null : 'sandbox'),
    cashfreeApiUrl: (c.CASHFREE_API_URL ?? (c.CASHFREE_ENV === 'production' ? 'https://api.cashfree.com/pg' : 'https://sandbox.cashfree.com/pg')).replace(/\/$/, ''),
  };
}

/**
 * WEB_CONCURRENCY above 1 without REDIS_URL: what goes wrong, or null. Each process then keeps its own
 * abuse-limit counters (every limit multiplied by the number of processes) and its own catalogue
 * answer cache (another process's write shows only when CATALOGUE_CACHE_SECONDS runs out). Refused in
 * production (loadConfig); outside it main.ts prints it as a warning.
 */
export function processesWithoutRedis(c: { WEB_CONCURRENCY: number; REDIS_URL?: string; CATALOGUE_CACHE_SECONDS: number }): string | null {
  if (c.WEB_CONCURRENCY <= 1 || c.REDIS_URL) return null;
  return `WEB_CONCURRENCY=${c.WEB_CONCURRENCY} without REDIS_URL: each of the ${c.WEB_CONCURRENCY} processes would keep its own abuse-limit counters (a limit of 10 becomes ${10 * c.WEB_CONCURRENCY}) and its own catalogue answer cache (a write made through one shows on the others only after CATALOGUE_CACHE_SECONDS=${c.CATALOGUE_CACHE_SECONDS})`;
}

/** TRUST_PROXY as express's `trust proxy` setting: a hop count, or a list of addresses/CIDRs/names; null when malformed. */
export function parseTrustProxy(value: string): number | string[] | null {
  const text = value.trim();
  if (/^\d+$/.test(text)) {
    const hops = Number(text);
    return hops <= 10 ? hops : null;
  }
  const entries = text.split(',').map((e) => e.trim()).filter(Boolean);
  if (entries.length === 0) return null;
  return entries.every(isTrustEntry) ? entries : null;
}

function isTrustEntry(entry: string): boolean {
  if (['loopback', 'linklocal', 'uniquelocal'].includes(entry)) return true;
  const [address, bits, ...rest] = entry.split('/');
  if (rest.length) return false;
  const version = isIP(address);
  if (!version) return false;
  if (bits === undefined) return true;
  if (!/^\d+$/.test(bits)) return false;
  return Number(bits) <= (version === 4 ? 32 : 128);
}

/** A per-checkout secret so development tokens survive restarts without anyone configuring one. */
function devSecret(dir: string): string {
  const file = path.join(dir, '.jwt-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}
