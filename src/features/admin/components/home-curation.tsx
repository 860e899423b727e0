import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
  type DragEndEvent,
} from '@dnd-kit/core';
import {
  arrayMove,
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { LoadError } from '@/components/load-error';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/components/ui/use-toast';
import { HOME_FEATURED_LOCATION, LATEST_POST_LIMIT } from '@/config/site';
import {
  getCurationQueryOptions,
  getPickablePostsQueryOptions,
  useSetFeaturedPosts,
  type CuratedPost,
} from '@/features/posts';
import { useDebouncedValue } from '@/hooks/use-debounced-value';
import { mediaUrl } from '@/lib/media';
import { reportMutation } from '@/lib/report-mutation';

const SEARCH_DEBOUNCE_MS = 300;

/**
 * /admin/home: The Latest's five posts, picked from the published posts and put in order by drag
 * or from the keyboard (the handle, Space, the arrow keys; or Move up / Move down), with a
 * preview of the home page's five-card layout before anything is saved. Saving writes the whole
 * order in one transaction (set_featured_posts), so the home page never shows a half-made one.
 */
export function HomeCuration() {
  const saved = useQuery(getCurationQueryOptions(HOME_FEATURED_LOCATION));
  if (saved.isPending) return <Spinner label="Loading The Latest…" className="py-8" />;
  if (saved.isError)
    return <LoadError compact what="The Latest" onRetry={() => void saved.refetch()} />;
  // Keyed by the saved order: after a save (or someone else's), the editor starts from it.
  return <Curation key={saved.data.map((post) => post.id).join()} saved={saved.data} />;
}

function Curation({ saved }: { saved: CuratedPost[] }) {
  const [chosen, setChosen] = useState(saved);
  const save = useSetFeaturedPosts();
  const [announcement, setAnnouncement] = useState('');
  const changed = chosen.map((post) => post.id).join() !== saved.map((post) => post.id).join();
  const full = chosen.length >= LATEST_POST_LIMIT;

  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 6 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const position = (id: string | number) => chosen.findIndex((post) => post.id === id) + 1;
  const titleOf = (id: string | number) => chosen.find((post) => post.id === id)?.title ?? 'post';
  const announcements = {
    onDragStart: ({ active }: { active: { id: string | number } }) =>
      `Picked up ${titleOf(active.id)}, position ${position(active.id)} of ${chosen.length}. Use the arrow keys to move it, Space to drop it.`,
    onDragOver: ({ over }: { over: { id: string | number } | null }) =>
      over ? `Over position ${position(over.id)} of ${chosen.length}.` : '',
    onDragEnd: ({ over }: { over: { id: string | number } | null }) =>
      over ? `Dropped at position ${position(over.id)} of ${chosen.length}.` : 'Dropped.',
    onDragCancel: () => 'Moving cancelled; the post is back where it was.',
  };
  const dropped = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    setChosen((posts) => arrayMove(posts, position(active.id) - 1, position(over.id) - 1));
  };
  const move = (index: number, by: -1 | 1) => {
    const post = chosen[index]!;
    setChosen((posts) => arrayMove(posts, index, index + by));
    setAnnouncement(`${post.title} moved to position ${index + by + 1} of ${chosen.length}.`);
  };
  const remove = (index: number) => {
    const post = chosen[index]!;
    setChosen((posts) => posts.filter((_, at) => at !== index));
    setAnnouncement(`${post.title} removed from The Latest.`);
  };
  const add = (post: CuratedPost) => {
    setChosen((posts) => [...posts, post]);
    setAnnouncement(`${post.title} added at position ${chosen.length + 1}.`);
  };
  const submit = () =>
    reportMutation(
      save.mutateAsync({
        location: HOME_FEATURED_LOCATION,
        postIds: chosen.map((post) => post.id),
      }),
      {
        onSuccess: () =>
          toast({
            title: 'The Latest is saved',
            description: 'The home page shows the new order.',
          }),
        onError: (error) =>
          toast({ title: 'That didn’t save', description: error.message, variant: 'destructive' }),
      },
    );

  return (
    <div className="space-y-12">
      <p aria-live="polite" className="sr-only">
        {announcement}
      </p>
      <section aria-labelledby="latest-order-heading" className="space-y-4">
        <div className="flex flex-wrap items-baseline justify-between gap-4">
          <h2 id="latest-order-heading" className="font-display text-3xl text-ink">
            The Latest, in order
          </h2>
          <p className="text-sm text-ink-700">
            {chosen.length} of {LATEST_POST_LIMIT} · the first is the large centre card
          </p>
        </div>
        {chosen.length === 0 ? (
          <p className="border border-ivory-300 p-6 text-ink-700">
            No posts yet: The Latest is hidden on the home page until you add some below.
          </p>
        ) : (
          <DndContext
            sensors={sensors}
            collisionDetection={closestCenter}
            onDragEnd={dropped}
            accessibility={{ announcements }}
          >
            <SortableContext
              items={chosen.map((post) => post.id)}
              strategy={verticalListSortingStrategy}
            >
              <ol aria-label="The Latest, in order" className="space-y-2">
                {chosen.map((post, index) => (
                  <ChosenPost
                    key={post.id}
                    post={post}
                    index={index}
                    count={chosen.length}
                    onMove={(by) => move(index, by)}
                    onRemove={() => remove(index)}
                  />
                ))}
              </ol>
            </SortableContext>
          </DndContext>
        )}
        <div className="flex flex-wrap gap-3">
          <Button variant="solid" disabled={!changed || save.isPending} onClick={submit}>
            {save.isPending ? 'Saving…' : 'Save the order'}
          </Button>
          <Button disabled={!changed || save.isPending} onClick={() => setChosen(saved)}>
            Discard changes
          </Button>
          {changed ? (
            <p className="self-center text-sm text-champagne-700">Not saved yet.</p>
          ) : null}
        </div>
      </section>

      <PostPicker chosen={chosen} full={full} onAdd={add} />

      <section aria-labelledby="latest-preview-heading" className="space-y-4">
        <h2 id="latest-preview-heading" className="font-display text-3xl text-ink">
          Preview
        </h2>
        <p className="text-sm text-ink-700">
          The home page’s five-card layout with this order, before it is saved.
        </p>
        {chosen.length === 0 ? (
          <p className="text-ink-700">Nothing to preview.</p>
        ) : (
          // A picture of the page's layout, not a second set of links. Drawn here rather than
          // with the home page's own components, so the admin area shares no code chunk with
          // a public page. Wide enough for the desktop layout; it scrolls on a phone.
          <div
            role="region"
            aria-label="Preview of The Latest"
            tabIndex={0}
            className="overflow-x-auto border border-ivory-300 p-4"
          >
            <LatestPreview posts={chosen} />
          </div>
        )}
      </section>
    </div>
  );
}

