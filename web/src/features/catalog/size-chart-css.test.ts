import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

// The product page's size chart sheet styles `.size-chart` (position: fixed, full screen). Stylesheets stay
// loaded after client-side navigation, so any other page using that class became a stack of fixed overlays
// (the Size Guide after opening a product's size chart), and other sheets' `.size-chart` rules reshaped the
// sheet (a 32 px margin let the bottom tabs show through). The class belongs to the sheet alone.
const src = join(__dirname, '..', '..');
const own = new Set(['features/catalog/size-chart.css', 'features/catalog/SizeChartDialog.tsx']);

function files(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? files(join(dir, e.name)) : /\.(css|tsx)$/.test(e.name) && !/\.test\.tsx$/.test(e.name) ? [join(dir, e.name)] : [],
  );
}

describe('the size chart sheet’s class', () => {
  it('is used and styled only by the sheet itself', () => {
    const users = files(src)
      .filter((f) => !own.has(relative(src, f).split('\\').join('/')))
      .filter((f) => {
        const text = readFileSync(f, 'utf8');
        return f.endsWith('.css')
          ? /\.size-chart(?![\w-])/.test(text)
          : /className=["'{`][^"'`}]*\bsize-chart(?![\w-])/.test(text);
      })
      .map((f) => relative(src, f));
    expect(users).toEqual([]);
  });
});
