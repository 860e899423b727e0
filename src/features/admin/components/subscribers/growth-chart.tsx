import { ScrollRegion } from './scroll-region';
import { useId } from 'react';
import type { GrowthWeek } from '@/features/newsletter';

const WEEK = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', timeZone: 'UTC' });
const weekName = (week: string) => WEEK.format(new Date(`${week}T00:00:00Z`));

const WIDTH = 400;
const HEIGHT = 180;
const TOP = 16;
const BOTTOM = 28;
const LEFT = 32;

/**
 * New confirmed subscribers per week as bars (an SVG that scales to its column), with the same
 * numbers in a table beneath for screen readers and for anyone who wants the figures.
 */
export function GrowthChart({ weeks }: { weeks: GrowthWeek[] }) {
  const titleId = useId();
  const descId = useId();
  const peak = Math.max(0, ...weeks.map((week) => week.total));
  // The bars' scale: at least one, so an empty chart draws no bar rather than dividing by zero.
  const most = Math.max(1, peak);
  const plot = HEIGHT - TOP - BOTTOM;
  const slot = (WIDTH - LEFT) / Math.max(1, weeks.length);
  const total = weeks.reduce((sum, week) => sum + week.total, 0);
  const first = weeks[0];
  const last = weeks.at(-1);
  const summary =
    first && last
      ? `${total} new confirmed subscribers in the ${weeks.length} weeks from ${weekName(first.week)} to the week of ${weekName(last.week)}; the most in one week: ${peak}.`
      : 'No weeks to show.';
  return (
    <figure className="space-y-4">
      <svg
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        role="img"
        aria-labelledby={`${titleId} ${descId}`}
        className="h-auto w-full max-w-xl text-ink"
      >
        <title id={titleId}>New confirmed subscribers per week</title>
        <desc id={descId}>{summary}</desc>
        <line
          x1={LEFT}
          x2={WIDTH}
          y1={HEIGHT - BOTTOM}
          y2={HEIGHT - BOTTOM}
          className="stroke-ivory-300"
        />
        {peak > 0 ? (
          <text x={LEFT - 6} y={TOP + 4} textAnchor="end" className="fill-ink-700 text-[12px]">
            {peak}
          </text>
        ) : null}
        <text
          x={LEFT - 6}
          y={HEIGHT - BOTTOM}
          textAnchor="end"
          className="fill-ink-700 text-[12px]"
        >
          0
        </text>
        {weeks.map((week, index) => {
          const height = (week.total / most) * plot;
          const x = LEFT + index * slot + slot * 0.15;
          return (
            <g key={week.week}>
              <rect
                x={x}
                y={HEIGHT - BOTTOM - height}
                width={slot * 0.7}
                height={height}
                className="fill-champagne-700"
              />
              {/* Every third week's label, counted back from this week's (anchored inside the edge). */}
              {(weeks.length - 1 - index) % 3 === 0 ? (
                <text
                  x={index === weeks.length - 1 ? x + slot * 0.7 : x + slot * 0.35}
                  y={HEIGHT - 8}
                  textAnchor={index === weeks.length - 1 ? 'end' : 'middle'}
                  className="fill-ink-700 text-[12px]"
                >
                  {weekName(week.week)}
                </text>
              ) : null}
            </g>
          );
        })}
      </svg>
      <figcaption className="text-sm text-ink-700">{summary}</figcaption>
      <details className="text-sm">
        <summary className="cursor-pointer text-ink underline underline-offset-4">
          The figures, week by week
        </summary>
        <ScrollRegion label="New confirmed subscribers per week, as figures" className="mt-3">
          <table className="w-full max-w-xl text-left">
            <caption className="sr-only">New confirmed subscribers per week</caption>
            <thead>
              <tr className="border-b border-ivory-300 text-ink-700">
                <th scope="col" className="py-2 pr-4 font-normal">
                  Week of
                </th>
                <th scope="col" className="py-2 pr-4 font-normal">
                  The Edit
                </th>
                <th scope="col" className="py-2 pr-4 font-normal">
                  Week by week
                </th>
                <th scope="col" className="py-2 font-normal">
                  People
                </th>
              </tr>
            </thead>
            <tbody>
              {weeks.map((week) => (
                <tr key={week.week} className="border-b border-ivory-300">
                  <th scope="row" className="py-2 pr-4 font-normal">
                    <time dateTime={week.week}>{weekName(week.week)}</time>
                  </th>
                  <td className="py-2 pr-4">{week.the_edit}</td>
                  <td className="py-2 pr-4">{week.week_by_week}</td>
                  <td className="py-2">{week.total}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollRegion>
      </details>
    </figure>
  );
}
