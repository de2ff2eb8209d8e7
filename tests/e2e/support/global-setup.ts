import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { ensureTemplate } from '../../../local/db/template.ts';

const root = path.resolve(import.meta.dirname, '../../..');

/** Newest modification time under `target` (a file or a folder), 0 when absent. */
function newest(target: string): number {
  if (!existsSync(target)) return 0;
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let latest = 0;
  for (const name of readdirSync(target)) {
    if (name === 'node_modules' || name.endsWith('.test.ts') || name.endsWith('.test.tsx')) continue;
    latest = Math.max(latest, newest(path.join(target, name)));
  }
  return latest;
}

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
  const built = existsSync(path.join(root, 'dist/index.html')) ? newest(path.join(root, 'dist/index.html')) : 0;
  const sources = Math.max(
    ...['src', 'public', 'index.html', 'vite.config.ts', 'scripts/vite-plugin-app-shells.ts'].map((entry) =>
      newest(path.join(root, entry)),
    ),
  );
  if (built === 0 || sources > built) {
    console.log('[e2e] building the SPA (dist/ is missing or stale)');
    execFileSync(process.execPath, [path.join(root, 'node_modules/vite/bin/vite.js'), 'build'], {
      cwd: root,
      stdio: 'inherit',
    });
  }
  // Each worker starts a stack on a fresh DATA_DIR: build the template it is copied from once, here.
  await ensureTemplate({ seed: true });
}
