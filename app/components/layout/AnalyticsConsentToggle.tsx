import { useEffect, useState } from "react";
import { grantAnalyticsConsent, readConsent, revokeAnalyticsConsent } from "../../lib/analytics/commerce-events";
import { useHydrated } from "../../hooks/useHydrated";

/**
 * The visible way to revoke (or give back) analytics consent, in the footer.
 * Consent lives on the device, so the control appears once JavaScript runs.
 */
export function AnalyticsConsentToggle() {
  const hydrated = useHydrated();
  const [consent, setConsent] = useState<"granted" | "denied">("granted");
  useEffect(() => setConsent(readConsent()), []);
  if (!hydrated) return null;
  const toggle = () => {
    if (consent === "granted") revokeAnalyticsConsent();
    else grantAnalyticsConsent();
    setConsent(readConsent());
  };
  return (
    <button
      type="button"
      onClick={toggle}
      className="underline-offset-4 hover:text-clay-700 hover:underline"
      aria-live="polite"
    >
      {consent === "granted" ? "Turn off analytics" : "Analytics off: turn on"}
    </button>
  );
}
