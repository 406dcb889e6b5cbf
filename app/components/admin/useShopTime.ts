import { useRouteLoaderData } from "@remix-run/react";
import { formatShopTime } from "../../lib/admin/shop-time";
import { DEFAULT_SHOP_TIME_ZONE } from "../../lib/settings/shop-time-zone";

type AdminLayoutData = { timeZone: string };

/** The shop's time zone, from the admin layout's loader (a setting on /admin/config). */
export function useShopTimeZone(): string {
  return useRouteLoaderData<AdminLayoutData>("routes/admin")?.timeZone ?? DEFAULT_SHOP_TIME_ZONE;
}

/** The admin's one way to show a time: `shopTime(iso)` reads "Nov 24, 2026, 10:50 AM PST". */
export function useShopTime(): (
  at: string | number | Date | null | undefined,
  style?: Parameters<typeof formatShopTime>[2],
) => string {
  const timeZone = useShopTimeZone();
  return (at, style) => formatShopTime(at, timeZone, style);
}
