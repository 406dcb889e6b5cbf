// Test-controlled misbehaviour: POST /__demo/faults queues faults, and each
// following GraphQL request takes one, so tests can check retries, backoff and
// stale-while-revalidate against the failures Shopify really produces.

export const FAULT_KINDS = [
  "http429",
  "http500",
  "http502",
  "http503",
  "http430",
  "throttled",
  "slow",
  "graphql-error",
  /** The connection is dropped without an answer: the shop looks down. */
  "reset",
  /** Admin API only: the next draftOrderCreate answers userErrors instead of a draft. */
  "user-errors",
] as const;
export type FaultKind = (typeof FAULT_KINDS)[number];

export type FaultSpec = {
  kind: FaultKind;
  /** How many GraphQL requests in a row misbehave. */
  count: number;
  /** Delay before answering; for "slow" the answer is then correct (default 1000 ms). */
  delayMs?: number;
  /** Retry-After header value for http429 (default 1). */
  retryAfterSeconds?: number;
};

export type FaultAnswer = { status: number; headers: Record<string, string>; body: string };

const SLOW_DEFAULT_DELAY_MS = 1000;
const MAX_DELAY_MS = 120_000;

export function parseFaultSpec(input: unknown): FaultSpec | { error: string } {
  const spec = input as Partial<Record<keyof FaultSpec, unknown>> | null;
  if (!spec || typeof spec !== "object") return { error: "Expected a JSON object" };
  if (!FAULT_KINDS.includes(spec.kind as FaultKind)) return { error: `kind must be one of ${FAULT_KINDS.join(", ")}` };
  const count = spec.count ?? 1;
  if (typeof count !== "number" || !Number.isInteger(count) || count < 1)
    return { error: "count must be a positive integer" };
  for (const key of ["delayMs", "retryAfterSeconds"] as const) {
    const value = spec[key];
    if (value !== undefined && (typeof value !== "number" || value < 0 || value > MAX_DELAY_MS))
      return { error: `${key} must be a number from 0 to ${MAX_DELAY_MS}` };
  }
  return {
    kind: spec.kind as FaultKind,
    count,
    ...(spec.delayMs !== undefined ? { delayMs: spec.delayMs as number } : {}),
    ...(spec.retryAfterSeconds !== undefined ? { retryAfterSeconds: spec.retryAfterSeconds as number } : {}),
  };
}

export class FaultQueue {
  private queue: FaultSpec[] = [];

  add(spec: FaultSpec): void {
    this.queue.push({ ...spec });
  }

  clear(): void {
    this.queue = [];
  }

  pending(): FaultSpec[] {
    return this.queue.map((spec) => ({ ...spec }));
  }

  /** The fault for the next request, if any; faults run in the order they were queued. */
  take(): FaultSpec | null {
    const head = this.queue[0];
    if (!head) return null;
    head.count -= 1;
    if (head.count <= 0) this.queue.shift();
    return { ...head, count: 1 };
  }
}

export function faultDelayMs(fault: FaultSpec): number {
  return fault.delayMs ?? (fault.kind === "slow" ? SLOW_DEFAULT_DELAY_MS : 0);
}

const json = (status: number, body: unknown, headers: Record<string, string> = {}): FaultAnswer => ({
  status,
  headers: { "content-type": "application/json; charset=utf-8", ...headers },
  body: JSON.stringify(body),
});

const html = (status: number, title: string): FaultAnswer => ({
  status,
  headers: { "content-type": "text/html; charset=utf-8" },
  body: `<!doctype html><html><head><title>${status} ${title}</title></head><body><h1>${status} ${title}</h1></body></html>`,
});

/** The answer a fault gives instead of executing the query; null means answer normally (or, for reset, not at all). */
export function faultAnswer(fault: FaultSpec): FaultAnswer | null {
  switch (fault.kind) {
    case "slow":
    case "reset":
    case "user-errors":
      return null;
    case "http429":
      return json(
        429,
        { errors: "Exceeded 2 calls per second for api client. Reduce request rates to resume uninterrupted service." },
        { "retry-after": String(fault.retryAfterSeconds ?? 1) },
      );
    case "throttled":
      return json(200, { errors: [{ message: "Throttled", extensions: { code: "THROTTLED" } }] });
    case "graphql-error":
      return json(200, {
        errors: [
          {
            message: "Internal error. Looks like something went wrong on our end.",
            extensions: { code: "INTERNAL_SERVER_ERROR" },
          },
        ],
      });
    case "http430":
      return json(430, { errors: "Your request was rejected by Shopify's security checks." });
    case "http500":
      return json(500, { errors: "Internal Server Error" });
    case "http502":
      return html(502, "Bad Gateway");
    case "http503":
      return html(503, "Service Unavailable");
  }
}
