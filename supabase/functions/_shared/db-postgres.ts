// A Database over node-postgres (`pg`): Supabase (SUPABASE_DB_URL) or any PostgreSQL 15+.
//
// Why pg and not postgres.js: postgres.js 3.4.9 (the latest release) kills the whole process when a
// backend dies mid-transaction — its own ROLLBACK is written from a setImmediate after the socket
// was set to null, an uncaught TypeError no caller can catch (porsager/postgres#1066, #1154, #1208;
// the guard in PR #1168 is unreleased). pg hands a lost connection to the query that used it as a
// rejected promise, and the pool drops the dead client.
import pg from 'pg';
import { DatabaseUnavailableError, type Database, type Queryable, type Row, type Statement } from './db.ts';

export interface PostgresOptions {
  /** Pool size. */
  max?: number;
  /** How long a request waits for a connection before the database counts as unavailable. */
  connectTimeoutMs?: number;
  /** Where a lost LISTEN connection is reported; default console.warn. */
  log?: (line: string) => void;
}

// `date` columns as UTC midnight (pg's default builds a local-time Date, which shifts with TZ).
const types = {
  getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
    oid === 1082 && format !== 'binary'
      ? (value: string) => new Date(`${value}T00:00:00Z`)
      : pg.types.getTypeParser(oid, format as 'text')) as typeof pg.types.getTypeParser,
};

export function postgresDatabase(url: string, options: PostgresOptions = {}): Database {
  const log = options.log ?? ((line: string) => console.warn(line));
  const config = {
    connectionString: url,
    connectionTimeoutMillis: options.connectTimeoutMs ?? 3_000,
    types,
  };
  // Pipelining sends a transaction's BEGIN, the caller's role and claims and its first query in one
  // round trip (node-postgres.com/features/pipelining); each query still gets its own result or error.
  const pool = new pg.Pool({ ...config, max: options.max ?? 10, pipeline: true, idleTimeoutMillis: 30_000 });
  // An idle client whose backend died: the pool has already dropped it; the next checkout connects anew.
  pool.on('error', () => {});
  // Every client keeps a listener for its whole life. The pool takes its own off when it hands a client out,
  // and ours (withClient) is only added once the checkout's promise resumes: a backend terminated in that gap
  // (its FATAL read in the same chunk as the connection's ReadyForQuery) emitted 'error' with no listener,
  // which kills the process. The query that used the client still rejects, and withClient still discards it.
  pool.on('connect', (client) => client.on('error', () => {}));

  const wrap = (client: pg.PoolClient): Queryable => ({
    query: async <T extends Row>(text: string, params: unknown[] = []) =>
      unavailableOnLostConnection(async () => (await client.query<T>(text, params)).rows),
  });

  /** A pooled client for `work`; one whose connection failed is destroyed, not returned to the pool. */
  async function withClient<T>(
    work: (q: Queryable, discard: (reason: Error) => void, client: pg.PoolClient) => Promise<T>,
  ): Promise<T> {
    // Whatever keeps a connection from opening (refused, timed out, a database not accepting
    // connections, a server starting up) means the same to a caller: not now.
    const client = await pool.connect().catch((error: Error) => {
      throw new DatabaseUnavailableError(error);
    });
    // A backend that dies while this client is checked out is reported here and in the pending query.
    let broken: Error | undefined;
    const onError = (error: Error) => (broken = error);
    client.on('error', onError);
    try {
      return await work(wrap(client), onError, client);
    } catch (error) {
      if (error instanceof DatabaseUnavailableError) broken ??= error;
      throw error;
    } finally {
      client.off('error', onError);
      client.release(broken);
    }
  }

  return {
    query: (text, params) => withClient((q) => q.query(text, params)),
    transaction: (fn, prelude) =>
      withClient(async (q, discard, client) => {
        try {
          const sent = corked(client, () => {
            const begun = [q.query('begin'), prelude ? q.query(prelude.text, prelude.params) : undefined];
            return Promise.all([fn(q), ...begun]);
          });
          const [result] = await sent;
          await q.query('commit');
          return result;
        } catch (error) {
          // After a lost connection there is nothing to roll back (the server already did).
          if (!(error instanceof DatabaseUnavailableError)) await q.query('rollback').catch(discard);
          throw error;
        }
      }),
    transactOne: <T extends Row>(statement: Statement, prelude: Statement) =>
      withClient(async (q, _discard, client) => {
        // A failing statement aborts the transaction and the COMMIT behind it then ends it as a
        // ROLLBACK (not an error): once every answer is in, the connection is idle again either way.
        const answers = await corked(client, () =>
          Promise.allSettled([
            q.query('begin'),
            q.query(prelude.text, prelude.params),
            q.query<T>(statement.text, statement.params),
            q.query('commit'),
          ]),
        );
        // The first failure in the order sent is the cause; the ones after it follow from it (a lost
        // connection among them is discarded by withClient).
        const failed = answers.find((answer) => answer.status === 'rejected');
        if (failed) throw failed.reason;
        return (answers[2] as PromiseFulfilledResult<T[]>).value;
      }),
    exec: async (script) => {
      // Several statements in one string need the simple protocol, which a pipelined client does not speak.
      const client = new pg.Client(config);
      client.on('error', () => {});
      await client.connect().catch((error: Error) => {
        throw new DatabaseUnavailableError(error);
      });
      try {
        await unavailableOnLostConnection(() => client.query(script));
      } finally {
        await client.end().catch(() => {});
      }
    },
    listen: (channel, onMessage) => listener(config, channel, onMessage, log),
    close: () => pool.end(),
  };
}

