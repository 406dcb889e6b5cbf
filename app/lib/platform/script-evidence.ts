// React streams late Suspense content as hidden markup that an inline script
// moves into place, so a browser without JavaScript would keep the skeletons.
// A cookie set by the hydrated app tells the server this browser runs scripts;
// without it the home page waits for its sections and sends them in place.
export const SCRIPTS_COOKIE = "boutique_js";

export function browserRunsScripts(request: Request): boolean {
  const cookie = request.headers.get("Cookie") ?? "";
  return cookie.split(/;\s*/).some((pair) => pair === `${SCRIPTS_COOKIE}=1`);
}

/** Set once from the browser after hydration. */
export function rememberScriptsRun(): void {
  if (document.cookie.split(/;\s*/).includes(`${SCRIPTS_COOKIE}=1`)) return;
  const secure = location.protocol === "https:" ? "; Secure" : "";
  document.cookie = `${SCRIPTS_COOKIE}=1; Path=/; Max-Age=31536000; SameSite=Lax${secure}`;
}
