import { PROBE_STATE_LABELS, type ProbeState } from "../../lib/admin/tech-inventory/probes";

// State in words and a symbol as well as colour, so it reads without colour.
const STYLES: Record<ProbeState, { className: string; symbol: string }> = {
  ok: { className: "bg-emerald-100 text-emerald-950 ring-emerald-500", symbol: "✓" },
  slow: { className: "bg-amber-100 text-amber-950 ring-amber-500", symbol: "◐" },
  failing: { className: "bg-red-700 text-white ring-red-900", symbol: "✕" },
};

/** A probe's state and how long it took, e.g. "✓ OK · 12 ms". */
export function ProbeBadge({ state, ms }: { state: ProbeState; ms: number }) {
  const style = STYLES[state];
  return (
    <span
      data-probe-state={state}
      className={`inline-flex items-center gap-1 rounded-full px-2 py-0.5 text-xs font-semibold whitespace-nowrap ring-1 ${style.className}`}
    >
      <span aria-hidden="true">{style.symbol}</span>
      {PROBE_STATE_LABELS[state]} · {ms} ms
    </span>
  );
}
