import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { searchSuggestionsResponse } from "../lib/routes/search-suggestions.server";

// GET ?q=: products, collections and completions for what a shopper is typing in a search box.
export const loader = ({ request, context }: LoaderFunctionArgs) => searchSuggestionsResponse(request, context);
