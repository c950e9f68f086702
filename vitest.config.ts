import path from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

/** One `vitest run` for everything: the shared rules, API rules and integration, web components, browser end to end. */
export default defineConfig({
  test: {
    globalSetup: ['api/test/global-setup.ts'],
    projects: [
      {
        // The rules package (packages/rules, `@kapda/rules`): pure, no DOM and no Node.
        test: {
          name: 'rules',
          environment: 'node',
          include: ['packages/rules/{src,test}/**/*.test.ts'],
          // Runs in the api's group (projects in one group share its worker limit).
          maxWorkers: 2,
          sequence: { groupOrder: 0 },
        },
      },
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
        test: {
          name: 'web',
          environment: 'jsdom',
          include: ['web/src/**/*.test.{ts,tsx}'],
          setupFiles: ['web/src/test/setup.ts'],
          // Screens are driven click by click in jsdom; on a busy 2-core CI machine a long flow (the
          // order desk's ship dialog) can pass 5 s without anything being wrong.
          testTimeout: 20_000,
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
