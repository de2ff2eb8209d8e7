import { existsSync } from 'node:fs';
import path from 'node:path';
import { ensureTemplate } from '../../../local/db/template.ts';
import { buildSpa, spaNeedsBuild } from '../../../local/spa.ts';

const root = path.resolve(import.meta.dirname, '../../..');

/**
 * Builds the SPA once, before any worker starts its stack, when `dist/` is missing or older
 * than its sources — so two workers never build at the same time and every run tests the
 * current code.
 */
export default async function globalSetup(): Promise<void> {
  if (!existsSync('/usr/bin/chromium')) {
    throw new Error(
      'E2E needs Debian Chromium at /usr/bin/chromium (apt-get install chromium); no browser is downloaded.',
    );
  }
  // The same question and the same production build as npm start's (local/spa.ts).
  if (await spaNeedsBuild(root, path.join(root, 'dist'))) {
    console.log('[e2e] building the SPA (dist/ is missing or stale)');
    await buildSpa(root);
  }
  // Each worker starts a stack on a fresh DATA_DIR: build the template it is copied from once, here.
  await ensureTemplate({ seed: true });
}
