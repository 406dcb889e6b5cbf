/** Placeholder cards while a streamed section is on its way. */
export function SectionSkeleton({ count, label }: { count: number; label: string }) {
  return (
    <div role="status" className="mt-5">
      <span className="sr-only">{label}</span>
      <ul aria-hidden="true" className="grid grid-cols-2 gap-4 md:grid-cols-4">
        {Array.from({ length: count }, (_, index) => (
          <li key={index} className="rounded-2xl bg-white/50 p-3 ring-1 ring-sand-200">
            <div className="aspect-[4/5] animate-pulse rounded-xl bg-sand-200" />
            <div className="mt-3 h-4 w-3/4 animate-pulse rounded bg-sand-200" />
            <div className="mt-2 h-4 w-1/3 animate-pulse rounded bg-sand-200" />
          </li>
        ))}
      </ul>
    </div>
  );
}
