/** The boutique's mark and wordmark; `size` scales the hero version. */
export function BrandLogo({ size = "sm" }: { size?: "sm" | "lg" }) {
  const large = size === "lg";
  return (
    <span className="inline-flex items-center gap-2">
      <svg
        aria-hidden="true"
        viewBox="0 0 48 48"
        className={large ? "h-14 w-14 shrink-0 sm:h-16 sm:w-16" : "h-7 w-7 shrink-0 sm:h-8 sm:w-8"}
      >
        <circle cx="24" cy="24" r="22" fill="#9a4d2c" />
        <path
          d="M10 31c5-9 9-13 14-13s9 4 14 13"
          fill="none"
          stroke="#f5ece0"
          strokeWidth="2.6"
          strokeLinecap="round"
        />
        <circle cx="24" cy="13" r="3.2" fill="#d9a441" />
        <path d="M14 35h20" stroke="#f5ece0" strokeWidth="2.2" strokeLinecap="round" />
      </svg>
      <span
        className={
          large
            ? "text-5xl tracking-tight sm:text-6xl"
            : "text-base tracking-tight whitespace-nowrap max-[359px]:hidden min-[400px]:text-lg sm:text-xl"
        }
        style={{ fontFamily: "var(--font-display)" }}
      >
        Boho Boutique
      </span>
    </span>
  );
}
