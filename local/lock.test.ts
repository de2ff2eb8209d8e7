// DATA_DIR's lock after a crash: a restart right after kill -9 must not be refused because the dead
// process is still being torn down (or was never reaped), nor because a new process got its pid.
import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { DataDirLockedError, lockDataDir } from './lock.ts';

const children: ChildProcess[] = [];
const dirs: string[] = [];
afterEach(async () => {
  for (const child of children.splice(0)) child.kill('SIGKILL');
  for (const dir of dirs.splice(0)) await rm(dir, { recursive: true, force: true });
});

async function dataDirLockedBy(content: string): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'hearth-lock-'));
  dirs.push(dir);
  await writeFile(join(dir, 'hearth.lock'), content);
  return dir;
}

const startTime = (pid: number) => {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19]!;
};

function sleeper(seconds: number): ChildProcess {
  const child = spawn('sleep', [String(seconds)], { stdio: 'ignore' });
  children.push(child);
  return child;
}

describe.skipIf(process.platform !== 'linux')('the DATA_DIR lock after a crash', () => {
  it('takes over a lock whose owner is a zombie (killed, not yet reaped by its parent)', async () => {
    // sh starts a short sleep in the background, then becomes a long sleep that never reaps it.
    const parent = spawn('sh', ['-c', 'sleep 0.1 & echo $!; exec sleep 30'], { stdio: ['ignore', 'pipe', 'ignore'] });
    children.push(parent);
    const zombie = Number(
      await new Promise<string>((resolve) => parent.stdout!.once('data', (d) => resolve(String(d)))),
    );
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(readFileSync(`/proc/${zombie}/stat`, 'utf8')).toMatch(/\) Z /);
    const release = await lockDataDir(await dataDirLockedBy(`${zombie} ${startTime(zombie)}`));
    await release();
  });

  it('waits for an owner that is still exiting, then takes the lock', async () => {
    const dying = sleeper(1);
    const dir = await dataDirLockedBy(`${dying.pid} ${startTime(dying.pid!)}`);
    const release = await lockDataDir(dir);
    expect(dying.exitCode ?? dying.signalCode).not.toBeNull();
    await release();
  });

  it('takes over a lock whose pid now belongs to a different process', async () => {
    const stranger = sleeper(30);
    const release = await lockDataDir(await dataDirLockedBy(`${stranger.pid} 1`));
    await release();
  });

  it('still refuses a live owner, after waiting a few seconds for it', async () => {
    const owner = sleeper(30);
    const dir = await dataDirLockedBy(`${owner.pid} ${startTime(owner.pid!)}`);
    await expect(lockDataDir(dir)).rejects.toBeInstanceOf(DataDirLockedError);
  }, 20_000);
});
