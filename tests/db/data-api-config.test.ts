// Issue 13 item 1: the Data API serves no schema of Hearth's. supabase/config.toml is what
// `supabase start` runs and `supabase config push` sends to a hosted project, so it must say so;
// Realtime (private inbox channels) and Auth stay on. The database does not rely on this switch
// (the attack matrix beside this file), but a config that turned it back on should not pass review.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const config = readFileSync(new URL('../../supabase/config.toml', import.meta.url), 'utf8');

/** The `key = value` lines of one [section] (no TOML library in the project; the file is flat). */
function section(name: string): Record<string, string> {
  const lines = config.split('\n');
  const start = lines.findIndex((line) => line.trim() === `[${name}]`);
  expect(start, `[${name}] in supabase/config.toml`).toBeGreaterThanOrEqual(0);
  const entries: Record<string, string> = {};
  for (const line of lines.slice(start + 1)) {
    if (/^\s*\[/.test(line)) break;
    const match = /^\s*([\w.]+)\s*=\s*(.+?)\s*$/.exec(line.replace(/#.*$/, ''));
    if (match) entries[match[1]!] = match[2]!;
  }
  return entries;
}

describe('supabase/config.toml', () => {
  it('turns the Data API off and exposes no schema through it', () => {
    const api = section('api');
    expect(api.enabled).toBe('false');
    expect(api.schemas).toBe('[]');
  });

  it('keeps Realtime and Auth on (they do not go through the Data API)', () => {
    expect(section('realtime').enabled).toBe('true');
    expect(section('auth').enabled).toBe('true');
  });
});
