import path from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/** The storefront SPA plus the self-hosted GraphiQL page, both served by the API process. */
export default defineConfig({
  plugins: [react()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: false,
    chunkSizeWarningLimit: 3000,
    rollupOptions: {
      input: { main: path.resolve(__dirname, 'index.html'), graphiql: path.resolve(__dirname, 'graphiql.html') },
    },
  },
  server: {
    port: 5173,
    // xfwd: the API sees each request as relayed (X-Forwarded-For), so its limits count the real
    // client and a dev server opened to the network (--host) does not make strangers "local" to /dev.
    proxy: Object.fromEntries(['/graphql', '/api', '/media', '/dev'].map((prefix) => [prefix, { target: 'http://localhost:3000', xfwd: true }])),
  },
});
