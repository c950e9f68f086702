import path from 'node:path';
import react from '@vitejs/plugin-react';
import { defaultClientConditions, defineConfig, type Plugin } from 'vite';

/**
 * notistack after the page (issue 19): every `import … from 'notistack'` except ui/toasts.tsx's own
 * resolves to ui/toasts.tsx, which loads notistack when the browser is idle or at the first toast.
 */
const TOASTS = path.resolve(__dirname, 'src/ui/toasts.tsx');
function lazyToasts(): Plugin {
  return {
    name: 'kapda-lazy-toasts',
    enforce: 'pre',
    resolveId(source, importer) {
      return source === 'notistack' && importer && path.resolve(importer.split('?')[0]) !== TOASTS ? TOASTS : null;
    },
  };
}

/**
 * Apollo Client prints every document it sends with graphql-js's printer; the build gives it
 * src/apollo-print.ts instead (the same request on one line, ~1.7 KB gzip less on every first load),
 * on both sides so the browser and the server's render send the same text (one answer cache).
 * Only Apollo's print module is redirected; everything else keeps graphql-js.
 */
const COMPACT_PRINT = path.resolve(__dirname, 'src/apollo-print.ts');
const COMPACT_INSPECT = path.resolve(__dirname, 'src/graphql-inspect.ts');
/** src/boot.ts: the server-rendered pages' one script (api/src/http/storefront-template.ts), at a fixed address (web/dist/boot.js). */
const BOOT = path.resolve(__dirname, 'src/boot.ts');
function compactPrint(): Plugin {
  return {
    name: 'kapda-compact-print',
    enforce: 'pre',
    apply: 'build',
    resolveId(source, importer) {
      if (source === 'graphql' && importer && /@apollo[\\/]client[\\/]utilities[\\/]graphql[\\/]print\.js$/.test(importer)) return COMPACT_PRINT;
      // And graphql's visitor names a node it cannot visit with a shorter `inspect` (src/graphql-inspect.ts).
      if (source === '../jsutils/inspect.mjs' && importer && /graphql[\\/]language[\\/]visitor\.mjs$/.test(importer)) return COMPACT_INSPECT;
      return null;
    },
  };
}

/**
 * Vite preloads a lazy page's chunks together with it: each dynamic import of the route table
 * carries the list (`__vite__mapDeps`), ~3 KB gzip of every first load. Two things leave it:
 * - chunks the importing chunk already imports statically (framework, storefront…: loaded before
 *   the import can run, so listing them preloads nothing);
 * - every chunk of the back office's pages (src/pages/admin/) but their stylesheets: a shopper never
 *   opens them, and an admin's first visit to one fetches its chunks as its imports are read (one
 *   round trip more, once).
 */
const BACK_OFFICE_PAGE = /[\\/]web[\\/]src[\\/]pages[\\/]admin[\\/]/;
const preloads = { backOffice: new Set<string>(), imports: new Map<string, readonly string[]>(), loaded: new Map<string, Set<string>>() };
function readChunkGraph(): Plugin {
  return {
    name: 'kapda-chunk-graph',
    enforce: 'pre',
    apply: 'build',
    // Before Vite's own generateBundle writes the preload lists (it calls resolveDependencies).
    generateBundle(_options, bundle) {
      preloads.backOffice.clear();
      preloads.imports.clear();
      preloads.loaded.clear();
      for (const chunk of Object.values(bundle)) {
        if (chunk.type !== 'chunk') continue;
        preloads.imports.set(chunk.fileName, chunk.imports);
        if (chunk.facadeModuleId && BACK_OFFICE_PAGE.test(chunk.facadeModuleId)) preloads.backOffice.add(chunk.fileName);
      }
    },
  };
}

/** A chunk and everything it imports statically: loaded by the time its code runs. */
function loadedWith(chunk: string): Set<string> {
  let loaded = preloads.loaded.get(chunk);
  if (!loaded) {
    loaded = new Set();
    const queue = [chunk];
    while (queue.length > 0) {
      const next = queue.pop()!;
      if (loaded.has(next)) continue;
      loaded.add(next);
      queue.push(...(preloads.imports.get(next) ?? []));
    }
    preloads.loaded.set(chunk, loaded);
  }
  return loaded;
}

function preloadsOf(chunk: string, deps: string[], { hostId }: { hostId: string }): string[] {
  if (preloads.backOffice.has(chunk)) return [];
  const loaded = loadedWith(hostId);
  return deps.filter((dep) => !loaded.has(dep));
}

/**
 * The libraries every page starts with (React, React Router, Apollo Client and theirs) in one chunk:
 * gzip then compresses them together, and the first load is one file instead of nine.
 */
const FRAMEWORK_PACKAGES = /node_modules[\\/](react|react-dom|scheduler|react-router|@apollo[\\/]client|rxjs|optimism|@wry|tslib)[\\/]/;
const isFramework = (id: string) => FRAMEWORK_PACKAGES.test(id) || id === COMPACT_PRINT || id === COMPACT_INSPECT;
const VITE_OR_RUNTIME = /^\0vite[\\/]/;

