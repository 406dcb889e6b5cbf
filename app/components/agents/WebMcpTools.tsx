import { useFetcher, useLocation, useNavigate, type FetcherWithComponents } from "@remix-run/react";
import { useEffect, useRef } from "react";
import type { ModelContext } from "../../lib/agents/model-context";
import { shopTools, type ShopPage } from "../../lib/agents/webmcp-tools";
import type { CartActionData } from "../../lib/cart/cart-view";
import { JS_REPLY_FIELD, JS_REPLY_VALUE } from "../../lib/platform/reply";
import { useCartFetcher } from "../cart/useCartFetcher";

type Waiting<Data> = { resolve: (data: Data | undefined) => void; before: Data | undefined; busy: boolean };

/**
 * A fetcher whose load or submit a tool can await: it resolves with the fetcher's data once the fetcher is idle
 * again with a new answer. Calls take turns, so two tools never share one fetcher's answer.
 */
function useAwaitedFetcher<Data>(fetcher: FetcherWithComponents<Data>) {
  const latest = useRef(fetcher);
  latest.current = fetcher;
  const waiting = useRef<Waiting<Data> | null>(null);
  const turn = useRef<Promise<unknown>>(Promise.resolve());
  useEffect(() => {
    const call = waiting.current;
    if (!call) return;
    if (fetcher.state !== "idle") {
      call.busy = true;
      return;
    }
    if (call.busy || fetcher.data !== call.before) {
      waiting.current = null;
      call.resolve(fetcher.data);
    }
  }, [fetcher.state, fetcher.data]);
  return useRef((start: (current: FetcherWithComponents<Data>) => void): Promise<Data | undefined> => {
    const run = () =>
      new Promise<Data | undefined>((resolve) => {
        waiting.current = { resolve, before: latest.current.data, busy: false };
        start(latest.current);
      });
    const result = turn.current.then(run, run);
    turn.current = result.catch(() => undefined);
    return result;
  }).current;
}

/**
 * The shop's WebMCP tools (decision 077), registered while the page is open: they act through the shopper's own
 * routes and forms (the listing, the product page, the cart's add-to-cart form), so the shopper sees what the
 * agent does: the page it opens, the toast and drawer of an add. Loaded only where the browser offers WebMCP.
 */
export function WebMcpTools({ modelContext }: { modelContext: ModelContext }) {
  const navigate = useNavigate();
  const navigateTo = useRef(navigate);
  navigateTo.current = navigate;
  const location = useLocation();
  const here = useRef(location);
  here.current = location;
  const loadData = useAwaitedFetcher(useFetcher({ key: "webmcp-load" }));
  const postCart = useAwaitedFetcher(useCartFetcher("webmcp-cart") as FetcherWithComponents<CartActionData>);

  useEffect(() => {
    const page: ShopPage = {
      async open(path) {
        if (`${here.current.pathname}${here.current.search}` !== path) await navigateTo.current(path);
      },
      load: <Data,>(path: string) => loadData((fetcher) => fetcher.load(path)) as Promise<Data | undefined>,
      addToCart: (variantId, quantity) =>
        postCart((fetcher) =>
          fetcher.submit(
            { intent: "add", variantId, quantity: String(quantity), [JS_REPLY_FIELD]: JS_REPLY_VALUE },
            { method: "post", action: "/cart" },
          ),
        ),
    };
    const tools = shopTools(page);
    for (const tool of tools) modelContext.registerTool(tool);
    return () => {
      for (const tool of tools) modelContext.unregisterTool?.(tool.name);
    };
  }, [modelContext, loadData, postCart]);
  return null;
}
