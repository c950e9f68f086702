import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(__dirname, '..');
const src = path.join(root, 'src');
const pkg = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as {
  name: string;
  dependencies?: object;
  peerDependencies?: object;
  exports: Record<string, string | Record<string, string>>;
  typesVersions: { '*': Record<string, string[]> };
};
const sources = readdirSync(src).filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts') && !file.endsWith('.d.ts'));

describe('the @kapda/rules package', () => {
  it('has no dependencies', () => {
    expect(pkg.name).toBe('@kapda/rules');
    expect(pkg.dependencies ?? {}).toEqual({});
    expect(pkg.peerDependencies ?? {}).toEqual({});
  });

  it('imports nothing but its own files (no Node, no DOM library, no package)', () => {
    for (const file of sources) {
      const code = readFileSync(path.join(src, file), 'utf8');
      for (const [, specifier] of code.matchAll(/(?:from|import)\s*\(?\s*['"]([^'"]+)['"]/g)) {
        expect(specifier, `${file} imports ${specifier}`).toMatch(/^\.\/[\w.-]+$/);
      }
    }
  });

  it('names every source file under one public subpath, the same for TypeScript, bundlers and Node', () => {
    const named = new Set<string>();
    for (const [subpath, target] of Object.entries(pkg.exports)) {
      if (subpath === './package.json') continue;
      if (typeof target === 'string') throw new Error(`${subpath} must list its conditions`);
      const source = target.types;
      expect(target['kapda-source'], subpath).toBe(source);
      expect(target.default, subpath).toBe(source);
      expect(target.require, subpath).toBe(source.replace('./src/', './dist/').replace(/\.ts$/, '.js'));
      expect(pkg.typesVersions['*'][subpath.slice(2)], subpath).toEqual([source.slice(2)]);
      named.add(path.basename(source));
    }
    expect([...named].sort()).toEqual([...sources].sort());
  });
});
