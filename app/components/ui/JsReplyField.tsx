import { JS_REPLY_FIELD, JS_REPLY_VALUE } from "../../lib/platform/reply";
import { useHydrated } from "../../hooks/useHydrated";

/** Rendered inside a form: once hydrated, tells the action to answer with JSON instead of a redirect. */
export function JsReplyField() {
  const hydrated = useHydrated();
  return hydrated ? <input type="hidden" name={JS_REPLY_FIELD} value={JS_REPLY_VALUE} /> : null;
}
