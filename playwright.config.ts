import { defineConfig, devices } from '@playwright/test';

/**
 * End-to-end tests in Debian's Chromium against the real local stack (issue 8).
 * Each worker starts its own `local/main.ts` on a free port with a throw-away DATA_DIR
 * (tests/e2e/support/fixtures.ts), so the shared feed of one worker's journeys never
 * pushes another worker's entries off a page. Global setup builds the SPA once.
 * Never downloads a browser: `executablePath` is the system Chromium.
 */
export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
  '--disable-sync',
  '--disable-quic',
];

export default defineConfig({
  testDir: 'tests/e2e',
  testMatch: '**/*.spec.ts',
  globalSetup: './tests/e2e/support/global-setup.ts',
  // Journeys are independent (each finds its own entries by unique text), so both workers share the load.
  fullyParallel: true,
  forbidOnly: true,
  retries: 0,
  workers: 2,
  // A hang detector, not a speed check: two journeys, each with its own stack and browser, share two
  // cores, and the longest (fourteen axe scans, three sign-ups) took up to a minute under that load.
  timeout: 120_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  outputDir: 'test-results',
  projects: [
    { name: 'journeys', testIgnore: '**/lighthouse.spec.ts' },
    // Measured alone, after the journeys, so no other test competes for the two cores.
    { name: 'lighthouse', testMatch: '**/lighthouse.spec.ts', dependencies: ['journeys'] },
  ],
  use: {
    // The service worker precaches the whole app (~770 KB) in every new browser context; the journeys
    // run without it (no CPU spent copying, nothing served from a cache), and tests/e2e/offline.spec.ts
    // turns it on to test it.
    serviceWorkers: 'block',
    ...devices['Desktop Chrome'],
    browserName: 'chromium',
    headless: true,
    launchOptions: { executablePath: '/usr/bin/chromium', args: chromiumArgs },
    viewport: { width: 1280, height: 800 },
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    actionTimeout: 10_000,
    navigationTimeout: 20_000,
  },
});
