import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';

export interface CompareColumn {
  id: string;
  name: string;
  href: string;
}

export interface CompareRow {
  label: string;
  /** One cell per column, in the columns' order. */
  cells: ReactNode[];
}

/**
 * Vendors side by side: one column per vendor, one row per fact, the facts' names as row
 * headers. Wider than a phone: the table scrolls sideways (swipe), snapping a vendor at a time,
 * with the row headers kept in view; the scrolling region is focusable for keyboard users.
 * Wider, every vendor's column is as wide as the next (a fixed layout), whatever its words.
 */
export function CompareTable({
  columns,
  rows,
  caption,
}: {
  columns: readonly CompareColumn[];
  rows: readonly CompareRow[];
  caption: string;
}) {
  return (
    <>
      {columns.length > 1 ? (
        <p className="text-sm text-ink-500 md:hidden">
          Swipe the table sideways to see every vendor.
        </p>
      ) : null}
      <div
        role="region"
        aria-label={caption}
        tabIndex={0}
        className="snap-x snap-mandatory overflow-x-auto border border-ivory-300 focus-visible:outline-2 focus-visible:outline-champagne-600"
      >
        <table className="w-full min-w-max border-collapse text-left text-sm md:min-w-0 md:table-fixed">
          <caption className="sr-only">{caption}</caption>
          <thead>
            <tr>
              <td className="sticky left-0 z-10 w-28 bg-ivory-100 md:w-44" />
              {columns.map((column) => (
                <th
                  key={column.id}
                  scope="col"
                  className="w-[62vw] max-w-72 snap-end border-l border-ivory-300 bg-ivory-100 p-3 align-top md:w-auto"
                >
                  <Link
                    to={column.href}
                    className="font-display text-xl leading-snug text-ink underline-offset-4 hover:underline"
                  >
                    {column.name}
                  </Link>
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.label} className="border-t border-ivory-300">
                <th
                  scope="row"
                  className="sticky left-0 z-10 bg-ivory-50 p-3 align-top text-xs font-medium tracking-label text-ink-700 uppercase"
                >
                  {row.label}
                </th>
                {row.cells.map((cell, index) => (
                  <td
                    key={columns[index]?.id ?? index}
                    className="border-l border-ivory-300 p-3 align-top text-ink"
                  >
                    {cell ?? <span className="text-ink-500">Not given</span>}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}
