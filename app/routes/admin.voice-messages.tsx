import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { NotBuiltYet } from "~/components/admin/NotBuiltYet";
import { adminMeta } from "~/lib/admin/admin-meta";
import { requireAdmin } from "~/lib/auth/session.server";

export const meta: MetaFunction = () => adminMeta("Messages");

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireAdmin(request, context);
  return null;
}

export default function AdminVoiceMessagesPage() {
  return <NotBuiltYet title="Messages" />;
}
