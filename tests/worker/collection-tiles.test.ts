// The /collections tiles through the built Worker and the demo shop: each tile
// carries its collection's real title and a picture of its own that loads.
import { describe, expect, it } from "vitest";
import { parseHtml, textOf } from "../support/html";
import { useTestStack } from "../support/test-stack-for-file";

const stack = useTestStack({ bindings: { HTML_CACHE: "off" } });

type Tile = { handle: string; title: string; imageUrl: string | null };

function tilesOf(html: string): Tile[] {
  const main = parseHtml(html).getElementById("main")!;
  return [...main.querySelectorAll('a[href^="/collections/"]')]
    .map((tile) => ({ tile, handle: /^\/collections\/([a-z0-9-]+)$/.exec(tile.getAttribute("href") ?? "")?.[1] }))
    .filter(({ handle }) => handle)
    .map(({ tile, handle }) => ({
      handle: handle!,
      title: textOf(tile.querySelector("h2")),
      imageUrl: tile.querySelector("img")?.getAttribute("src") ?? null,
    }));
}

describe("collection tiles", () => {
  it("show each collection's real title and a distinct picture that loads, Handmade and All-in-Ones included", async () => {
    const response = await stack.fetch("/collections");
    expect(response.status).toBe(200);
    const tiles = tilesOf(await response.text());
    expect(tiles.map((tile) => tile.handle)).toEqual([
      "goddess",
      "chrome-hearts",
      "home-decor",
      "sale",
      "tops",
      "bottoms",
      "lounge-wear",
      "one-pieces",
      "dresses",
      "shoes",
      "bags",
      "jewelry",
      "accessories",
      "handmade",
    ]);
    expect(tiles.find((tile) => tile.handle === "one-pieces")?.title).toBe("All-in-Ones");
    expect(tiles.find((tile) => tile.handle === "handmade")?.title).toBe("Handmade");

    const pictures = new Map<string, string>();
    for (const tile of tiles) {
      expect(tile.imageUrl, tile.handle).not.toBeNull();
      const picture = await (tile.imageUrl!.startsWith("/") ? stack.fetch(tile.imageUrl!) : fetch(tile.imageUrl!));
      expect(picture.status, tile.handle).toBe(200);
      expect(picture.headers.get("content-type"), tile.handle).toMatch(/^image\//);
      const body = await picture.text();
      // The title is the tile's text; a picture with a printed title could contradict it.
      expect(body, tile.handle).not.toContain("<text");
      pictures.set(tile.handle, body);
    }
    expect(new Set(pictures.values()).size).toBe(tiles.length);
  });
});
