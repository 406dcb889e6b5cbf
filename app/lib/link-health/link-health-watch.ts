// The browser side of the link health check: 5 s after load, product links on
// the page are checked; the route watcher checks each route the shopper visits.
// Findings are logged as warnings and beaconed to /api/link-health (each once per page load).
import {
  isProductLink,
  LINK_HEALTH_DELAY_MS,
  LINK_HEALTH_MAX_FINDINGS,
  LINK_HEALTH_PATH,
  productLinkProblem,
  routeWarning,
  type LinkFinding,
} from "./link-health";
import { logger } from "../platform/logger";

const reported = new Set<string>();

function send(findings: LinkFinding[]): void {
  const fresh = findings.filter((finding) => {
    const key = `${finding.kind} ${finding.href}`;
    if (reported.has(key)) return false;
    reported.add(key);
    return true;
  });
  if (fresh.length === 0) return;
  for (const finding of fresh) logger.warn("Link health finding", finding);
  const body = JSON.stringify({ page: location.pathname, findings: fresh.slice(0, LINK_HEALTH_MAX_FINDINGS) });
  if (!navigator.sendBeacon(LINK_HEALTH_PATH, new Blob([body], { type: "application/json" })))
    logger.warn("Link health beacon refused", { count: fresh.length });
}

/** Checks the product links now on the page. */
export function checkProductLinks(root: ParentNode = document): LinkFinding[] {
  const findings: LinkFinding[] = [];
  for (const anchor of root.querySelectorAll<HTMLAnchorElement>("a[href]")) {
    const url = new URL(anchor.getAttribute("href") ?? "", location.href);
    if (url.origin !== location.origin || !isProductLink(url.pathname)) continue;
    const reason = productLinkProblem(url.pathname);
    if (reason) findings.push({ kind: "broken_product_link", href: url.pathname, reason });
  }
  return findings;
}

/** The route watcher: call on every route change. */
export function watchRoute(path: string): void {
  const reason = routeWarning(path);
  if (reason) send([{ kind: "suspicious_route", href: path, reason }]);
}

export function startLinkHealthWatch(): void {
  watchRoute(location.pathname);
  window.setTimeout(() => send(checkProductLinks()), LINK_HEALTH_DELAY_MS);
}
