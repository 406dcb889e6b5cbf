import { useRouteLoaderData } from "@remix-run/react";
import { freeShippingLabel } from "../../lib/settings/free-shipping";

/** "$150", or whatever an admin set in /admin/config: every page that promises free shipping says the same. */
export function useFreeShippingLabel(): string {
  const root = useRouteLoaderData<{ freeShippingThreshold?: number }>("root");
  return freeShippingLabel(root?.freeShippingThreshold);
}
