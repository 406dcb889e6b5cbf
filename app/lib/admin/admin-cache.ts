import { isAdminPath } from "./admin-pages";

/** Admin pages and their data are personal: never stored by a browser or a shared cache. */
export function applyAdminCacheControl(headers: Headers, url: URL): void {
  const pathname = url.pathname.replace(/\.data$/, "");
  if (isAdminPath(pathname)) headers.set("Cache-Control", "private, no-store");
}
