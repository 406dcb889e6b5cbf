// The outgoing I/O of one request (decision 015). Every database and
// Storefront call goes through a fetch made here, so it
// - has a deadline, after which it fails and the page renders without it;
// - is remembered until it has settled, so the Worker hands whatever is still
//   running when the response leaves to `waitUntil` instead of letting workerd
//   cancel it halfway (a cancelled call never settles, and anything waiting on
//   it would wait forever).
// One per request, built in createAppLoadContext; never kept at module scope.

/** A database statement that takes longer than this fails, and the page shows its fallback. */
export const DATABASE_CALL_DEADLINE_MS = 5_000;
/** One Storefront attempt; the client's retries each get their own. */
export const STOREFRONT_CALL_DEADLINE_MS = 8_000;

export class CallDeadlineError extends Error {
  constructor(
    readonly deadlineMs: number,
    readonly target: string,
  ) {
    super(`No answer from ${target} within ${deadlineMs} ms`);
    this.name = "CallDeadlineError";
  }
}

const NULL_BODY_STATUSES = new Set([101, 204, 205, 304]);

export type RequestIo = {
  /** A fetch whose every call is tracked and aborted after `deadlineMs`; the body is read before it resolves. */
  fetchWithDeadline(deadlineMs: number): typeof fetch;
  /** How many calls are still running. */
  inFlight(): number;
  /** Resolves once every call started so far (and any they lead to) has settled. */
  settled(): Promise<void>;
};

export function createRequestIo(baseFetch: typeof fetch = fetch): RequestIo {
  const running = new Set<Promise<unknown>>();

  function track<T>(promise: Promise<T>): Promise<T> {
    running.add(promise);
    const forget = () => running.delete(promise);
    promise.then(forget, forget);
    return promise;
  }

  return {
    fetchWithDeadline(deadlineMs) {
      return ((input: RequestInfo | URL, init?: RequestInit) => {
        const deadline = AbortSignal.timeout(deadlineMs);
        const signal = init?.signal ? AbortSignal.any([init.signal, deadline]) : deadline;
        const target = new URL(input instanceof Request ? input.url : String(input)).host;
        return track(
          (async () => {
            try {
              const response = await baseFetch(input, { ...init, signal });
              // Read the whole body here, so "settled" means the call is over, not only its headers.
              const body = NULL_BODY_STATUSES.has(response.status) ? null : await response.arrayBuffer();
              return new Response(body, {
                status: response.status,
                statusText: response.statusText,
                headers: response.headers,
              });
            } catch (error) {
              if (deadline.aborted && !init?.signal?.aborted) throw new CallDeadlineError(deadlineMs, target);
              throw error;
            }
          })(),
        );
      }) as typeof fetch;
    },
    inFlight: () => running.size,
    async settled() {
      while (running.size > 0) await Promise.allSettled([...running]);
    },
  };
}
