// The stack in a child process (tests/stack/fixtures/serve.ts), for tests that kill it or its database.
import { spawn, type ChildProcess } from 'node:child_process';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const fixture = join(repoRoot, 'tests/stack/fixtures/serve.ts');

export interface ChildStack {
  child: ChildProcess;
  url: string;
  /** Everything the stack has written to stderr so far. */
  stderr(): string;
}

/** Starts serve.ts on `dataDir` (and `databaseUrl`, else PGlite); resolves once it serves. */
export function childStack(dataDir: string, databaseUrl?: string): Promise<ChildStack> {
  const child = spawn(process.execPath, ['--import', 'tsx', fixture, dataDir, ...(databaseUrl ? [databaseUrl] : [])], {
    cwd: repoRoot,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let err = '';
  child.stderr!.on('data', (chunk: Buffer) => (err += chunk.toString()));
  return new Promise((ready, fail) => {
    let out = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const line = out.split('\n').find((candidate) => candidate.startsWith('{'));
      if (line) ready({ child, url: (JSON.parse(line) as { url: string }).url, stderr: () => err });
    });
    child.once('exit', (code, signal) => fail(new Error(`stack exited with ${code ?? signal}: ${err}`)));
  });
}

export function exited(child: ChildProcess): Promise<{ code: number | null; signal: NodeJS.Signals | null }> {
  if (child.exitCode !== null || child.signalCode !== null)
    return Promise.resolve({ code: child.exitCode, signal: child.signalCode });
  return new Promise((done) => child.once('exit', (code, signal) => done({ code, signal })));
}
