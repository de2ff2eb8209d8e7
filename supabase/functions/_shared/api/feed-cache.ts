// The feed in memory, so a feed read does not cost a database round trip (issue #4: a round trip
// per request cannot serve thousands of reads a second on two cores).
//
// A feed page has two parts:
// - the public part, the same for everyone: fetched as the `anon` role, so row-level security
//   still decides what is public, and kept per (mood, limit, offset);
// - the caller's part: their own reaction (myReaction) and, on entries they wrote, their own words
//   instead of the shared text. Fetched as
//   the caller for the ids of that page (public.feed_personal) and kept per caller and page.
//
// Staleness bound: every write through this app that can change a feed page (a public entry,
// a reaction, a report, a login that merges an anonymous user) drops the cache at once (declared
// once, in public-reads.ts, for the feed, trending, categories and community stats alike), so the
// writer and everyone reading from this instance see it on their next read. Writes through other
// instances (Supabase runs many edge instances) and changes made in the database directly show
// up when the cached page expires: after at most `ttlMs` (default 2 s). A page is never kept past
// that, and a load that started before a write is never stored after it (generations).
//
// Plain Maps and promises only: this runs under Node and under Deno (the edge function).
import { LruMap } from '../lru.ts';
import type { EntryDto } from './mapping.ts';
import { serialiseEntries, spliceBody, type Bytes, type PageBody, type Personal } from './page-body.ts';

export type { Personal } from './page-body.ts';

export const FEED_CACHE_TTL_MS = 2_000;

export interface FeedCacheOptions {
  /** How long a page may be served from memory; 0 turns the cache off. */
  ttlMs?: number;
  /** Milliseconds since the epoch; tests move it forward. */
  now?: () => number;
  /** Public pages kept (each at most 50 entries). */
  maxPages?: number;
  /** Callers whose part is kept. */
  maxCallers?: number;
  /** Answers with a caller's part spliced in that are kept (each about the size of its page). */
  maxCallerBodies?: number;
}

/**
 * The public part of one feed page, its answer serialised once (page-body.ts). Its identity says which
 * version a caller's part belongs to.
 */
export interface FeedPage extends PageBody {
  readonly entries: readonly EntryDto[];
}

interface Kept<V> {
  value: V;
  expires: number;
}

interface CallerRecord {
  /** Bumped by the caller's own writes: a load that started before one is not stored. */
  generation: number;
  pages: LruMap<string, Kept<Personal> & { page: FeedPage }>;
  loading: Map<string, { page: FeedPage; generation: number; promise: Promise<Personal> }>;
}

/** Pages one caller's part is kept for (a reader rarely looks at more at once). */
const PAGES_PER_CALLER = 20;

export class FeedCache {
  readonly ttlMs: number;
  private readonly now: () => number;
  private generation = 0;
  private readonly pages: LruMap<string, Kept<FeedPage>>;
  private readonly loading = new Map<string, { generation: number; promise: Promise<FeedPage> }>();
  private readonly callers: LruMap<string, CallerRecord>;
  private readonly callerBodies: LruMap<string, { page: FeedPage; personal: Personal; bytes: Bytes }>;

  constructor(options: FeedCacheOptions = {}) {
    const ttl = options.ttlMs ?? FEED_CACHE_TTL_MS;
    this.ttlMs = Number.isFinite(ttl) ? Math.max(0, ttl) : FEED_CACHE_TTL_MS;
    this.now = options.now ?? Date.now;
    this.pages = new LruMap(Math.max(1, options.maxPages ?? 1_000));
    this.callers = new LruMap(Math.max(1, options.maxCallers ?? 10_000));
    // A few thousand answers of ~10 KB: tens of MB at most, for the readers who read again within the TTL.
    this.callerBodies = new LruMap(Math.max(1, options.maxCallerBodies ?? 2_000));
  }

  /** The public part of a page: from memory while fresh, else one load shared by concurrent readers. */
  page(key: string, load: () => Promise<EntryDto[]>): Promise<FeedPage> {
    return this.kept(key, async () => {
      const entries = await load();
      return { entries, ...serialiseEntries(entries) };
    });
  }

  /** A public answer that is not a list of entries (community stats): its JSON as bytes, kept like a page. */
  async json(key: string, load: () => Promise<unknown>): Promise<Bytes> {
    const page = await this.kept(key, async () => ({
      entries: [],
      slots: [],
      bytes: new TextEncoder().encode(JSON.stringify(await load())),
    }));
    return page.bytes;
  }

  private kept(key: string, load: () => Promise<FeedPage>): Promise<FeedPage> {
    const kept = this.pages.get(key);
    if (kept && kept.expires > this.now()) {
      // Read in its last half: loaded again in the background while it still serves, so the readers of
      // a busy page do not all wait for the load when it expires. It is never served past its expiry.
      if (renewDue(kept.expires, this.now(), this.ttlMs)) void this.loadOnce(key, load);
      return Promise.resolve(kept.value);
    }
    return this.loadOnce(key, load);
  }

