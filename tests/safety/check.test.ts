// The seventh wave's batch checker (briefs/wave7/check.mjs), run as its writers ran it: `node check.mjs X.json` on a
// tiny made-up batch in a temporary directory. A valid batch prints its counts and "OK: no errors" with exit code 0;
// a broken one lists what is wrong and exits 1. Never reads the corpus (the batches here are written by the test).
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const check = resolve(import.meta.dirname, 'briefs/wave7/check.mjs');
const dir = mkdtempSync(join(tmpdir(), 'hearth-check-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const entry = (n: number, overrides: Record<string, unknown> = {}) => ({
  id: `Z9-${String(n).padStart(3, '0')}`,
  lang: 'en',
  mood: 'happy',
  label: 'none',
  kind: 'everyday',
  forms: ['short'],
  text: `Lunch with Priya number ${n}, then the long walk home.`,
  prompt: null,
  pii: ['Priya'],
  pii_kinds: ['name'],
  ...overrides,
});

/** A batch laid out as FORMAT.md asks: "[", one entry a line, "]". */
function run(name: string, entries: object[], layout = true): { status: number | null; out: string } {
  const file = join(dir, `${name}.json`);
  const body = layout ? `[\n${entries.map((e) => JSON.stringify(e)).join(',\n')}\n]\n` : JSON.stringify(entries);
  writeFileSync(file, body);
  const r = spawnSync(process.execPath, [check, file], { encoding: 'utf8' });
  return { status: r.status, out: `${r.stdout}${r.stderr}` };
}

describe('wave 7 batch checker', () => {
  it('passes a valid batch and prints only counts', () => {
    const { status, out } = run('Z9', [entry(1), entry(2, { label: 'crisis', kind: 'passive', mood: 'sad' })]);
    expect(status).toBe(0);
    expect(out).toContain('entries: 2');
    expect(out).toContain('pii items: 2 {"name":2}');
    expect(out).toMatch(/OK: no errors\s*$/);
    // Counts only: never an entry's words.
    expect(out).not.toContain('Lunch with');
  });

  it('fails a batch with a wrong id, a bad crisis kind and a pii item not in the text', () => {
    const { status, out } = run('Z9', [
      entry(1, { id: 'Z9-007' }),
      entry(2, { label: 'crisis', kind: 'everyday' }),
      entry(3, { pii: ['Jonas'] }),
    ]);
    expect(status).toBe(1);
    expect(out).toContain('3 errors:');
    expect(out).toContain('entry 1: id should be Z9-001');
    expect(out).toContain('entry 2: crisis kind must be one of');
    expect(out).toContain('entry 3: pii 1 is not an exact substring of text or prompt');
    expect(out).not.toContain('OK: no errors');
  });

  it('fails a batch not laid out one entry a line, and one that is not JSON', () => {
    const layout = run('Z9', [entry(1)], false);
    expect(layout.status).toBe(1);
    expect(layout.out).toContain('layout: expected');
    const file = join(dir, 'Z8.json');
    writeFileSync(file, '[\n{"id": \n]\n');
    const r = spawnSync(process.execPath, [check, file], { encoding: 'utf8' });
    expect(r.status).toBe(1);
    expect(r.stdout).toMatch(/^ERROR: not valid JSON/);
  });
});
