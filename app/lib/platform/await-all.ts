// Promise.all that waits for every promise before failing (decision 015).
// Promise.all rejects at the first failure while its siblings still run; a
// loader that throws then (a 404) lets the response leave with its own
// database or Storefront calls still in flight.

type Awaited_<T extends readonly unknown[]> = { -readonly [K in keyof T]: Awaited<T[K]> };

/** Every value once all have settled, or the first failure (in argument order) once all have settled. */
export async function awaitAll<const T extends readonly unknown[]>(promises: T): Promise<Awaited_<T>> {
  const results = await Promise.allSettled(promises);
  const values: unknown[] = [];
  for (const result of results) {
    if (result.status === "rejected") throw result.reason;
    values.push(result.value);
  }
  return values as Awaited_<T>;
}
