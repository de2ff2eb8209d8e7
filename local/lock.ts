import { readFileSync } from 'node:fs';
import { mkdir, readFile, unlink, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

const LOCK_FILE = 'hearth.lock';
/** How long a start waits for the lock's owner to finish dying (kill -9 takes a moment to complete). */
const OWNER_EXIT_WAIT_MS = 5_000;

export class DataDirLockedError extends Error {
  constructor(
    readonly dataDir: string,
    readonly pid: number,
  ) {
    super(
      `Another Hearth process (pid ${pid}) is already using the data directory ${dataDir}. ` +
        `Stop it first, or set DATA_DIR to a different directory. ` +
        `(If no Hearth process is running, delete ${join(dataDir, LOCK_FILE)}.)`,
    );
    this.name = 'DataDirLockedError';
  }
}

/** DATA_DIR cannot be written at all: one sentence that says why and what to do. */
export class DataDirUnwritableError extends Error {
  constructor(dataDir: string, code: string | undefined, detail?: string) {
    super(
      code === 'ENOSPC'
        ? `The disk that holds DATA_DIR (${dataDir}) is full${detail ? ` (${detail})` : ''}; free some space or set DATA_DIR to a directory on another disk.`
        : code === 'EROFS'
          ? `DATA_DIR (${dataDir}) is on a read-only file system; set DATA_DIR to a directory Hearth can write.`
          : `DATA_DIR (${dataDir}) cannot be written (${code ?? 'unknown error'}); set DATA_DIR to a directory Hearth can write.`,
    );
    this.name = 'DataDirUnwritableError';
  }
}

/** Linux's process state and start time (clock ticks since boot), or null where /proc is not there. */
function processInfo(pid: number): { state: string; startTime: string } | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command name (field 2) is in parentheses and may hold spaces: count fields after it.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return { state: fields[0]!, startTime: fields[19]! };
  } catch {
    return null;
  }
}

/** True while a process with this pid exists (ours or another user's), and is not a zombie. */
export function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    if ((error as NodeJS.ErrnoException).code !== 'EPERM') return false;
  }
  // A killed process that its parent has not reaped yet still has a pid, but holds nothing.
  return processInfo(pid)?.state !== 'Z';
}

/** What a lock file says: `<pid> <start time>` (older files: just the pid). */
function parseOwner(text: string): { pid: number; startTime?: string } | null {
  const [pid, startTime] = text.trim().split(/\s+/);
  const owner = Number.parseInt(pid ?? '', 10);
  return Number.isInteger(owner) && owner > 0 ? { pid: owner, startTime } : null;
}

/** The owner still holds the lock: alive, and the same process (not a new one that reused its pid). */
function holds(owner: { pid: number; startTime?: string }): boolean {
  if (!isAlive(owner.pid)) return false;
  return !owner.startTime || processInfo(owner.pid)?.startTime === owner.startTime;
}

/** Lock files this process holds: a pid check cannot tell two stacks in one process apart. */
const heldHere = new Set<string>();

async function claim(path: string, dataDir: string): Promise<boolean> {
  const me = `${process.pid} ${processInfo(process.pid)?.startTime ?? ''}`.trim();
  try {
    // 'wx' creates atomically: of two processes starting together exactly one wins.
    await writeFile(path, me, { flag: 'wx', mode: 0o600 });
    return true;
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'EEXIST') return false;
    throw new DataDirUnwritableError(dataDir, code);
  }
}

/**
 * Claims DATA_DIR for this process: PGlite is single-writer, and two processes on one directory
 * would corrupt it. A lock left by a process that is gone (or a zombie, or whose pid a new process
 * reused) is taken over; a lock whose owner is still exiting is waited for, up to 5 s.
 * Resolves to the release function.
 */
export async function lockDataDir(dataDir: string): Promise<() => Promise<void>> {
  await mkdir(dataDir, { recursive: true }).catch(async (error: NodeJS.ErrnoException) => {
    // A recursive mkdir reports ENOENT for a read-only file system; a plain one says what it is.
    const plain = await mkdir(dataDir).then(
      () => undefined,
      (again: NodeJS.ErrnoException) => again.code,
    );
    throw new DataDirUnwritableError(dataDir, plain ?? error.code);
  });
  const path = join(dataDir, LOCK_FILE);
  if (heldHere.has(path)) throw new DataDirLockedError(dataDir, process.pid);
  const deadline = Date.now() + OWNER_EXIT_WAIT_MS;
  for (let staleTakeovers = 0; staleTakeovers < 3;) {
    if (await claim(path, dataDir)) {
      heldHere.add(path);
      return async () => {
        if (!heldHere.delete(path)) return;
        await unlink(path).catch(() => {});
      };
    }
    const owner = parseOwner(await readFile(path, 'utf8').catch(() => ''));
    if (owner && owner.pid !== process.pid && holds(owner)) {
      if (Date.now() >= deadline) throw new DataDirLockedError(dataDir, owner.pid);
      await sleep(100);
      continue;
    }
    await unlink(path).catch(() => {});
    staleTakeovers++;
  }
  throw new Error(`Could not lock the data directory ${dataDir}`);
}
