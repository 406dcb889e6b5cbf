// The document's end tags travel after everything React streams later, in
// whatever chunks the bytes arrive: the shell's bytes are not held back.
import { describe, expect, it } from "vitest";
import { endDocumentAfterStream } from "../../app/lib/worker/document-end.server";

const encoder = new TextEncoder();

function streamOf(chunks: string[]): ReadableStream<Uint8Array> {
  return new ReadableStream({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(encoder.encode(chunk));
      controller.close();
    },
  });
}

async function chunksOf(stream: ReadableStream<Uint8Array>): Promise<string[]> {
  const decoder = new TextDecoder();
  const chunks: string[] = [];
  for await (const chunk of stream as unknown as AsyncIterable<Uint8Array>) chunks.push(decoder.decode(chunk));
  return chunks;
}

describe("endDocumentAfterStream", () => {
  it("moves </body></html> after the scripts streamed after the shell", async () => {
    const chunks = await chunksOf(
      endDocumentAfterStream(
        streamOf([
          "<!DOCTYPE html><html><body><main>shop</main></body></html>",
          "<script>late()</script>",
          "<div hidden>part</div>",
        ]),
      ),
    );
    expect(chunks.join("")).toBe(
      "<!DOCTYPE html><html><body><main>shop</main><script>late()</script><div hidden>part</div></body></html>",
    );
    // The shell went out with the first chunk, before the late parts arrived.
    expect(chunks[0]).toBe("<!DOCTYPE html><html><body><main>shop</main>");
  });

  it("finds the end tags when a chunk boundary splits them", async () => {
    for (let split = 1; split < "</body></html>".length; split++) {
      const end = "</body></html>";
      const chunks = ["<html><body>a", end.slice(0, split), end.slice(split), "<script>b()</script>"];
      expect((await chunksOf(endDocumentAfterStream(streamOf(chunks)))).join("")).toBe(
        "<html><body>a<script>b()</script></body></html>",
      );
    }
  });

  it("passes a document without the end tags through unchanged", async () => {
    const text = "<p>a fragment</p><p>and more</p>";
    expect((await chunksOf(endDocumentAfterStream(streamOf(["<p>a fragment", "</p><p>and more</p>"])))).join("")).toBe(
      text,
    );
  });

  it("moves only the first end tags: a later one is the page's own text", async () => {
    const chunks = ["<html><body>x</body></html>", "<script>y('</body></html>')</script>"];
    expect((await chunksOf(endDocumentAfterStream(streamOf(chunks)))).join("")).toBe(
      "<html><body>x<script>y('</body></html>')</script></body></html>",
    );
  });
});
