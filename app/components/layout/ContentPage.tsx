import type { ReactNode } from "react";

/** The frame every content page shares: an eyebrow, the heading, an intro and the body. */
export function ContentPage({
  eyebrow,
  title,
  intro,
  children,
  wide = false,
}: {
  eyebrow?: string;
  title: string;
  intro?: ReactNode;
  children: ReactNode;
  wide?: boolean;
}) {
  return (
    <main className={`mx-auto px-4 py-12 sm:py-16 ${wide ? "max-w-6xl" : "max-w-3xl"}`}>
      <header className={wide ? "max-w-3xl" : undefined}>
        {eyebrow ? <p className="text-sm font-semibold tracking-[0.2em] text-clay-700 uppercase">{eyebrow}</p> : null}
        <h1 className="mt-2 text-4xl leading-tight text-ink-900 sm:text-5xl">{title}</h1>
        {intro ? <div className="mt-4 text-lg leading-relaxed text-ink-700">{intro}</div> : null}
      </header>
      <div className="prose-copy mt-10">{children}</div>
    </main>
  );
}
