// Shared steps for the accounts Worker tests: a cookie jar per shopper and
// form posts the way a browser without JavaScript sends them.
import type { TestStack } from "./worker-stack";

export const SESSION_COOKIE = "__boho_session";

export class Shopper {
  cookie = "";
  constructor(private readonly stack: Pick<TestStack, "url">) {}

  async request(path: string, init: RequestInit = {}): Promise<Response> {
    const headers = new Headers(init.headers);
    if (this.cookie) headers.set("Cookie", this.cookie);
    const response = await fetch(new URL(path, this.stack.url), { redirect: "manual", ...init, headers });
    this.remember(response);
    return response;
  }

  get(path: string) {
    return this.request(path);
  }

  post(path: string, fields: Record<string, string>, headers: Record<string, string> = {}) {
    return this.request(path, { method: "POST", body: new URLSearchParams(fields), headers: { "Content-Type": "application/x-www-form-urlencoded", ...headers } });
  }

  signIn(email: string, password: string, extra: Record<string, string> = {}) {
    return this.post("/auth", { intent: "signin", email, password, ...extra });
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
      if (pair.startsWith(`${SESSION_COOKIE}=`)) this.cookie = pair.endsWith("=") ? "" : pair;
    }
  }
}

/** The newest email to an address in the local outbox, and the first link in it. */
export async function latestEmail(stack: Pick<TestStack, "sql">, to: string): Promise<{ subject: string; link: string } | null> {
  const result = await stack.sql.execute({ sql: "select subject, text_body from email_outbox where to_address = ? order by created_at desc limit 1", args: [to] });
  const row = result.rows[0];
  if (!row) return null;
  const link = /https?:\/\/\S+/.exec(String(row.text_body))?.[0] ?? "";
  return { subject: String(row.subject), link };
}

export function pathOf(link: string): string {
  const url = new URL(link);
  return `${url.pathname}${url.search}`;
}

export const uniqueEmail = (label: string) => `${label}-${crypto.randomUUID().slice(0, 8)}@example.com`;
