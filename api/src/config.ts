import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';

/** The repository root: api/src/config.ts and api/dist/config.js are both two levels down. */
export const repoRoot = path.resolve(__dirname, '..', '..');

const schema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  /** Public address of the store, used in links inside emails. */
  PUBLIC_URL: z.string().url().optional(),
  /** mysql://user:pass@host:3306/db — unset means the embedded SQLite file. */
  DATABASE_URL: z.string().regex(/^(mysql|mariadb):\/\//, 'DATABASE_URL must start with mysql:// or mariadb://').optional(),
  SQLITE_PATH: z.string().default(path.join(repoRoot, 'data', 'kapda.sqlite')),
  /** Where seeded product images are written and served from. */
  MEDIA_DIR: z.string().default(path.join(repoRoot, 'data', 'media')),
  /** Seed the demo catalogue, coupons and demo accounts into an empty database on start. */
  SEED_DEMO: z.enum(['true', 'false']).default('true').transform((v) => v === 'true'),
  /** Render product pictures while seeding; 'false' writes the picture rows without drawing files (tests). */
  SEED_IMAGES: z.enum(['true', 'false']).default('true').transform((v) => v === 'true'),
  /** How long anonymous catalogue answers (listings, product pages) are reused; 0 turns the cache off. */
  CATALOGUE_CACHE_SECONDS: z.coerce.number().int().min(0).max(3600).default(10),
  /** HMAC secret for session tokens; generated once into data/ when unset outside production. */
  JWT_SECRET: z.string().min(32, 'JWT_SECRET must be at least 32 characters').optional(),
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().default('Kapda <hello@kapda.in>'),
  REDIS_URL: z.string().optional(),
  ADMIN_EMAIL: z.string().email().optional(),
  /** The store's support inbox: each contact-page enquiry is mailed here too. */
  SUPPORT_EMAIL: z.string().email().optional(),
  ADMIN_PASSWORD: z.string().optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Serve the built storefront (web/dist) from the API process. */
  WEB_DIST: z.string().default(path.join(repoRoot, 'web', 'dist')),
});

export type Config = z.infer<typeof schema> & { jwtSecret: string; publicUrl: string };

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
  return {
    ...c,
    jwtSecret: c.JWT_SECRET ?? devSecret(path.dirname(c.SQLITE_PATH)),
    publicUrl: (c.PUBLIC_URL ?? `http://localhost:${c.PORT}`).replace(/\/$/, ''),
  };
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
