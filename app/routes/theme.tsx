import type { ActionFunctionArgs } from "@remix-run/cloudflare";
import { getUser } from "../lib/auth/session.server";
import { logger } from "../lib/platform/logger";
import { replyWithToast, returnTarget, wantsJson } from "../lib/forms/reply.server";
import { readFormBody } from "../lib/forms/form-body.server";
import { isTheme, THEME_LABELS, themeCookie } from "../lib/theme/theme";
import { saveProfileTheme } from "../lib/theme/theme.server";

// POST theme=light|dark|system from the top bar or /account: sets the cookie
// (and the signed-in shopper's profile), then returns to the page (no JS) or
// answers JSON (fetcher). The next render carries the new data-theme.
export async function action({ request, context }: ActionFunctionArgs) {
  const form = await readFormBody(request);
  const json = wantsJson(form);
  const to = returnTarget(request, form, "/");
  const theme = form.get("theme");
  if (!isTheme(theme)) {
    return replyWithToast(request, context, {
      json,
      resource: true,
      status: 400,
      to,
      toast: { title: "Choose light, dark or system.", tone: "error" },
    });
  }
  const user = await getUser(request, context);
  if (user) {
    try {
      await saveProfileTheme(context.db, user.id, theme);
    } catch (error) {
      // The cookie still carries the choice on this device.
      logger.warn("Theme not saved to the profile", { error });
    }
  }
  const headers = { "Set-Cookie": themeCookie(theme, new URL(request.url).protocol === "https:") };
  return replyWithToast(request, context, {
    json,
    resource: true,
    status: 200,
    to,
    toast: { title: `Theme: ${THEME_LABELS[theme]}`, tone: "success" },
    extra: { theme },
    headers,
  });
}

export function loader() {
  return new Response(null, { status: 303, headers: { Location: "/account" } });
}
