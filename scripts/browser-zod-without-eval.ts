// The shop's CSP has no 'unsafe-eval', so the browser must never try `new Function`:
// a refused attempt is still reported, and every report is stored as a security event.
// Zod probes for eval when a schema is built and compiles parsers with `Function`.
// For the browser build only, this plugin turns on Zod's jitless setting where Zod
// defines it (before any schema exists, whatever order modules load in) and removes
// both uses of `Function`, so no client chunk holds an eval at all. The server keeps
// Zod as published (workerd refuses eval and Zod already detects it there).
import type { Plugin } from "vite";

type Patch = { file: RegExp; from: RegExp; to: string };

const REFUSE_EVAL = `(() => { throw new EvalError("Zod runs jitless in the browser"); })`;

const PATCHES: Patch[] = [
  // Zod's global config: jitless from the start.
  {
    file: /zod\/v4\/core\/core\.js$/,
    from: /\(_a\.__zod_globalConfig = \{\}\)/,
    to: "(_a.__zod_globalConfig = { jitless: true })",
  },
  // The probe (`new F("")` in a try) would itself be refused and reported.
  {
    file: /zod\/v4\/core\/util\.js$/,
    from: /export const allowsEval = \/\* @__PURE__\*\/ cached\(\(\) => \{[\s\S]*?\n\}\);/,
    to: "export const allowsEval = /* @__PURE__*/ cached(() => false);",
  },
  // The two compilers, unreachable once jitless: they throw instead of holding `Function`.
  { file: /zod\/v4\/core\/doc\.js$/, from: /const F = Function;/, to: `const F = ${REFUSE_EVAL};` },
  { file: /zod\/v4\/core\/compile\.js$/, from: /const F = Function;/, to: `const F = ${REFUSE_EVAL};` },
];

export function browserZodWithoutEval(): Plugin {
  return {
    name: "browser-zod-without-eval",
    enforce: "pre",
    transform(code, id, options) {
      if (options?.ssr) return null;
      const path = id.split("?")[0].replace(/\\/g, "/");
      const patch = PATCHES.find((candidate) => candidate.file.test(path));
      if (!patch) return null;
      // A Zod upgrade that moves this code fails the build rather than shipping eval to the browser.
      if (!patch.from.test(code))
        this.error(`browser-zod-without-eval: ${path} no longer matches ${patch.from}; update the patch`);
      return { code: code.replace(patch.from, patch.to), map: null };
    },
  };
}