/** A product card (home, listings, a product page's related products) and what it shows. */
const PRODUCT_CARD_MODULES = /[\\/]web[\\/]src[\\/](features[\\/]catalog[\\/](ProductCard|ProductCardActions|ProductGrid|ProductImage)|features[\\/]cart[\\/]QuickAddButton|features[\\/]wishlist[\\/]WishlistHeart|ui[\\/](PriceTag|Stars|product-image)|seo[\\/]json-ld)\.tsx?$|[\\/]packages[\\/]rules[\\/]src[\\/]rating\.rules\.ts$/;
/** The side drawer and its focus and scroll-lock hooks (a listing's filters; the cart and menu drawers, loaded after the page). */
const DRAWER_MODULES = /[\\/]web[\\/]src[\\/]ui[\\/](Drawer|overlay-hooks)\.tsx?$/;
/** A listing page's filters, sort, pages and header (shop, collections, plus size), and /shop's own page: one chunk. */
const LISTING_MODULES = /[\\/]web[\\/]src[\\/](features[\\/]catalog[\\/](ProductListing|FilterPanel|Pagination|shop-params)|gql[\\/]hooks[\\/](ShopFacets|ShopProducts|ShopCategories)|pages[\\/](ListingHeader|ShopPage)|seo[\\/]listing-json-ld|ui[\\/]useMediaQuery)\.tsx?$/;


/**
 * The storefront's own code that every first load runs (what main.tsx imports statically: the route
 * table, the shell, the session, cart and wishlist state) in one chunk beside `framework`. Left to
 * itself Rolldown cut it into a dozen small chunks by which lazy pages also use them, each compressed
 * alone (−4.8 KB gzip on `/` as one). Lazy pages' own modules are not `$initial` and stay in theirs.
 */
const isStorefrontModule = (id: string) => /[\\/](web[\\/]src|packages[\\/]rules[\\/]src)[\\/]/.test(id) && !/[\\/]graphiql[\\/]/.test(id) && id !== BOOT;

/** React Router's production build: the same code with its development warnings compiled out (`ENABLE_DEV_WARNINGS`). */
const REACT_ROUTER_PRODUCTION = path.resolve(__dirname, '../node_modules/react-router/dist/production/index.mjs');

/**
 * The storefront SPA plus the self-hosted GraphiQL page, both served by the API process; and with
 * `--ssr` the server's render of the storefront (src/entry-server.tsx → dist-ssr/entry-server.mjs,
 * everything bundled in, outside web/dist so it is never served as a file).
 */
export default defineConfig(({ command, isSsrBuild }) => ({
  plugins: [react(), lazyToasts(), compactPrint(), readChunkGraph()],
  build: isSsrBuild
    ? {
        outDir: 'dist-ssr',
        emptyOutDir: true,
        sourcemap: false,
        copyPublicDir: false,
        rollupOptions: {
          output: { format: 'es', entryFileNames: 'entry-server.mjs' },
          // The server renders from the whole route table (all-routes.tsx), which imports the private
          // pages' routes the browser loads lazily (routes.tsx): one bundle here is what is wanted.
          onwarn(warning, warn) {
            if (warning.code !== 'INEFFECTIVE_DYNAMIC_IMPORT') warn(warning);
          },
        },
      }
    : {
        outDir: 'dist',
        emptyOutDir: true,
        sourcemap: false,
        chunkSizeWarningLimit: 3000,
        // No polyfill: every browser the build targets but Safari 16 preloads modules itself, and
        // there a lazy page's chunks simply load as they are imported (0.5 KB of every first load).
        modulePreload: { polyfill: false, resolveDependencies: preloadsOf },
        rollupOptions: {
          input: { main: path.resolve(__dirname, 'index.html'), graphiql: path.resolve(__dirname, 'graphiql.html'), boot: BOOT },
          output: {
            entryFileNames: (chunk) => (chunk.facadeModuleId === BOOT ? 'boot.js' : 'assets/[name]-[hash].js'),
            codeSplitting: {
              groups: [
                // What the first load runs of them; the rest (hooks only some pages use) in a chunk of its own.
                // Vite's helpers (module preload) in it too: every page (GraphiQL's as well) loads both.
                { name: 'framework', test: (id: string) => isFramework(id) || VITE_OR_RUNTIME.test(id), tags: ['$initial'], priority: 2 },
                { name: 'framework-more', test: isFramework },
                { name: 'storefront', test: isStorefrontModule, tags: ['$initial'] },
                // Lazy pages' shared modules, left to Rolldown, came in many small chunks (one per set of
                // pages sharing them), each compressed alone; grouped, /shop's first load is 1.7 KB smaller.
                { name: 'product-card', test: PRODUCT_CARD_MODULES },
                { name: 'drawer', test: DRAWER_MODULES },
                { name: 'listing', test: LISTING_MODULES },
              ],
            },
          },
        },
      },
  // Production builds: React Router without its development warnings (`ENABLE_DEV_WARNINGS`), on both
  // sides so the server renders what the browser hydrates; and in the browser rxjs's ES2015 build
  // (`es2015` condition) instead of its ES5 one — classes instead of tslib's helpers. `vite` dev keeps both as they were.
  resolve:
    command === 'build'
      ? {
          alias: [{ find: /^react-router$/, replacement: REACT_ROUTER_PRODUCTION }],
          ...(isSsrBuild ? {} : { conditions: [...defaultClientConditions, 'es2015'] }),
        }
      : undefined,
  ssr: { noExternal: true },
  server: {
    port: 5173,
    // xfwd: the API sees each request as relayed (X-Forwarded-For), so its limits count the real
    // client and a dev server opened to the network (--host) does not make strangers "local" to /dev.
    proxy: Object.fromEntries(['/graphql', '/api', '/media', '/dev'].map((prefix) => [prefix, { target: 'http://localhost:3000', xfwd: true }])),
  },
}));
