// Sign-up answers alike for a new email, a pending one and a verified
// account's: the same database round trips (counted as they leave the Worker
// for the libSQL server), so neither their number nor their time tells
// whether an email has an account.
import { describe, expect, it } from "vitest";
import { DEMO_SHOPPER } from "../../db/seed-data";
import { useTestStack } from "../support/test-stack-for-file";
import { emailWithSubject, uniqueEmail } from "../support/emails";
import { Shopper } from "../support/http-shopper";

let databaseCalls = 0;

// Counts the Worker's calls to the libSQL server (one HTTP pipeline request per round trip), then passes everything on.
async function outboundService(request: Request): Promise<Response> {
  if (new URL(request.url).pathname.endsWith("/pipeline")) databaseCalls++;
  const body = request.method === "GET" || request.method === "HEAD" ? undefined : await request.arrayBuffer();
  const headers = new Headers(request.headers);
  headers.delete("host");
  return fetch(request.url, { method: request.method, headers, body });
}

const stack = useTestStack({ productCount: 20, outboundService, bindings: { GEO_RATE_MONITORING: "off" } });

const PASSWORD = "Juniper$2026";

/** Database round trips made while the sign-up was answered. */
async function callsToSignUp(email: string): Promise<number> {
  const before = databaseCalls;
  const response = await new Shopper(stack).post("/auth?mode=signup", { intent: "signup", email, password: PASSWORD });
  const during = databaseCalls - before;
  expect(response.status).toBe(303);
  return during;
}

describe("sign-up", () => {
  it("makes as many database round trips for a known email as for a new one", async () => {
    // The first request of an isolate reads what later ones find cached (site settings): not part of the comparison.
    await callsToSignUp(uniqueEmail("warm-up"));
    const pending = uniqueEmail("pending");
    const counts = {
      fresh: await callsToSignUp(uniqueEmail("fresh")),
      firstOfPending: await callsToSignUp(pending),
      pendingAgain: await callsToSignUp(pending),
      verified: await callsToSignUp(DEMO_SHOPPER.email),
    };
    expect(counts.firstOfPending, JSON.stringify(counts)).toBe(counts.fresh);
    expect(counts.pendingAgain, JSON.stringify(counts)).toBe(counts.fresh);
    expect(counts.verified, JSON.stringify(counts)).toBe(counts.fresh);
    // And each still does its own job: a link to the new address, a notice to the owner.
    expect((await emailWithSubject(stack, pending, "Confirm your email for Boho Boutique")).link).toContain(
      "/auth/verify?token=",
    );
    expect(
      (await emailWithSubject(stack, DEMO_SHOPPER.email, "You already have a Boho Boutique account")).subject,
    ).toBeTruthy();
  });
});
