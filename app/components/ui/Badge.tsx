import type { ReactNode } from "react";

export type BadgeTone = "neutral" | "info" | "success" | "warning" | "danger";

// Text in the tone's colour on the page's own surface: each pairing keeps 4.5:1 in light and dark.
const tones: Record<BadgeTone, string> = {
  neutral: "text-ink-700 ring-sand-300",
  info: "text-clay-700 ring-clay-600",
  success: "text-sage-700 ring-sage-500",
  warning: "text-warning ring-warning",
  danger: "text-danger ring-danger",
};

/** A short label (a status, a count) in a pill. */
export function Badge({
  tone = "neutral",
  children,
  className,
}: {
  tone?: BadgeTone;
  children: ReactNode;
  className?: string;
}) {
  return (
    <span
      className={[
        "inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1",
        tones[tone],
        className,
      ]
        .filter(Boolean)
        .join(" ")}
    >
      {children}
    </span>
  );
}
