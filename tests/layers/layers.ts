// The test layers, in the order `npm test` runs them. One list, read by vitest.config.ts and by the
// check that every test file in the repository belongs to exactly one layer (check.test.ts).
//  - unit: pure code — no server, no database, no child process, no socket. Seconds.
//  - integration: the API over HTTP, the local stack (auth, realtime, start), local/ and anything
//    that starts a server, even a fake one.
//  - db: the database's own proofs: pgTAP (supabase/tests, run by scripts/test-db.ts) and the
//    vitest files that check the schema itself (attack matrix, moods table).
//  - e2e: Playwright journeys in Chromium (playwright.config.ts).

/** Vitest files of the unit layer that run in Node. */
export const unitNode = {
  include: [
    'supabase/functions/_shared/**/*.test.ts',
    'scripts/**/*.test.ts',
    'tests/layers/**/*.test.ts',
    'tests/typecheck/**/*.test.ts',
    'tests/lint/**/*.test.ts',
    // The safety evaluation over its corpus: files and pure code.
    'tests/safety/**/*.test.ts',
  ],
  // Starts the fake OpenAI server (an HTTP listener), so it is an integration test.
  exclude: ['supabase/functions/_shared/reflection/provider.test.ts'],
};

/** Vitest files of the unit layer that run in jsdom (the SPA's components). */
export const unitDom = { include: ['src/**/*.test.{ts,tsx}'], exclude: [] as string[] };

/** Vitest files of the integration layer. */
export const integration = {
  include: [
    'tests/api/**/*.test.ts',
    'tests/stack/**/*.test.ts',
    'local/**/*.test.ts',
    'supabase/functions/_shared/reflection/provider.test.ts',
  ],
  exclude: [] as string[],
};

/** Vitest files of the db layer (pgTAP files are found by scripts/test-db.ts). */
export const db = { include: ['tests/db/**/*.test.ts'], exclude: [] as string[] };

/** Files of the other runners: pgTAP (db layer) and Playwright (e2e layer). */
export const pgtap = 'supabase/tests/*.test.sql';
export const e2e = 'tests/e2e/**/*.spec.ts';
