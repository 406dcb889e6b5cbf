import type { HTMLAttributes } from "react";

const paddings = { none: "", sm: "p-4", md: "p-6" } as const;

/** A raised surface: the shop's card look (white on sand, a hairline ring), readable in both themes. */
export function Card({
  as: Tag = "div",
  padding = "md",
  className,
  ...props
}: HTMLAttributes<HTMLElement> & {
  as?: "div" | "section" | "article" | "li" | "aside";
  padding?: keyof typeof paddings;
}) {
  return (
    <Tag
      className={["rounded-2xl bg-white/80 text-ink-900 ring-1 ring-sand-200", paddings[padding], className]
        .filter(Boolean)
        .join(" ")}
      {...props}
    />
  );
}
