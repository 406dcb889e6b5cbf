// Closed-loop load: `concurrency` clients, each sending its next request when the last one answered.
// `warmUpSeconds` of the same load run first and are not counted: a busy isolate is a warm one, and the first
// seconds at 10,000 products also carry the JIT and the after-response work of the warm-up pass.
export async function requestsPerSecond(
  url: (i: number) => string,
  seconds: number,
  concurrency: number,
  warmUpSeconds = 0,
  headers: Record<string, string> = {},
): Promise<number> {
  if (warmUpSeconds > 0) await requestsPerSecond(url, warmUpSeconds, concurrency, 0, headers);
  const until = performance.now() + seconds * 1000;
  let done = 0;
  let i = 0;
  let failed = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (performance.now() < until) {
        // A dropped connection counts as a failed request, not the end of the benchmark.
        const response = await fetch(url(i++), { headers }).catch(() => null);
        if (!response) {
          failed += 1;
          continue;
        }
        await response.arrayBuffer();
        if (response.ok) done += 1;
        else failed += 1;
      }
    }),
  );
  if (failed) console.log(`  (${failed} requests failed or were dropped)`);
  return done / seconds;
}
