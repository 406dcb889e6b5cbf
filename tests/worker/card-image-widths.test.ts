// A card's image lists the shop's five widths and says how wide the card is drawn for the grid choice, so a browser
// fetches one fitting image; every URL it lists answers with that image.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parseHtml } from "../support/html";
import { startTestStack, type TestStack } from "../support/worker-stack";

const ALL_WIDTHS = ["400w", "600w", "800w", "1200w", "1600w"];

let stack: TestStack;
beforeAll(async () => {
  stack = await startTestStack();
});
afterAll(async () => {
  await stack?.close();
});

function firstCardImage(html: string) {
  const image = parseHtml(html).querySelector("article img");
  // The server writes `srcSet`, and linkedom keeps an attribute name's case.
  const srcset = image?.getAttribute("srcset") ?? image?.getAttribute("srcSet") ?? "";
  const candidates = srcset.split(", ").map((candidate) => candidate.split(" "));
  return {
    sizes: image?.getAttribute("sizes") ?? undefined,
    urls: candidates.map(([url]) => url!),
    widths: candidates.map(([, descriptor]) => descriptor),
  };
}

describe("card images", () => {
  it.each([
    // The saved default grid: large cards, four columns from md, two on a phone.
    ["/products", ALL_WIDTHS, "(min-width: 768px) 232px, 50vw"],
    // A category opens in the small view: three thumbnails a row on a phone, up to six on a desktop.
    ["/products?category=tops", ALL_WIDTHS, "(min-width: 768px) 158px, 33vw"],
  ])("%s lists the shop's widths and the card's drawn width", async (path, widths, sizes) => {
    const html = await (await fetch(`${stack.url}${path}`)).text();
    const image = firstCardImage(html);
    expect(image.widths).toEqual(widths);
    expect(image.sizes).toBe(sizes);
    for (const [index, url] of image.urls.entries()) {
      expect(new URL(url).searchParams.get("width")).toBe(widths[index]!.replace("w", ""));
      const answer = await fetch(url);
      expect(answer.status).toBe(200);
      expect(answer.headers.get("Content-Type")).toMatch(/^image\//);
      await answer.body?.cancel();
    }
  });
});
