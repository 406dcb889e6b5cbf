// Severity in colour and in words (and a symbol), so it reads without colour too.
const STYLES: Record<string, { className: string; symbol: string }> = {
  low: { className: "bg-sand-100 text-ink-900 ring-sand-300", symbol: "○" },
  medium: { className: "bg-amber-100 text-amber-950 ring-amber-400", symbol: "◐" },
  high: { className: "bg-orange-200 text-orange-950 ring-orange-500", symbol: "●" },
  critical: { className: "bg-red-700 text-white ring-red-900", symbol: "▲" },
};

export function SeverityBadge({ severity }: { severity: string }) {
  const style = STYLES[severity] ?? STYLES.low;
  return (
    <span
      className={`inline-flex items-center gap-1 rounded-full px-2 py-0.5 text-xs font-semibold uppercase ring-1 ${style.className}`}
    >
      <span aria-hidden="true">{style.symbol}</span>
      {severity}
    </span>
  );
}
