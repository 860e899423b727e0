import { useQueryClient } from '@tanstack/react-query';
import type { RealtimeChannel } from '@supabase/supabase-js';
import { useCallback, useEffect, useRef, useState } from 'react';
import { getSupabase } from '@/lib/supabase';
import { useRealtimeTopic } from '@/lib/realtime';
import { postKeys } from '../keys';
import { refreshPosts } from '../lib/refresh-posts';

/**
 * A story's live channel in the editor (issue #43): `post:<id>`, private, admins only (the
 * topic's policy). Two things come through it:
 *
 * - Presence: each editor with the story open tracks its display name and when it opened the
 *   story; `others` is everyone else here (another tab of the same person included).
 * - `post_saved`: the database tells the topic of every change to the story as its editors hold
 *   it, once per transaction (20261206200000_post_edit_broadcast.sql): the version to hold now,
 *   who saved and the names of the fields changed. `onSaved` hears each; the editor decides what
 *   is news (not its own save, not a version it holds).
 *
 * Nothing depends on the socket: every (re)join asks the database for the story's version, so a
 * save missed while the socket was down is told as well (without its fields), and the posts'
 * queries (the revisions, the desk) refresh. With no socket at all, the editor works as before
 * and its version check still refuses a save on an old copy.
 */
export interface PostEditor {
  /** The display name, shown to the others. */
  name: string;
  /** ISO time the editor opened the story. */
  since: string;
}

export interface PostSaved {
  /** The version an editor must now hold (ISO time). */
  version: string;
  /** Who saved (their profile's name), or null when a rejoin found a newer version. */
  by: string | null;
  byId: string | null;
  /** The fields changed (column names); empty when unknown. */
  fields: string[];
  /** What readers have changed too (an Update, a publish), not only the editors' copy. */
  live: boolean;
}

const EDITOR_VERSION_SELECT = 'updated_at,waiting:post_changes(updated_at)';

/** The story's version as the editor computes it: the later of the row's and its waiting changes'. */
async function fetchPostVersion(id: string): Promise<string | null> {
  const supabase = await getSupabase();
  const { data, error } = await supabase
    .from('blog_posts')
    .select(EDITOR_VERSION_SELECT)
    .eq('id', id)
    .maybeSingle();
  if (error) throw error;
  if (!data) return null;
  const rows = data.waiting as { updated_at: string } | { updated_at: string }[] | null;
  const waiting = (Array.isArray(rows) ? rows[0] : rows) ?? null;
  if (!waiting) return data.updated_at;
  return Date.parse(waiting.updated_at) > Date.parse(data.updated_at)
    ? waiting.updated_at
    : data.updated_at;
}

function editorsIn(channel: RealtimeChannel, tab: string): (PostEditor & { tab: string })[] {
  const state = channel.presenceState<PostEditor & { tab: string }>();
  return Object.values(state)
    .flat()
    .filter((meta) => meta.tab !== tab && typeof meta.name === 'string')
    .map(({ name, since, tab: theirs }) => ({ name, since, tab: theirs }))
    .sort((a, b) => a.since.localeCompare(b.since));
}

export function usePostChannel(
  postId: string,
  me: PostEditor | null,
  onSaved: (saved: PostSaved) => void,
): { others: (PostEditor & { tab: string })[] } {
  const queryClient = useQueryClient();
  const [others, setOthers] = useState<(PostEditor & { tab: string })[]>([]);
  const channelRef = useRef<RealtimeChannel | null>(null);
  const [tab] = useState(() => Math.random().toString(36).slice(2));
  const latest = useRef({ me, onSaved });
  useEffect(() => {
    latest.current = { me, onSaved };
  });

  const refresh = useCallback(
    () => refreshPosts(queryClient, { fresh: postKeys.edit(postId) }),
    [queryClient, postId],
  );

  useRealtimeTopic(me ? `post:${postId}` : null, {
    setup: (channel) => {
      channelRef.current = channel;
      channel.on('presence', { event: 'sync' }, () => setOthers(editorsIn(channel, tab)));
    },
    teardown: () => {
      channelRef.current = null;
      setOthers([]);
    },
    onJoin: () => {
      const channel = channelRef.current;
      const self = latest.current.me;
      if (channel && self) void channel.track({ ...self, tab });
      refresh();
      fetchPostVersion(postId)
        .then((version) => {
          if (version)
            latest.current.onSaved({ version, by: null, byId: null, fields: [], live: false });
        })
        .catch(() => undefined);
    },
    onBroadcast: (event, payload) => {
      if (event !== 'post_saved' || payload.id !== postId) return;
      refresh();
      latest.current.onSaved({
        version: String(payload.version),
        by: typeof payload.updated_by === 'string' ? payload.updated_by : null,
        byId: typeof payload.updated_by_id === 'string' ? payload.updated_by_id : null,
        fields: Array.isArray(payload.fields) ? payload.fields.map(String) : [],
        live: payload.live === true,
      });
    },
  });

  return { others };
}
