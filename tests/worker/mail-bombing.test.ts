// Emails a stranger can make the shop send to an address they type, counted per mailbox (issue 41 §3): the
// "you already have an account" notice had no cap (4 networks sent a registered owner 20 in seconds), and
// every cap counted the exact string, so `victim+1@`, `victim+2@`... or Gmail's dotted spellings each got
// their own. The pages answer exactly as before; only the emails stop.
import { describe, expect, it } from "vitest";
import { DEMO_SHOPPER } from "../../db/seed-data";
import { mailboxOf } from "../../app/lib/email/mailbox";
import { MAILBOX_EMAIL_CAPS } from "../../app/lib/email/mailbox-caps.server";
import { useTestStack } from "../support/test-stack-for-file";
import { Shopper } from "../support/http-shopper";

const stack = useTestStack({ productCount: 20, bindings: { HTML_CACHE: "off" } });

let network = 0;
const nextNetwork = () => `203.0.113.${++network}`;

const PASSWORD = "Juniper$2026";

function authPost(fields: Record<string, string>, ip: string) {
  return new Shopper(stack).post("/auth", fields, { "CF-Connecting-IP": ip });
}

/** Every email in the outbox whose address reaches `mailbox`, by subject. */
async function emailsToMailbox(mailbox: string): Promise<string[]> {
  const domain = mailbox.slice(mailbox.indexOf("@") + 1);
  const domains = domain === "gmail.com" ? ["gmail.com", "googlemail.com"] : [domain];
  const rows = await stack.sql.execute({
    sql: `select to_address, subject from email_outbox where ${domains.map(() => "to_address like ?").join(" or ")}`,
    args: domains.map((name) => `%@${name}`),
  });
  return rows.rows.filter((row) => mailboxOf(String(row.to_address)) === mailbox).map((row) => String(row.subject));
}

/** Emails are written before the answer, reset links just after it (waitUntil): wait for the count to settle. */
async function settledCount(mailbox: string): Promise<number> {
  let last = -1;
  for (let attempt = 0; attempt < 20; attempt++) {
    const now = (await emailsToMailbox(mailbox)).length;
    if (now === last) return now;
    last = now;
    await new Promise((resolve) => setTimeout(resolve, 150));
  }
  return last;
}

describe("account emails to one mailbox", () => {
  it("20 sign-ups of a registered address from 4 networks all read the same page; the owner gets 5 notices, not 20", async () => {
    const statuses: number[] = [];
    for (let n = 0; n < 4; n++) {
      const ip = nextNetwork();
      for (let i = 0; i < 5; i++)
        statuses.push((await authPost({ intent: "signup", email: DEMO_SHOPPER.email, password: PASSWORD }, ip)).status);
    }
    expect(statuses).toEqual(Array<number>(20).fill(303));
    const notices = (await emailsToMailbox(DEMO_SHOPPER.email)).filter(
      (subject) => subject === "You already have a Boho Boutique account",
    );
    expect(notices).toHaveLength(MAILBOX_EMAIL_CAPS.account.attempts);
  });

  it("sign-ups of victim+N@ and dotted Gmail spellings share one mailbox's cap", async () => {
    const name = `mailbomb${crypto.randomUUID().slice(0, 6)}`;
    const spellings = [
      ...Array.from({ length: 8 }, (_, i) => `${name}+${i}@gmail.com`),
      `${name.slice(0, 4)}.${name.slice(4)}@gmail.com`,
      `${name}@googlemail.com`,
      `${[...name].join(".")}+x@GMAIL.com`,
    ];
    for (const email of spellings)
      expect((await authPost({ intent: "signup", email, password: PASSWORD }, nextNetwork())).status).toBe(303);
    // Each spelling is an account of its own (the cap is on emails, never on sign-ups)...
    const accounts = await stack.sql.execute({
      sql: "select count(*) as n from users where email like ?",
      args: [`%@%mail.com`],
    });
    expect(Number(accounts.rows[0].n)).toBeGreaterThanOrEqual(spellings.length);
    // ...but the one inbox behind them gets the cap's worth of links.
    expect(await settledCount(`${name}@gmail.com`)).toBe(MAILBOX_EMAIL_CAPS.account.attempts);
  });

  it("reset requests for every spelling of a mailbox send at most the reset cap between them", async () => {
    const name = `resetbomb${crypto.randomUUID().slice(0, 6)}`;
    const spellings = Array.from({ length: 6 }, (_, i) => `${name}+${i}@example.com`);
    // Accounts for each spelling (a sign-up each; their verification links count under "account", not "reset").
    for (const email of spellings) await authPost({ intent: "signup", email, password: PASSWORD }, nextNetwork());
    const before = await settledCount(`${name}@example.com`);
    for (const email of spellings) expect((await authPost({ intent: "reset", email }, nextNetwork())).status).toBe(303);
    expect((await settledCount(`${name}@example.com`)) - before).toBe(MAILBOX_EMAIL_CAPS.reset.attempts);
  });
});
