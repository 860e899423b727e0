import type { RealtimeChannel } from '@supabase/supabase-js';
import { useEffect, useRef } from 'react';
import { getSupabase } from '@/lib/supabase';

/**
 * Realtime (issue #43), the way every page that wants it subscribes.
 *
 * The client's settings are the spec's (src/lib/realtime-options.ts). supabase-js opens the
 * socket only when a channel subscribes, and only signed-in pages subscribe (inbox, dashboards,
 * editor) plus a shared saved list after its page has loaded; a public page's first paint opens
 * none and loads nothing beyond the client it already lazy-loads.
 *
 * Every channel is private: the topic's policy on realtime.messages decides who may join
 * (supabase/migrations/20261205000000_realtime_topics.sql). Nothing depends on the socket: pages
 * read through React Query as before, and each (re)join calls `onJoin` so the page refetches
 * whatever it missed while the socket was down (a laptop waking from sleep, a blocked socket).
 */
export interface RealtimeTopicHandlers {
  /** A broadcast on the topic (from the database's realtime.send or another client). */
  onBroadcast?: (event: string, payload: Record<string, unknown>) => void;
  /** Every successful join, the first and each rejoin: refetch what may have been missed. */
  onJoin?: () => void;
  /** The channel, once created, for presence or sending (called before subscribe). */
  setup?: (channel: RealtimeChannel) => void;
  /** The channel is going away (unmount or topic change). */
  teardown?: (channel: RealtimeChannel) => void;
}

/**
 * Joins the private channel `topic` while the component is mounted (null: none). Handlers may
 * change on every render; the latest are called. The channel is removed on unmount, and the
 * socket closes when no channel is left (supabase-js does that).
 */
export function useRealtimeTopic(topic: string | null, handlers: RealtimeTopicHandlers): void {
  useRealtimeTopics(topic ? [topic] : NO_TOPICS, handlers);
}

const NO_TOPICS: readonly string[] = [];

/**
 * The channels being left. supabase-js hands out the existing channel of a topic, so a join made
 * while the same topic is still leaving (a list of topics that changed, a page that remounts) would
 * get the leaving channel and fail to subscribe: joins wait for the leaves before them.
 */
let leaving: Promise<unknown> = Promise.resolve();

/**
 * Joins every private channel in `topics` while mounted (a vendor's inboxes, one per listing), with
 * the same handlers for each; `onJoin` is called on each channel's (re)join. When the list
 * changes, the channels are left and the new list joined (each join calls `onJoin`, so nothing
 * that arrived in between is missed).
 */
export function useRealtimeTopics(
  topics: readonly string[],
  handlers: RealtimeTopicHandlers,
): void {
  const latest = useRef(handlers);
  useEffect(() => {
    latest.current = handlers;
  });
  // The list as one value, so that a new array with the same topics changes nothing.
  const joined = [...new Set(topics)].sort().join('\n');

  useEffect(() => {
    if (!joined) return undefined;
    const channels: RealtimeChannel[] = [];
    let gone = false;
    const before = leaving;
    void getSupabase().then(async (supabase) => {
      await before;
      if (gone) return;
      // The socket's token is the session's (supabase-js keeps it current on refresh).
      await supabase.realtime.setAuth();
      if (gone) return;
      for (const topic of joined.split('\n')) {
        const channel = supabase.channel(topic, { config: { private: true } });
        channel.on('broadcast', { event: '*' }, (message) => {
          const payload = (message.payload ?? {}) as Record<string, unknown>;
          latest.current.onBroadcast?.(String(message.event), payload);
        });
        latest.current.setup?.(channel);
        channel.subscribe((status) => {
          if (status === 'SUBSCRIBED') latest.current.onJoin?.();
        });
        channels.push(channel);
      }
    });
    return () => {
      gone = true;
      if (channels.length === 0) return;
      for (const channel of channels) latest.current.teardown?.(channel);
      const left = getSupabase().then((supabase) =>
        Promise.all(channels.map((channel) => supabase.removeChannel(channel))),
      );
      leaving = Promise.all([leaving, left.catch(() => undefined)]);
    };
  }, [joined]);
}
