// Vitest global setup (server project): builds the PGlite templates fresh DATA_DIRs are copied from
// (local/db/template.ts) once, before test files start stacks in parallel and would each build the
// same template at the same time. Nothing to do when the cache already holds them.
import { ensureTemplate } from '../../local/db/template.ts';

export default async function setup(): Promise<void> {
  for (const seed of [true, false]) await ensureTemplate({ seed });
}
