import { describe, expect, it } from "vitest";
import { formatShopTime } from "../../app/lib/admin/shop-time";
import { describeLogDetails, securityEventLabel } from "../../app/lib/admin/security-log-display";
import { settingsToFormValues } from "../../app/lib/settings/site-settings";
import { parseSettingsForm } from "../support/settings-form";
import { SITE_SETTING_DEFAULTS } from "../../app/lib/settings/site-setting-defaults";

// ICU puts a narrow no-break space before AM/PM; compare as a person reads it.
const format = (...args: Parameters<typeof formatShopTime>) => formatShopTime(...args).replace(/\s/g, " ");

describe("formatShopTime", () => {
  it("shows a moment in the shop's zone, named", () => {
    expect(format("2026-01-15T20:30:05Z", "America/Los_Angeles")).toBe("Jan 15, 2026, 12:30 PM PST");
    expect(format("2026-07-15T20:30:05Z", "America/Los_Angeles", { seconds: true })).toBe(
      "Jul 15, 2026, 1:30:05 PM PDT",
    );
    expect(format("2026-01-15T20:30:05Z", "Europe/London")).toBe("Jan 15, 2026, 8:30 PM GMT");
    // Intl has only an offset ("GMT+1") for London in summer: the zone's name says which clock.
    expect(format("2026-07-15T20:30:05Z", "Europe/London")).toBe("Jul 15, 2026, 9:30 PM Europe/London");
    expect(format("2026-01-15T20:30:05Z", "UTC", { dateOnly: true })).toBe("Jan 15, 2026");
    expect(format(null, "UTC")).toBe("—");
  });
});

describe("the shop time zone setting", () => {
  const form = settingsToFormValues(SITE_SETTING_DEFAULTS);

  it("defaults to America/Los_Angeles and accepts a zone Intl knows, in its listed spelling", () => {
    expect(form.shopTimeZone).toBe("America/Los_Angeles");
    const parsed = parseSettingsForm({ ...form, shopTimeZone: " europe/london " });
    expect(parsed.ok && parsed.settings.shopTimeZone).toBe("Europe/London");
  });

  it("refuses a zone Intl does not know with a clear message, and only that field", () => {
    const parsed = parseSettingsForm({ ...form, shopTimeZone: "Mars/Olympus_Mons" });
    expect(parsed).toEqual({
      ok: false,
      fieldErrors: { shopTimeZone: "Choose a time zone from the list, like America/Los_Angeles or Europe/London." },
    });
  });
});

describe("the security log in words", () => {
  it("names event types and lays details out as labelled values", () => {
    expect(securityEventLabel("failed_login")).toBe("Failed sign-in");
    expect(describeLogDetails(JSON.stringify({ email: "a@example.com", attempts: 6, kind: "csp_violation" }))).toEqual([
      { label: "Email", value: "a@example.com" },
      { label: "Attempts", value: "6" },
      { label: "Kind", value: "Blocked by the browser's content security policy" },
    ]);
    expect(describeLogDetails("not json")).toEqual([{ label: "Details", value: "not json" }]);
  });
});
