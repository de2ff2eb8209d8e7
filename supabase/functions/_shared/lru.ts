// The one bounded cache map of the server code (feed pages, verified tokens, live sessions, realtime
// join decisions): a Map that keeps at most `max` entries and drops the least recently used first.
// A Map iterates in insertion order, so reading or writing a key re-inserts it at the end.

/** No key is the newest (a symbol no caller has, so it equals no key). */
const NONE: unique symbol = Symbol('none');

export class LruMap<K, V> extends Map<K, V> {
  private readonly max: number;
  /**
   * The key inserted last (the most recently used), while it is in the map. Reading it again needs no
   * re-insertion, which is most reads of a busy key: a Map's delete and set leave holes that it
   * compacts later, which was a twentieth of a cached feed read (the token, the session, the page).
   */
  private newest: K | typeof NONE = NONE;

  /** `max` below 1 keeps nothing. */
  constructor(max: number) {
    super();
    this.max = max;
  }

  /** The value, now marked as the most recently used. */
  override get(key: K): V | undefined {
    if (key === this.newest) return super.get(key);
    if (!super.has(key)) return undefined;
    const value = super.get(key) as V;
    super.delete(key);
    super.set(key, value);
    this.newest = key;
    return value;
  }

  /** Stores the value as the most recently used, first dropping the least recently used when full. */
  override set(key: K, value: V): this {
    super.delete(key);
    this.newest = NONE;
    if (this.max < 1) return this;
    while (this.size >= this.max) super.delete(super.keys().next().value as K);
    super.set(key, value);
    this.newest = key;
    return this;
  }

  override delete(key: K): boolean {
    if (key === this.newest) this.newest = NONE;
    return super.delete(key);
  }

  override clear(): void {
    this.newest = NONE;
    super.clear();
  }
}
