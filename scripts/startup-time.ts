// Time from launching the stack to GET /healthz → 200, on a fresh and on an existing DATA_DIR.
// Runs the real entry point (`tsx local/main.ts`) as `npm start` does, with the SPA already built.
import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { buildSpa, spaNeedsBuild } from '../local/spa.ts';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const port = 39_000 + Math.floor(Math.random() * 1000);

async function timeToHealthy(dataDir: string): Promise<number> {
  const started = performance.now();
  const child = spawn(process.execPath, ['--import', 'tsx', join(root, 'local/main.ts')], {
    cwd: root,
    env: { ...process.env, DATA_DIR: dataDir, PORT: String(port), DATABASE_URL: '' },
    stdio: 'ignore',
  });
  try {
    for (;;) {
      if (child.exitCode !== null) throw new Error(`the stack exited with ${child.exitCode}`);
      const healthy = await fetch(`http://127.0.0.1:${port}/healthz`).then((res) => res.ok, () => false);
      if (healthy) return performance.now() - started;
      await sleep(20);
    }
  } finally {
    const exited = new Promise((done) => child.once('exit', done));
    child.kill('SIGTERM');
    await exited;
  }
}

if (await spaNeedsBuild(root, join(root, 'dist'))) await buildSpa(root);
const dataDir = await mkdtemp(join(tmpdir(), 'hearth-startup-'));
try {
  const fresh = await timeToHealthy(dataDir);
  const existing = await timeToHealthy(dataDir);
  console.log(`time to /healthz: fresh DATA_DIR ${(fresh / 1000).toFixed(2)} s, existing DATA_DIR ${(existing / 1000).toFixed(2)} s`);
} finally {
  await rm(dataDir, { recursive: true, force: true });
}
