/**
 * A fixed-window counter per key (client IP), like GoTrue's per-IP limiters.
 * In memory: the local stack is one process, and a restart forgiving a burst is harmless.
 */
export class RateLimiter {
  private readonly windows = new Map<string, { start: number; count: number }>();

  constructor(
    private readonly limit: number,
    private readonly windowMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  /** Counts one request for `key`; false when it is over the limit. */
  take(key: string): boolean {
    const now = this.now();
    const current = this.windows.get(key);
    if (!current || now - current.start >= this.windowMs) {
      // Dropping expired windows here keeps the map bounded by the clients of one window.
      if (this.windows.size > 10_000) this.sweep(now);
      this.windows.set(key, { start: now, count: 1 });
      return this.limit >= 1;
    }
    current.count += 1;
    return current.count <= this.limit;
  }

  private sweep(now: number): void {
    for (const [key, window] of this.windows) {
      if (now - window.start >= this.windowMs) this.windows.delete(key);
    }
  }
}
