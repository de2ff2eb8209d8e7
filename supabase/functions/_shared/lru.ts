// The one bounded cache map of the server code (feed pages, verified tokens, live sessions, realtime
// join decisions): a Map that keeps at most `max` entries and drops the least recently used first.
// A Map iterates in insertion order, so reading or writing a key re-inserts it at the end.

export class LruMap<K, V> extends Map<K, V> {
  private readonly max: number;

  /** `max` below 1 keeps nothing. */
  constructor(max: number) {
    super();
    this.max = max;
  }

  /** The value, now marked as the most recently used. */
  override get(key: K): V | undefined {
    if (!super.has(key)) return undefined;
    const value = super.get(key) as V;
    super.delete(key);
    super.set(key, value);
    return value;
  }

  /** Stores the value as the most recently used, first dropping the least recently used when full. */
  override set(key: K, value: V): this {
    super.delete(key);
    if (this.max < 1) return this;
    while (this.size >= this.max) super.delete(super.keys().next().value as K);
    return super.set(key, value);
  }
}
