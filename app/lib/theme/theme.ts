// The theme preference: light, dark or system. The server
// renders <html data-theme="..."> from the cookie, and CSS does the rest
// (app/tailwind.css): "system" follows prefers-color-scheme with a media query,
// so no script runs before paint and nothing flashes, with JavaScript or without.

export const THEMES = ["light", "dark", "system"] as const;
export type Theme = (typeof THEMES)[number];
export const DEFAULT_THEME: Theme = "system";
export const THEME_COOKIE = "theme";
export const THEME_LABELS: Record<Theme, string> = { light: "Light", dark: "Dark", system: "System" };

export function isTheme(value: unknown): value is Theme {
  return typeof value === "string" && (THEMES as readonly string[]).includes(value);
}

/** The theme in a Cookie header, or null when there is none (or it is not one of ours). */
export function themeFromCookieHeader(header: string | null): Theme | null {
  if (!header) return null;
  for (const part of header.split(";")) {
    const [name, value] = part.trim().split("=");
    if (name === THEME_COOKIE && isTheme(value)) return value;
  }
  return null;
}

/** A year-long, site-wide cookie; readable by the server on every request. */
export function themeCookie(theme: Theme, secure: boolean): string {
  return `${THEME_COOKIE}=${theme}; Path=/; Max-Age=31536000; SameSite=Lax; HttpOnly${secure ? "; Secure" : ""}`;
}
