import { useRouteLoaderData } from "@remix-run/react";
import type { ShopIdentity } from "../../lib/settings/site-settings";
import { SITE_SETTING_DEFAULTS } from "../../lib/settings/site-setting-defaults";

/** The shop's name, address, email and phone as the owner set them in /admin/config (the root loader reads them). */
export function useShopIdentity(): ShopIdentity {
  const root = useRouteLoaderData<{ shopIdentity?: ShopIdentity }>("root");
  return root?.shopIdentity ?? SITE_SETTING_DEFAULTS.shopIdentity;
}
