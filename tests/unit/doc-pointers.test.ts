// The README, docs/ and code comments name functions, files and decision records that exist (tests/support/doc-pointers.ts).
import { describe, expect, it } from "vitest";
import { brokenPointers, commentPointers, markdownPointers } from "../support/doc-pointers";

const ROOT = new URL("../..", import.meta.url).pathname;

describe("pointers in the documentation and code comments", () => {
  it("finds backticked paths, code names and decision numbers, and leaves routes, commands and placeholders alone", () => {
    const markdown = [
      "Call `markContentChanged` (`app/lib/worker/page-generation.server.ts`) after a save; `<ToastRegion />` shows it.",
      "See decisions 015 and 046. Routes (`/products?q=`), commands (`npm run build`) and `{handle}` are not pointers.",
      "```sh",
      "`insideAFence`",
      "```",
    ].join("\n");
    expect(markdownPointers("doc.md", markdown).map(({ text, kind }) => `${kind}:${text}`)).toEqual([
      "name:markContentChanged",
      "path:app/lib/worker/page-generation.server.ts",
      "name:ToastRegion",
      "decision:015",
      "decision:046",
    ]);
    expect(
      // Built from parts, so that this file's own source holds no such comment for the test below to read.
      commentPointers(
        "x.ts",
        ["/", "/ See docs/decisions/020-x.md (decision 020).\nconst path = 'app/lib/", "x.ts';"].join(""),
      ),
    ).toEqual([
      { file: "x.ts", line: 1, text: "docs/decisions/020-x.md", kind: "path" },
      { file: "x.ts", line: 1, text: "020", kind: "decision" },
    ]);
  });

  it("every one of them names something in the tree", () => {
    const broken = brokenPointers(ROOT).map(({ file, line, kind, text }) => `${file}:${line} ${kind} ${text}`);
    expect(broken, "rename the pointer, or add an outside name to NAMED_ELSEWHERE with why").toEqual([]);
  });
});
