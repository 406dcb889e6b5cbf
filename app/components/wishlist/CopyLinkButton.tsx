import { useState } from "react";
import { Button } from "../ui/Button";
import { useHydrated } from "../../hooks/useHydrated";

/** Copies the link once JavaScript runs; before that the link is plain text to select. */
export function CopyLinkButton({ url }: { url: string }) {
  const hydrated = useHydrated();
  const [copied, setCopied] = useState<"copied" | "failed" | null>(null);
  if (!hydrated) return null;
  const copy = () => {
    navigator.clipboard
      .writeText(url)
      .then(() => setCopied("copied"))
      .catch(() => setCopied("failed"));
  };
  return (
    <div className="flex items-center gap-3">
      <Button type="button" variant="outline" size="sm" onClick={copy}>
        Copy link
      </Button>
      <span role="status" className="text-sm text-ink-700">
        {copied === "copied" ? "Link copied" : copied === "failed" ? "Select the link to copy it" : ""}
      </span>
    </div>
  );
}
