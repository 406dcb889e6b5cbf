// Seeded generator of hostile requests for the Worker: every route's query
// string, form fields, bodies and cookies get oversized, malformed, wrong-type
// and markup-carrying values. The same seed always gives the same requests, so
// a failure can be replayed (the seed and index are in every failure message).

/** mulberry32: a small, fast, well-mixed 32-bit PRNG; plenty for picking test inputs. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Markup that must never come back unescaped in an HTML page. */
export const REFLECTION_MARKER = "<x-fuzz-marker>";

const HOSTILE_TEXT = [
  "",
  " ",
  "%",
  "%%",
  "%E0%A4%A",
  "\u0000",
  "\uFFFF\uD800",
  "../../etc/passwd",
  "/.//evil.com",
  "//evil.com",
  "/\\evil.com",
  "/\t/evil.com",
  "https://evil.com",
  "javascript:alert(1)",
  `${REFLECTION_MARKER}<script>alert(1)</script>`,
  `"><img src=x onerror=alert(1)>${REFLECTION_MARKER}`,
  "' OR 1=1 --",
  "Robert'); DROP TABLE users;--",
  "NaN",
  "-1",
  "0",
  "1e308",
  "-0",
  "9007199254740993",
  "Infinity",
  "true",
  "null",
  "[]",
  "{}",
  '{"__proto__":{"polluted":1}}',
  "constructor",
  "__proto__",
  "🌿🪷✨",
  "ʇxǝʇ uʍop ǝpısdn",
  "a".repeat(300),
  "b".repeat(5_000),
  "c\r\nSet-Cookie: x=1",
  "<svg/onload=alert(1)>",
];

const ROUTE_WORDS = [
  "dress",
  "maxi",
  "ring",
  "terracotta-sun-ceramic-vase",
  "moonstone-crescent-necklace",
  "no-such-thing",
  "boho",
  "sale",
  "all-in-ones",
];

const GET_PATHS = [
  "/",
  "/products",
  "/products/{word}",
  "/product/{word}",
  "/shopify-product/{word}",
  "/quick-view/{word}",
  "/collections",
  "/collections/{word}",
  "/blog",
  "/blog/{word}",
  "/cart",
  "/checkout",
  "/favorites",
  "/wishlist/{word}",
  "/account",
  "/orders",
  "/track-order",
  "/auth",
  "/auth/reset",
  "/auth/verify",
  "/contact",
  "/faq",
  "/about",
  "/sitemap",
  "/sitemap.xml",
  "/robots.txt",
  "/size-guide",
  "/size-guide/clothing",
  "/order-confirmation/{word}",
  "/dev/outbox",
  "/admin",
  "/admin/{word}",
  "/healthz",
  "/{word}",
  "/{word}/{word}",
];

const QUERY_KEYS = [
  "q",
  "page",
  "sort",
  "category",
  "minPrice",
  "maxPrice",
  "hideOutOfStock",
  "size",
  "color",
  "subCategory",
  "redirectTo",
  "notice",
  "token",
  "email",
  "orderNumber",
  "mode",
  "sent",
  "to",
  "view",
  "_data",
  "index",
];

const HOSTILE_FIELD_NAMES = ["__intent__", "__state__", "name[3000000]", "email[99999999]", "a.b[1000].c"];

type ActionShape = { path: string; fields: string[]; intents?: string[] };

const ACTIONS: ActionShape[] = [
  {
    path: "/auth",
    fields: [
      "intent",
      "email",
      "password",
      "redirectTo",
      "confirmPassword",
      "name",
      "captchaMode",
      "cf-turnstile-response",
    ],
    intents: ["signin", "signup", "reset", "resend", "explode"],
  },
  { path: "/auth/reset", fields: ["intent", "token", "password", "confirmPassword"] },
  {
    path: "/cart",
    fields: ["intent", "variantId", "quantity", "lineId", "redirectTo", "_reply"],
    intents: ["add", "update", "remove", "clear", "refresh", "nope"],
  },
  {
    path: "/favorites",
    fields: [
      "intent",
      "productId",
      "productName",
      "productImage",
      "productPrice",
      "redirectTo",
      "_reply",
      "name",
      "displayName",
    ],
    intents: ["add", "remove", "toggle", "zap", "wishlist-share-on", "wishlist-share-off", "wishlist-details"],
  },
  { path: "/newsletter", fields: ["redirectTo", "_reply", "email"] },
  { path: "/sign-out", fields: ["redirectTo"] },
  { path: "/contact", fields: ["name", "email", "subject", "message", "intent"] },
  { path: "/account", fields: ["intent", "email", "password", "newPassword", "columnCount", "viewSize"] },
  { path: "/products", fields: ["intent", "columnCount", "viewSize", "redirectTo", "respond"] },
  { path: "/collections/{word}", fields: ["intent", "columnCount", "viewSize", "redirectTo", "respond"] },
  { path: "/api/visitor-sessions", fields: ["sessionId", "currentPage"] },
  { path: "/track-order", fields: ["orderNumber", "email"] },
  { path: "/back-in-stock", fields: ["product", "variantId", "email", "redirectTo", "_reply"] },
];

export type FuzzRequest = { label: string; path: string; init: RequestInit };

