// What the documentation and code comments point at must exist. In Markdown (README.md, docs/, tests/bench/README.md):
// every backticked file path is a file or folder in the tree, and every backticked code name (`markContentChanged`,
// `CARD_IMAGE_WIDTHS`) occurs in the code. In code comments: every repository path names a file, and every
// "decision NNN" a record in docs/decisions/. A renamed function, a moved file or a renumbered record then fails a
// unit test instead of misleading a reader.
import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";

export type Pointer = { file: string; line: number; text: string; kind: "path" | "name" | "decision" };

const FILE_EXTENSION = /\.(tsx?|mjs|cjs|js|json|toml|md|sql|css|sh|svg|png|html|ndjson|txt|bin)$/;
const MODULE_EXTENSIONS = ["", ".ts", ".tsx", ".js", ".mjs", ".cjs", "/index.ts"];
// Spans that are not pointers: URLs and routes (`/products?q=`), shell commands, code with spaces or operators,
// placeholders (`{handle}`, `<id>`), globs and ranges.
const NOT_A_POINTER = /\s|^\/|:\/\/|[{}<>*=?&|()[\]"'`,;!@#$%^+\\]|^-|\.\.|^\.|^@/;
// A code name: camelCase or PascalCase with a capital inside, SCREAMING_SNAKE, or snake_case with an underscore.
const CODE_NAME =
  /^(?:[a-z][a-z0-9]*[A-Z][A-Za-z0-9]*|[A-Z][a-z0-9]+[A-Z][A-Za-z0-9]*|[A-Z][A-Z0-9]*_[A-Z0-9_]+|[a-z][a-z0-9]*_[a-z0-9_]+)$/;

/**
 * Named in the docs but not ours to find in the tree: build outputs, package subpaths, other systems' names.
 * Each says why; anything else that names nothing is a stale pointer.
 */
export const NAMED_ELSEWHERE: Record<string, string> = {
  "dist/app.js": "the Worker bundle `npm run build` writes",
  "dist/image-codecs/": "the image-codecs Worker's bundle `npm run build` writes",
  "build/client": "the browser build Remix writes, served as static assets",
  "markdown-it/browser": "a subpath of the markdown-it package",
  "boho-backup/1": "the backup file format's name, written in its header",
  "orders/create": "a Shopify webhook topic",
  "products/create": "a Shopify webhook topic",
  "products/update": "a Shopify webhook topic",
  "products/delete": "a Shopify webhook topic",
  "image/png": "a media type",
  "text/html": "a media type",
  predictiveSearch: "the Storefront API's query this shop does not use",
  keepNames: "esbuild's option, which wrangler.toml's keep_names sets (decision 080)",
  cartId: "the Storefront API's cart field this shop does not keep",
  "dist/data/admin_2026-04.json.gz": "the Admin schema's file inside the npm package @shopify/dev-mcp",
  draftOrderCalculate: "the Admin API's mutation this shop does not use",
  "mcp.json": "an agent client's own configuration file",
  "text/markdown": "a media type",
  cancel_cart: "a UCP tool this shop does not offer",
};

/** The tracked files of the repository (relative paths), from git. */
export function trackedFiles(root: string): string[] {
  return execFileSync("git", ["ls-files"], { cwd: root, encoding: "utf8" }).split("\n").filter(Boolean);
}

/** Every backticked span in a Markdown text, classified as a file path or a code name. */
export function markdownPointers(file: string, markdown: string): Pointer[] {
  const pointers: Pointer[] = [];
  let inFence = false;
  markdown.split("\n").forEach((line, index) => {
    if (line.trimStart().startsWith("```")) inFence = !inFence;
    if (inFence || line.trimStart().startsWith("```")) return;
    for (const match of line.matchAll(/\b[Dd]ecisions? (\d{3}(?:(?:,| and| or) \d{3})*)/g))
      for (const number of match[1].match(/\d{3}/g) ?? [])
        pointers.push({ file, line: index + 1, text: number, kind: "decision" });
    for (const match of line.matchAll(/`([^`]+)`/g)) {
      const span = match[1].trim();
      // `<ToastRegion>`, `<JsReplyField />`: a component named in JSX.
      const component = /^<([A-Z][A-Za-z0-9]*)[\s/>]/.exec(span);
      if (component) {
        pointers.push({ file, line: index + 1, text: component[1], kind: "name" });
        continue;
      }
      // `name()` and `object.name`: the name is what must exist.
      const bare = span.replace(/\(\)$/, "");
      if (NOT_A_POINTER.test(bare)) continue;
      if (bare.includes("/") || FILE_EXTENSION.test(bare)) {
        if (/^[\w.-]+(\/[\w.+-]+)*\/?$/.test(bare)) pointers.push({ file, line: index + 1, text: bare, kind: "path" });
        continue;
      }
      for (const part of bare.split(".")) {
        if (CODE_NAME.test(part)) pointers.push({ file, line: index + 1, text: part, kind: "name" });
      }
    }
  });
  return pointers;
}

/** Repository paths and decision numbers named in a source file's comments. */
export function commentPointers(file: string, source: string): Pointer[] {
  const pointers: Pointer[] = [];
  source.split("\n").forEach((line, index) => {
    const comment = /(?:\/\/|^\s*\*|\/\*|^\s*#)(.*)$/.exec(line)?.[1];
    if (!comment) return;
    for (const match of comment.matchAll(/\b((?:app|db|tests|scripts|workers|docs|public)\/[\w.\-/]*[\w])/g))
      pointers.push({ file, line: index + 1, text: match[1], kind: "path" });
    for (const match of comment.matchAll(/\b[Dd]ecisions? (\d{3}(?:(?:,| and| or) \d{3})*)/g))
      for (const number of match[1].match(/\d{3}/g) ?? [])
        pointers.push({ file, line: index + 1, text: number, kind: "decision" });
  });
  return pointers;
}

type Tree = { files: Set<string>; folders: Set<string>; names: Set<string>; decisions: Set<string> };

function treeOf(root: string, tracked: string[]): Tree {
  const files = new Set(tracked);
  const folders = new Set(
    tracked.flatMap((file) =>
      file
        .split("/")
        .slice(0, -1)
        .map((_, i, parts) => parts.slice(0, i + 1).join("/")),
    ),
  );
  const code = tracked
    .filter((file) => /\.(tsx?|m?js|cjs|json|toml|css|sh|sql)$/.test(file) && file !== "package-lock.json")
    .map((file) => readFileSync(`${root}/${file}`, "utf8"))
    .join("\n");
  const decisions = new Set(tracked.flatMap((file) => /^docs\/decisions\/(\d{3})-/.exec(file)?.[1] ?? []));
  return { files, folders, names: new Set(code.match(/[A-Za-z_$][\w$]*/g) ?? []), decisions };
}

/** A documented path names something in the tree: as written from the root, as a module without its extension, or by its tail. */
function pathExists(path: string, tree: Tree): boolean {
  const clean = path.replace(/\/$/, "");
  if (MODULE_EXTENSIONS.some((extension) => tree.files.has(clean + extension)) || tree.folders.has(clean)) return true;
  // A path written from inside a folder (`lib/catalog/search.ts`, `worker/`, `markdown.server.ts`).
  const tail = `/${clean}`;
  for (const file of tree.files)
    if (MODULE_EXTENSIONS.some((extension) => file.endsWith(tail + extension))) return true;
  for (const folder of tree.folders) if (folder.endsWith(tail)) return true;
  return false;
}

function isBroken(pointer: Pointer, tree: Tree): boolean {
  if (pointer.text in NAMED_ELSEWHERE) return false;
  if (pointer.kind === "path") return !pathExists(pointer.text, tree);
  if (pointer.kind === "decision") return !tree.decisions.has(pointer.text);
  return !tree.names.has(pointer.text);
}

/** Pointers in the documentation and in code comments that name nothing in the tree. */
export function brokenPointers(root: string): Pointer[] {
  const tracked = trackedFiles(root);
  const tree = treeOf(root, tracked);
  const docs = tracked.filter(
    (file) => file === "README.md" || file === "tests/bench/README.md" || /^docs\/.*\.md$/.test(file),
  );
  const sources = tracked.filter(
    (file) => /^(app|db|workers|scripts|tests)\/.*\.(tsx?|m?js|cjs)$/.test(file) || file === "wrangler.toml",
  );
  return [
    ...docs.flatMap((file) => markdownPointers(file, readFileSync(`${root}/${file}`, "utf8"))),
    ...sources.flatMap((file) => commentPointers(file, readFileSync(`${root}/${file}`, "utf8"))),
  ].filter((pointer) => isBroken(pointer, tree));
}
