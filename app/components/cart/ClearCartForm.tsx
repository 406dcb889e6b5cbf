import { CartFormFields } from "./CartFormFields";
import { useCartFetcher } from "./useCartFetcher";

export function ClearCartForm({ redirectTo }: { redirectTo: string }) {
  const fetcher = useCartFetcher();
  return (
    <fetcher.Form method="post" action="/cart">
      <CartFormFields intent="clear" redirectTo={redirectTo} />
      <button type="submit" className="text-sm font-medium text-clay-700 underline-offset-2 hover:underline disabled:opacity-50" disabled={fetcher.state !== "idle"}>
        Clear cart
      </button>
    </fetcher.Form>
  );
}
