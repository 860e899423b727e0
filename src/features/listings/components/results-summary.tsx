import { groupDigits } from '@/lib/english-format';

/**
 * '70 vendors · page 1 of 3', announced politely when filters or pages change (the grid itself
 * is not a live region: reading 24 cards aloud on every change would be noise).
 */
export function ResultsSummary({
  total,
  page,
  pageCount,
  noun,
}: {
  total: number;
  page: number;
  pageCount: number;
  noun: { one: string; other: string };
}) {
  return (
    <p aria-live="polite" className="text-sm text-ink-500">
      {groupDigits(total)} {total === 1 ? noun.one : noun.other}
      {pageCount > 1 ? ` · page ${page} of ${pageCount}` : ''}
    </p>
  );
}
