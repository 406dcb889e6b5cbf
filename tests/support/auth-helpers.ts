// Shared steps for the accounts Worker tests: a cookie jar per shopper and
// form posts the way a browser without JavaScript sends them.
import { request as httpRequest } from "node:http";
import type { TestStack } from "./worker-stack";

import { SESSION_COOKIE } from "./session-cookie";

export { SESSION_COOKIE };

export class Shopper {
  /** The session cookie pair (name=value), or "" */
  cookie = "";
  /** Every other cookie the Worker set (cart, reset link), sent back like a browser would. */
  private readonly otherCookies = new Map<string, string>();
  constructor(private readonly stack: Pick<TestStack, "url">) {}

  async request(path: string, init: RequestInit = {}): Promise<Response> {
    const headers = new Headers(init.headers);
    const cookies = [this.cookie, ...this.otherCookies.values()].filter(Boolean).join("; ");
    if (cookies) headers.set("Cookie", cookies);
    const response = await fetch(new URL(path, this.stack.url), { redirect: "manual", ...init, headers });
    this.remember(response);
    return response;
  }

  get(path: string) {
    return this.request(path);
  }

  post(path: string, fields: Record<string, string>, headers: Record<string, string> = {}) {
    return this.request(path, {
      method: "POST",
      body: new URLSearchParams(fields),
      headers: { "Content-Type": "application/x-www-form-urlencoded", ...headers },
    });
  }

  /**
   * A form post whose headers declare `bytes` of body and which sends none: the
   * status the Worker answers on the declared length alone. (fetch would upload
   * the body meanwhile, and a Worker that refuses without reading can reset the
   * connection under it.)
   */
  statusOfDeclaredPost(path: string, bytes: number): Promise<number> {
    const cookies = [this.cookie, ...this.otherCookies.values()].filter(Boolean).join("; ");
    return new Promise((resolve, reject) => {
      const outgoing = httpRequest(
        new URL(path, this.stack.url),
        {
          method: "POST",
          headers: {
            "Content-Type": "application/x-www-form-urlencoded",
            "Content-Length": String(bytes),
            ...(cookies ? { Cookie: cookies } : {}),
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

  signIn(email: string, password: string, extra: Record<string, string> = {}, headers: Record<string, string> = {}) {
    return this.post("/auth", { intent: "signin", email, password, ...extra }, headers);
  }

  /**
   * Opens an emailed verification link (it answers a redirect to the clean
   * /auth/verify, keeping the token in a cookie), then sends the password the way
   * the page's form does. The form's answer.
   */
  async verifyEmail(linkPath: string, password: string): Promise<Response> {
    const opened = await this.get(linkPath);
    if (opened.status !== 303 || opened.headers.get("Location") !== "/auth/verify")
      throw new Error(`the link answered ${opened.status} ${opened.headers.get("Location")}`);
    await opened.body?.cancel();
    return this.post("/auth/verify", { password });
  }

  /** Follows a redirect like a browser would, returning the page's HTML. */
  async follow(response: Response): Promise<string> {
    const location = response.headers.get("Location");
    if (!location) throw new Error(`expected a redirect, got ${response.status}`);
    const page = await this.get(location);
    return page.text();
  }

  private remember(response: Response) {
    for (const header of response.headers.getSetCookie()) {
      const [pair] = header.split(";");
      const name = pair.slice(0, pair.indexOf("="));
      const cleared = pair.endsWith("=") || /;\s*Max-Age=0/i.test(header);
      if (name === SESSION_COOKIE) this.cookie = cleared ? "" : pair;
      else if (cleared) this.otherCookies.delete(name);
      else this.otherCookies.set(name, pair);
    }
  }
}

/** The newest email to an address in the local outbox, and the first link in it. */
export async function latestEmail(
  stack: Pick<TestStack, "sql">,
  to: string,
): Promise<{ subject: string; link: string } | null> {
  // Some emails (password reset) are sent after the answer, in waitUntil: give them a moment.
  let row;
  for (let attempt = 0; attempt < 10 && !row; attempt++) {
    if (attempt > 0) await new Promise((resolve) => setTimeout(resolve, 100));
    const result = await stack.sql.execute({
      sql: "select subject, text_body from email_outbox where to_address = ? order by created_at desc limit 1",
      args: [to],
    });
    row = result.rows[0];
  }
  if (!row) return null;
  const link = /https?:\/\/\S+/.exec(String(row.text_body))?.[0] ?? "";
  return { subject: String(row.subject), link };
}

export function pathOf(link: string): string {
  const url = new URL(link);
  return `${url.pathname}${url.search}`;
}

/** An address no other test uses: name the feature in the label (and, in browser specs, the project). */
export const uniqueEmail = (label: string) => `${label}-${crypto.randomUUID().slice(0, 8)}@example.com`;

/** Waits (briefly) for the newest email to an address to have this subject: some are sent after the answer. */
export async function emailWithSubject(
  stack: Pick<TestStack, "sql">,
  to: string,
  subject: string,
): Promise<{ subject: string; link: string }> {
  for (let attempt = 0; attempt < 30; attempt++) {
    const mail = await latestEmail(stack, to);
    if (mail?.subject === subject) return mail;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`no email "${subject}" to ${to}`);
}
