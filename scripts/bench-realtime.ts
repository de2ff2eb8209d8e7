// `npm run bench` (after bench-api): Realtime under a join flood on the default (PGlite) stack.
// 500 sockets join and leave their inbox as fast as answers come, for 10 s, while a probe asks
// /healthz every 100 ms; it prints /healthz latency during the flood and once it stops, and what the
// flood got. Two shapes: all sockets from one address, and spread over 25 loopback addresses (20
// each, inside the per-address socket limit), so the join path itself is measured too.
import { fork } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import WebSocket from 'ws';

const SOCKETS = Number(process.env.BENCH_SOCKETS ?? 500);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const USERS = 50;

interface User {
  id: string;
  token: string;
}

async function serve(): Promise<void> {
  const { startStack } = await import('../local/main.ts');
  const dataDir = await mkdtemp(join(tmpdir(), 'hearth-bench-rt-'));
  const unlimited = { anonymousPerHour: 1e6, signInSignUpsPer5Min: 1e6, tokenRefreshPer5Min: 1e6 };
  const stack = await startStack({ port: 0, dataDir, seed: false, log: () => {}, auth: { rateLimits: unlimited } });
  process.send!({ url: stack.url });
  process.once('message', () => {
    void stack
      .close()
      .then(() => rm(dataDir, { recursive: true, force: true }))
      .then(() => process.exit(0));
  });
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? NaN;

/** /healthz every 100 ms until `stop()`; resolves to the latencies (a request that fails counts as its time). */
async function probe(url: string, stop: () => boolean): Promise<number[]> {
  const latencies: number[] = [];
  while (!stop()) {
    const started = performance.now();
    await fetch(`${url}/healthz`, { signal: AbortSignal.timeout(30_000) })
      .then((res) => res.arrayBuffer())
      .catch(() => {});
    latencies.push(performance.now() - started);
    await sleep(Math.max(0, 100 - (performance.now() - started)));
  }
  return latencies.sort((a, b) => a - b);
}

interface Tally {
  opened: number;
  refused: number;
  joinsOk: number;
  joinsRefused: number;
  closedByServer: number;
}

/** One socket that joins, leaves and joins again until `stop()`. */
function flooder(url: string, user: User, localAddress: string, tally: Tally, stop: () => boolean): Promise<void> {
  return new Promise((done) => {
    const socket = new WebSocket(`${url.replace(/^http/, 'ws')}/realtime/v1/websocket?apikey=x&vsn=2.0.0`, {
      localAddress,
    });
    const topic = `realtime:inbox:${user.id}`;
    let ref = 0;
    const joinNow = () =>
      socket.send(
        JSON.stringify([
          String(++ref),
          String(ref),
          topic,
          'phx_join',
          { config: { private: true }, access_token: user.token },
        ]),
      );
    socket.on('unexpected-response', () => (tally.refused++, done()));
    socket.on('error', () => done());
    socket.on('close', () => {
      if (!stop()) tally.closedByServer++;
      done();
    });
    socket.on('open', () => {
      tally.opened++;
      joinNow();
    });
    socket.on('message', (data) => {
      const [, , , event, payload] = JSON.parse(data.toString()) as [
        unknown,
        unknown,
        string,
        string,
        { status?: string },
      ];
      if (event !== 'phx_reply') return;
      if (stop()) return socket.close();
      if (payload.status === 'ok') {
        tally.joinsOk++;
        socket.send(JSON.stringify([String(ref), String(++ref), topic, 'phx_leave', {}]));
      } else tally.joinsRefused++;
      joinNow();
    });
  });
}

async function flood(url: string, users: User[], addresses: string[]): Promise<void> {
  const tally: Tally = { opened: 0, refused: 0, joinsOk: 0, joinsRefused: 0, closedByServer: 0 };
  let flooding = true;
  let probing = true;
  const during = probe(url, () => !flooding);
  const sockets = Array.from({ length: SOCKETS }, (_, i) =>
    flooder(url, users[i % users.length]!, addresses[i % addresses.length]!, tally, () => !flooding),
  );
  await sleep(SECONDS * 1000);
  flooding = false;
  const stoppedAt = performance.now();
  const duringLatencies = await during;
  // After: the first answer's delay, then 2 s of probing.
  await fetch(`${url}/healthz`).then((res) => res.arrayBuffer());
  const firstAfter = performance.now() - stoppedAt;
  const after = probe(url, () => !probing);
  await sleep(2_000);
  probing = false;
  const afterLatencies = await after;
  await Promise.race([Promise.all(sockets), sleep(30_000)]);
  const shape = addresses.length === 1 ? 'one address' : `${addresses.length} addresses`;
  const ms = (n: number) => `${n.toFixed(0)} ms`;
  console.log(
    `${shape.padEnd(13)} sockets open ${String(tally.opened).padStart(3)}, refused ${String(tally.refused).padStart(3)}, closed by server ${tally.closedByServer}; ` +
      `joins ok ${tally.joinsOk} (${(tally.joinsOk / SECONDS).toFixed(0)}/s), refused ${tally.joinsRefused}`,
  );
  console.log(
    `${''.padEnd(13)} /healthz during: ${duringLatencies.length} answers, p50 ${ms(percentile(duringLatencies, 0.5))}, p99 ${ms(percentile(duringLatencies, 0.99))}, max ${ms(duringLatencies.at(-1) ?? NaN)}; ` +
      `after: first ${ms(firstAfter)}, p99 over 2 s ${ms(percentile(afterLatencies, 0.99))}`,
  );
}

async function signIn(url: string): Promise<User> {
  const res = await fetch(`${url}/auth/v1/signup`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: '{}',
  });
  const body = (await res.json()) as { access_token: string; user: { id: string } };
  return { id: body.user.id, token: body.access_token };
}

if (process.env.BENCH_SERVE) {
  await serve();
} else {
  console.log(
    `realtime flood: ${SOCKETS} sockets joining and leaving for ${SECONDS} s on PGlite; ${cpus().length} CPUs, load average ${loadavg()[0]!.toFixed(1)}`,
  );
  for (const addresses of [['127.0.0.1'], Array.from({ length: 25 }, (_, i) => `127.0.0.${i + 2}`)]) {
    const child = fork(fileURLToPath(import.meta.url), [], {
      env: { ...process.env, BENCH_SERVE: '1' },
      execArgv: ['--import', 'tsx'],
    });
    const { url } = await new Promise<{ url: string }>((resolve, reject) => {
      child.once('message', (m) => resolve(m as { url: string }));
      child.once('exit', (code) => reject(new Error(`bench server exited with ${code}`)));
    });
    try {
      const users = await Promise.all(Array.from({ length: USERS }, () => signIn(url)));
      await flood(url, users, addresses);
    } finally {
      child.send('stop');
      await new Promise((resolve) => child.once('exit', resolve));
    }
  }
  console.log(`load average at the end: ${loadavg()[0]!.toFixed(1)}`);
}
