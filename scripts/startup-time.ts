// Time from launching a Node process that starts the stack (startStack, as `npm start` does minus the
// SPA build, which only happens when src/ changed) to GET /healthz → 200, on a fresh and on an
// existing DATA_DIR. The CPU time the process used until then is printed too: on a shared, busy
// machine wall time mostly measures the neighbours.
import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const port = 39_000 + Math.floor(Math.random() * 1000);

async function timeToHealthy(dataDir: string): Promise<{ wall: number; cpu: number }> {
  const started = performance.now();
  const start = `const { startStack } = await import(${JSON.stringify(join(root, 'local/main.ts'))});
    const stack = await startStack({ port: ${port}, dataDir: ${JSON.stringify(dataDir)}, log: () => {} });
    const cpu = process.cpuUsage();
    console.log(JSON.stringify({ cpu: (cpu.user + cpu.system) / 1000 }));
    process.once('SIGTERM', () => stack.close().then(() => process.exit(0)));`;
  const child = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', start], { cwd: root, stdio: ['ignore', 'pipe', 'inherit'] });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  try {
    for (;;) {
      if (child.exitCode !== null) throw new Error(`the stack exited with ${child.exitCode}`);
      const healthy = await fetch(`http://127.0.0.1:${port}/healthz`).then((res) => res.ok, () => false);
      if (healthy) {
        const wall = performance.now() - started;
        while (!output.includes('\n')) await sleep(10);
        return { wall, cpu: (JSON.parse(output.split('\n')[0]!) as { cpu: number }).cpu };
      }
      await sleep(20);
    }
  } finally {
    const exited = new Promise((done) => child.once('exit', done));
    child.kill('SIGTERM');
    await exited;
  }
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
const dataDir = await mkdtemp(join(tmpdir(), 'hearth-startup-'));
try {
  const fresh = await timeToHealthy(dataDir);
  const existing = await timeToHealthy(dataDir);
  console.log(`time to /healthz, fresh DATA_DIR:    ${seconds(fresh.wall)} (CPU ${seconds(fresh.cpu)})`);
  console.log(`time to /healthz, existing DATA_DIR: ${seconds(existing.wall)} (CPU ${seconds(existing.cpu)})`);
} finally {
  await rm(dataDir, { recursive: true, force: true });
}
