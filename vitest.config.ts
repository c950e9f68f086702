import path from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

const pricing = path.resolve(__dirname, 'api/src/modules/pricing/pricing.rules.ts');
const permissions = path.resolve(__dirname, 'api/src/modules/auth/permissions.rules.ts');
const passwords = path.resolve(__dirname, 'api/src/modules/auth/password.rules.ts');
const enquiries = path.resolve(__dirname, 'api/src/modules/enquiries/enquiry.rules.ts');
const checkout = path.resolve(__dirname, 'api/src/modules/orders/checkout.rules.ts');
/** The back office's shared rules (banners, site content and its seeded words, the enquiry desk). */
const backOffice = {
  '@kapda/banners': path.resolve(__dirname, 'api/src/modules/banners/banner.rules.ts'),
  '@kapda/site-content': path.resolve(__dirname, 'api/src/modules/content/site-content.rules.ts'),
  '@kapda/site-content-seed': path.resolve(__dirname, 'api/src/modules/content/site-content.seed.ts'),
  '@kapda/enquiry-desk': path.resolve(__dirname, 'api/src/modules/enquiries/enquiry-desk.rules.ts'),
};

/** One `vitest run` for everything: API rules and integration, web components, browser end to end. */
export default defineConfig({
  test: {
    globalSetup: ['api/test/global-setup.ts'],
    projects: [
      {
        // type-graphql loads graphql as CommonJS; make every import use that one copy.
        resolve: { alias: { graphql: path.resolve(__dirname, 'node_modules/graphql/index.js') } },
        test: {
          name: 'api',
          environment: 'node',
          include: ['api/src/**/*.test.ts', 'api/test/**/*.test.ts'],
          testTimeout: 30_000,
          hookTimeout: 180_000,
          // Integration suites each boot a store; two at a time suits a 2-core machine.
          maxWorkers: 2,
          // Projects with different worker limits must run as separate groups.
          sequence: { groupOrder: 0 },
        },
      },
      {
        plugins: [react()],
        resolve: { alias: { '@kapda/pricing': pricing, '@kapda/permissions': permissions, '@kapda/passwords': passwords, '@kapda/enquiries': enquiries, '@kapda/checkout': checkout, ...backOffice } },
        test: {
          name: 'web',
          environment: 'jsdom',
          include: ['web/src/**/*.test.{ts,tsx}'],
          setupFiles: ['web/src/test/setup.ts'],
          sequence: { groupOrder: 1 },
        },
      },
      {
        test: {
          name: 'e2e',
          environment: 'node',
          include: ['e2e/**/*.test.ts'],
          testTimeout: 120_000,
          hookTimeout: 300_000,
          fileParallelism: false,
          sequence: { groupOrder: 2 },
        },
      },
    ],
  },
});
