// Test projects: unit (pure rules), api (through the local gateway), api-bundled (the journeys again,
// against the esbuild bundles CDK deploys), infra (CDK), e2e (Chromium).
import { defineConfig } from 'vitest/config';

export default defineConfig({
  // @shared/*, @functions/*, ... as tsconfig.json declares them (every project extends this).
  resolve: { tsconfigPaths: true },
  test: {
    projects: [
      { extends: true, test: { name: 'unit', include: ['tests/unit/**/*.test.{ts,tsx}'], environment: 'node' } },
      {
        extends: true,
        test: {
          name: 'api',
          include: ['tests/api/**/*.test.ts'],
          globalSetup: ['tests/support/stack-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 120_000,
          fileParallelism: false,
        },
      },
      {
        extends: true,
        test: {
          name: 'api-bundled',
          include: ['tests/api/learner-journey.test.ts', 'tests/api/auth.test.ts', 'tests/api/bundled-runtime.test.ts', 'tests/api/commerce-purchase.test.ts'],
          globalSetup: ['tests/support/stack-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 120_000,
          fileParallelism: false,
        },
      },
      { extends: true, test: { name: 'infra', include: ['tests/infra/**/*.test.ts'], testTimeout: 120_000, hookTimeout: 120_000 } },
      {
        extends: true,
        test: {
          name: 'e2e',
          include: ['tests/e2e/**/*.test.ts'],
          globalSetup: ['tests/support/stack-setup.ts'],
          testTimeout: 90_000,
          hookTimeout: 180_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
