// Admin paths accept large bodies (long posts, 10 MB images) from admins
// only: anyone else gets the ordinary form cap, checked before the body is
// read, so a large anonymous body is refused unread with 413 instead of
// being read and parsed before the redirect to sign-in.
import { request as httpRequest } from "node:http";
import { describe, expect, it } from "vitest";
import { signedInAdmin, signedInShopper } from "../support/admin-helpers";
import { Shopper } from "../support/auth-helpers";
import { useTestStack } from "../support/test-stack-for-file";

const stack = useTestStack({ productCount: 20 });

/** A post whose headers declare a large body and which sends none of it: answered on the headers alone, or never. */
function declaredPostStatus(path: string, cookie: string, contentType: string, bytes: number): Promise<number> {
  return new Promise((resolve, reject) => {
    const outgoing = httpRequest(
      new URL(path, stack.url),
      {
        method: "POST",
        headers: {
          "Content-Type": contentType,
          "Content-Length": String(bytes),
          ...(cookie ? { Cookie: cookie } : {}),
        },
      },
      (answer) => {
        resolve(answer.statusCode ?? 0);
        answer.resume();
        outgoing.destroy();
      },
    );
    outgoing.on("error", reject);
    outgoing.flushHeaders();
  });
}

const longForm = (bytes: number) => ({ intent: "save", title: "Long", body: "x".repeat(bytes) });

describe("a large body to an admin path", () => {
  it("is refused with 413 before it is read, for anonymous visitors and shoppers", async () => {
    const shopper = await signedInShopper(stack);
    for (const who of [new Shopper(stack), shopper]) {
      expect(
        await declaredPostStatus(
          "/admin/homepage-images",
          who.cookie,
          "multipart/form-data; boundary=x",
          10 * 1024 * 1024,
        ),
      ).toBe(413);
      expect(
        await declaredPostStatus("/admin/blog/new", who.cookie, "application/x-www-form-urlencoded", 1024 * 1024),
      ).toBe(413);
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
