// One logger for the Worker and the browser: debug and
// info off, warn and error on unless LOG_LEVEL says otherwise; values whose
// names contain key, token, password, secret or auth are masked. In the Worker
// every entry is one JSON line (Cloudflare's log search parses it); in the
// browser it goes to the matching console method so devtools can expand it.

export const LOG_LEVELS = ["debug", "info", "warn", "error", "silent"] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];
export type LogFields = Record<string, unknown>;

export const DEFAULT_LOG_LEVEL: LogLevel = "warn";
export const MASKED_VALUE = "[masked]";
const SECRET_NAME = /key|token|password|secret|auth/i;
const MAX_DEPTH = 6;

export function isLogLevel(value: unknown): value is LogLevel {
  return typeof value === "string" && (LOG_LEVELS as readonly string[]).includes(value);
}

/** A copy of `value` with every secret-named field masked, errors made readable, and cycles cut. */
export function maskSecrets(value: unknown, depth = 0, seen = new WeakSet<object>()): unknown {
  if (value instanceof Error) return { name: value.name, message: value.message, stack: value.stack };
  if (value === null || typeof value !== "object") return value;
  if (seen.has(value) || depth >= MAX_DEPTH) return "[…]";
  seen.add(value);
  if (Array.isArray(value)) return value.map((item) => maskSecrets(item, depth + 1, seen));
  const masked: LogFields = {};
  for (const [name, field] of Object.entries(value))
    masked[name] = SECRET_NAME.test(name) ? MASKED_VALUE : maskSecrets(field, depth + 1, seen);
  return masked;
}

export type LogEntry = { level: Exclude<LogLevel, "silent">; message: string; time: string } & LogFields;
export type LogSink = (entry: LogEntry, line: string) => void;

/** The default sink: JSON lines where there is no DOM (the Worker, Node), console objects in the browser. */
const consoleSink: LogSink = (entry, line) => {
  const method = console[entry.level];
  if (typeof (globalThis as { document?: unknown }).document === "undefined") method.call(console, line);
  else method.call(console, `[${entry.level}] ${entry.message}`, entry);
};

export type Logger = {
  debug(message: string, fields?: LogFields): void;
  info(message: string, fields?: LogFields): void;
  warn(message: string, fields?: LogFields): void;
  error(message: string, fields?: LogFields): void;
  readonly level: LogLevel;
};

export function createLogger(
  options: { level?: LogLevel; sink?: LogSink; now?: () => Date } = {},
): Logger & { setLevel(level: LogLevel): void } {
  let threshold = LOG_LEVELS.indexOf(options.level ?? DEFAULT_LOG_LEVEL);
  const sink = options.sink ?? consoleSink;
  const now = options.now ?? (() => new Date());
  const write = (level: LogEntry["level"], message: string, fields?: LogFields) => {
    if (LOG_LEVELS.indexOf(level) < threshold) return;
    const entry = { ...(maskSecrets(fields ?? {}) as LogFields), level, message, time: now().toISOString() };
    let line: string;
    try {
      line = JSON.stringify(entry);
    } catch {
      line = JSON.stringify({ level, message, time: entry.time, note: "fields not serialisable" });
    }
    sink(entry, line);
  };
  return {
    debug: (message, fields) => write("debug", message, fields),
    info: (message, fields) => write("info", message, fields),
    warn: (message, fields) => write("warn", message, fields),
    error: (message, fields) => write("error", message, fields),
    get level() {
      return LOG_LEVELS[threshold];
    },
    setLevel(level) {
      threshold = LOG_LEVELS.indexOf(level);
    },
  };
}

/**
 * The app's logger. A plain value with no I/O of its own, so sharing it between
 * requests is safe; the Worker sets its level from the LOG_LEVEL binding.
 */
export const logger = createLogger();

/** Applies a LOG_LEVEL binding; unknown values keep the spec's default (warn). */
export function configureLogLevel(value: unknown): void {
  logger.setLevel(isLogLevel(value) ? value : DEFAULT_LOG_LEVEL);
}
