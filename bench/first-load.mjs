#!/usr/bin/env node
/**
 * First-load JavaScript of the storefront's landing routes, from the built output (web/dist):
 * web/dist/boot.js, the entry chunk of index.html plus everything it imports statically, plus the
 * route's lazy page chunk and its static imports — what a browser must download before the page is
 * interactive (the server's HTML is drawn before any of it).
 * Sizes are gzip level 9, summed over distinct files; the stylesheets loaded with them are counted apart.
 *
 *   npm run build -w web && node bench/first-load.mjs          # prints a Markdown table
 *   node bench/first-load.mjs --json                          # machine-readable
 *
 * It also fails (exit 1) when a back-office operation (admin, audit, enquiry desk, banner and
 * site-content editing) or a back-office page chunk is part of a storefront first load.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dist = path.join(root, 'web/dist');
const assets = path.join(dist, 'assets');

/** Storefront routes and the chunk of the page each one loads lazily (web/src/routes.tsx; ShopPage is in the `listing` chunk, web/vite.config.ts). */
const ROUTES = { '/': 'HomePage', '/shop': 'listing' };
/** Chunks that belong to the back office and must never be on a storefront's first load. */
const BACK_OFFICE_CHUNKS = /^(DashboardPage|CityAnalyticsPage|PromoBannersPage|OrderDetailsPage|SiteContentPage|EnquiriesPage|AuditLogPage|BackOffice\w*|SubAdmin\w*|SiteContentEditor|EnquiryDesk|AuditLogTable|PromoBannersManager|CustomersPage|CustomerPage|SalesChart|PlaceChart|CartesianChart|ProductsPage|ProductEditPage|ProductImportPage|CategoriesPage|CollectionsAdminPage|CouponsPage|ProductList|ProductEditor|ProductImport|CategoriesManager|CollectionsManager|CouponsManager)-/;

if (!existsSync(path.join(dist, 'index.html'))) {
  console.error('web/dist/index.html is missing: run `npm run build -w web` first.');
  process.exit(2);
}

const read = (file) => readFileSync(path.join(assets, file));
const gzipBytes = (file) => gzipSync(read(file), { level: 9 }).length;

/** Files a chunk imports statically (`import … from"./x.js"`, `import"./x.js"`); dynamic import() is not followed. */
function staticImports(file) {
  const code = read(file).toString('utf8');
  const found = new Set();
  for (const match of code.matchAll(/(?:\bfrom|\bimport)\s*["'`]\.\/([^"'`]+\.js)["'`]/g)) found.add(match[1]);
  return [...found];
}

function closure(start) {
  const seen = new Set();
  const queue = [...start];
  while (queue.length > 0) {
    const file = queue.shift();
    if (seen.has(file)) continue;
    seen.add(file);
    queue.push(...staticImports(file));
  }
  return seen;
}

/**
 * The stylesheets Vite loads with a lazy page: the entry lists each dynamic import's dependencies
 * (`import("./ShopPage-….js"),__vite__mapDeps([…])`, indices into its `m.f` list of files).
 */
function stylesheetsOf(pageChunk) {
  const code = entry.map((file) => read(file).toString('utf8')).join('\n');
  const list = code.match(/m\.f\|\|\(m\.f=(\[[^\]]*\])/);
  // A page in a shared chunk is read from its export: `import("./listing-….js").then(e=>e.t),__vite__mapDeps(…)`.
  const call = code.match(new RegExp(`import\\(["'\`]\\./${pageChunk.replace(/[.$]/g, '\\$&')}["'\`]\\)(?:\\.then\\([^()]*\\))?,__vite__mapDeps\\((\\[[^\\]]*\\])`));
  if (!list || !call) throw new Error(`Cannot find the dependencies of ${pageChunk} in the entry chunk`);
  const deps = JSON.parse(list[1]);
  return JSON.parse(call[1]).map((index) => path.basename(deps[index])).filter((file) => file.endsWith('.css'));
}

const html = readFileSync(path.join(dist, 'index.html'), 'utf8');
const entry = [...html.matchAll(/<script type="module"[^>]*src="\/assets\/([^"]+\.js)"/g)].map((m) => m[1]);
const entryCss = [...html.matchAll(/<link rel="stylesheet"[^>]*href="\/assets\/([^"]+\.css)"/g)].map((m) => m[1]);
const files = readdirSync(assets);
const boot = existsSync(path.join(dist, 'boot.js')) ? readFileSync(path.join(dist, 'boot.js')) : null;

/** Operations only the back office sends: whole files, and the editing operations of shared ones. */
const BACK_OFFICE_FILES = ['admin.graphql', 'audit.graphql', 'enquiries.graphql', 'backoffice.graphql', 'catalog-admin.graphql'];
const BACK_OFFICE_EDITS = ['PromoBanners', 'CreatePromoBanner', 'UpdatePromoBanner', 'DeletePromoBanner', 'SiteContentDraft', 'SiteContentVersions', 'PublishSiteContent', 'AutosaveSiteContent', 'RestoreSiteContentVersion'];
const adminOperations = [
  ...BACK_OFFICE_FILES.flatMap((file) => [...readFileSync(path.join(root, 'web/src/graphql', file), 'utf8').matchAll(/\b(?:query|mutation|fragment)\s+(\w+)/g)].map((m) => m[1])),
  ...BACK_OFFICE_EDITS,
];

const problems = [];
const rows = [];
for (const [route, pageName] of Object.entries(ROUTES)) {
  const pageChunk = files.find((file) => file.startsWith(`${pageName}-`) && file.endsWith('.js'));
  if (!pageChunk) throw new Error(`No chunk for ${pageName} in web/dist/assets`);
  const loaded = closure([...entry, pageChunk]);
  // The server's pages start those modules from web/dist/boot.js after the first paint (api/src/http/storefront-template.ts).
  const js = [...loaded].reduce((sum, file) => sum + gzipBytes(file), 0) + (boot ? gzipSync(boot, { level: 9 }).length : 0);
  const raw = [...loaded].reduce((sum, file) => sum + read(file).length, 0) + (boot?.length ?? 0);
  const css = [...new Set([...entryCss, ...stylesheetsOf(pageChunk)])].reduce((sum, file) => sum + gzipBytes(file), 0);
  for (const file of loaded) {
    if (BACK_OFFICE_CHUNKS.test(file)) problems.push(`${route}: back-office chunk ${file} is on the first load`);
    const code = read(file).toString('utf8');
    // A document names its operation as {kind: 'Name', value: 'SubAdmins'}.
    for (const name of adminOperations) {
      if (new RegExp(`value:["'\`]${name}["'\`]`).test(code)) problems.push(`${route}: back-office operation ${name} is in ${file}`);
    }
  }
  rows.push({ route, files: loaded.size + (boot ? 1 : 0), jsGzipKB: +(js / 1024).toFixed(1), jsRawKB: +(raw / 1024).toFixed(1), cssGzipKB: +(css / 1024).toFixed(1) });
}

if (process.argv.includes('--json')) {
  console.log(JSON.stringify({ routes: rows, problems }, null, 2));
} else {
  console.log('| route | JS files | JS gzip KB | JS raw KB | CSS gzip KB |');
  console.log('|---|---:|---:|---:|---:|');
  for (const row of rows) console.log(`| ${row.route} | ${row.files} | ${row.jsGzipKB} | ${row.jsRawKB} | ${row.cssGzipKB} |`);
  for (const problem of problems) console.error(problem);
}
process.exit(problems.length > 0 ? 1 : 0);
