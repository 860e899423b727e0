import { defineConfig, mergeConfig } from 'vitest/config';
import { createViteConfig } from './vite.config.ts';

const INTEGRATION_TEST_TIMEOUT_MS = 30_000;
const INTEGRATION_HOOK_TIMEOUT_MS = 120_000;

export default defineConfig((env) =>
  mergeConfig(createViteConfig(env), {
    test: {
      projects: [
        {
          extends: true,
          test: {
            name: 'unit',
            environment: 'jsdom',
            include: [
              'src/**/*.test.{ts,tsx}',
              'supabase/local/**/*.test.ts',
              'supabase/functions/**/*.test.ts',
              'scripts/lib/**/*.test.ts',
            ],
            setupFiles: ['src/testing/setup.ts'],
          },
        },
        {
          extends: true,
          test: {
            name: 'integration',
            environment: 'node',
            include: ['tests/**/*.test.ts'],
            globalSetup: ['tests/global-setup.ts'],
            fileParallelism: false,
            testTimeout: INTEGRATION_TEST_TIMEOUT_MS,
            // Arranging a matrix of users and rows can take a while on a loaded 2-core machine.
            hookTimeout: INTEGRATION_HOOK_TIMEOUT_MS,
          },
        },
      ],
    },
  }),
);
