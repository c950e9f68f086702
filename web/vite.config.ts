import path from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

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
 * The libraries every page starts with (React, React Router, Apollo Client and theirs) in one chunk:
 * gzip then compresses them together, and the first load is one file instead of nine.
 */
const FRAMEWORK = /node_modules[\\/](react|react-dom|scheduler|react-router|@apollo[\\/]client|rxjs|optimism|@wry|tslib)[\\/]/;

/**
 * The storefront SPA plus the self-hosted GraphiQL page, both served by the API process; and with
 * `--ssr` the server's render of the storefront (src/entry-server.tsx → dist-ssr/entry-server.mjs,
 * everything bundled in, outside web/dist so it is never served as a file).
 */
export default defineConfig(({ isSsrBuild }) => ({
  plugins: [react(), lazyToasts()],
  build: isSsrBuild
    ? {
        outDir: 'dist-ssr',
        emptyOutDir: true,
        sourcemap: false,
        copyPublicDir: false,
        rollupOptions: { output: { format: 'es', entryFileNames: 'entry-server.mjs' } },
      }
    : {
        outDir: 'dist',
        emptyOutDir: true,
        sourcemap: false,
        chunkSizeWarningLimit: 3000,
        rollupOptions: {
          input: { main: path.resolve(__dirname, 'index.html'), graphiql: path.resolve(__dirname, 'graphiql.html') },
          output: { codeSplitting: { groups: [{ name: 'framework', test: FRAMEWORK }] } },
        },
      },
  ssr: { noExternal: true },
  server: {
    port: 5173,
    // xfwd: the API sees each request as relayed (X-Forwarded-For), so its limits count the real
    // client and a dev server opened to the network (--host) does not make strangers "local" to /dev.
    proxy: Object.fromEntries(['/graphql', '/api', '/media', '/dev'].map((prefix) => [prefix, { target: 'http://localhost:3000', xfwd: true }])),
  },
}));
