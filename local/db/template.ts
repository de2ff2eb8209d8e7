// A fresh PGlite DATA_DIR is a copy of a template: a database that was initialised (initdb),
// migrated and seeded once, then cleanly closed. Copying its files takes a fraction of a second;
// initdb alone takes seconds. The template lives outside every DATA_DIR, in
// node_modules/.cache/hearth (or HEARTH_CACHE_DIR), named by a hash of everything that shapes it
// (the PGlite version, the shim, every migration, the seed), so a changed migration builds a new
// template instead of reusing a stale one. It holds nothing secret: the auth signing key is
// generated in each DATA_DIR on its first start (local/auth/keys.ts), never copied.
import { createHash } from 'node:crypto';
import { constants } from 'node:fs';
import { copyFile, mkdir, mkdtemp, readdir, readFile, rename, rm, stat, utimes } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { basename, dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { isAlive } from '../lock.ts';
import { migrate, migrationsDir, seedPath, shimPath } from './migrate.ts';
import { pgliteDatabase } from './pglite.ts';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');

/** Where templates (and the `npm start` bundle) are cached unless HEARTH_CACHE_DIR says otherwise. */
export const defaultCacheDir = () => process.env.HEARTH_CACHE_DIR || join(root, 'node_modules', '.cache', 'hearth');

/** Bump when the way a template is made changes without any of its inputs changing. */
const FORMAT = 'hearth-pglite-template 1';

/** Templates nobody used for this long are removed when a new one is built. */
const UNUSED_FOR_MS = 7 * 24 * 3600 * 1000;

export interface TemplateOptions {
  /** Also apply supabase/seed.sql (as startStack's `seed`). */
  seed: boolean;
  /** Default: defaultCacheDir(). */
  cacheDir?: string;
  /** Where the migrations are (tests); default supabase/migrations. */
  migrationsDir?: string;
}

/** The hash that names a template: PGlite's version and the text of everything migrate() applies. */
export async function templateKey(options: TemplateOptions): Promise<string> {
  const dir = options.migrationsDir ?? migrationsDir;
  const pglite = createRequire(import.meta.url).resolve('@electric-sql/pglite');
  const pglitePackage = join(dirname(pglite), '..', 'package.json');
  const hash = createHash('sha256').update(FORMAT);
  const part = (name: string, text: string) => hash.update(`\0${name}\0${text.length}\0${text}`);
  part('pglite', (JSON.parse(await readFile(pglitePackage, 'utf8')) as { version: string }).version);
  part('shim', await readFile(shimPath, 'utf8'));
  for (const file of (await readdir(dir)).filter((f) => f.endsWith('.sql')).sort())
    part(`migration ${file}`, await readFile(join(dir, file), 'utf8'));
  part('seed', options.seed ? await readFile(seedPath, 'utf8').catch(() => '') : '(not seeded)');
  return hash.digest('hex').slice(0, 24);
}

const exists = (path: string) =>
  stat(path).then(
    () => true,
    () => false,
  );

/**
 * The template's directory for these options, built first when missing. Several processes may
 * build the same template at once: each builds in its own temporary directory and renames it into
 * place, so a template is either whole or absent; the first rename wins and the others discard theirs.
 */
export async function ensureTemplate(options: TemplateOptions): Promise<string> {
  const cacheDir = options.cacheDir ?? defaultCacheDir();
  const target = join(cacheDir, `pglite-${await templateKey(options)}`);
  if (await exists(join(target, 'PG_VERSION'))) {
    // The modification time says when it was last used (see pruneTemplates).
    await utimes(target, new Date(), new Date()).catch(() => {});
    return target;
  }

  await mkdir(cacheDir, { recursive: true });
  const building = await mkdtemp(join(cacheDir, `.building-${basename(target)}-${process.pid}-`));
  try {
    const db = await pgliteDatabase(building);
    try {
      await migrate(db, { seed: options.seed, dir: options.migrationsDir });
      await db.exec('checkpoint');
    } finally {
      await db.close();
    }
    try {
      await rename(building, target);
    } catch (error) {
      // Another process renamed its build into place first: theirs is as good as ours.
      if (!['ENOTEMPTY', 'EEXIST'].includes((error as NodeJS.ErrnoException).code ?? '')) throw error;
    }
  } finally {
    await rm(building, { recursive: true, force: true });
  }
  await pruneTemplates(cacheDir, target);
  return target;
}

/** Removes builds left by killed processes and templates unused for a week (other checkouts may share the cache). */
async function pruneTemplates(cacheDir: string, keep: string): Promise<void> {
  for (const name of await readdir(cacheDir).catch(() => [] as string[])) {
    const path = join(cacheDir, name);
    const builder = /^\.building-pglite-[0-9a-f]+-(\d+)-/.exec(name);
    const stale = builder
      ? !isAlive(Number(builder[1]))
      : name.startsWith('pglite-') &&
        path !== keep &&
        Date.now() -
          (await stat(path).then(
            (s) => s.mtimeMs,
            () => Date.now(),
          )) >
          UNUSED_FOR_MS;
    if (stale) await rm(path, { recursive: true, force: true });
  }
}

/** Copies a directory tree, several files at a time (per-file overhead, not bytes, is the cost here). */
async function copyTree(from: string, to: string): Promise<void> {
  const entries = await readdir(from, { recursive: true, withFileTypes: true });
  // parentPath is Node 20.12+; `path` is its older name.
  const relative = (entry: (typeof entries)[number]) =>
    join(entry.parentPath ?? (entry as unknown as { path: string }).path, entry.name).slice(from.length + 1);
  await mkdir(to, { recursive: true, mode: 0o700 });
  for (const dir of entries
    .filter((e) => e.isDirectory())
    .map(relative)
    .sort())
    await mkdir(join(to, dir), { recursive: true, mode: 0o700 });
  const files = entries.filter((e) => e.isFile()).map(relative);
  let next = 0;
  const worker = async () => {
    // FICLONE: a copy-on-write clone where the file system offers one, a plain copy elsewhere.
    while (next < files.length) {
      const file = files[next++]!;
      await copyFile(join(from, file), join(to, file), constants.COPYFILE_FICLONE);
    }
  };
  await Promise.all(Array.from({ length: 8 }, worker));
}

/**
 * Makes `pgliteDir` (DATA_DIR/pglite) a copy of the template when it holds no database yet.
 * Resolves to true when it did. A directory with files but no database is left to PGlite, as before.
 * The caller holds the DATA_DIR lock; a copy interrupted by a crash stays in `<pgliteDir>.partial`
 * and is discarded by the next start.
 */
export async function createFromTemplate(pgliteDir: string, options: TemplateOptions): Promise<boolean> {
  if (await exists(join(pgliteDir, 'PG_VERSION'))) return false;
  const present = await readdir(pgliteDir).catch(() => undefined);
  if (present && present.length > 0) return false;
  const template = await ensureTemplate(options);
  const partial = `${pgliteDir}.partial`;
  await rm(partial, { recursive: true, force: true });
  try {
    await copyTree(template, partial);
    if (present) await rm(pgliteDir, { recursive: true });
    await rename(partial, pgliteDir);
  } catch (error) {
    await rm(partial, { recursive: true, force: true });
    throw error;
  }
  return true;
}
