import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { AdminPageHeader } from "~/components/admin/AdminPageHeader";
import { adminMeta } from "~/lib/admin/admin-meta";
import { requireAdmin } from "~/lib/auth/session.server";
import { withinDeadline } from "~/lib/platform/deadline.server";
import { loadLinkFindings } from "~/lib/platform/link-health.server";
import { logger } from "~/lib/platform/logger";

export const meta: MetaFunction = () => adminMeta("UX testing");

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireAdmin(request, context);
  const findings = await withinDeadline(loadLinkFindings(context.db, 100), 3_000, context.waitUntil).catch((error) => {
    logger.error("Link health findings not loaded", { error });
    return null;
  });
  return { findings };
}

const KIND_LABELS = { broken_product_link: "Broken product link", suspicious_route: "Route warning" } as const;

export default function AdminUxTestingPage() {
  const { findings } = useLoaderData<typeof loader>();
  return (
    <div className="space-y-6">
      <AdminPageHeader
        title="UX testing"
        description="What shoppers' browsers found: product links with a missing, too short, undefined or null identifier (checked 5 s after each page load), and product routes the route watcher warned about."
      />
      {findings === null ? (
        <p role="alert" className="rounded-2xl bg-white/80 p-6 text-ink-900 ring-1 ring-sand-200">The findings could not be loaded in time. Reload the page to try again.</p>
      ) : findings.length === 0 ? (
        <p className="rounded-2xl bg-white/80 p-6 text-ink-700 ring-1 ring-sand-200">No broken links or route warnings reported. Every product link checked so far was healthy.</p>
      ) : (
        <div className="overflow-x-auto rounded-2xl bg-white/80 ring-1 ring-sand-200">
          <table className="w-full text-left text-sm">
            <caption className="sr-only">Latest link health findings, newest first</caption>
            <thead>
              <tr className="text-ink-700">
                <th scope="col" className="p-2">When</th>
                <th scope="col" className="p-2">Finding</th>
                <th scope="col" className="p-2">Link</th>
                <th scope="col" className="p-2">Reason</th>
                <th scope="col" className="p-2">On page</th>
              </tr>
            </thead>
            <tbody>
              {findings.map((finding, index) => (
                <tr key={`${finding.createdAt}-${index}`} className="border-t border-sand-200">
                  <td className="whitespace-nowrap p-2">{finding.createdAt.slice(0, 16).replace("T", " ")}</td>
                  <td className="p-2">{KIND_LABELS[finding.kind]}</td>
                  <td className="p-2"><code className="break-all">{finding.href}</code></td>
                  <td className="p-2">{finding.reason}</td>
                  <td className="p-2"><code className="break-all">{finding.page}</code></td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}
