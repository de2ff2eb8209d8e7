import { configDefaults, defineConfig } from 'vitest/config';
import { db, integration, unitDom, unitNode } from './tests/layers/layers.ts';

// One vitest project per test layer (tests/layers/layers.ts says which file is in which):
// `npm run test:unit` runs unit + unit-dom, `test:integration` runs integration, `test:db` runs db
// after the pgTAP proofs. Server code runs in Node against the real database and auth; the SPA's
// components run in jsdom.
const server = {
  environment: 'node',
  testTimeout: 60_000,
  hookTimeout: 120_000,
  pool: 'forks',
} as const;

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          environment: 'node',
          // Pure but CPU-bound in places (the reflection corpus): a loaded machine must not fail them.
          testTimeout: 60_000,
          include: unitNode.include,
          exclude: [...configDefaults.exclude, ...unitNode.exclude],
        },
      },
      {
        // JSX needs no option: Vite 8 transforms with Oxc, whose default is the automatic runtime.
        test: {
          name: 'unit-dom',
          environment: 'jsdom',
          include: unitDom.include,
          exclude: [...configDefaults.exclude, ...unitDom.exclude],
          setupFiles: ['src/test/setup.ts'],
        },
      },
      {
        test: {
          ...server,
          name: 'integration',
          include: integration.include,
          globalSetup: ['tests/setup/pglite-template.ts'],
        },
      },
      {
        test: { ...server, name: 'db', include: db.include },
      },
    ],
  },
});
