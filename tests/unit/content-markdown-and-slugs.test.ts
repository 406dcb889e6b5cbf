import { describe, expect, it } from "vitest";
import { BlogPostFormSchema, slugFromTitle } from "../../app/lib/blog/blog-post-form";
import { MARKDOWN_MAX_CHARS, renderMarkdown } from "~/lib/content/markdown.server";

describe("the Markdown renderer", () => {
  it("renders Markdown and keeps raw HTML as text", () => {
    const html = renderMarkdown("# Linen\n\n**Soft** and <script>alert(1)</script>\n\n<img src=x onerror=alert(1)>");
    expect(html).toContain("<h1>Linen</h1>");
    expect(html).toContain("<strong>Soft</strong>");
    expect(html).not.toMatch(/<script|<img src=x/i);
    expect(html).toContain("&lt;script&gt;");
    expect(html).toContain("&lt;img src=x onerror=alert(1)&gt;");
  });

  it("keeps only http(s), mailto and same-site links", () => {
    const html = renderMarkdown(
      [
        "[ok](https://example.com/a) [mail](mailto:hello@example.com) [here](/products?q=maxi) [top](#care)",
        "[js](javascript:alert(1)) [JS](JaVaScRiPt:alert(1)) [data](data:text/html;base64,PHNjcmlwdD4=) [vb](vbscript:msgbox(1))",
        "[proto](//evil.example/x) [back](/\\evil.example) ![img](javascript:alert(1))",
      ].join("\n\n"),
    );
    expect(html).toContain('href="https://example.com/a" rel="noopener noreferrer nofollow"');
    expect(html).toContain('href="mailto:hello@example.com"');
    expect(html).toContain('href="/products?q=maxi"');
    expect(html).toContain('href="#care"');
    expect(html).not.toMatch(/href="(javascript|data|vbscript|\/\/|\/\\)/i);
    expect(html).not.toMatch(/src="javascript/i);
  });

  it("renders at most the capped length of a 1 MB body", () => {
    const html = renderMarkdown("word ".repeat(210_000));
    expect(html.length).toBeLessThan(MARKDOWN_MAX_CHARS + 100);
  });
});

describe("blog slugs", () => {
  it("are made from the title when left empty", () => {
    expect(slugFromTitle("Summer Linen: 5 Ways & More!")).toBe("summer-linen-5-ways-and-more");
    expect(slugFromTitle("Café crème")).toBe("cafe-creme");
    const parsed = BlogPostFormSchema.parse({
      title: "Slow Mornings",
      slug: "",
      excerpt: "",
      body: "",
      coverImage: "",
      author: "",
      status: "draft",
      publishedAt: "",
    });
    expect(parsed.slug).toBe("slow-mornings");
    expect(parsed.author).toBe("The Boutique");
  });

  it("refuse capitals, spaces, path tricks and double hyphens", () => {
    for (const slug of ["Upper", "two words", "../etc", "a--b", "-lead", "x".repeat(121)]) {
      const parsed = BlogPostFormSchema.safeParse({
        title: "T",
        slug,
        excerpt: "",
        body: "",
        coverImage: "",
        author: "",
        status: "draft",
        publishedAt: "",
      });
      expect(parsed.success, slug).toBe(false);
    }
  });

  it("need a date to schedule and a body to publish", () => {
    const base = { title: "T", slug: "t", excerpt: "", body: "", coverImage: "", author: "", publishedAt: "" };
    expect(BlogPostFormSchema.safeParse({ ...base, status: "scheduled", body: "x" }).error?.issues[0].path).toEqual([
      "publishedAt",
    ]);
    expect(BlogPostFormSchema.safeParse({ ...base, status: "published" }).error?.issues[0].path).toEqual(["body"]);
    expect(BlogPostFormSchema.safeParse({ ...base, status: "draft", coverImage: "javascript:alert(1)" }).success).toBe(
      false,
    );
  });
});
