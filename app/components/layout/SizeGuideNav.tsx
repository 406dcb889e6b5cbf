const GUIDES = [
  { href: "/size-guide/clothing", label: "Clothing" },
  { href: "/size-guide/jewelry", label: "Jewelry" },
  { href: "/size-guide/accessories", label: "Accessories" },
] as const;

/** Tabs between the three size guides (plain links: they work without JavaScript). */
export function SizeGuideNav({ current }: { current?: string }) {
  return (
    <nav aria-label="Size guides" className="not-prose">
      <ul className="mt-0 flex list-none flex-wrap gap-2 pl-0">
        {GUIDES.map((guide) => (
          <li key={guide.href} className="mt-0">
            <a
              href={guide.href}
              aria-current={guide.href === current ? "page" : undefined}
              className={`button inline-block rounded-full px-5 py-2 text-sm font-semibold no-underline ring-1 ${guide.href === current ? "bg-ink-900 text-sand-50 ring-ink-900" : "bg-white/70 text-ink-900 ring-sand-300 hover:bg-sand-100"}`}
            >
              {guide.label}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
