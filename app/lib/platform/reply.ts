// The reply contract shared by forms (client) and actions (server): see reply.server.ts.
import type { Toast } from "./toast";

/** A hydrated form adds `_reply=json` to ask for JSON instead of a redirect. */
export const JS_REPLY_FIELD = "_reply";
export const JS_REPLY_VALUE = "json";

/** What every action answers a fetcher with. */
export type ActionReply<Extra extends Record<string, unknown> = Record<string, never>> = { ok: boolean; toast: Toast | null } & Extra;
