// The reply contract shared by forms (client) and actions (server): see reply.server.ts.

/** A hydrated form adds `_reply=json` to ask for JSON instead of a redirect. */
export const JS_REPLY_FIELD = "_reply";
export const JS_REPLY_VALUE = "json";
