// A shopper's browser without JavaScript, for the Worker tests: a cookie jar and form posts the way a browser
// sends them, and the seeded admin or shopper signed in with it. A session's clock is moved by re-signing its
// cookie with older timestamps (the tests hold the local signing secret), so idle timeouts are tested without sleeping.
import { request as httpRequest } from "node:http";
import { DEMO_ADMIN, DEMO_SHOPPER } from "../../db/seed-data";
import { readSessionCookie, SESSION_COOKIE, signSessionCookie } from "./session-cookie";
import type { TestStack } from "./worker-stack";

export class Shopper {
  /** The session cookie pair (name=value), or "" */
  cookie = "";
  /** Every other cookie the Worker set (cart, reset link), sent back like a browser would. */
  private readonly otherCookies = new Map<string, string>();
  constructor(private readonly stack: Pick<TestStack, "url">) {}

  async request(path: string, init: RequestInit = {}): Promise<Response> {
    const headers = new Headers(init.headers);
    const cookies = this.cookiePairs().join("; ");
    if (cookies) headers.set("Cookie", cookies);
    const response = await fetch(new URL(path, this.stack.url), { redirect: "manual", ...init, headers });
    this.remember(response);
    return response;
  }

  /** Every cookie pair (name=value) this browser holds: the session's and the rest. */
  cookiePairs(): string[] {
    return [this.cookie, ...this.otherCookies.values()].filter(Boolean);
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
   * A post whose headers declare `bytes` of body and which sends none: the
   * status the Worker answers on the declared length alone. (fetch would upload
   * the body meanwhile, and a Worker that refuses without reading can reset the
   * connection under it.)
   */
  statusOfDeclaredPost(
    path: string,
    bytes: number,
    contentType = "application/x-www-form-urlencoded",
  ): Promise<number> {
    const cookies = this.cookiePairs().join("; ");
    return new Promise((resolve, reject) => {
      const outgoing = httpRequest(
        new URL(path, this.stack.url),
        {
          method: "POST",
          headers: {
            "Content-Type": contentType,
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

export async function signedInAdmin(stack: TestStack): Promise<Shopper> {
  const admin = new Shopper(stack);
  const response = await admin.signIn(DEMO_ADMIN.email, DEMO_ADMIN.password);
  if (response.status !== 303) throw new Error(`admin sign-in answered ${response.status}`);
  return admin;
}

export async function signedInShopper(stack: TestStack): Promise<Shopper> {
  const shopper = new Shopper(stack);
  await shopper.signIn(DEMO_SHOPPER.email, DEMO_SHOPPER.password);
  return shopper;
}

/** The session cookie a response set, decoded; null when it set none. */
export async function sessionSetBy(response: Response): Promise<Record<string, unknown> | null> {
  const header = response.headers.getSetCookie().find((cookie) => cookie.startsWith(`${SESSION_COOKIE}=`));
  return header ? readSessionCookie(header.split(";")[0]) : null;
}

/** Moves this browser's session back in time: idle for `idleMs`, signed in `signedInAgoMs` ago. */
export async function ageSession(who: Shopper, times: { idleMs?: number; signedInAgoMs?: number }): Promise<void> {
  const now = Date.now();
  const changes: Record<string, number> = {};
  if (times.idleMs !== undefined) changes.lastActivity = now - times.idleMs;
  if (times.signedInAgoMs !== undefined) {
    changes.signedInAt = now - times.signedInAgoMs;
    changes.issuedAt = now - Math.min(times.signedInAgoMs, 30 * 60_000);
  }
  who.cookie = await signSessionCookie(changes, who.cookie);
}
