// The shop's time zone: the admin reads every time in it. Client-safe, no Zod:
// the admin layout and its pages format times with it in the browser too.

/** The shop is run from the US West Coast until the owner says otherwise (decision 075). */
export const DEFAULT_SHOP_TIME_ZONE = "America/Los_Angeles";

/**
 * The zone as Intl lists it ("america/los_angeles" -> "America/Los_Angeles"), or
 * null when Intl does not know it. A zone Intl accepts under another name (it
 * lists the older "Asia/Calcutta" for "Asia/Kolkata") keeps the name typed.
 */
export function canonicalTimeZone(zone: string): string | null {
  const name = zone.trim();
  if (!name || name.length > 64 || !/^[A-Za-z][A-Za-z0-9_+\-/]*$/.test(name)) return null;
  try {
    new Intl.DateTimeFormat("en-US", { timeZone: name });
  } catch {
    return null;
  }
  return knownTimeZones().find((known) => known.toLowerCase() === name.toLowerCase()) ?? name;
}

/** Every zone Intl lists, for the settings form's suggestions (UTC first). */
export function knownTimeZones(): string[] {
  const listed = typeof Intl.supportedValuesOf === "function" ? Intl.supportedValuesOf("timeZone") : [];
  return ["UTC", ...listed.filter((zone) => zone !== "UTC")];
}
