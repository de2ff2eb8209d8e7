import { expect, test } from './support/fixtures.ts';
import { measureFirstLoad } from './support/first-load.ts';

/**
 * Issue 18's weight budget: a first visit to each entry route transfers at most 100 KB of
 * JavaScript (Chromium, fresh profile, until the network is idle). Bytes, not time, so the figure
 * is the same on a busy machine. `npm run bench:first-load` prints the per-file breakdown.
 */
const BUDGET_BYTES = 100 * 1024;

for (const route of ['/', '/prompt', '/feed']) {
  test(`a first visit to ${route} transfers at most 100 KB of JavaScript`, async ({ browser, baseURL }) => {
    const context = await browser.newContext({ baseURL });
    try {
      const page = await context.newPage();
      const load = await measureFirstLoad(page, route);
      const listing = load.files.map((file) => `${(file.transferred / 1024).toFixed(1)} KB ${file.url}`).join('\n');
      console.log(`[first-load] ${route}: ${(load.transferred / 1024).toFixed(1)} KB in ${load.files.length} files`);
      expect(load.files.length, 'the app loaded some script').toBeGreaterThan(0);
      expect(load.transferred, `JavaScript transferred for ${route}:\n${listing}`).toBeLessThanOrEqual(BUDGET_BYTES);
      // Auth's client (~20 KB) is loaded on first need (logging in, Realtime), never by a first visit.
      for (const file of load.files) {
        const body = await (await context.request.get(file.url)).text();
        expect(body.includes('GoTrueClient'), `${file.url} is not Auth's client`).toBe(false);
      }
    } finally {
      await context.close();
    }
  });
}
