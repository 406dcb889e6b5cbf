// Cart changes leave the browser one at a time. Every answer to POST /cart sets the whole cart cookie from the
// cookie its request carried, so two changes in flight would both start from the same old cart and the later
// answer would undo the earlier change. A change is sent only once the previous answer (and its Set-Cookie) is in;
// optimistic UI still shows each change at once. Without JavaScript each change is a page round trip already.

let previousChange: Promise<unknown> = Promise.resolve();

/** Runs `send` after every cart change queued before it has been answered (or has failed). */
export function sendCartChangeInTurn<T>(send: () => Promise<T>): Promise<T> {
  const answer = previousChange.then(send);
  previousChange = answer.catch(() => undefined);
  return answer;
}
