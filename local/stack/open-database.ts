// The stack's database: any PostgreSQL (DATABASE_URL) or embedded PGlite in DATA_DIR, which starts as
// a copy of the migrated template. A disk too full (or read-only) to run on is said in one sentence.
import { statfs } from 'node:fs/promises';
import { join } from 'node:path';
import type { Database } from '../../supabase/functions/_shared/db.ts';
import { postgresDatabase } from '../../supabase/functions/_shared/db-postgres.ts';
import { pgliteDatabase } from '../db/pglite.ts';
import { createFromTemplate } from '../db/template.ts';
import { DataDirUnwritableError } from '../lock.ts';

/** Room PGlite needs to start and take writes: a new database is about 40 MB, and the WAL grows. */
const MIN_FREE_BYTES = 64 * 1024 * 1024;

export interface OpenDatabaseOptions {
  dataDir: string;
  databaseUrl?: string;
  seed: boolean;
  cacheDir?: string;
  log: (line: string) => void;
}

/** Refuses to start PGlite on a disk without room for it, rather than dying inside it ("Aborted()"). */
async function checkRoom(dataDir: string): Promise<void> {
  const disk = await statfs(dataDir).catch(() => undefined);
  if (!disk) return;
  const free = disk.bavail * disk.bsize;
  if (free < MIN_FREE_BYTES) {
    throw new DataDirUnwritableError(dataDir, 'ENOSPC', `${Math.floor(free / 1024 / 1024)} MB free, 64 MB needed`);
  }
}

export async function openDatabase(options: OpenDatabaseOptions): Promise<Database> {
  if (options.databaseUrl) return postgresDatabase(options.databaseUrl);
  await checkRoom(options.dataDir);
  // A fresh DATA_DIR starts as a copy of the migrated template instead of running initdb.
  const pgliteDir = join(options.dataDir, 'pglite');
  await createFromTemplate(pgliteDir, { seed: options.seed, cacheDir: options.cacheDir }).catch((error: unknown) => {
    // A cache that cannot be written (read-only node_modules, a full disk) only costs time.
    options.log(
      `The database template could not be used (${(error as Error).message}); creating the database from scratch.`,
    );
  });
  try {
    return await pgliteDatabase(pgliteDir);
  } catch (error) {
    // PGlite's own words for a full disk are "Aborted()"; say what happened instead.
    await checkRoom(options.dataDir);
    throw error;
  }
}
