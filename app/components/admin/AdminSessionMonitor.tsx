import { Form, useLocation } from "@remix-run/react";
import { Button } from "../ui/Button";
import { useEffect, useRef, useState } from "react";
import {
  ADMIN_ACTIVITY_DEBOUNCE_MS,
  ADMIN_HEARTBEAT_MS,
  ADMIN_IDLE_TIMEOUT_MS,
  ADMIN_METRICS_KEY,
  ADMIN_SESSION_PATH,
  ADMIN_WARNING_MS,
  minutesRemaining,
  parseAdminSessionMetrics,
  type AdminSessionMetrics,
} from "../../lib/admin/admin-session";
import { showToast } from "../../hooks/toast-store";

const ACTIVITY_EVENTS = ["mousemove", "mousedown", "keydown", "scroll", "touchstart"] as const;

function postActivity(fields: Record<string, string>): Promise<Response> {
  return fetch(`${ADMIN_SESSION_PATH}/activity`, {
    method: "POST",
    body: new URLSearchParams(fields),
    credentials: "same-origin",
  });
}

/** A reply that is not our JSON means the server ended the session: follow it to /auth. */
async function remainingFrom(response: Response): Promise<number | null> {
  if (response.redirected || !response.headers.get("Content-Type")?.includes("application/json")) {
    window.location.assign(response.url);
    return null;
  }
  const body = (await response.json()) as { remainingMs?: number };
  return typeof body.remainingMs === "number" ? body.remainingMs : null;
}

function readMetrics(now: number, signedInAt: number): AdminSessionMetrics {
  const raw = window.sessionStorage.getItem(ADMIN_METRICS_KEY);
  const parsed = parseAdminSessionMetrics(raw, now);
  if (parsed === "invalid") void postActivity({ intent: "metrics-invalid", stored: raw ?? "" }).catch(() => {});
  return typeof parsed === "object" ? parsed : { loginTime: signedInAt, lastActivity: now, pageViews: 0 };
}

function writeMetrics(metrics: AdminSessionMetrics) {
  window.sessionStorage.setItem(ADMIN_METRICS_KEY, JSON.stringify(metrics));
}

/**
 * With JavaScript: notes page activity (debounced), tells the server about it
 * every 5 minutes, shows the warning banner with a live countdown when at most
 * 5 minutes remain, and at zero ends the session. Without JavaScript the
 * layout's no-script meta refresh does the same job through the warning page.
 */
export function AdminSessionMonitor({ remainingMs, signedInAt }: { remainingMs: number; signedInAt: number }) {
  const location = useLocation();
  const lastActivity = useRef(0);
  const lastReported = useRef(0);
  const warningShown = useRef(false);
  const expireForm = useRef<HTMLFormElement>(null);
  const [remaining, setRemaining] = useState<number | null>(null);

  // Every client-side navigation reached the server as an admin request: activity, and a page view.
  useEffect(() => {
    const now = Date.now();
    if (lastActivity.current === 0) {
      lastActivity.current = now - (ADMIN_IDLE_TIMEOUT_MS - remainingMs);
      lastReported.current = lastActivity.current;
    } else if (!warningShown.current) {
      lastActivity.current = now;
      lastReported.current = now;
    }
    const metrics = readMetrics(now, signedInAt);
    writeMetrics({
      ...metrics,
      lastActivity: Math.max(metrics.lastActivity, lastActivity.current),
      pageViews: metrics.pageViews + 1,
    });
  }, [location.key, remainingMs, signedInAt]);

  useEffect(() => {
    let debounce: ReturnType<typeof setTimeout> | undefined;
    const noteActivity = () => {
      clearTimeout(debounce);
      debounce = setTimeout(() => {
        // Once the warning shows, only Stay Logged In keeps the session.
        if (warningShown.current) return;
        lastActivity.current = Date.now();
        const metrics = readMetrics(lastActivity.current, signedInAt);
        writeMetrics({ ...metrics, lastActivity: lastActivity.current });
      }, ADMIN_ACTIVITY_DEBOUNCE_MS);
    };
    for (const type of ACTIVITY_EVENTS) window.addEventListener(type, noteActivity, { passive: true });

    const heartbeat = setInterval(() => {
      if (lastActivity.current <= lastReported.current) return;
      lastReported.current = lastActivity.current;
      void postActivity({ intent: "heartbeat", idleMs: String(Date.now() - lastActivity.current) })
        .then(remainingFrom)
        .catch(() => {});
    }, ADMIN_HEARTBEAT_MS);

    const tick = setInterval(() => {
      const left = lastActivity.current + ADMIN_IDLE_TIMEOUT_MS - Date.now();
      warningShown.current = left <= ADMIN_WARNING_MS;
      setRemaining(warningShown.current ? left : null);
      if (left <= 0) {
        clearInterval(tick);
        expireForm.current?.requestSubmit();
      }
    }, 1000);

    return () => {
      clearTimeout(debounce);
      clearInterval(heartbeat);
      clearInterval(tick);
      for (const type of ACTIVITY_EVENTS) window.removeEventListener(type, noteActivity);
    };
  }, [signedInAt]);

  async function stayLoggedIn() {
    const left = await remainingFrom(await postActivity({ intent: "stay" }));
    if (left === null) return;
    lastActivity.current = Date.now() - (ADMIN_IDLE_TIMEOUT_MS - left);
    lastReported.current = lastActivity.current;
    warningShown.current = false;
    setRemaining(null);
    showToast({ title: "You're still signed in", tone: "success" });
  }

  const returnPath = `${location.pathname}${location.search}`;
  const action = `${ADMIN_SESSION_PATH}?redirectTo=${encodeURIComponent(returnPath)}`;
  const minutes = remaining === null ? 0 : minutesRemaining(remaining);
  return (
    <>
      <Form ref={expireForm} method="post" action={action} hidden>
        <input type="hidden" name="intent" value="expire" />
      </Form>
      {remaining !== null ? (
        <div
          role="alert"
          data-testid="session-warning"
          className="mb-4 flex flex-wrap items-center justify-between gap-3 rounded-2xl bg-amber-50 p-4 text-ink-900 ring-1 ring-amber-300"
        >
          <p>
            Your session will expire in{" "}
            <strong>
              {minutes} {minutes === 1 ? "minute" : "minutes"}
            </strong>{" "}
            because of inactivity.
          </p>
          <div className="flex gap-2">
            <Button type="button" size="sm" onClick={() => void stayLoggedIn()}>
              Stay Logged In
            </Button>
            <Form method="post" action={action}>
              <input type="hidden" name="intent" value="signout" />
              <Button type="submit" variant="ghost" size="sm">
                Sign Out
              </Button>
            </Form>
          </div>
        </div>
      ) : null}
    </>
  );
}
