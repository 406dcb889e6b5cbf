/** Decorative divider between home sections (hidden from assistive tech). */
export function OrnamentDivider() {
  return (
    <div aria-hidden="true" className="mx-auto flex max-w-md items-center gap-4 px-4 py-6 text-clay-500">
      <span className="h-px flex-1 bg-gradient-to-r from-transparent to-sand-300" />
      <svg viewBox="0 0 40 16" className="h-4 w-10" fill="none" stroke="currentColor" strokeWidth="1.4">
        <path d="M2 8c6-6 10-6 18 0s12 6 18 0" />
        <circle cx="20" cy="8" r="2" fill="currentColor" />
      </svg>
      <span className="h-px flex-1 bg-gradient-to-l from-transparent to-sand-300" />
    </div>
  );
}
