/**
 * A bar chart drawn as SVG on the server (readable without JavaScript), with
 * the same numbers in a table for screen readers and for copying.
 */
export function BarChart({
  id,
  title,
  rows,
  unit,
}: {
  id: string;
  title: string;
  rows: { label: string; value: number }[];
  unit: string;
}) {
  const width = 640;
  const height = 180;
  const gap = rows.length > 14 ? 2 : 6;
  const max = Math.max(1, ...rows.map((row) => row.value));
  const barWidth = rows.length ? (width - gap * (rows.length - 1)) / rows.length : 0;
  const total = rows.reduce((sum, row) => sum + row.value, 0);
  return (
    <figure className="rounded-2xl bg-white/80 p-4 ring-1 ring-sand-200">
      <figcaption id={`${id}-title`} className="font-medium text-ink-900">
        {title}
      </figcaption>
      <svg
        viewBox={`0 0 ${width} ${height + 20}`}
        role="img"
        aria-labelledby={`${id}-title ${id}-summary`}
        className="mt-3 h-auto w-full"
      >
        <desc
          id={`${id}-summary`}
        >{`${total} ${unit} in total, at most ${max} on one bar; the numbers are in the table below.`}</desc>
        <line x1="0" y1={height} x2={width} y2={height} stroke="currentColor" className="text-sand-300" />
        {rows.map((row, index) => {
          const barHeight = Math.round((row.value / max) * (height - 16));
          const x = index * (barWidth + gap);
          return (
            <g key={row.label}>
              <rect x={x} y={height - barHeight} width={barWidth} height={barHeight} rx="3" className="fill-clay-600" />
              {rows.length <= 14 ? (
                <text x={x + barWidth / 2} y={height + 14} textAnchor="middle" fontSize="11" className="fill-ink-700">
                  {row.label.slice(5)}
                </text>
              ) : null}
              {row.value > 0 && rows.length <= 14 ? (
                <text
                  x={x + barWidth / 2}
                  y={height - barHeight - 4}
                  textAnchor="middle"
                  fontSize="11"
                  className="fill-ink-900"
                >
                  {row.value}
                </text>
              ) : null}
            </g>
          );
        })}
      </svg>
      <details className="mt-2 text-sm">
        <summary className="cursor-pointer text-ink-700">Show the numbers</summary>
        <table className="mt-2 w-full text-left">
          <caption className="sr-only">{title}</caption>
          <thead>
            <tr>
              <th scope="col" className="py-1">
                Day
              </th>
              <th scope="col" className="py-1 text-right">
                {unit[0].toUpperCase() + unit.slice(1)}
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.label} className="border-t border-sand-200">
                <td className="py-1">{row.label}</td>
                <td className="py-1 text-right">{row.value}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </figure>
  );
}
