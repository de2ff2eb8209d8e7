import { mkdir, readFile, unlink, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

const LOCK_FILE = 'hearth.lock';

export class DataDirLockedError extends Error {
  constructor(readonly dataDir: string, readonly pid: number) {
    super(
      `Another Hearth process (pid ${pid}) is already using the data directory ${dataDir}. ` +
        `Stop it first, or set DATA_DIR to a different directory. ` +
        `(If no Hearth process is running, delete ${join(dataDir, LOCK_FILE)}.)`,
    );
    this.name = 'DataDirLockedError';
  }
}

/** True while a process with this pid exists (ours or another user's). */
export function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Lock files this process holds: a pid check cannot tell two stacks in one process apart. */
const heldHere = new Set<string>();

/**
 * Claims DATA_DIR for this process: PGlite is single-writer, and two processes on one directory
 * would corrupt it. A lock left by a killed process (its pid is gone) is taken over.
 * Resolves to the release function.
 */
export async function lockDataDir(dataDir: string): Promise<() => Promise<void>> {
  await mkdir(dataDir, { recursive: true });
  const path = join(dataDir, LOCK_FILE);
  if (heldHere.has(path)) throw new DataDirLockedError(dataDir, process.pid);
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      // 'wx' creates atomically: of two processes starting together exactly one wins.
      await writeFile(path, String(process.pid), { flag: 'wx', mode: 0o600 });
      heldHere.add(path);
      return async () => {
        if (!heldHere.delete(path)) return;
        await unlink(path).catch(() => {});
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    const owner = Number.parseInt(await readFile(path, 'utf8').catch(() => ''), 10);
    if (Number.isInteger(owner) && owner > 0 && owner !== process.pid && isAlive(owner)) {
      throw new DataDirLockedError(dataDir, owner);
    }
    await unlink(path).catch(() => {});
  }
  throw new Error(`Could not lock the data directory ${dataDir}`);
}
