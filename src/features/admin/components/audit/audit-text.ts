import type { AdminActivity } from '../../api/get-admin-activity';

/** One changed field as the database records it; the labels say what an id points at. */
export interface FieldChange {
  from?: unknown;
  to?: unknown;
  from_label?: string;
  to_label?: string;
}

/** Where two texts differ: the same words around, and each side's own part. */
export interface Difference {
  before: string;
  from: string;
  to: string;
  after: string;
  /** Text left out before `before` and after `after`. */
  cutBefore: boolean;
  cutAfter: boolean;
}

/** Texts longer than this show where they differ rather than whole. */
export const LONG_TEXT = 60;
const CONTEXT = 24;
const PART = 80;

/** A column's name in words: `business_category_id` is the category, `reviewed_by` who reviewed. */
export function fieldName(field: string): string {
  const named: Record<string, string> = {
    business_category_id: 'category',
    owner_id: 'owner',
    author_id: 'author',
    post_id: 'story',
    url_name: 'web address',
    image_url: 'cover image',
    headshot_url: 'headshot',
    video_url: 'video',
    is_featured: 'featured',
  };
  return named[field] ?? field.replace(/_id$/, '').replace(/_/g, ' ');
}

const MOMENT = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
});

/** A value as a sentence shows it: a moment as a date, a state's name in words. */
export function valueText(value: unknown, label?: string): string {
  if (label) return label;
  if (value === null || value === undefined || value === '') return '—';
  if (typeof value === 'boolean') return value ? 'yes' : 'no';
  if (typeof value === 'string') {
    if (/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/.test(value) && !Number.isNaN(Date.parse(value)))
      return MOMENT.format(new Date(value));
    if (/^[a-z]+(?:_[a-z]+)+$/.test(value)) return value.replace(/_/g, ' ');
    return value;
  }
  const json = JSON.stringify(value);
  return json.length > PART ? `${json.slice(0, PART)}…` : json;
}

function clip(text: string): string {
  return text.length > PART ? `${text.slice(0, PART)}…` : text;
}

/**
 * Where two long texts differ: the shared start and end are left out but for a few words either
 * side, so a changed sentence in the middle of a description shows as that sentence, not as two
 * openings that read the same.
 */
export function differenceOf(from: string, to: string): Difference {
  const shortest = Math.min(from.length, to.length);
  let start = 0;
  while (start < shortest && from[start] === to[start]) start += 1;
  let end = 0;
  while (end < shortest - start && from[from.length - 1 - end] === to[to.length - 1 - end])
    end += 1;
  // Whole words on each side: the changed part starts at a word's start and ends at a space.
  while (start > 0 && /\S/.test(from[start - 1]!)) start -= 1;
  while (end > 0 && /\S/.test(from[from.length - end]!)) end -= 1;

  let beforeStart = Math.max(0, start - CONTEXT);
  while (beforeStart > 0 && /\S/.test(from[beforeStart - 1]!)) beforeStart -= 1;
  const afterFrom = from.length - end;
  let afterEnd = Math.min(from.length, afterFrom + CONTEXT);
  while (afterEnd < from.length && /\S/.test(from[afterEnd]!)) afterEnd += 1;
  return {
    before: from.slice(beforeStart, start),
    from: clip(from.slice(start, from.length - end)),
    to: clip(to.slice(start, to.length - end)),
    after: from.slice(afterFrom, afterEnd),
    cutBefore: beforeStart > 0,
    cutAfter: afterEnd < from.length,
  };
}

/** Whether a change is best shown as where the two texts differ. */
export function isLongText(
  change: FieldChange,
): change is FieldChange & { from: string; to: string } {
  return (
    typeof change.from === 'string' &&
    typeof change.to === 'string' &&
    Math.max(change.from.length, change.to.length) > LONG_TEXT
  );
}

/** Account ids the log does not name itself (rows written before it did): the admins we know. */
export type NameOf = (id: string) => string | undefined;

/** The words for one side of a change: its label, a known account's name, or the value. */
export function sideText(value: unknown, label: string | undefined, nameOf?: NameOf): string {
  return valueText(value, label ?? (typeof value === 'string' ? nameOf?.(value) : undefined));
}

export function changesOf(entry: Pick<AdminActivity, 'changed'>): [string, FieldChange][] {
  const changed = (entry.changed ?? {}) as Record<string, FieldChange | null>;
  return Object.entries(changed).map(([field, change]) => [field, change ?? {}]);
}

/**
 * One line per admin write: what was done to which table and row (named when the log names it),
 * and each changed field from → to, in words (`reviewed by: — → Celeste Marlowe`).
 */
export function describeActivity(
  entry: Pick<AdminActivity, 'action' | 'table_name' | 'changed'> & { row_label?: string | null },
  nameOf?: NameOf,
) {
  const table = entry.table_name.replace(/_/g, ' ');
  const label = entry.row_label ? ` “${entry.row_label}”` : '';
  if (entry.action === 'update') {
    const fields = changesOf(entry).map(([field, change]) => {
      if (isLongText(change)) {
        const difference = differenceOf(change.from, change.to);
        return `${fieldName(field)}: …${difference.from}… → …${difference.to}…`;
      }
      return `${fieldName(field)}: ${sideText(change.from, change.from_label, nameOf)} → ${sideText(change.to, change.to_label, nameOf)}`;
    });
    return `Updated ${table}${label} · ${fields.join('; ')}`;
  }
  const changed = (entry.changed ?? {}) as Record<string, unknown>;
  const name =
    entry.row_label ?? changed.name ?? changed.title ?? changed.business_name ?? changed.email;
  return `${entry.action === 'insert' ? 'Added to' : 'Deleted from'} ${table}${name ? ` · ${String(name)}` : ''}`;
}
