// Every time the admin shows, in the shop's time zone and named by it:
// "Nov 24, 2026, 10:50 AM PST". One formatter for server and browser alike
// (the zone is explicit, so both render the same text).

type ShopTimeStyle = {
  /** Seconds, where events seconds apart must be told apart (the security log). */
  seconds?: boolean;
  /** The day only ("Nov 24, 2026"), for dates such as a badge's end. */
  dateOnly?: boolean;
};

// Formatters are plain values, cached per zone and style (building one is the slow part).
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string, { seconds = false, dateOnly = false }: ShopTimeStyle): Intl.DateTimeFormat {
  const key = `${timeZone}|${seconds}|${dateOnly}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat("en-US", {
      timeZone,
      year: "numeric",
      month: "short",
      day: "numeric",
      ...(dateOnly
        ? {}
        : { hour: "numeric", minute: "2-digit", ...(seconds ? { second: "2-digit" } : {}), timeZoneName: "short" }),
    });
    formatters.set(key, formatter);
  }
  return formatter;
}

/**
 * A moment in the shop's zone. The zone's short name where it has one a person
 * reads ("PST", "GMT", "UTC"); where Intl only has an offset ("GMT+1"), the
 * zone's own name ("Europe/London") says which clock it is.
 */
export function formatShopTime(
  at: string | number | Date | null | undefined,
  timeZone: string,
  style: ShopTimeStyle = {},
): string {
  if (at === null || at === undefined || at === "") return "—";
  const date = at instanceof Date ? at : new Date(at);
  if (Number.isNaN(date.getTime())) return "—";
  const parts = formatterFor(timeZone, style).formatToParts(date);
  return parts
    .map((part) => (part.type === "timeZoneName" && /^GMT[+-]/.test(part.value) ? timeZone : part.value))
    .join("");
}
