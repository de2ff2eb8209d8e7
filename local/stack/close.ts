// Stopping the stack without losing anything: stop accepting, let requests in flight finish (up to
// 10 s), close realtime, flush PGlite to its files, close the database, release DATA_DIR.
import type { Server } from 'node:http';
import type { Database } from '../../supabase/functions/_shared/db.ts';
import type { RealtimeServer } from '../realtime/server.ts';

const DRAIN_TIMEOUT_MS = 10_000;

export interface Closable {
  server: Server;
  realtime: RealtimeServer;
  database: Database;
  /** PGlite gets a CHECKPOINT before it closes; a PostgreSQL server looks after its own files. */
  embedded: boolean;
  releaseLock(): Promise<void>;
  /** Called first: the server stops routing new requests to the app. */
  stopRouting(): void;
  /** Anything else that runs on a timer (housekeeping), stopped before the database closes. */
  stopTimers?: () => Promise<void>;
}

export function gracefulClose(parts: Closable): () => Promise<void> {
  let closing: Promise<void> | undefined;
  return () =>
    (closing ??= (async () => {
      parts.stopRouting();
      const drained = new Promise<void>((done) => parts.server.close(() => done()));
      parts.server.closeIdleConnections();
      await parts.realtime.close();
      const timer = setTimeout(() => parts.server.closeAllConnections(), DRAIN_TIMEOUT_MS);
      await drained;
      clearTimeout(timer);
      await parts.stopTimers?.();
      // Flush everything to the data files now, so the next start has no WAL to replay.
      if (parts.embedded) await parts.database.exec('checkpoint');
      await parts.database.close();
      await parts.releaseLock();
    })());
}
