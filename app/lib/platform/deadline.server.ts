// A page can render without an answer that is late: wait at most `ms`, then go
// on without it, handing the unfinished work to waitUntil so the request never
// returns while its own I/O still runs unaccounted.

/** The result of `work`, or null when it takes longer than `ms`. Rejections pass through. */
export async function withinDeadline<T>(
  work: Promise<T>,
  ms: number,
  waitUntil: (promise: Promise<unknown>) => void,
): Promise<T | null> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<null>((resolve) => (timer = setTimeout(() => resolve(null), ms)));
  try {
    const result = await Promise.race([work, late]);
    if (result === null) waitUntil(work.catch(() => undefined));
    return result;
  } finally {
    clearTimeout(timer);
  }
}
