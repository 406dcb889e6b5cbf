import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/cloudflare";
import { getSession } from "../lib/auth/session-cookie.server";
import { signOut } from "../lib/auth/sign-out.server";

// Sign-out is a POST only: a link or prefetch must never end a session.
export async function loader(_: LoaderFunctionArgs) {
  return redirect("/");
}

export async function action({ request, context }: ActionFunctionArgs) {
  const session = await getSession(request, context);
  return signOut(request, context, { userId: session.get("userId") ?? null, to: "/", failureTo: "/account" });
}
