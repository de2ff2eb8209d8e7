import { mkdir, mkdtemp, rm, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { spaNeedsBuild } from './spa.ts';

describe('spaNeedsBuild (npm start rebuilds only a missing or stale dist/)', () => {
  let root: string;
  const dist = () => join(root, 'dist');
  const at = (path: string, seconds: number) => utimes(path, seconds, seconds);

  beforeEach(async () => {
    root = await mkdtemp(join(tmpdir(), 'hearth-spa-'));
    await mkdir(join(root, 'src', 'pages'), { recursive: true });
    await writeFile(join(root, 'index.html'), '<!doctype html>');
    await writeFile(join(root, 'src', 'pages', 'home.tsx'), 'export {}');
    for (const path of [
      join(root, 'index.html'),
      join(root, 'src', 'pages', 'home.tsx'),
      join(root, 'src', 'pages'),
      join(root, 'src'),
    ])
      await at(path, 1_000);
  });
  afterEach(async () => {
    await rm(root, { recursive: true, force: true });
  });

  it('builds when dist/ is missing', async () => {
    expect(await spaNeedsBuild(root, dist())).toBe(true);
  });

  it('does not build when dist/ is newer than every input', async () => {
    await mkdir(dist());
    await writeFile(join(dist(), 'index.html'), 'built');
    await at(join(dist(), 'index.html'), 2_000);
    expect(await spaNeedsBuild(root, dist())).toBe(false);
  });

  it('builds when a file deep in src/ changed after the build', async () => {
    await mkdir(dist());
    await writeFile(join(dist(), 'index.html'), 'built');
    await at(join(dist(), 'index.html'), 2_000);
    await at(join(root, 'src', 'pages', 'home.tsx'), 3_000);
    expect(await spaNeedsBuild(root, dist())).toBe(true);
  });

  it('does not build when only a test file beside the code changed', async () => {
    await writeFile(join(root, 'src', 'pages', 'home.test.tsx'), 'export {}');
    await at(join(root, 'src', 'pages'), 1_000);
    await mkdir(dist());
    await writeFile(join(dist(), 'index.html'), 'built');
    await at(join(dist(), 'index.html'), 2_000);
    await at(join(root, 'src', 'pages', 'home.test.tsx'), 3_000);
    expect(await spaNeedsBuild(root, dist())).toBe(false);
  });
});
