import type { PageVersion } from "~/lib/content/page-versions";

/** Spec 001: the page version badge ("home 2.1.0"). */
export function PageVersionBadge({ page, version }: { page: string; version: PageVersion }) {
  return (
    <p className="mx-auto mt-10 w-fit rounded-full border border-sand-300 bg-white/60 px-3 py-1 text-xs text-ink-700" title={`${version.description} (updated ${version.lastModified})`}>
      <span className="sr-only">Page version: </span>
      {`${page} ${version.version}`}
    </p>
  );
}
