import { defineConfig } from 'vitest/config';

// Two worlds: server code runs in Node against the real database and auth;
// the SPA's components run in jsdom.
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'server',
          environment: 'node',
          include: [
            'supabase/functions/_shared/**/*.test.ts',
            'local/**/*.test.ts',
            'tests/api/**/*.test.ts',
            'tests/stack/**/*.test.ts',
            'scripts/**/*.test.ts',
            'tests/db/**/*.test.ts',
            'tests/safety/**/*.test.ts',
          ],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          pool: 'forks',
          globalSetup: ['tests/setup/pglite-template.ts'],
        },
      },
      {
        esbuild: { jsx: 'automatic' },
        test: {
          name: 'web',
          environment: 'jsdom',
          include: ['src/**/*.test.{ts,tsx}'],
          setupFiles: ['src/test/setup.ts'],
        },
      },
    ],
  },
});
