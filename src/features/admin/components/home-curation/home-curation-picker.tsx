import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { LoadError } from '@/components/load-error';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { LATEST_POST_LIMIT } from '@/config/site';
import { getPickablePostsQueryOptions, type CuratedPost } from '@/features/posts';
import { useDebouncedValue } from '@/hooks/use-debounced-value';

const SEARCH_DEBOUNCE_MS = 300;

/** Published posts with an image, searched by title, each with Add (while there is room). */
export function PostPicker({
  chosen,
  full,
  onAdd,
}: {
  chosen: CuratedPost[];
  full: boolean;
  onAdd: (post: CuratedPost) => void;
}) {
  const [q, setQ] = useState('');
  const searchId = useId();
  const debounced = useDebouncedValue(q.trim(), SEARCH_DEBOUNCE_MS);
  const pickable = useQuery(getPickablePostsQueryOptions(debounced));
  const taken = new Set(chosen.map((post) => post.id));
  const offered = (pickable.data ?? []).filter((post) => !taken.has(post.id));
  return (
    <section aria-labelledby="latest-add-heading" className="space-y-4">
      <h2 id="latest-add-heading" className="font-display text-3xl text-ink">
        Add a post
      </h2>
      <div className="flex max-w-md flex-col gap-1">
        <label htmlFor={searchId} className="text-xs font-medium tracking-label uppercase">
          Search published posts
        </label>
        <input
          id={searchId}
          type="search"
          value={q}
          maxLength={200}
          onChange={(event) => setQ(event.target.value)}
          className="min-h-11 border border-ink-300 bg-ivory-50 px-3"
        />
      </div>
      {full ? (
        <p className="text-sm text-ink-700">
          The Latest holds {LATEST_POST_LIMIT} posts: remove one to add another.
        </p>
      ) : null}
      {pickable.isPending ? (
        <Spinner label="Searching…" className="py-4" />
      ) : pickable.isError ? (
        <LoadError compact what="the posts" onRetry={() => void pickable.refetch()} />
      ) : offered.length === 0 ? (
        <p className="text-ink-700">No published post with an image matches.</p>
      ) : (
        <ul
          aria-label="Published posts"
          className="divide-y divide-ivory-300 border-y border-ivory-300"
        >
          {offered.map((post) => (
            <li key={post.id} className="flex flex-wrap items-center gap-3 py-2">
              <span className="min-w-[120px] flex-1 break-words text-ink">{post.title}</span>
              <Button size="sm" disabled={full} onClick={() => onAdd(post)}>
                Add<span className="sr-only"> {post.title}</span>
              </Button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
