import { useEffect, useRef, useState } from "react";
import { CAPTCHA_LOAD_FAILED } from "../../lib/auth/rules";

type TurnstileApi = {
  render(element: HTMLElement, options: Record<string, unknown>): string;
  reset(widgetId: string): void;
};
declare global {
  interface Window {
    turnstile?: TurnstileApi;
  }
}

const SCRIPT_URL = "https://challenges.cloudflare.com/turnstile/v0/api.js?render=explicit";

/**
 * Cloudflare Turnstile. The form starts in optional mode (no widget without
 * JavaScript or without a site key); once the widget renders it turns to
 * required; if it cannot load, optional mode stays with the spec's note.
 * `resetKey` changes after a failed submit, which clears the token.
 */
export function CaptchaField({ siteKey, resetKey }: { siteKey: string; resetKey: string }) {
  const container = useRef<HTMLDivElement>(null);
  const widgetId = useRef<string | null>(null);
  const [mode, setMode] = useState<"optional" | "required">("optional");
  const [loadFailed, setLoadFailed] = useState(false);

  useEffect(() => {
    if (!siteKey || !container.current) return;
    const fail = () => {
      setMode("optional");
      setLoadFailed(true);
    };
    const render = () => {
      if (!window.turnstile || !container.current || widgetId.current) return;
      try {
        widgetId.current = window.turnstile.render(container.current, {
          sitekey: siteKey,
          "error-callback": fail,
          "expired-callback": () => setMode("required"),
        });
        setMode("required");
      } catch {
        fail();
      }
    };
    if (window.turnstile) return render();
    const script = document.createElement("script");
    script.src = SCRIPT_URL;
    script.async = true;
    script.onload = render;
    script.onerror = fail;
    document.head.appendChild(script);
  }, [siteKey]);

  useEffect(() => {
    if (resetKey && widgetId.current && window.turnstile) window.turnstile.reset(widgetId.current);
  }, [resetKey]);

  return (
    <div>
      <input type="hidden" name="captchaMode" value={mode} />
      {siteKey ? <div ref={container} className="min-h-[65px]" /> : null}
      {loadFailed ? <p className="text-sm text-ink-700">{CAPTCHA_LOAD_FAILED}</p> : null}
    </div>
  );
}
