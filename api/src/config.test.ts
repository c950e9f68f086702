import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { loadConfig, processesWithoutRedis } from './config';

describe('WEB_CONCURRENCY above 1 needs REDIS_URL', () => {
  const base = { JWT_SECRET: randomBytes(48).toString('base64'), DATABASE_URL: 'mysql://kapda@db:3306/kapda', PUBLIC_URL: 'https://shop.kapda.example' };

  it('is refused in production, naming both variables', () => {
    expect(() => loadConfig({ ...base, NODE_ENV: 'production', WEB_CONCURRENCY: '2' })).toThrow(/WEB_CONCURRENCY=2 without REDIS_URL.*set REDIS_URL/s);
    expect(() => loadConfig({ ...base, NODE_ENV: 'production', WEB_CONCURRENCY: '2', REDIS_URL: 'redis://redis:6379' })).not.toThrow();
    expect(() => loadConfig({ ...base, NODE_ENV: 'production', WEB_CONCURRENCY: '1' })).not.toThrow();
  });

  it('is allowed outside production, with a warning that says what goes wrong', () => {
    const config = loadConfig({ ...base, NODE_ENV: 'development', WEB_CONCURRENCY: '3' });
    expect(processesWithoutRedis(config)).toMatch(/^WEB_CONCURRENCY=3 without REDIS_URL: each of the 3 processes would keep its own abuse-limit counters \(a limit of 10 becomes 30\) and its own catalogue answer cache/);
    expect(processesWithoutRedis(loadConfig({ ...base, NODE_ENV: 'development', WEB_CONCURRENCY: '3', REDIS_URL: 'redis://127.0.0.1:6379' }))).toBeNull();
    expect(processesWithoutRedis(loadConfig({ ...base, NODE_ENV: 'development' }))).toBeNull();
  });
});

describe('PUBLIC_URL', () => {
  const base = { JWT_SECRET: randomBytes(48).toString('base64') };

  it('is required in production, the error naming it and what is made from it', () => {
    expect(() => loadConfig({ ...base, NODE_ENV: 'production' })).toThrow(/PUBLIC_URL: required in production .*canonical and og:url links, the sitemap, robots\.txt, link-preview pictures and the links in mails/s);
    expect(loadConfig({ ...base, NODE_ENV: 'production', PUBLIC_URL: 'https://shop.kapda.example/' }).publicUrl).toBe('https://shop.kapda.example');
  });

  it('may be left out in production only when said so, and is never needed for the demo, development or tests', () => {
    expect(loadConfig({ ...base, NODE_ENV: 'production', ALLOW_NO_PUBLIC_URL: 'true', PORT: '8080' }).publicUrl).toBe('http://localhost:8080');
    for (const NODE_ENV of ['development', 'test'] as const) expect(loadConfig({ ...base, NODE_ENV, PORT: '3000' }).publicUrl).toBe('http://localhost:3000');
    expect(loadConfig({ ...base, PORT: '3000' }).publicUrl).toBe('http://localhost:3000');
  });
});
