import { globSync, readFileSync } from 'node:fs';
import { defineConfig, mergeConfig } from 'vitest/config';
import { createViteConfig } from './vite.config.ts';

const UNIT_TESTS = [
  'src/**/*.test.{ts,tsx}',
  'supabase/local/**/*.test.ts',
  'supabase/functions/**/*.test.ts',
  'scripts/lib/**/*.test.ts',
];

/**
 * Unit test files share one module graph and page per worker (`isolate: false`: importing the
 * app's modules again for each of ~170 files was most of the unit step), except files that
 * replace a module with `vi.mock`: a module the others have already imported would keep its
 * real import, and the stand-in would reach files after it. Those run isolated, each in a fresh
 * graph (project `unit-mocks`). The list is read from the files themselves.
 */
const MOCKING_FILES = globSync(UNIT_TESTS).filter((file) =>
  readFileSync(file, 'utf8').includes('vi.mock('),
);

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
            include: UNIT_TESTS,
            exclude: MOCKING_FILES,
            isolate: false,
            setupFiles: ['src/testing/setup.ts'],
          },
        },
        {
          extends: true,
          test: {
            name: 'unit-mocks',
            environment: 'jsdom',
            include: MOCKING_FILES,
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
