// The fence around what leans on framework internals (app/lib/framework-internals/README.md): each piece's
// internal is checked in the installed packages, so a Remix, React Router or React upgrade that moves it fails here
// by name instead of in a shopper's browser. The route-tree patches are also run: the patched router must match
// every path as the published one does.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { LOADER_DATA_START } from "../../app/lib/framework-internals/kept-page-copy";
import { PATCHED_VERSIONS, patchedFiles } from "../../app/lib/framework-internals/route-tree-patches.mjs";

const require = createRequire(import.meta.url);
const FENCE = "app/lib/framework-internals/README.md";

/** React Router's core is Remix's dependency, not ours: it is resolved from Remix's folder, as Remix loads it. */
const ROUTER = "@remix-run/router";
const requireAsRemix = createRequire(require.resolve("@remix-run/react/package.json"));

function installed(name: string): { folder: string; version: string } {
  const packageJson = (name === ROUTER ? requireAsRemix : require).resolve(`${name}/package.json`);
  return { folder: dirname(packageJson), version: JSON.parse(readFileSync(packageJson, "utf8")).version as string };
}

const remixReact = installed("@remix-run/react");
const read = (folder: string, file: string) => readFileSync(join(folder, file), "utf8");

/** Fails with the piece's name and what to do, not with a bare "expected true". */
function expectInternal(piece: string, found: boolean, what: string) {
  expect(
    found,
    `${piece}: ${what} is no longer in the installed framework. Re-fit the piece or remove it (${FENCE}).`,
  ).toBe(true);
}

describe("each piece's internal is where it was", () => {
  it("route-tree-patches: written for the installed versions, and every patch finds its text", () => {
    for (const [name, version] of Object.entries(PATCHED_VERSIONS))
      expect(installed(name).version, `${name} was upgraded: re-check route-tree-patches.mjs (${FENCE})`).toBe(version);
    expect(() => patchedFiles()).not.toThrow();
  });

  it("router-transitions: Remix publishes its router as window.__remixRouter, whose subscribers get flushSync", () => {
    const browser = read(remixReact.folder, "dist/esm/browser.js");
    expectInternal("router-transitions.ts", browser.includes("window.__remixRouter = router;"), "window.__remixRouter");
    const router = read(installed(ROUTER).folder, "dist/router.js");
    expectInternal(
      "router-transitions.ts",
      /subscribers\.add\(fn\)/.test(router) &&
        /subscriber\(state, \{[^}]*flushSync: opts\.flushSync === true/.test(router),
      "the router's subscribe(listener) called with (state, { flushSync })",
    );
  });

  it("page-data-read: RemixBrowser's first render throws its reading promise before it calls any hook", () => {
    const browser = read(remixReact.folder, "dist/esm/browser.js");
    const start = browser.indexOf("function RemixBrowser(");
    expectInternal("page-data-read.ts", start >= 0, "RemixBrowser");
    const beforeFirstHook = browser.slice(start, browser.indexOf("React.use", start));
    expectInternal(
      "page-data-read.ts",
      beforeFirstHook.includes("window.__remixContext.stream;") &&
        beforeFirstHook.includes("throw stateDecodingPromise;"),
      "the stream read and its promise thrown before RemixBrowser's first hook",
    );
  });

  it("kept-page-copy: Remix writes the loader data as turbo-stream lines through streamController.enqueue", () => {
    const singleFetch = read(remixReact.folder, "dist/esm/single-fetch.js");
    expectInternal(
      "kept-page-copy.ts",
      singleFetch.includes(`__html: \`${LOADER_DATA_START}\${escapeHtml(JSON.stringify(value))});\``),
      `the loader data script "${LOADER_DATA_START}…"`,
    );
    // The copy writes into turbo-stream's flat array; its format is that version's.
    const remixDependencies = JSON.parse(read(remixReact.folder, "package.json")).dependencies as Record<
      string,
      string
    >;
    expect(remixDependencies["turbo-stream"], `turbo-stream changed: re-check kept-page-copy.ts (${FENCE})`).toBe(
      "2.4.1",
    );
  });
});

describe("the patched router matches as the published one does", () => {
  const folder = mkdtempSync(join(tmpdir(), "route-tree-patches-"));
  afterAll(() => rmSync(folder, { recursive: true, force: true }));
  writeFileSync(join(folder, "router.cjs"), patchedFiles()["remix-router.cjs.js"]);
  type Match = { route: { id?: string }; params: Record<string, string | undefined>; pathnameBase: string };
  type Router = { matchRoutes(routes: object[], path: string): Match[] | null };
  const published = requireAsRemix(ROUTER) as Router;
  const patched = require(join(folder, "router.cjs")) as Router;

  /** A route tree shaped as the shop's: index, dynamic and optional segments, nested layouts, a catch-all. */
  const tree = () => [
    {
      id: "root",
      path: "",
      children: [
        { id: "home", index: true },
        { id: "products", path: "products" },
        { id: "product", path: "products/:handle" },
        { id: "collection", path: "collections/:handle" },
        { id: "collections", path: "collections" },
        { id: "size-guide", path: "size-guide/:category?" },
        { id: "blog-post", path: "blog/:slug" },
        {
          id: "admin",
          path: "admin",
          children: [
            { id: "admin-home", index: true },
            { id: "studio", path: "studio" },
            { id: "studio-piece", path: "studio/:id" },
            { id: "studio-categories", path: "studio/categories" },
            { id: "admin-blog-edit", path: "blog/:id/edit" },
            { id: "admin-missing", path: "*" },
          ],
        },
        { id: "missing", path: "*" },
      ],
    },
  ];
  const paths = [
    "/",
    "/products",
    "/products/",
    "/products/sunset-loom-weave",
    "/products/sunset%20loom",
    "/PRODUCTS/Sunset-Loom",
    "/collections",
    "/collections/handmade",
    "/size-guide",
    "/size-guide/clothing",
    "/blog/a-slow-morning",
    "/admin",
    "/admin/studio",
    "/admin/studio/categories",
    "/admin/studio/new",
    "/admin/blog/12/edit",
    "/admin/no-such-page",
    "/no/such/page",
    "/products/a/b",
  ];
  const summary = (matches: ReturnType<Router["matchRoutes"]>) =>
    matches?.map((match) => ({ id: match.route.id, params: match.params, pathnameBase: match.pathnameBase }));

  it("for every path, on the first look and on the kept one", () => {
    // The copy under test is the patched one: it keeps ranked branches per route array.
    expect(readFileSync(join(folder, "router.cjs"), "utf8")).toContain("rankedBranches.get(routes)");
    const publishedTree = tree();
    const patchedTree = tree();
    for (const round of [1, 2, 3])
      for (const path of paths)
        expect(summary(patched.matchRoutes(patchedTree, path)), `${path}, look ${round}`).toEqual(
          summary(published.matchRoutes(publishedTree, path)),
        );
  });
});
