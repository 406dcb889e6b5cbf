// libSQL connections for the server: opening them with the settings every
// connection needs, retrying SQLITE_BUSY without blocking, and pooling idle ones.
import Database from "libsql";
import { SQLITE_BUSY, SQLITE_LOCKED, engineResultCode } from "./errors";

export type Connection = Database.Database;

/** How long a statement keeps retrying SQLITE_BUSY before the error reaches the client. */
const BUSY_DEADLINE_MS = 5_000;
const BUSY_MAX_DELAY_MS = 25;

/**
 * Runs synchronous engine work, retrying on SQLITE_BUSY after an asynchronous pause.
 * The engine's own busy timeout would sleep inside the call and freeze the event loop,
 * so the writer holding the lock could never be served and release it.
 */
export async function retryWhileBusy<T>(work: () => T): Promise<T> {
  const deadline = Date.now() + BUSY_DEADLINE_MS;
  for (let delay = 1; ; delay = Math.min(delay * 2, BUSY_MAX_DELAY_MS)) {
    try {
      return work();
    } catch (error) {
      // Only plain SQLITE_BUSY can succeed later; SQLITE_BUSY_SNAPSHOT (517) never will.
      if (engineResultCode(error) !== SQLITE_BUSY || Date.now() >= deadline) throw error;
      await sleep(delay);
    }
  }
}

/** Busy and locked errors interrupt a statement mid-step instead of halting it. */
export function leavesStatementActive(error: unknown): boolean {
  const primary = (engineResultCode(error) ?? 0) & 0xff;
  return primary === SQLITE_BUSY || primary === SQLITE_LOCKED;
}

// The engine cannot reset or finalize a statement without stepping it again, so a
// connection left with an active statement is closed rather than reused.
const connectionsWithStuckStatements = new WeakSet<Connection>();

export function markStatementStuck(connection: Connection): void {
  connectionsWithStuckStatements.add(connection);
}

export async function openConnection(file: string): Promise<Connection> {
  const connection = new Database(file, { timeout: 0 });
  try {
    connection.exec("PRAGMA busy_timeout = 0");
    await retryWhileBusy(() => connection.exec("PRAGMA journal_mode = WAL"));
    connection.exec("PRAGMA foreign_keys = ON");
    return connection;
  } catch (error) {
    connection.close();
    throw error;
  }
}

/** Ends any transaction a client left open, so the connection can be reused. */
function rollBackLeftovers(connection: Connection): void {
  if (connection.inTransaction) connection.exec("ROLLBACK");
}

/**
 * Keeps a few idle connections: the client opens a fresh stream for every
 * `execute`, and opening a connection costs more than the query itself.
 */
export class ConnectionPool {
  private readonly idle: Connection[] = [];
  private closed = false;

  constructor(
    private readonly file: string,
    private readonly maxIdle = 8,
  ) {}

  async acquire(): Promise<Connection> {
    if (this.closed) throw new Error("The connection pool is closed");
    return this.idle.pop() ?? (await openConnection(this.file));
  }

  release(connection: Connection): void {
    try {
      rollBackLeftovers(connection);
    } catch {
      connection.close();
      return;
    }
    const reusable = !this.closed && this.idle.length < this.maxIdle && !connectionsWithStuckStatements.has(connection);
    if (!reusable) connection.close();
    else this.idle.push(connection);
  }

  close(): void {
    this.closed = true;
    for (const connection of this.idle.splice(0)) connection.close();
  }
}

function sleep(milliseconds: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, milliseconds));
}
