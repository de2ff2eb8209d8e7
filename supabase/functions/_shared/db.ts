// The one database seam shared by the edge function, the local stack and the tests.
// Both homes speak it: postgres.js on Supabase or any PostgreSQL, PGlite on one machine.

export type Row = Record<string, unknown>;

export interface Queryable {
  /** One parameterised statement ($1, $2, …). */
  query<T extends Row = Row>(text: string, params?: unknown[]): Promise<T[]>;
}

export interface Statement {
  text: string;
  params: unknown[];
}

export interface Database extends Queryable {
  /**
   * Runs `fn` inside one transaction; a throw rolls it back. A `prelude` statement runs first
   * (the caller's role and claims); a networked driver pipelines it with `fn`'s first query
   * to save a round trip.
   */
  transaction<T>(fn: (q: Queryable) => Promise<T>, prelude?: Statement): Promise<T>;
  /**
   * One statement in a transaction of its own, after `prelude`. A networked driver sends BEGIN, the
   * prelude, the statement and COMMIT together: one round trip, where `transaction` needs two (its
   * COMMIT waits for `fn`). A failing statement rolls the transaction back and is thrown.
   */
  transactOne<T extends Row = Row>(statement: Statement, prelude: Statement): Promise<T[]>;
  /** Runs a script of several statements without parameters (migrations). */
  exec(script: string): Promise<void>;
  /** LISTEN on a channel; resolves to an unsubscribe function. */
  listen(channel: string, onMessage: (payload: string) => void): Promise<() => Promise<void>>;
  close(): Promise<void>;
}

/** The verified access-token claims of the caller, as GoTrue issues them. */
export interface Claims {
  sub: string;
  role: string;
  is_anonymous?: boolean;
  session_id?: string;
  email?: string;
  [claim: string]: unknown;
}

/**
 * Runs `fn` in one transaction as the caller, exactly as PostgREST does:
 * the role and the JWT claims are set for this transaction only, so
 * row-level security is the authorization layer. No claims → the `anon` role.
 */
export function asCaller<T>(db: Database, claims: Claims | null, fn: (q: Queryable) => Promise<T>): Promise<T> {
  return db.transaction(fn, callerPrelude(claims));
}

/** One statement as the caller (asCaller's transaction, in one round trip on a networked database). */
export function queryAsCaller<T extends Row = Row>(
  db: Database,
  claims: Claims | null,
  text: string,
  params: unknown[] = [],
): Promise<T[]> {
  return db.transactOne<T>({ text, params }, callerPrelude(claims));
}

const callerPrelude = (claims: Claims | null): Statement => ({
  text: `select set_config('role', $1, true), set_config('request.jwt.claims', $2, true)`,
  params: [claims ? 'authenticated' : 'anon', JSON.stringify(claims ?? { role: 'anon' })],
});

/**
 * Runs `fn` in one transaction through the one door for writes: as `hearth_writer`, a role no client
 * can assume (only this connection's own role is a member), with the verified caller's claims, so
 * the write functions in schema `private` take the writer from the token. No claims → no user:
 * only the functions that need none (login attempts, username checks) then succeed.
 */
export function asWriter<T>(db: Database, claims: Claims | null, fn: (q: Queryable) => Promise<T>): Promise<T> {
  return db.transaction(fn, writerPrelude(claims));
}

/** One statement through the writer's door (asWriter's transaction, in one round trip on a networked database). */
export function queryAsWriter<T extends Row = Row>(
  db: Database,
  claims: Claims | null,
  text: string,
  params: unknown[] = [],
): Promise<T[]> {
  return db.transactOne<T>({ text, params }, writerPrelude(claims));
}

const writerPrelude = (claims: Claims | null): Statement => ({
  text: `select set_config('role', 'hearth_writer', true), set_config('request.jwt.claims', $1, true)`,
  params: [JSON.stringify(claims ?? { role: 'anon' })],
});

/**
 * The database cannot be reached right now (connection refused or lost, server shutting down, disk
 * full). Both homes answer it with 503 and Retry-After: the request may be repeated as it was.
 */
export class DatabaseUnavailableError extends Error {
  constructor(override readonly cause: Error) {
    super('The database is unavailable');
    this.name = 'DatabaseUnavailableError';
  }
}
