// The link health check's findings, listed for fixing: which page linked to which broken link, when seen.
import { Alert } from "../../ui/Alert";
import { AdminTable, type AdminColumn } from "../kit/AdminTable";

const KIND_LABELS = { broken_product_link: "Broken product link", suspicious_route: "Route warning" } as const;

type Finding = { createdAt: string; kind: keyof typeof KIND_LABELS; href: string; reason: string; page: string };

const COLUMNS: AdminColumn<Finding>[] = [
  {
    key: "when",
    header: "When",
    className: "whitespace-nowrap",
    cell: (finding) => finding.createdAt.slice(0, 16).replace("T", " "),
  },
  { key: "finding", header: "Finding", cell: (finding) => KIND_LABELS[finding.kind] },
  { key: "link", header: "Link", cell: (finding) => <code className="break-all">{finding.href}</code> },
  { key: "reason", header: "Reason", cell: (finding) => finding.reason },
  { key: "page", header: "On page", cell: (finding) => <code className="break-all">{finding.page}</code> },
];

export function LinkHealthFindings({ findings }: { findings: Finding[] | null }) {
  if (findings === null) {
    return <Alert tone="error">The findings could not be loaded in time. Reload the page to try again.</Alert>;
  }
  return (
    <AdminTable
      caption="Latest link health findings, newest first"
      columns={COLUMNS}
      rows={findings}
      rowKey={(finding) => `${finding.createdAt} ${finding.kind} ${finding.href} ${finding.page}`}
      scrollLabel="Link health findings (scrolls sideways)"
      emptyTitle="No broken links or route warnings reported. Every product link checked so far was healthy."
    />
  );
}
