import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { LoadError } from '@/components/load-error';
import { moveBy, SortableList } from '@/components/sortable-list';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/components/ui/use-toast';
import { HOME_FEATURED_LOCATION, LATEST_POST_LIMIT } from '@/config/site';
import { getCurationQueryOptions, useSetFeaturedPosts, type CuratedPost } from '@/features/posts';
import { reportMutation } from '@/lib/report-mutation';
import { ChosenPost } from './home-curation-item';
import { PostPicker } from './home-curation-picker';
import { LatestPreview } from './home-curation-preview';

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

  const move = (index: number, by: -1 | 1) => {
    const post = chosen[index]!;
    setChosen((posts) => moveBy(posts, index, by));
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
          <SortableList
            items={chosen}
            idOf={(post) => post.id}
            nameOf={(post) => post.title}
            onReorder={setChosen}
            label="The Latest, in order"
            className="space-y-2"
          >
            {(post, index, row) => (
              <ChosenPost
                post={post}
                index={index}
                count={chosen.length}
                row={row}
                onMove={(by) => move(index, by)}
                onRemove={() => remove(index)}
              />
            )}
          </SortableList>
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
          <div
            role="region"
            aria-label="Preview of The Latest"
            className="border border-ivory-300 p-3 sm:p-4"
          >
            <LatestPreview posts={chosen} />
          </div>
        )}
      </section>
    </div>
  );
}