/**
 * The home page's desktop layout of The Latest in miniature: the first post large in the centre,
 * the next two on the left, the last two on the right (src/features/home, LatestLayout).
 */
function LatestPreview({ posts: [lead, ...others] }: { posts: CuratedPost[] }) {
  const card = (post: CuratedPost, large = false) => (
    <figure key={post.id} className="space-y-2">
      <img
        src={mediaUrl(post.featured_image!, { width: large ? 640 : 320 })}
        alt=""
        width={large ? 640 : 320}
        height={large ? 800 : 400}
        loading="lazy"
        className="aspect-[4/5] w-full object-cover"
      />
      <figcaption className={large ? 'font-display text-2xl text-ink' : 'text-sm text-ink'}>
        {post.title}
      </figcaption>
    </figure>
  );
  return (
    <div
      data-testid="latest-preview"
      className="grid min-w-[720px] grid-cols-[1fr_1.7fr_1fr] items-start gap-6"
    >
      <div className="flex flex-col gap-6">{others.slice(0, 2).map((post) => card(post))}</div>
      <div>{lead ? card(lead, true) : null}</div>
      <div className="flex flex-col gap-6">{others.slice(2, 4).map((post) => card(post))}</div>
    </div>
  );
}

function ChosenPost({
  post,
  index,
  count,
  onMove,
  onRemove,
}: {
  post: CuratedPost;
  index: number;
  count: number;
  onMove: (by: -1 | 1) => void;
  onRemove: () => void;
}) {
  const { setNodeRef, transform, transition, isDragging, attributes, listeners } = useSortable({
    id: post.id,
  });
  const named = <span className="sr-only"> {post.title}</span>;
  return (
    <li
      ref={setNodeRef}
      style={{ transform: CSS.Transform.toString(transform), transition }}
      className={`flex flex-wrap items-center gap-3 border border-ivory-300 bg-ivory-50 p-3 ${isDragging ? 'relative z-10 shadow-lg' : ''}`}
    >
      <button
        type="button"
        {...attributes}
        {...listeners}
        className="min-h-11 cursor-grab px-2 text-xs font-medium tracking-label uppercase touch-none"
      >
        <span aria-hidden="true">⠿ </span>
        Drag to move<span className="sr-only"> {post.title}</span>
      </button>
      <span className="w-6 text-center font-display text-2xl text-ink" aria-hidden="true">
        {index + 1}
      </span>
      <img
        src={mediaUrl(post.featured_image!, { width: 192 })}
        alt=""
        width={96}
        height={64}
        loading="lazy"
        className="h-16 w-24 object-cover"
      />
      <span className="min-w-0 flex-1 break-words text-ink">{post.title}</span>
      <span className="flex gap-2">
        <Button size="sm" disabled={index === 0} onClick={() => onMove(-1)}>
          Move up{named}
        </Button>
        <Button size="sm" disabled={index === count - 1} onClick={() => onMove(1)}>
          Move down{named}
        </Button>
        <Button size="sm" onClick={onRemove}>
          Remove{named}
        </Button>
      </span>
    </li>
  );
}

function PostPicker({
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
              <span className="min-w-0 flex-1 break-words text-ink">{post.title}</span>
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
