import { useId, useState } from 'react';
import { LoadError } from '@/components/load-error';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/use-toast';
import { postPreviewPath } from '@/config/paths';
import {
  useCreatePreviewLink,
  usePreviewLinks,
  useRevokePreviewLink,
  type CreatedPreviewLink,
} from '@/features/posts';
import { reportMutation } from '@/lib/report-mutation';

const UNTIL = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'long',
  hour: '2-digit',
  minute: '2-digit',
});

/**
 * Preview links: a private link to this story for someone who does not sign in (the couple, the
 * photographer, a guest writer). The link is shown once (only its hash is kept), opens for seven
 * days, can be revoked, and leads to the story once it is published.
 */
export function PreviewLinksPanel({ postId }: { postId: string }) {
  const headingId = useId();
  const links = usePreviewLinks(postId);
  const create = useCreatePreviewLink(postId);
  const revoke = useRevokePreviewLink(postId);
  const [fresh, setFresh] = useState<CreatedPreviewLink | null>(null);
  const freshUrl = fresh ? `${window.location.origin}${postPreviewPath(fresh.token)}` : '';

  return (
    <section aria-labelledby={headingId} className="space-y-3">
      <h2 id={headingId} className="font-display text-2xl text-ink">
        Preview links
      </h2>
      <p className="text-sm text-ink-500">
        Anyone with a link can read this story before it is published, for seven days.
      </p>
      <Button
        type="button"
        variant="outline"
        disabled={create.isPending}
        onClick={() =>
          reportMutation(create.mutateAsync(), {
            onSuccess: setFresh,
            onError: () =>
              toast({ title: 'The preview link could not be made', variant: 'destructive' }),
          })
        }
      >
        Create preview link
      </Button>
      {fresh && (
        <label className="block text-sm text-ink">
          New preview link (copy it now; it is not shown again)
          <input
            readOnly
            value={freshUrl}
            className="mt-1 w-full border border-ivory-300 px-2 py-1"
            onFocus={(event) => event.currentTarget.select()}
          />
        </label>
      )}
      {links.isError && <LoadError onRetry={() => void links.refetch()} what="the preview links" />}
      {links.data && links.data.length > 0 && (
        <ul className="space-y-2 text-sm text-ink">
          {links.data.map((link) => (
            <li key={link.id} className="flex items-center justify-between gap-3">
              <span>Open until {UNTIL.format(new Date(link.expires_at))}</span>
              <Button
                type="button"
                size="sm"
                disabled={revoke.isPending}
                onClick={() => {
                  if (fresh?.id === link.id) setFresh(null);
                  reportMutation(revoke.mutateAsync(link.id), {
                    onError: () =>
                      toast({ title: 'The link could not be revoked', variant: 'destructive' }),
                  });
                }}
              >
                Revoke
              </Button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
