import type { SerializeFrom } from "@remix-run/cloudflare";
import type { Location } from "@remix-run/react";

/**
 * A page that sends a browser without JavaScript elsewhere after a while (the
 * admin's idle warning). `<meta http-equiv="refresh">` is only valid in
 * <head>, so the route names the refresh in its `handle` and the root's
 * <head> writes it, inside <noscript>: with JavaScript the page's own timer acts.
 */
export type NoScriptRefreshHandle<Loader> = {
  /** The meta refresh's content (`"<seconds>; url=<path>"`), or null for none. */
  noScriptRefresh(data: SerializeFrom<Loader>, location: Location): string | null;
};

/** The refresh of the deepest route that asks for one. */
export function noScriptRefreshOf(
  matches: ReadonlyArray<{ handle?: unknown; data?: unknown }>,
  location: Location,
): string | null {
  for (const match of [...matches].reverse()) {
    const handle = match.handle as Partial<NoScriptRefreshHandle<unknown>> | undefined;
    if (!handle?.noScriptRefresh || match.data == null) continue;
    const content = handle.noScriptRefresh(match.data as never, location);
    if (content) return content;
  }
  return null;
}
