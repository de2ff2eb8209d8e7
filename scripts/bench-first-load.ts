// `npm run bench:first-load` (part of `npm run bench`): the JavaScript a first visit transfers on
// /, /prompt and /feed — Debian's Chromium, a fresh profile each time, counted until the network is
// idle, against the real local stack serving the built app (run `npm run build` first). Bytes are
// what crossed the wire (compressed bodies plus headers), as DevTools' "transferred" column shows.
// Prints figures only; the budget itself is asserted by tests/e2e/first-load.spec.ts.
import { chromium } from '@playwright/test';
import { chromiumArgs } from '../playwright.config.ts';
import { launchStack } from '../tests/e2e/support/stack.ts';
import { measureFirstLoad } from '../tests/e2e/support/first-load.ts';

const routes = ['/', '/prompt', '/feed'];
const stack = await launchStack();
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: chromiumArgs });
try {
  for (const route of routes) {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    const load = await measureFirstLoad(page, `${stack.url}${route}`);
    console.log(
      `${route.padEnd(8)} ${(load.transferred / 1024).toFixed(1).padStart(6)} KB transferred in ${load.files.length} files ` +
        `(${(load.decoded / 1024).toFixed(1)} KB uncompressed)`,
    );
    for (const file of load.files.sort((a, b) => b.transferred - a.transferred))
      console.log(
        `           ${(file.transferred / 1024).toFixed(1).padStart(6)} KB  ${file.url.replace(stack.url, '')}`,
      );
    await context.close();
  }
} finally {
  await browser.close();
  await stack.close();
}
