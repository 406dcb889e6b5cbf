/** A short editorial note with the theme's swatches, between the home sections. */
export function ThemeNote({ title, text, swatches }: { title: string; text: string; swatches: readonly string[] }) {
  return (
    <section aria-labelledby="theme-note" className="mx-auto max-w-4xl px-4 py-8">
      <div className="flex flex-col items-center gap-6 rounded-3xl bg-white/70 p-8 text-center ring-1 ring-sand-200 sm:flex-row sm:text-left">
        <div aria-hidden="true" className="flex shrink-0 -space-x-3">
          {swatches.map((hex) => (
            <span key={hex} className="h-12 w-12 rounded-full ring-4 ring-white" style={{ background: hex }} />
          ))}
        </div>
        <div>
          <h2 id="theme-note" className="text-2xl text-ink-900">
            {title}
          </h2>
          <p className="mt-2 text-ink-700">{text}</p>
        </div>
      </div>
    </section>
  );
}