  /** The load of `key` under way for this generation, or a new one (stored when nothing changed meanwhile). */
  private loadOnce(key: string, load: () => Promise<FeedPage>): Promise<FeedPage> {
    const pending = this.loading.get(key);
    if (pending && pending.generation === this.generation) return pending.promise;
    const generation = this.generation;
    const promise = load().then((page) => {
      if (generation === this.generation && this.ttlMs > 0) {
        // Expiry counts from the end of the load: what it read may be a moment old already, so
        // the bound is ttlMs plus one query's time.
        this.pages.set(key, { value: page, expires: this.now() + this.ttlMs });
      }
      return page;
    });
    this.loading.set(key, { generation, promise });
    const forget = () => {
      if (this.loading.get(key)?.promise === promise) this.loading.delete(key);
    };
    promise.then(forget, forget);
    return promise;
  }

  /** The caller's part of `page`, kept while the page has the same entries and the caller wrote nothing. */
  personal(
    callerId: string,
    key: string,
    page: FeedPage,
    load: (ids: string[]) => Promise<Personal>,
  ): Promise<Personal> {
    if (page.entries.length === 0) return Promise.resolve(EMPTY);
    let record = this.callers.get(callerId);
    if (record) {
      const kept = record.pages.get(key);
      // A page loaded again with the same entries (the usual renewal) keeps the caller's part: it
      // depends only on the caller and those ids, and keeps its own expiry.
      if (kept && kept.expires > this.now() && (kept.page === page || sameEntries(kept.page, page))) {
        if (kept.page !== page) record.pages.set(key, { ...kept, page });
        // Renewed in the background in its last half, like a page (kept above).
        if (renewDue(kept.expires, this.now(), this.ttlMs)) void this.loadPersonal(record, callerId, key, page, load);
        return Promise.resolve(kept.value);
      }
    } else {
      record = { generation: 0, pages: new LruMap(PAGES_PER_CALLER), loading: new Map() };
      this.callers.set(callerId, record);
    }
    return this.loadPersonal(record, callerId, key, page, load);
  }

  /** The caller's part of `page` under way, or a new load (stored when nothing of the caller's changed meanwhile). */
  private loadPersonal(
    owner: CallerRecord,
    callerId: string,
    key: string,
    page: FeedPage,
    load: (ids: string[]) => Promise<Personal>,
  ): Promise<Personal> {
    const pending = owner.loading.get(key);
    if (pending && pending.page === page && pending.generation === owner.generation) return pending.promise;
    const generation = owner.generation;
    const promise = load(page.entries.map((e) => e.entryId)).then((value) => {
      // Stored only if nothing of this caller's changed meanwhile and the record was not evicted.
      if (this.ttlMs > 0 && this.callers.get(callerId) === owner && owner.generation === generation) {
        owner.pages.set(key, { value, page, expires: this.now() + this.ttlMs });
      }
      return value;
    });
    owner.loading.set(key, { page, generation, promise });
    const forget = () => {
      if (owner.loading.get(key)?.promise === promise) owner.loading.delete(key);
    };
    promise.then(forget, forget);
    return promise;
  }

  /**
   * The page's answer with the caller's part spliced in, made once per page and part: a reader who
   * reads again within the TTL gets the same bytes, not a new splice (a tenth of a cached read with
   * reactions). Kept while both are the very objects it was made from, so it is never staler than they are.
   */
  callerBody(callerId: string, key: string, page: FeedPage, personal: Personal): Bytes {
    if (personal.size === 0) return page.bytes;
    const id = `${callerId}|${key}`;
    const kept = this.callerBodies.get(id);
    if (kept && kept.page === page && kept.personal === personal) return kept.bytes;
    const bytes = spliceBody(page, personal);
    if (this.ttlMs > 0) this.callerBodies.set(id, { page, personal, bytes });
    return bytes;
  }

  /** A write that can change what anyone sees in the feed (an entry, a reaction, a report, a merge). */
  invalidateAll(): void {
    this.generation++;
    this.pages.clear();
    this.loading.clear();
    // Made from pages that are gone: they would only take memory until pushed out.
    this.callerBodies.clear();
  }

  /**
   * A write by these callers that everyone's pages show (a public entry, a reaction, a merge) and
   * that also changes what each of them sees as their own.
   */
  changedBy(...callerIds: string[]): void {
    this.invalidateAll();
    for (const callerId of callerIds) this.invalidateCaller(callerId);
  }

  /** A write that can change anyone's own part too (a login that merged an anonymous user's entries). */
  changedEverything(): void {
    this.invalidateAll();
    this.callers.clear();
  }

  /** A write that changes what this caller sees as their own (their reactions, their entries). */
  invalidateCaller(callerId: string): void {
    const record = this.callers.get(callerId);
    if (record) {
      record.generation++;
      record.pages.clear();
      record.loading.clear();
    }
  }
}

const EMPTY: Personal = new Map();

/** Whether something kept until `expires` is in the last half of its TTL, when a read renews it. */
const renewDue = (expires: number, now: number, ttlMs: number) => expires - now <= ttlMs / 2;

/** The same entries in the same order (a page loaded again while nothing changed). */
function sameEntries(a: FeedPage, b: FeedPage): boolean {
  return a.entries.length === b.entries.length && a.entries.every((e, i) => e.entryId === b.entries[i]!.entryId);
}

/** Merges the caller's part into the public entries, keeping every field in its place. */
export function personalise(entries: readonly EntryDto[], personal: Personal): EntryDto[] {
  return entries.map((entry) => {
    const mine = personal.get(entry.entryId);
    if (!mine) return entry;
    return { ...entry, journalText: mine.journalText ?? entry.journalText, myReaction: mine.myReaction };
  });
}
