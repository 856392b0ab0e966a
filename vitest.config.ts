// Test projects: unit (pure rules), api (through the local gateway), api-bundled (the journeys again,
// against the esbuild bundles CDK deploys), infra (CDK), e2e (Chromium).
import { defineConfig } from 'vitest/config';

export default defineConfig({
  // @shared/*, @functions/*, ... as tsconfig.json declares them (every project extends this).
  resolve: { tsconfigPaths: true },
  test: {
    // Logs are silent in tests (functions/lib/logger.ts); a test that reads them asks for a level
    // through tests/support/logs.ts, and its stub is undone before the next test.
    env: { LOG_LEVEL: 'silent' },
    unstubEnvs: true,
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
          include: [
            'tests/api/learner-journey.test.ts',
            'tests/api/auth.test.ts',
            'tests/api/bundled-runtime.test.ts',
            'tests/api/commerce-purchase.test.ts',
          ],
          globalSetup: ['tests/support/stack-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 120_000,
          fileParallelism: false,
        },
      },
      {
        extends: true,
        test: { name: 'infra', include: ['tests/infra/**/*.test.ts'], testTimeout: 120_000, hookTimeout: 120_000 },
      },
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
