const DOCUMENT_END = new TextEncoder().encode("</body></html>");

/**
 * React writes the shell's `</body></html>` as soon as the shell is ready; what
 * streams in later (Remix's data scripts, a deferred part's HTML and the script
 * that swaps it in) would follow `</html>`, where HTML allows nothing. This
 * holds those two end tags back and writes them after the last chunk, so the
 * shell still reaches the browser at once and every streamed script lands
 * inside <body>. React escapes `<` in text and in Remix's data, so the first
 * `</body></html>` in the stream is the document's own.
 */
export function endDocumentAfterStream(body: ReadableStream<Uint8Array>): ReadableStream<Uint8Array> {
  // Bytes that may be the start of the end tags, split across two chunks.
  let held = new Uint8Array(0);
  let found = false;
  return body.pipeThrough(
    new TransformStream<Uint8Array, Uint8Array>({
      transform(chunk, controller) {
        if (found) return controller.enqueue(chunk);
        const bytes = held.length === 0 ? chunk : concat(held, chunk);
        const at = indexOf(bytes, DOCUMENT_END);
        if (at >= 0) {
          found = true;
          held = new Uint8Array(0);
          controller.enqueue(concat(bytes.subarray(0, at), bytes.subarray(at + DOCUMENT_END.length)));
          return;
        }
        const keep = Math.min(bytes.length, DOCUMENT_END.length - 1);
        held = bytes.slice(bytes.length - keep);
        if (bytes.length > keep) controller.enqueue(bytes.subarray(0, bytes.length - keep));
      },
      flush(controller) {
        if (held.length > 0) controller.enqueue(held);
        if (found) controller.enqueue(DOCUMENT_END);
      },
    }),
  );
}

function concat(a: Uint8Array, b: Uint8Array): Uint8Array {
  const joined = new Uint8Array(a.length + b.length);
  joined.set(a);
  joined.set(b, a.length);
  return joined;
}

/** Where `needle` starts in `haystack`: the runtime's own byte search finds each candidate first byte. */
function indexOf(haystack: Uint8Array, needle: Uint8Array): number {
  const last = haystack.length - needle.length;
  outer: for (let i = haystack.indexOf(needle[0]); i >= 0 && i <= last; i = haystack.indexOf(needle[0], i + 1)) {
    for (let j = 1; j < needle.length; j++) if (haystack[i + j] !== needle[j]) continue outer;
    return i;
  }
  return -1;
}
