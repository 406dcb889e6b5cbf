// Rewrites imports across the tree, for the mechanical changes the rules in eslint.config.js and
// .dependency-cruiser.cjs ask for (decisions 015 and 046): modules moved to another folder (MOVES below: the
// file is moved and every import of it follows); `--relative`: inside app/, every `~/...` import becomes a
// relative one (the one import style); `--await-all`: `Promise.all(` becomes `awaitAll(` in app/, with its import.
// Run it again after merging a branch made before these changes: it only touches what still needs it.
//
//   npx tsx scripts/rewrite-imports.ts                            # apply MOVES
//   npx tsx scripts/rewrite-imports.ts --await-all --relative     # and the rest
import { execFileSync } from "node:child_process";
import { existsSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";

/** Old path -> new path, from the repository's root. */
const MOVES: Record<string, string> = {
  // The kernel imports no domain: a toast carried in the session cookie, and the replies that write one, live
  // beside the session (auth) and the form contract (forms).
  "app/lib/platform/flash.server.ts": "app/lib/auth/flash.server.ts",
  "app/lib/platform/reply.server.ts": "app/lib/forms/reply.server.ts",
};

const ROOT = resolve(dirname(new URL(import.meta.url).pathname), "..");
const EXTENSIONS = [".ts", ".tsx", ".js", ".mjs", ".jsx", ".json"];
const SPECIFIER = /(\bfrom\s*|\bimport\s*\(\s*|\bimport\s+)(["'])([^"'\n]+)\2/g;
const toRelative = process.argv.includes("--relative");
const toAwaitAll = process.argv.includes("--await-all");
const AWAIT_ALL_MODULE = join(ROOT, "app/lib/platform/await-all.ts");

const isFile = (path: string) => existsSync(path) && statSync(path).isFile();

/** The file a specifier names, and how it was written (the extension or `/index` a resolver added). */
function resolveSpecifier(fromFile: string, specifier: string): { file: string; added: string } | null {
  const [bare] = specifier.split("?");
  let base: string;
  if (bare.startsWith("~/")) base = join(ROOT, "app", bare.slice(2));
  else if (bare.startsWith(".")) base = resolve(dirname(fromFile), bare);
  else return null;
  if (isFile(base)) return { file: base, added: "" };
  for (const extension of EXTENSIONS) if (isFile(base + extension)) return { file: base + extension, added: extension };
  for (const extension of EXTENSIONS)
    if (isFile(join(base, `index${extension}`)))
      return { file: join(base, `index${extension}`), added: `/index${extension}` };
  return null;
}

function relativeSpecifier(fromFile: string, target: string, added: string): string {
  const written = added ? target.slice(0, target.length - added.length) : target;
  const path = relative(dirname(fromFile), written);
  return path.startsWith(".") ? path : `./${path}`;
}

const tracked = execFileSync("git", ["ls-files", "app", "tests", "scripts", "workers", "db", "*.ts"], {
  cwd: ROOT,
  encoding: "utf8",
})
  .split("\n")
  .filter((file) => /\.(tsx?|mjs|js)$/.test(file));

// Move the files first (git mv keeps their history); every file is then read where it now lives, and its
// specifiers resolved from where it was.
const movedBack = new Map<string, string>();
for (const [from, to] of Object.entries(MOVES)) {
  if (isFile(join(ROOT, from))) execFileSync("git", ["mv", from, to], { cwd: ROOT });
  if (isFile(join(ROOT, to))) movedBack.set(join(ROOT, to), join(ROOT, from));
}
const movedTo = new Map([...movedBack].map(([to, from]) => [from, to]));
const files = [
  ...new Set([...tracked.map((file) => movedTo.get(join(ROOT, file)) ?? join(ROOT, file)), ...movedBack.keys()]),
];

let changedFiles = 0;
for (const file of files) {
  if (!isFile(file)) continue;
  let source = readFileSync(file, "utf8");
  const original = source;
  if (toAwaitAll && file.startsWith(join(ROOT, "app") + "/") && file !== AWAIT_ALL_MODULE)
    source = withAwaitAll(file, source);
  const wasAt = movedBack.get(file) ?? file;
  const inApp = file.startsWith(join(ROOT, "app") + "/");
  const rewritten = source.replace(SPECIFIER, (whole, lead: string, quote: string, specifier: string) => {
    const query = specifier.includes("?") ? specifier.slice(specifier.indexOf("?")) : "";
    // Resolve from where the file was, against the tree before the moves.
    let found = resolveSpecifier(wasAt, specifier);
    if (!found) {
      // The target itself has moved already (a second run, or a file moved before this one was read).
      const bare = specifier.split("?")[0];
      const base = bare.startsWith("~/") ? join(ROOT, "app", bare.slice(2)) : resolve(dirname(wasAt), bare);
      for (const extension of ["", ...EXTENSIONS]) {
        if (movedTo.has(base + extension)) found = { file: base + extension, added: extension };
      }
      if (!found) return whole;
    }
    const target = movedTo.get(found.file) ?? found.file;
    const targetMoved = target !== found.file;
    const fileMoved = wasAt !== file;
    const tilde = specifier.startsWith("~/");
    if (tilde && inApp && toRelative)
      return `${lead}${quote}${relativeSpecifier(file, target, found.added)}${query}${quote}`;
    if (!targetMoved && !fileMoved) return whole;
    if (tilde) {
      const written = found.added ? target.slice(0, target.length - found.added.length) : target;
      return `${lead}${quote}~/${relative(join(ROOT, "app"), written)}${query}${quote}`;
    }
    return `${lead}${quote}${relativeSpecifier(file, target, found.added)}${query}${quote}`;
  });
  if (rewritten !== original) {
    writeFileSync(file, rewritten);
    changedFiles += 1;
  }
}
/** `Promise.all(` as `awaitAll(`, importing it (relative, as app/ imports) when the file does not yet. */
function withAwaitAll(file: string, source: string): string {
  if (!/\bPromise\.all\(/.test(source)) return source;
  const replaced = source.replace(/\bPromise\.all\(/g, "awaitAll(");
  if (/import\s*\{[^}]*\bawaitAll\b[^}]*\}\s*from/.test(replaced)) return replaced;
  const line = `import { awaitAll } from "${relativeSpecifier(file, AWAIT_ALL_MODULE, ".ts")}";\n`;
  // After the last import at the top of the file (the import block ends at the first line that is not part of it).
  const imports = [...replaced.matchAll(/^import[\s\S]*?from\s*["'][^"']+["'];?\n/gm)];
  const last = imports.at(-1);
  if (!last || last.index === undefined) {
    // No import yet: after the file's leading comment, if it has one.
    const header = /^(?:\/\/[^\n]*\n)*/.exec(replaced)?.[0] ?? "";
    return header + line + replaced.slice(header.length);
  }
  const at = last.index + last[0].length;
  return replaced.slice(0, at) + line + replaced.slice(at);
}

console.log(
  `rewrite-imports: ${changedFiles} files changed${toRelative ? ", ~/ -> relative inside app/" : ""}${toAwaitAll ? ", Promise.all -> awaitAll" : ""}`,
);
