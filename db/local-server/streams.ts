// Hrana streams over HTTP: a stream owns one connection and lives across HTTP
// requests through a baton. Every response hands out a fresh baton and retires
// the old one, so a replayed or concurrent baton is rejected, as sqld does.
import { randomBytes } from "node:crypto";
import type { Connection, ConnectionPool } from "./connection";
import { HttpError, ProtocolError } from "./errors";

/** sqld expires a stream that has been idle this long. */
export const STREAM_IDLE_TIMEOUT_MS = 10_000;
/** How long an expired baton still earns "expired" rather than "invalid". */
const EXPIRED_BATON_MEMORY_MS = 5 * 60_000;

export class Stream {
  /** SQL texts stored with `store_sql`, by id. */
  readonly storedSql = new Map<number, string>();
  private open = true;

  constructor(readonly connection: Connection) {}

  get isOpen(): boolean {
    return this.open;
  }

  markClosed(): void {
    this.open = false;
  }
}

interface ParkedStream {
  stream: Stream;
  expiryTimer: NodeJS.Timeout;
}

export class StreamRegistry {
  private readonly parked = new Map<string, ParkedStream>();
  private readonly expiredBatons = new Map<string, number>();
  private closed = false;

  constructor(
    private readonly pool: ConnectionPool,
    private readonly log: (message: string) => void,
    private readonly idleTimeoutMs = STREAM_IDLE_TIMEOUT_MS,
  ) {}

  /** Takes the stream a baton names, or opens a new one when there is no baton. */
  async acquire(baton: string | null): Promise<Stream> {
    return baton === null ? new Stream(await this.pool.acquire()) : this.takeParked(baton);
  }

  /** Ends a request's use of a stream; returns the baton for the next request, or null once closed. */
  release(stream: Stream): string | null {
    if (!stream.isOpen || this.closed) {
      this.pool.release(stream.connection);
      return null;
    }
    const baton = randomBytes(24).toString("base64url");
    const expiryTimer = setTimeout(() => this.expire(baton), this.idleTimeoutMs);
    expiryTimer.unref();
    this.parked.set(baton, { stream, expiryTimer });
    return baton;
  }

  /** Drops a stream after a failed request; returning its connection rolls back its transaction. */
  discard(stream: Stream): void {
    stream.markClosed();
    this.release(stream);
  }

  /** Drops every parked stream; streams busy in a request are dropped when it releases them. */
  closeAll(): void {
    this.closed = true;
    for (const [baton, { stream, expiryTimer }] of this.parked) {
      clearTimeout(expiryTimer);
      this.parked.delete(baton);
      this.discard(stream);
    }
  }

  private takeParked(baton: string): Stream {
    const parked = this.parked.get(baton);
    if (parked === undefined) throw this.unknownBatonError(baton);
    this.parked.delete(baton);
    clearTimeout(parked.expiryTimer);
    return parked.stream;
  }

  private unknownBatonError(baton: string): HttpError {
    if (this.expiredBatons.has(baton)) {
      return new HttpError(500, "STREAM_EXPIRED", "The stream has expired due to inactivity");
    }
    return new ProtocolError("The baton is invalid: it is unknown, already used or closed", "BATON_INVALID");
  }

  // An idle stream may hold a write transaction and with it the database's write lock.
  private expire(baton: string): void {
    const parked = this.parked.get(baton);
    if (parked === undefined) return;
    this.parked.delete(baton);
    this.discard(parked.stream);
    this.rememberExpired(baton);
    this.log(`libSQL server: stream expired after ${this.idleTimeoutMs} ms idle; its transaction was rolled back`);
  }

  private rememberExpired(baton: string): void {
    const now = Date.now();
    for (const [oldBaton, expiredAt] of this.expiredBatons) {
      if (now - expiredAt > EXPIRED_BATON_MEMORY_MS) this.expiredBatons.delete(oldBaton);
    }
    this.expiredBatons.set(baton, now);
  }
}
