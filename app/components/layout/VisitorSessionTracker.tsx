import { useLocation } from "@remix-run/react";
import { useEffect } from "react";

const SESSION_KEY = "visitor-session-id";
const HEARTBEAT_MS = 5 * 60 * 1000;

function visitorSessionId(): string | null {
  try {
    let id = sessionStorage.getItem(SESSION_KEY);
    if (!id) {
      id = crypto.randomUUID();
      sessionStorage.setItem(SESSION_KEY, id);
    }
    return id;
  } catch {
    return null; // storage blocked: tracking is optional
  }
}

function ping(currentPage: string, pageView: boolean) {
  const sessionId = visitorSessionId();
  if (!sessionId) return;
  const body = JSON.stringify({ sessionId, currentPage, pageView });
  fetch("/api/visitor-sessions", {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body,
    keepalive: true,
  }).catch(() => {});
}

/**
 * The visitor session row is refreshed on start, on every route change and every 5 minutes; arriving on a product
 * page records a product view.
 */
export function VisitorSessionTracker() {
  const { pathname } = useLocation();
  useEffect(() => {
    ping(pathname, true);
    const timer = setInterval(() => ping(pathname, false), HEARTBEAT_MS);
    return () => clearInterval(timer);
  }, [pathname]);
  return null;
}
