import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { llmsTxtResponse } from "../lib/agents/llms-txt.server";

// /llms.txt: what the shop is and where agents come in (decision 077).
export const loader = ({ request, context }: LoaderFunctionArgs) => llmsTxtResponse(request, context);
