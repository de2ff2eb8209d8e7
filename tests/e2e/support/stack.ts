import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startStack } from '../../../local/main.ts';

/** Usernames that are moderators on every e2e stack (HEARTH_MODERATORS): one per journey that needs one. */
export const E2E_MODERATORS = ['e2e_mod_care', 'e2e_mod_release', 'e2e_mod_spare'];

export interface RunningStack {
  url: string;
  dataDir: string;
  close(): Promise<void>;
}

/**
 * Starts the real one-machine stack (`npm start`'s `startStack`) on a free port (0) with a
 * fresh, throw-away DATA_DIR. No AI provider is configured (the variables are cleared), so
 * reflections come from the built-in engine: nothing in the stack is faked.
 *
 * The only knob turned is the auth rate limits: every browser context signs in anonymously
 * from 127.0.0.1, and a run makes more than Supabase's 30 anonymous sign-ins per hour.
 */
export async function launchStack(): Promise<RunningStack> {
  for (const name of ['OPENAI_API_KEY', 'OPENAI_BASE_URL', 'OPENAI_MODEL']) delete process.env[name];
  const dataDir = mkdtempSync(path.join(tmpdir(), 'hearth-e2e-'));
  try {
    const stack = await startStack({
      port: 0,
      host: '127.0.0.1',
      dataDir,
      buildSpa: false,
      log: () => {},
      auth: {
        rateLimits: { anonymousPerHour: 100_000, signInSignUpsPer5Min: 100_000, tokenRefreshPer5Min: 100_000 },
        moderators: E2E_MODERATORS,
      },
    });
    return {
      url: stack.url,
      dataDir,
      async close() {
        await stack.close();
        rmSync(dataDir, { recursive: true, force: true });
      },
    };
  } catch (error) {
    rmSync(dataDir, { recursive: true, force: true });
    throw error;
  }
}
