/** One subscriber as the export writes them: no token, ever. */
export interface ExportedSubscriber {
  email: string;
  letters: string[];
  status: string;
  wedding_date: string | null;
  city: string | null;
  created_at: string;
  confirmed_at: string | null;
  unsubscribed_at: string | null;
  suppressed_at: string | null;
  suppressed_reason: string | null;
}

/** The export's columns, in order: the header row names them. */
export const SUBSCRIBER_CSV_COLUMNS = [
  'email',
  'letters',
  'status',
  'wedding_date',
  'city',
  'subscribed_at',
  'confirmed_at',
  'unsubscribed_at',
  'suppressed_at',
  'suppressed_reason',
] as const;

/**
 * One CSV field (RFC 4180): quoted when it holds a comma, a quote or a line break. A field a
 * spreadsheet would run as a formula (=, +, -, @, a tab or a carriage return first: a city is typed
 * freely) is prefixed with an apostrophe, as OWASP advises against CSV injection.
 */
export function csvField(value: string | null): string {
  let text = value ?? '';
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** The whole export: a header row, then one row per subscriber, CRLF line ends. */
export function subscribersCsv(rows: ExportedSubscriber[]): string {
  const lines = rows.map((row) =>
    [
      row.email,
      row.letters.join(' '),
      row.status,
      row.wedding_date,
      row.city,
      row.created_at,
      row.confirmed_at,
      row.unsubscribed_at,
      row.suppressed_at,
      row.suppressed_reason,
    ]
      .map(csvField)
      .join(','),
  );
  return [SUBSCRIBER_CSV_COLUMNS.join(','), ...lines].join('\r\n') + '\r\n';
}
