import { useState } from 'react';
import { useAuth, useProfile } from '@/features/auth';
import { usePostChannel, type PostSaved } from '@/features/posts';

/**
 * The story as others have it (issue #43): who else has it open (Presence on `post:<id>`), and
 * the latest save that was not this editor's (`news`), while it is newer than the version this
 * editor holds. Their saves accumulate (every field changed since this copy), and the news goes
 * away by itself once this editor holds that version (their version loaded, or a save of its own
 * after it). Saves by the same person (another tab of theirs) are left to the version check.
 */
export function useLiveStory(postId: string, heldVersion: string) {
  const { user } = useAuth();
  const profile = useProfile(user?.id ?? '');
  const [since] = useState(() => new Date().toISOString());
  // Presence waits for the profile's name (what is tracked at the join is what the others see).
  const name = profile.isPending
    ? null
    : profile.data?.full_name?.trim() || user?.email?.split('@')[0] || null;
  const [news, setNews] = useState<PostSaved | null>(null);

  const { others } = usePostChannel(postId, name ? { name, since } : null, (saved) => {
    if (saved.byId && saved.byId === user?.id) return;
    setNews((was) => {
      if (!was) return saved;
      if (Date.parse(saved.version) < Date.parse(was.version)) return was;
      return {
        ...saved,
        by: saved.by ?? was.by,
        live: saved.live || was.live,
        fields: [...new Set([...was.fields, ...saved.fields])],
      };
    });
  });

  const newer = news && Date.parse(news.version) > Date.parse(heldVersion) ? news : null;
  return { others, news: newer, dismiss: () => setNews(null) };
}
