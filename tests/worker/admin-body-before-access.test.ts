// Admin paths accept large bodies (long posts, 10 MB images) from admins
// only: anyone else gets the ordinary form cap, checked before the body is
// read, so a large anonymous body is refused unread with 413 instead of
// being read and parsed before the redirect to sign-in.
import { describe, expect, it } from "vitest";
import { useTestStack } from "../support/test-stack-for-file";
import { signedInAdmin, signedInShopper, Shopper } from "../support/http-shopper";

const stack = useTestStack({ productCount: 20 });

const longForm = (bytes: number) => ({ intent: "save", title: "Long", body: "x".repeat(bytes) });

describe("a large body to an admin path", () => {
  it("is refused with 413 before it is read, for anonymous visitors and shoppers", async () => {
    const shopper = await signedInShopper(stack);
    for (const who of [new Shopper(stack), shopper]) {
      // Headers that declare a large body, and none of it sent: answered on the headers alone, or never.
      expect(
        await who.statusOfDeclaredPost("/admin/homepage-images", 10 * 1024 * 1024, "multipart/form-data; boundary=x"),
      ).toBe(413);
      expect(await who.statusOfDeclaredPost("/admin/blog/new", 1024 * 1024)).toBe(413);
    }
  });

  it("still sends a small anonymous post to sign-in, and lets an admin send a long one", async () => {
    const small = await new Shopper(stack).post("/admin/config", { siteName: "x" });
    expect(small.status).toBe(302);
    expect(small.headers.get("Location")).toMatch(/^\/auth\?redirectTo=/);
    const admin = await signedInAdmin(stack);
    // Past the blog body's own limit: the editor answers with its own message, not a bare 413.
    const long = await admin.post("/admin/blog/new", longForm(300 * 1024));
    expect(long.status).not.toBe(413);
    expect(long.status).toBe(400);
  });
});
