import { useId } from 'react';
import { formatDay } from '../../rules/india-time';

export interface Bar {
  day: string;
  value: number;
  /** What a bar means in words: "3 sign-ups", "2 sales, ₹6,998". */
  text: string;
}

interface BarChartProps {
  title: string;
  /** The headline figure over the chart ("₹24,497 from 7 sales"). */
  total: string;
  bars: readonly Bar[];
  /** The tallest bar's value in words, for the axis label. */
  formatValue: (value: number) => string;
  /** Bar colour classes (SVG fill). */
  tone?: string;
}

/**
 * Daily bars drawn with plain SVG. The picture is one image with a summary for screen readers;
 * the numbers themselves are a real table under "Show the numbers", for anyone who needs them.
 */
export function BarChart({ title, total, bars, formatValue, tone = 'fill-navy-700' }: BarChartProps) {
  const titleId = useId();
  const summaryId = useId();
  const max = Math.max(0, ...bars.map((bar) => bar.value));
  const busiest = bars.reduce<Bar | undefined>(
    (best, bar) => (!best || bar.value > best.value ? bar : best),
    undefined,
  );
  const width = bars.length * 10;
  const first = bars[0];
  const last = bars[bars.length - 1];
  const summary =
    max === 0
      ? `Nothing in these ${bars.length} days.`
      : `${total} over ${bars.length} days; the busiest day was ${busiest ? formatDay(busiest.day) : ''} with ${busiest?.text ?? ''}.`;

  return (
    <figure className="card flex min-w-0 flex-col p-5">
      <figcaption>
        <h3 id={titleId} className="text-sm font-semibold text-slate-600">
          {title}
        </h3>
        <p className="mt-1 font-display text-2xl font-bold text-navy-950 tabular-nums">{total}</p>
      </figcaption>
      <p id={summaryId} className="sr-only">
        {summary}
      </p>
      <div className="mt-4 flex gap-2">
        <div
          className="flex w-12 shrink-0 flex-col justify-between text-right text-[0.7rem] text-slate-500 tabular-nums"
          aria-hidden="true"
        >
          <span>{formatValue(max)}</span>
          <span>0</span>
        </div>
        <svg
          role="img"
          aria-labelledby={`${titleId} ${summaryId}`}
          viewBox={`0 0 ${Math.max(width, 10)} 100`}
          preserveAspectRatio="none"
          className="h-36 min-w-0 flex-1 border-b border-l border-slate-200"
        >
          {[25, 50, 75].map((y) => (
            <line
              key={y}
              x1={0}
              x2={width}
              y1={y}
              y2={y}
              className="stroke-slate-100"
              strokeWidth={0.5}
              vectorEffect="non-scaling-stroke"
            />
          ))}
          {bars.map((bar, index) => {
            const height = max === 0 ? 0 : (bar.value / max) * 100;
            return (
              <rect
                key={bar.day}
                x={index * 10 + 1.5}
                width={7}
                y={100 - height}
                height={height}
                rx={1}
                className={tone}
              >
                <title>{`${formatDay(bar.day)}: ${bar.text}`}</title>
              </rect>
            );
          })}
        </svg>
      </div>
      {first && last && (
        <div className="mt-1.5 ml-14 flex justify-between text-[0.7rem] text-slate-500" aria-hidden="true">
          <span>{formatDay(first.day)}</span>
          <span>{formatDay(last.day)}</span>
        </div>
      )}
      <details className="mt-3 text-sm">
        <summary className="cursor-pointer rounded font-medium text-navy-700 hover:text-navy-950">
          Show the numbers
        </summary>
        <div className="mt-2 max-h-64 overflow-y-auto">
          <table className="w-full text-left text-sm">
            <caption className="sr-only">{title} by day</caption>
            <thead className="text-xs text-slate-500">
              <tr>
                <th scope="col" className="py-1 font-semibold">
                  Day
                </th>
                <th scope="col" className="py-1 text-right font-semibold">
                  {title}
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100">
              {bars.map((bar) => (
                <tr key={bar.day}>
                  <th scope="row" className="py-1 font-normal text-slate-700">
                    {formatDay(bar.day)}
                  </th>
                  <td className="py-1 text-right tabular-nums">{bar.text}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </figure>
  );
}
