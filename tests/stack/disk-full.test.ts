// A full or read-only disk under the embedded database (issue 14 item 6): writes answer 503 with
// Retry-After and one clear log line, and work again once space is freed, without a restart; a start
// on a full or read-only disk ends with one sentence that says so. A small tmpfs stands in for the
// disk, so this needs the right to mount (root, as on CI); elsewhere it is skipped and says why.
import { spawnSync } from 'node:child_process';
import { closeSync, mkdtempSync, openSync, rmSync, writeSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { startStack } from '../../local/main.ts';

const mountPoint = mkdtempSync(join(tmpdir(), 'hearth-disk-'));
const mount = (...args: string[]) => spawnSync('mount', args, { encoding: 'utf8' });
const mounted = mount('-t', 'tmpfs', '-o', 'size=96m', 'tmpfs', mountPoint).status === 0;
if (!mounted) console.warn(`disk-full tests skipped: cannot mount a tmpfs at ${mountPoint} (needs root)`);

/** Fills the disk to the last byte; resolves to the filler's path. */
function fill(): string {
  const filler = join(mountPoint, `filler-${Date.now()}`);
  const fd = openSync(filler, 'w');
  const chunk = Buffer.alloc(1024 * 1024);
  try {
    for (;;) writeSync(fd, chunk);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOSPC') throw error;
  }
  // Then the last partial megabyte.
  try {
    for (;;) writeSync(fd, chunk, 0, 4096);
  } catch {
    // full
  }
  closeSync(fd);
  return filler;
}

afterAll(() => {
  if (mounted) spawnSync('umount', ['-l', mountPoint]);
  rmSync(mountPoint, { recursive: true, force: true });
});

describe.skipIf(!mounted)('a full disk under PGlite', { timeout: 180_000 }, () => {
  it('answers writes with 503 and Retry-After and a clear log line, and recovers once space is freed', async () => {
    const stack = await startStack({ port: 0, dataDir: join(mountPoint, 'data'), seed: false, log: () => {} });
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    try {
      const tokens: string[] = [];
      for (let i = 0; i < 4; i++) {
        const res = await fetch(`${stack.url}/auth/v1/signup`, { method: 'POST', body: '{}' });
        tokens.push(((await res.json()) as { access_token: string }).access_token);
      }
      const write = (n: number) =>
        fetch(`${stack.url}/api/entries`, {
          method: 'POST',
          headers: { authorization: `Bearer ${tokens[Math.floor(n / 25)]}`, 'content-type': 'application/json' },
          body: JSON.stringify({ moodTag: 'sad', journalText: `Entry ${n} written while the disk fills up.` }),
        });
      expect((await write(0)).status).toBe(201);

      const filler = fill();
      const statuses: number[] = [];
      let unavailable: Response | undefined;
      for (let n = 1; n < 100 && !unavailable; n++) {
        const res = await write(n);
        statuses.push(res.status);
        if (res.status === 503) unavailable = res;
      }
      expect(statuses.filter((status) => status !== 201 && status !== 503)).toEqual([]);
      expect(unavailable, `no 503 in ${statuses.length} writes`).toBeDefined();
      expect(unavailable!.headers.get('retry-after')).toMatch(/^\d+$/);
      expect(errors.mock.calls.map(String).join('\n')).toMatch(/the database is unavailable \(the disk is full/);

      rmSync(filler);
      expect((await write(99)).status).toBe(201);
    } finally {
      errors.mockRestore();
      await stack.close();
    }
  });

  it('refuses to start on a full disk, and on a read-only one, with one sentence', async () => {
    const filler = fill();
    await expect(
      startStack({ port: 0, dataDir: join(mountPoint, 'full'), seed: false, log: () => {} }),
    ).rejects.toThrow(
      /^The disk that holds DATA_DIR \(.*\) is full.*; free some space or set DATA_DIR to a directory on another disk\.$/,
    );
    rmSync(filler);
    expect(mount('-o', 'remount,ro', mountPoint).status).toBe(0);
    await expect(startStack({ port: 0, dataDir: join(mountPoint, 'ro'), seed: false, log: () => {} })).rejects.toThrow(
      /^DATA_DIR \(.*\) is on a read-only file system; set DATA_DIR to a directory Hearth can write\.$/,
    );
    mount('-o', 'remount,rw', mountPoint);
  });
});
