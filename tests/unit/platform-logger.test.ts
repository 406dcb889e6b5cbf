import { describe, expect, it } from "vitest";
import { createLogger, maskSecrets, type LogEntry, type LogLevel } from "~/lib/platform/logger";

function capture(level?: LogLevel) {
  const lines: string[] = [];
  const entries: LogEntry[] = [];
  const logger = createLogger({
    level,
    sink: (entry, line) => (entries.push(entry), lines.push(line)),
    now: () => new Date("2026-11-23T10:00:00Z"),
  });
  return { logger, lines, entries };
}

describe("the logger", () => {
  it("writes warn and error but not debug or info by default", () => {
    const { logger, entries } = capture();
    logger.debug("d");
    logger.info("i");
    logger.warn("w");
    logger.error("e");
    expect(entries.map((entry) => entry.level)).toEqual(["warn", "error"]);
  });

  it("follows a configured level", () => {
    const { logger, entries } = capture("debug");
    logger.debug("d");
    logger.info("i");
    logger.setLevel("error");
    logger.warn("w");
    logger.error("e");
    logger.setLevel("silent");
    logger.error("quiet");
    expect(entries.map((entry) => entry.message)).toEqual(["d", "i", "e"]);
  });

  it("writes one JSON line with level, message, time and fields", () => {
    const { logger, lines } = capture();
    logger.warn("Order not stored", { orderId: "o-1", attempt: 2 });
    expect(lines).toHaveLength(1);
    expect(lines[0]).not.toContain("\n");
    expect(JSON.parse(lines[0])).toEqual({
      level: "warn",
      message: "Order not stored",
      time: "2026-11-23T10:00:00.000Z",
      orderId: "o-1",
      attempt: 2,
    });
  });

  it("masks values whose names contain key, token, password, secret or auth, at any depth", () => {
    const { logger, lines } = capture();
    logger.error("Login failed", {
      email: "a@b.example",
      password: "hunter2",
      request: { headers: { Authorization: "Bearer abc", accept: "text/html" }, apiKey: "k-1" },
      items: [{ sessionToken: "t", id: 1 }],
      CLIENT_SECRET: "s",
    });
    const entry = JSON.parse(lines[0]);
    expect(entry.password).toBe("[masked]");
    expect(entry.CLIENT_SECRET).toBe("[masked]");
    expect(entry.request).toEqual({ headers: { Authorization: "[masked]", accept: "text/html" }, apiKey: "[masked]" });
    expect(entry.items).toEqual([{ sessionToken: "[masked]", id: 1 }]);
    expect(entry.email).toBe("a@b.example");
    expect(lines[0]).not.toMatch(/hunter2|Bearer abc|k-1/);
  });

  it("makes errors readable and survives cycles", () => {
    const cyclic: Record<string, unknown> = { name: "loop" };
    cyclic.self = cyclic;
    const masked = maskSecrets({ error: new TypeError("boom"), cyclic }) as {
      error: { name: string; message: string };
      cyclic: { self: unknown };
    };
    expect(masked.error).toMatchObject({ name: "TypeError", message: "boom" });
    expect(masked.cyclic.self).toBe("[…]");
    const { logger, lines } = capture();
    logger.error("cycle", { cyclic });
    expect(JSON.parse(lines[0]).cyclic.name).toBe("loop");
  });
});
