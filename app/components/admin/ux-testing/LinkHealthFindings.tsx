// The link health check's findings, listed for fixing: which page linked to which broken link, when seen.
import { Alert } from "../../ui/Alert";

const KIND_LABELS = { broken_product_link: "Broken product link", suspicious_route: "Route warning" } as const;

type Finding = { createdAt: string; kind: keyof typeof KIND_LABELS; href: string; reason: string; page: string };

export function LinkHealthFindings({ findings }: { findings: Finding[] | null }) {
  if (findings === null) {
    return <Alert tone="error">The findings could not be loaded in time. Reload the page to try again.</Alert>;
  }
  if (findings.length === 0) {
    return (
      <p className="rounded-2xl bg-white/80 p-6 text-ink-700 ring-1 ring-sand-200">
        No broken links or route warnings reported. Every product link checked so far was healthy.
      </p>
    );
  }
  return (
    <div
      className="relative overflow-x-auto rounded-2xl bg-white/80 ring-1 ring-sand-200"
      tabIndex={0}
      role="region"
      aria-label="Link health findings (scrolls sideways)"
    >
      <table className="w-full text-left text-sm">
        <caption className="sr-only">Latest link health findings, newest first</caption>
        <thead>
          <tr className="text-ink-700">
            <th scope="col" className="p-2">
              When
            </th>
            <th scope="col" className="p-2">
              Finding
            </th>
            <th scope="col" className="p-2">
              Link
            </th>
            <th scope="col" className="p-2">
              Reason
            </th>
            <th scope="col" className="p-2">
              On page
            </th>
          </tr>
        </thead>
        <tbody>
          {findings.map((finding, index) => (
            <tr key={`${finding.createdAt}-${index}`} className="border-t border-sand-200">
              <td className="p-2 whitespace-nowrap">{finding.createdAt.slice(0, 16).replace("T", " ")}</td>
              <td className="p-2">{KIND_LABELS[finding.kind]}</td>
              <td className="p-2">
                <code className="break-all">{finding.href}</code>
              </td>
              <td className="p-2">{finding.reason}</td>
              <td className="p-2">
                <code className="break-all">{finding.page}</code>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
