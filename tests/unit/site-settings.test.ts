import { describe, expect, it } from "vitest";
import { parseStoredSetting, settingsToFormValues, type SettingsFormValues } from "~/lib/settings/site-settings";
import { parseSettingsForm } from "../support/settings-form";
import { SITE_SETTING_DEFAULTS } from "~/lib/settings/site-setting-defaults";

const form = (changes: Partial<SettingsFormValues>): SettingsFormValues => ({
  ...settingsToFormValues(SITE_SETTING_DEFAULTS),
  ...changes,
});

describe("the site settings form", () => {
  it("reads the spec's defaults back as they were shown", () => {
    expect(parseSettingsForm(form({}))).toEqual({ ok: true, settings: SITE_SETTING_DEFAULTS });
  });

  it("treats a blank number as missing, never as 0", () => {
    const result = parseSettingsForm(form({ freeShippingThreshold: "  ", "appRating.reviewCount": "" }));
    expect(result).toEqual({
      ok: false,
      fieldErrors: {
        freeShippingThreshold: "Enter an amount in dollars, like 150.",
        "appRating.reviewCount": "Enter a whole number of reviews.",
      },
    });
  });

  it("accepts cents but not fractions of a cent, and whole review counts only", () => {
    expect(parseSettingsForm(form({ freeShippingThreshold: "149.99" }))).toMatchObject({
      ok: true,
      settings: { freeShippingThreshold: 149.99 },
    });
    expect(parseSettingsForm(form({ freeShippingThreshold: "149.995", "productRating.reviewCount": "2.5" }))).toEqual({
      ok: false,
      fieldErrors: {
        freeShippingThreshold: "Use at most two decimals.",
        "productRating.reviewCount": "Enter a whole number of reviews.",
      },
    });
  });

  it("normalises the country list and reports a bad code on the field", () => {
    expect(parseSettingsForm(form({ geoAllowedCountries: "us ca,CA , nz" }))).toMatchObject({
      ok: true,
      settings: { geoAllowedCountries: ["US", "CA", "NZ"] },
    });
    expect(parseSettingsForm(form({ geoAllowedCountries: "US, USA" }))).toMatchObject({
      ok: false,
      fieldErrors: { geoAllowedCountries: expect.stringContaining("two-letter") },
    });
    expect(parseSettingsForm(form({ geoAllowedCountries: " , " }))).toMatchObject({
      ok: false,
      fieldErrors: { geoAllowedCountries: "Allow at least one country." },
    });
  });

  it("reads the shop's identity, keeping the address's lines, and refuses a bad email, phone or an empty name", () => {
    expect(
      parseSettingsForm(
        form({
          "shopIdentity.name": "  Boho Boutique LLC ",
          "shopIdentity.address": "214 Canyon Road\r\nSanta Fe, NM 87501",
          "shopIdentity.email": "hello@boho.example",
          "shopIdentity.phone": "+1 (505) 555-0142",
        }),
      ),
    ).toMatchObject({
      ok: true,
      settings: {
        shopIdentity: {
          name: "Boho Boutique LLC",
          address: "214 Canyon Road\nSanta Fe, NM 87501",
          email: "hello@boho.example",
          phone: "+1 (505) 555-0142",
        },
      },
    });
    expect(
      parseSettingsForm(
        form({ "shopIdentity.name": " ", "shopIdentity.email": "not an email", "shopIdentity.phone": "call me" }),
      ),
    ).toEqual({
      ok: false,
      fieldErrors: {
        "shopIdentity.name": "Enter the shop's name.",
        "shopIdentity.email": "Enter an email address like hello@yourshop.com.",
        "shopIdentity.phone": "Use digits, spaces and + ( ) - only.",
      },
    });
  });

  it("reads unticked checkboxes as off", () => {
    expect(parseSettingsForm(form({ geoRateMonitoring: "", geoBlocking: "on" }))).toMatchObject({
      ok: true,
      settings: { geoRateMonitoring: false, geoBlocking: true },
    });
  });
});

describe("a stored setting", () => {
  it("passes only when it fits its part of the schema", () => {
    expect(parseStoredSetting("freeShippingThreshold", 200)).toBe(200);
    expect(parseStoredSetting("freeShippingThreshold", "200")).toBe(200);
    expect(parseStoredSetting("captchaMode", "sometimes")).toBeNull();
    expect(parseStoredSetting("geoAllowedCountries", ["US", "xx"])).toBeNull();
  });
});
