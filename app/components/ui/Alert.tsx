import type { ReactNode } from "react";

export type AlertTone = "info" | "success" | "warning" | "error";

const tones: Record<AlertTone, { frame: string; title: string }> = {
  info: { frame: "border-clay-600", title: "text-clay-700" },
  success: { frame: "border-sage-500", title: "text-sage-700" },
  warning: { frame: "border-warning", title: "text-warning" },
  error: { frame: "border-danger", title: "text-danger" },
};

/**
 * A message about the page or the last action. Errors and warnings interrupt (role=alert); news that
 * can wait is a polite status. The body stays in ink on the card surface, so it reads in both themes.
 */
export function Alert({
  tone = "info",
  title,
  children,
  className,
  id,
}: {
  tone?: AlertTone;
  title?: ReactNode;
  children?: ReactNode;
  className?: string;
  id?: string;
}) {
  const look = tones[tone];
  return (
    <div
      id={id}
      role={tone === "error" || tone === "warning" ? "alert" : "status"}
      className={["rounded-2xl border-l-4 bg-white/80 p-4 text-ink-900 ring-1 ring-sand-200", look.frame, className]
        .filter(Boolean)
        .join(" ")}
    >
      {title ? <p className={`font-semibold ${look.title}`}>{title}</p> : null}
      {children ? <div className={title ? "mt-1 text-ink-700" : "text-ink-900"}>{children}</div> : null}
    </div>
  );
}
