import { describe, expect, it } from "vitest";
import { currentToasts, releaseToastHeldForNavigation, showToastAfterNavigation } from "~/hooks/toast-store";
import { revalidateUnlessIntent } from "~/lib/platform/revalidate-unless-intent";

describe("revalidateUnlessIntent", () => {
  const shouldRevalidate = revalidateUnlessIntent("preview");
  const form = (intent: string) => {
    const formData = new FormData();
    formData.set("intent", intent);
    return formData;
  };
  const args = (intent: string, from: string, to: string) =>
    ({
      formData: form(intent),
      currentUrl: new URL(from),
      nextUrl: new URL(to),
      defaultShouldRevalidate: true,
    }) as Parameters<typeof shouldRevalidate>[0];

  it("skips reloading for a preview on the same page", () => {
    expect(shouldRevalidate(args("preview", "http://x/admin/kb?edit=1", "http://x/admin/kb?edit=1"))).toBe(false);
  });
  it("reloads when the preview lands during a navigation to another page", () => {
    expect(shouldRevalidate(args("preview", "http://x/admin/kb?edit=1", "http://x/admin/kb?article=1"))).toBe(true);
  });
  it("reloads for any other intent", () => {
    expect(shouldRevalidate(args("save", "http://x/admin/kb?edit=1", "http://x/admin/kb?edit=1"))).toBe(true);
  });
});

describe("a toast held for the next page", () => {
  const titles = () => currentToasts().map((toast) => toast.title);
  const saved = { title: "Saved as a blog draft", tone: "success" } as const;

  it("waits while the location is the one it was raised on, or a navigation is under way; then shows once", () => {
    showToastAfterNavigation(saved, "editor");
    releaseToastHeldForNavigation("editor", true);
    releaseToastHeldForNavigation("draft", false);
    expect(titles()).not.toContain(saved.title);
    releaseToastHeldForNavigation("draft", true);
    releaseToastHeldForNavigation("draft", true);
    expect(titles().filter((title) => title === saved.title)).toHaveLength(1);
  });

  it("is shown even when no loading state was ever seen (React merged the navigation's renders)", () => {
    const before = titles().filter((title) => title === "Saved as a knowledge-base article").length;
    showToastAfterNavigation({ title: "Saved as a knowledge-base article", tone: "success" }, "editor");
    releaseToastHeldForNavigation("article", true);
    expect(titles().filter((title) => title === "Saved as a knowledge-base article")).toHaveLength(before + 1);
  });
});
