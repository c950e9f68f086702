import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';

/**
 * The deployment files as Docker would read them (no Docker engine here: the compose file is parsed
 * with its anchors and merge keys, and the profiles worked out as Compose does — a service without
 * `profiles` always runs, one with them only when a listed profile is asked for).
 */
const root = path.resolve(__dirname, '..', '..');
const read = (file: string) => readFileSync(path.join(root, file), 'utf8');

interface Service {
  profiles?: string[];
  depends_on?: string[] | Record<string, { condition?: string }>;
  environment?: Record<string, string>;
  image?: string;
  build?: string;
}
const compose = parse(read('docker-compose.yml'), { merge: true }) as { services: Record<string, Service> };
const services = compose.services;
const running = (profile: string) => Object.keys(services).filter((name) => !services[name].profiles || services[name].profiles!.includes(profile)).sort();
const dependencies = (service: Service): Record<string, string> =>
  Array.isArray(service.depends_on)
    ? Object.fromEntries(service.depends_on.map((name) => [name, 'service_started']))
    : Object.fromEntries(Object.entries(service.depends_on ?? {}).map(([name, d]) => [name, d.condition ?? 'service_started']));

describe('docker-compose.yml', () => {
  it('--profile scale starts the two store replicas, nginx, MySQL, Redis and MinIO — not the single store', () => {
    expect(running('scale')).toEqual(['balancer', 'minio', 'minio-bucket', 'mysql', 'redis', 'store-a', 'store-b']);
  });

  it('--profile single starts the one store and MySQL', () => {
    expect(running('single')).toEqual(['app', 'mysql']);
  });

  it('every dependency runs in the same profile', () => {
    for (const profile of ['single', 'scale']) {
      for (const name of running(profile)) {
        for (const needed of Object.keys(dependencies(services[name]))) expect(running(profile), `${name} → ${needed} in ${profile}`).toContain(needed);
      }
    }
  });

  it('the migrations and seeding run once: store-b waits for store-a to be ready and never seeds', () => {
    const a = services['store-a'];
    const b = services['store-b'];
    expect(dependencies(b)['store-a']).toBe('service_healthy');
    expect(dependencies(a)['store-b']).toBeUndefined();
    expect(dependencies(a)).toMatchObject({ mysql: 'service_healthy', 'minio-bucket': 'service_completed_successfully' });
    expect(a.environment!.SEED_DEMO).toBe('${SEED_DEMO:-false}');
    expect(b.environment!.SEED_DEMO).toBe('false');
    // Otherwise the same store: same database, Redis, bucket and secret.
    const { SEED_DEMO: _a, ...restA } = a.environment!;
    const { SEED_DEMO: _b, ...restB } = b.environment!;
    expect(restB).toEqual(restA);
    expect(restA).toMatchObject({ NODE_ENV: 'production', REDIS_URL: 'redis://redis:6379', MEDIA_STORE: 's3', TRUST_PROXY: '1' });
    expect(a.build).toBe('.');
    expect(b.build).toBe('.');
  });

  it('the README gives the commands the profiles answer to', () => {
    const readme = read('README.md');
    expect(readme).toContain('docker compose --profile single up --build');
    expect(readme).toContain('docker compose --profile scale up --build');
    expect(readme).not.toMatch(/ADMIN_PASSWORD='…' docker compose up --build/);
  });
});

describe('npm run media:sync in the production image', () => {
  it('runs the compiled CLI with node — the image prunes dev dependencies such as tsx', () => {
    const pkg = JSON.parse(read('package.json')) as { scripts: Record<string, string>; devDependencies: Record<string, string> };
    const script = pkg.scripts['media:sync'];
    const [program, ...args] = script.split(/\s+/);
    expect(program).toBe('node');
    expect(Object.keys(pkg.devDependencies)).toContain('tsx');
    expect(script).not.toMatch(/\btsx\b|ts-node|\bnpm run\b/);
    const file = args.find((a) => !a.startsWith('-'));
    expect(file).toBe('api/dist/cli/media-sync.js');
    // The build compiles api/src into api/dist (the file run above), and the image prunes dev dependencies.
    const build = JSON.parse(read('api/tsconfig.build.json')) as { compilerOptions: { rootDir: string; outDir: string }; include: string[] };
    expect(build).toMatchObject({ compilerOptions: { rootDir: 'src', outDir: 'dist' }, include: ['src'] });
    expect(read('Dockerfile')).toContain('npm prune --omit=dev');
    const api = JSON.parse(read('api/package.json')) as { scripts: Record<string, string> };
    expect(api.scripts['media:sync']).not.toMatch(/\btsx\b/);
  });
});
