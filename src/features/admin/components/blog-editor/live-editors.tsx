import { Button } from '@/components/ui/button';
import type { PostEditor, PostSaved } from '@/features/posts';
import { FIELD_NAMES } from './post-changes';

const TIME = new Intl.DateTimeFormat('en-GB', { hour: '2-digit', minute: '2-digit' });
const at = (iso: string) => TIME.format(new Date(iso));

/** Column names in the editor's words, once each: "title and body". */
export function changedWords(fields: readonly string[]): string | null {
  const words = fields.map((field) =>
    field === 'content_blocks'
      ? 'body'
      : field === 'status' || field === 'published_at'
        ? 'publishing'
        : (FIELD_NAMES[field as keyof typeof FIELD_NAMES]?.toLowerCase() ?? null),
  );
  const unique = [...new Set(words.filter((word): word is string => word !== null))];
  if (unique.length === 0) return null;
  if (unique.length === 1) return unique[0]!;
  return `${unique.slice(0, -1).join(', ')} and ${unique.at(-1)!}`;
}

/** "Ana Costa is also editing · since 08:12", one line per other editor with the story open. */
export function OtherEditors({ others }: { others: readonly PostEditor[] }) {
  if (others.length === 0) return null;
  return (
    <ul aria-label="Also editing this story" className="space-y-1 text-sm text-ink-700">
      {others.map((other, index) => (
        <li key={`${other.name}-${other.since}-${index}`} className="flex items-center gap-2">
          <span aria-hidden className="inline-block size-2 rounded-full bg-champagne-600" />
          <span>
            <span className="font-medium text-ink">{other.name}</span> is also editing ·{' '}
            <time dateTime={other.since}>since {at(other.since)}</time>
          </span>
        </li>
      ))}
    </ul>
  );
}

/**
 * Someone else saved the story: who, what changed and a way to load their version. Not an alert
 * and nothing blocks: the words typed here stay until the editor chooses.
 */
export function TheirSaveNotice({
  news,
  onReload,
  onDismiss,
}: {
  news: PostSaved;
  onReload: () => void;
  onDismiss: () => void;
}) {
  const what = changedWords(news.fields);
  const who = news.by ?? 'Someone';
  return (
    <div
      role="status"
      aria-live="polite"
      className="space-y-3 border border-champagne-600 bg-ivory-100 p-4"
    >
      <p className="text-ink">
        {news.by === null
          ? 'This story was saved elsewhere while you were away.'
          : `${who} ${news.live ? 'updated the live story' : 'saved this story'} at ${at(news.version)}${what ? `: ${what} changed` : ''}.`}{' '}
        Your copy is older; a save from here will be refused until you load theirs.
      </p>
      <div className="flex flex-wrap gap-2">
        <Button size="sm" variant="solid" onClick={onReload}>
          Reload their version
        </Button>
        <Button size="sm" onClick={onDismiss}>
          Not now
        </Button>
      </div>
    </div>
  );
}