export function createRequestGenerator(seed: number, options: { sessionCookies?: string[]; origin?: string } = {}) {
  const random = seededRandom(seed);
  const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)];
  const chance = (p: number) => random() < p;

  function value(): string {
    if (chance(0.35)) return pick(HOSTILE_TEXT);
    if (chance(0.3)) return pick(ROUTE_WORDS);
    if (chance(0.2)) return String(Math.floor(random() * 2_000_000) - 1_000_000);
    return Array.from({ length: 1 + Math.floor(random() * 12) }, () =>
      String.fromCharCode(32 + Math.floor(random() * 95)),
    ).join("");
  }

  function pathSegment(): string {
    const raw = chance(0.6) ? pick(ROUTE_WORDS) : value();
    // Some raw (possibly invalid) percent sequences reach the router as they are.
    if (chance(0.2)) return raw.replace(/[\s#?]/g, "") || "x";
    // A lone surrogate has no UTF-8 form: send the bytes a broken client would (an invalid percent sequence).
    return encodeURIComponent(raw.replace(/[\uD800-\uDFFF]/g, "\u0000")).replace(/%00/g, "%ED%A0%80");
  }

  function fillPath(template: string): string {
    return template.replace(/\{word\}/g, () => pathSegment());
  }

  function query(): string {
    if (chance(0.2)) return "";
    const params = new URLSearchParams();
    const count = 1 + Math.floor(random() * 5);
    for (let i = 0; i < count; i++) params.append(chance(0.9) ? pick(QUERY_KEYS) : value(), value());
    const text = params.toString();
    // Now and then a query string no URLSearchParams would write.
    return chance(0.1) ? `?${text}&%&=&==%zz&${"k=v&".repeat(50)}` : `?${text}`;
  }

  /** Header values are bytes without CR, LF or NUL: anything else is written as a %xx escape. */
  function headerSafe(text: string): string {
    return text.replace(/[^\t\x20-\x7e\x80-\xff]/g, (c) => `%${c.charCodeAt(0).toString(16)}`);
  }

  function cookie(): string | null {
    const parts: string[] = [];
    if (chance(0.5))
      parts.push(
        `__boho_session=${chance(0.3) && options.sessionCookies?.length ? pick(options.sessionCookies) : pick(["%", "{}", "'\"", "e30=", "eyJ1c2VySWQiOiJ4In0.AAAA", value()])}`,
      );
    if (chance(0.3)) parts.push(`boho_cart=${pick(["%", "W10%3D", "eyJ4IjoxfQ%3D%3D.bad", value()])}`);
    if (chance(0.2))
      parts.push(`productGridPreferences=${pick(["%", "e30%3D", "eyJjb2x1bW5Db3VudCI6OTk5fQ%3D%3D", value()])}`);
    if (chance(0.1)) parts.push(value());
    return parts.length ? headerSafe(parts.join("; ")) : null;
  }

  function formBody(shape: ActionShape): URLSearchParams {
    const form = new URLSearchParams();
    for (const field of shape.fields) {
      if (chance(0.25)) continue;
      const fieldValue = field === "intent" && shape.intents && chance(0.7) ? pick(shape.intents) : value();
      form.append(field, fieldValue);
      if (chance(0.1)) form.append(field, value());
    }
    if (chance(0.1)) form.append(value(), value());
    // Names the form layer must refuse before parsing (issue 41 §1-2): a huge list index, Conform's own names.
    if (chance(0.05)) form.append(pick(HOSTILE_FIELD_NAMES), value());
    return form;
  }

  return function next(index: number): FuzzRequest {
    const headers = new Headers();
    const sessionCookie = cookie();
    if (sessionCookie) headers.set("Cookie", sessionCookie);
    if (chance(0.15))
      headers.set("Origin", pick(["https://evil.example", "null", options.origin ?? "null", headerSafe(value())]));
    if (chance(0.1))
      headers.set("Sec-Fetch-Site", pick(["cross-site", "same-site", "same-origin", "none", headerSafe(value())]));
    if (chance(0.1))
      headers.set("Accept", pick(["application/json", "text/html", "*/*", "image/webp", headerSafe(value())]));

    if (chance(0.55)) {
      const path = `${fillPath(pick(GET_PATHS))}${query()}`;
      // Remix's data requests for the same page.
      const dataPath = chance(0.1) ? path.replace(/^([^?]*)/, (p) => `${p === "/" ? "/_root" : p}.data`) : path;
      return {
        label: `#${index} GET ${dataPath.slice(0, 120)}`,
        path: dataPath,
        init: { method: chance(0.05) ? "HEAD" : "GET", headers },
      };
    }

    const shape = pick(ACTIONS);
    const path = `${fillPath(shape.path)}${chance(0.3) ? query() : ""}`;
    let body: BodyInit;
    const kind = random();
    if (kind < 0.6) {
      headers.set("Content-Type", "application/x-www-form-urlencoded");
      body = formBody(shape);
    } else if (kind < 0.75) {
      headers.set("Content-Type", "application/json");
      body = chance(0.5)
        ? JSON.stringify(Object.fromEntries(formBody(shape)))
        : pick(["{", "[]", "null", '"x"', value()]);
    } else if (kind < 0.85) {
      headers.set(
        "Content-Type",
        pick([
          "multipart/form-data",
          "multipart/form-data; boundary=zz",
          "text/plain",
          "application/x-www-form-urlencoded; charset=utf-7",
        ]),
      );
      body = pick(['--zz\r\nContent-Disposition: form-data; name="intent"\r\n\r\nadd\r\n--zz--', "garbage", value()]);
    } else {
      const form = new FormData();
      for (const [key, fieldValue] of formBody(shape)) form.append(key, fieldValue);
      if (chance(0.3)) form.append("file", new Blob([value()]), "x.txt");
      body = form;
    }
    return {
      label: `#${index} POST ${path.slice(0, 120)} (${headers.get("Content-Type") ?? "multipart"})`,
      path,
      init: { method: "POST", headers, body },
    };
  };
}

/** Bytes in a generated body (URLSearchParams, FormData or string), to tell a refused oversized upload from a real failure. */
export async function bodySize(init: RequestInit): Promise<number> {
  if (!init.body) return 0;
  return (await new Response(init.body as BodyInit).arrayBuffer()).byteLength;
}
