import { COLORS_2025 } from "../../lib/content/colors-2025";

/** The 2025 colour story in brief, linking to the full /2025-colors page. */
export function ColorStoryStrip() {
  const badged = COLORS_2025.filter((swatch) => swatch.badge);
  return (
    <section aria-labelledby="color-story" className="mx-auto max-w-6xl px-4 py-8">
      <div className="grid gap-6 rounded-3xl bg-white/70 p-6 ring-1 ring-sand-200 md:grid-cols-[1fr_1.2fr] md:p-10">
        <div>
          <h2 id="color-story" className="text-3xl text-ink-900">
            The colours of 2025
          </h2>
          <p className="mt-3 text-ink-700">
            Pantone named Mocha Mousse and Coloro chose Future Dusk. We have been dressing in both all season: warm
            brown against twilight violet, softened with sage and sand.
          </p>
          <a
            href="/2025-colors"
            className="mt-5 inline-block rounded-full bg-[#6b4a3a] px-6 py-3 font-semibold text-[#fff] hover:bg-[#553a2d]"
          >
            See all 12 colours
          </a>
        </div>
        <ul className="grid grid-cols-2 gap-3">
          {badged.map((swatch) => (
            <li key={swatch.name} className="overflow-hidden rounded-2xl ring-1 ring-sand-200">
              <div className="h-28" style={{ background: swatch.hex }} aria-hidden="true" />
              <div className="bg-white p-3">
                <p className="font-semibold text-ink-900">{swatch.name}</p>
                <p className="text-sm text-ink-700">
                  {swatch.badge} · {swatch.hex}
                </p>
              </div>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
