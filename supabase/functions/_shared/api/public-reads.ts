// Public reads — the feed, trending, a category's entries, the community stats — are the same for
// everyone, so they are served from one cache layer (feed-cache.ts: kept per key for at most its
// TTL, one load shared by concurrent readers). What is the caller's own on a list (their reaction,
// their own words) stays a small separate read per caller (personal.ts), merged in.
//
// Invalidation is declared once, here, per kind of write — not remembered by each route: after any
// successful write through /api the public reads are dropped, with the writer's own part, unless
// WRITES below says the write changes more or nothing.
import type { Context, MiddlewareHandler, TypedResponse } from 'hono';
import type { JSONParsed } from 'hono/utils/types';
import { queryAsCaller } from '../db.ts';
import { jsonAnswer } from './api-headers.ts';
import type { Deps } from './deps.ts';
import type { FeedCache } from './feed-cache.ts';
import { toEntry, type EntryDto } from './mapping.ts';
import type { Bytes } from './page-body.ts';
import { loadPersonal } from './personal.ts';
import type { ApiEnv } from './types.ts';

/**
 * What a JSON body already serialised (by the cache, as bytes) answers, in the app's types: the SPA's
 * API types come from AppType, so a cached answer must say what its bytes hold, as `c.json` would.
 */
type JsonText<T> = Response & TypedResponse<JSONParsed<T>, 200, 'json'>;
const jsonText = <T>(bytes: Bytes) => jsonAnswer(bytes) as JsonText<T>;

/**
 * `{entries}` of a public list: its public part read as `anon` (row-level security decides what is
 * public) and kept under `key`, with the caller's own part merged in when there is one.
 */
export async function publicEntries(
  c: Context<ApiEnv>,
  { db, feedCache }: Pick<Deps, 'db' | 'feedCache'>,
  key: string,
  sql: string,
  params: unknown[],
): Promise<JsonText<{ entries: EntryDto[] }>> {
  const claims = c.get('claims');
  const page = await feedCache.page(key, async () => (await queryAsCaller(db, null, sql, params)).map(toEntry));
  const personal = claims
    ? await feedCache.personal(claims.sub, key, page, (ids) => loadPersonal(db, claims, ids))
    : undefined;
  return jsonText(personal ? feedCache.callerBody(claims!.sub, key, page, personal) : page.bytes);
}

/** A public answer that is not a list (community stats), kept under `key`. */
export async function publicJson<T>(feedCache: FeedCache, key: string, load: () => Promise<T>): Promise<JsonText<T>> {
  return jsonText<T>(await feedCache.json(key, load));
}

/**
 * The writes whose effect on the cached reads is not the default (the public reads and the writer's
 * own part change: a new entry, a reaction, a report, a supportive response).
 */
const WRITES: { method: string; path: RegExp; changes: 'everything' | 'nothing'; why: string }[] = [
  {
    method: 'POST',
    path: /^\/api\/(login|register)$/,
    changes: 'everything',
    why: "signing in may merge an anonymous user's entries and reactions into the account",
  },
  {
    method: 'POST',
    path: /^\/api\/supportive-messages\/[^/]+\/read$/,
    changes: 'nothing',
    why: "only the reader's inbox changes, which is not cached",
  },
];

/** Applies WRITES (and the default) after every successful write through /api. */
export function invalidateOnWrite(feedCache: FeedCache): MiddlewareHandler<ApiEnv> {
  return async (c, next) => {
    await next();
    const method = c.req.method;
    if (method === 'GET' || method === 'HEAD' || method === 'OPTIONS' || c.res.status >= 400) return;
    const declared = WRITES.find((w) => w.method === method && w.path.test(c.req.path));
    if (declared?.changes === 'nothing') return;
    if (declared?.changes === 'everything') return feedCache.changedEverything();
    const claims = c.get('claims');
    feedCache.changedBy(...(claims ? [claims.sub] : []));
  };
}