/**
 * Runs `send` (which writes queries to the pipelined `client`) with its socket corked, so the
 * queries leave in one write: pg writes each simple query (BEGIN, COMMIT) on its own, and each
 * write is a system call that wakes the server for a few bytes. Where a runtime's socket has no
 * cork(), the queries go as before.
 */
function corked<T>(client: pg.PoolClient, send: () => T): T {
  // pg keeps its socket on `connection.stream` (not in its types).
  const stream = (client as unknown as { connection?: { stream?: { cork?(): void; uncork?(): void } } }).connection
    ?.stream;
  stream?.cork?.();
  try {
    return send();
  } finally {
    stream?.uncork?.();
  }
}

/**
 * LISTEN on its own connection, kept alive across database restarts: a lost connection is
 * reopened with a growing delay (0.25 s … 1 s), so notifications resume within seconds of the
 * database coming back. Notifications sent while it was away are not replayed.
 */
async function listener(
  config: pg.ClientConfig,
  channel: string,
  onMessage: (payload: string) => void,
  log: (line: string) => void,
): Promise<() => Promise<void>> {
  let client: pg.Client | undefined;
  let stopped = false;
  let retry: ReturnType<typeof setTimeout> | undefined;
  let delay = 250;

  const open = async (): Promise<void> => {
    const next = new pg.Client(config);
    next.on('notification', (message) => {
      if (message.channel === channel) onMessage(message.payload ?? '');
    });
    next.on('error', () => reopen(next));
    next.on('end', () => reopen(next));
    await next.connect();
    await next.query(`listen ${pg.escapeIdentifier(channel)}`);
    if (stopped) await next.end();
    client = next;
    delay = 250;
  };
  const reopen = (broken: pg.Client) => {
    if (stopped || client !== broken) return;
    client = undefined;
    log(`database: the LISTEN connection for '${channel}' was lost; reconnecting`);
    broken.end().catch(() => {});
    const attempt = () => {
      retry = undefined;
      if (stopped) return;
      open().catch(() => {
        delay = Math.min(delay * 2, 1_000);
        retry = setTimeout(attempt, delay);
      });
    };
    retry = setTimeout(attempt, delay);
  };

  await open().catch((error: Error) => {
    throw isConnectionFailure(error) ? new DatabaseUnavailableError(error) : error;
  });
  return async () => {
    stopped = true;
    clearTimeout(retry);
    await client?.end().catch(() => {});
  };
}

// SQLSTATEs of a server that is going away, not there or cannot write (class 08 connection exception,
// 57P0x shutdowns, 53100 disk full, 53300 too many connections) and Node's socket errors.
const UNAVAILABLE_STATES = /^(08...|57P0[1-3]|53100|53300)$/;
const SOCKET_ERRORS = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);
const LOST_CONNECTION = /Connection terminated|not queryable|timeout exceeded when trying to connect|Connection ended/i;

function isConnectionFailure(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string' && (UNAVAILABLE_STATES.test(code) || SOCKET_ERRORS.has(code))) return true;
  return LOST_CONNECTION.test(error.message);
}

/** Runs `work`; a failure that means "the database is not reachable right now" becomes DatabaseUnavailableError. */
async function unavailableOnLostConnection<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (isConnectionFailure(error)) throw new DatabaseUnavailableError(error as Error);
    throw error;
  }
}
