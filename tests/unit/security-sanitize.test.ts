import { describe, expect, it } from "vitest";
import { escapeHtml, sanitizeText, SANITIZED_TEXT_MAX_LENGTH } from "~/lib/security/sanitize";

describe("the text sanitizer", () => {
  it("trims and escapes HTML characters in ordinary text", () => {
    expect(sanitizeText('  Tom & Jerry\'s "boho" <3  ')).toEqual({
      value: "Tom &amp; Jerry&#39;s &quot;boho&quot; &lt;3",
      suspicious: false,
    });
  });

  it("strips angle brackets, quotes, semicolons and ampersands from script-like input and flags it", () => {
    const result = sanitizeText('<script>alert("hi");</script>');
    expect(result.suspicious).toBe(true);
    expect(result.value).toBe("scriptalert(hi)/script");
    expect(sanitizeText('<img src=x onerror="steal()">').value).not.toMatch(/[<>"]/);
    expect(sanitizeText("javascript:void(0)").suspicious).toBe(true);
  });

  it("does the same for SQL-like input", () => {
    const result = sanitizeText("x'; DROP TABLE users; --");
    expect(result.suspicious).toBe(true);
    expect(result.value).toBe("x DROP TABLE users --");
    expect(sanitizeText("1' OR '1'='1").suspicious).toBe(true);
    expect(sanitizeText("select name from users").suspicious).toBe(true);
  });

  it("errs on the side of caution with prose that reads like a query, but not with single keywords", () => {
    expect(sanitizeText("Please select a size from the drop-down").suspicious).toBe(true);
    expect(sanitizeText("I'd like to update my order").suspicious).toBe(false);
    expect(sanitizeText("Create a cosy corner").suspicious).toBe(false);
  });

  it("truncates to 255 characters by default, or to the given length", () => {
    expect(sanitizeText("a".repeat(400)).value).toHaveLength(SANITIZED_TEXT_MAX_LENGTH);
    expect(sanitizeText("abcdef", 3).value).toBe("abc");
  });

  it("escapes every HTML-significant character", () => {
    expect(escapeHtml(`<>&"'`)).toBe("&lt;&gt;&amp;&quot;&#39;");
  });
});
