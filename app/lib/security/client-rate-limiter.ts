// The client-side rate limiter: by default 5 attempts per
// 5-minute window per key; exceeding it logs a rate_limit_exceeded event; the
// tracking map is cleaned of finished windows when it holds over 1000 keys.
// It spares the server obvious repeats (double clicks, held-down keys); the
// server's own limits stay the authority.

export const CLIENT_RATE_LIMIT = 5;
export const CLIENT_RATE_WINDOW_MS = 5 * 60_000;
export const CLIENT_RATE_MAX_KEYS = 1000;

type Window = { attempts: number; startedAt: number };

export type ClientRateLimiterOptions = {
  limit?: number;
  windowMs?: number;
  maxKeys?: number;
  now?: () => number;
  /** Called once per refused attempt, with the key and the attempts counted so far. */
  onExceeded?: (key: string, attempts: number) => void;
};

export class ClientRateLimiter {
  private readonly windows = new Map<string, Window>();
  private readonly limit: number;
  private readonly windowMs: number;
  private readonly maxKeys: number;
  private readonly now: () => number;
  private readonly onExceeded?: (key: string, attempts: number) => void;

  constructor(options: ClientRateLimiterOptions = {}) {
    this.limit = options.limit ?? CLIENT_RATE_LIMIT;
    this.windowMs = options.windowMs ?? CLIENT_RATE_WINDOW_MS;
    this.maxKeys = options.maxKeys ?? CLIENT_RATE_MAX_KEYS;
    this.now = options.now ?? Date.now;
    this.onExceeded = options.onExceeded;
  }

  get trackedKeys(): number {
    return this.windows.size;
  }

  /** Counts an attempt; true when it may go ahead. */
  attempt(key: string): boolean {
    const now = this.now();
    let window = this.windows.get(key);
    if (!window || now - window.startedAt >= this.windowMs) {
      window = { attempts: 0, startedAt: now };
      this.windows.set(key, window);
      if (this.windows.size > this.maxKeys) this.clean(now);
    }
    window.attempts++;
    if (window.attempts <= this.limit) return true;
    this.onExceeded?.(key, window.attempts);
    return false;
  }

  /** Forgets a key (after a success the caller wants to reward, say). */
  reset(key: string): void {
    this.windows.delete(key);
  }

  private clean(now: number): void {
    for (const [key, window] of this.windows) if (now - window.startedAt >= this.windowMs) this.windows.delete(key);
  }
}
