import type { RealtimeChannel } from '@supabase/supabase-js';
import { useEffect, useRef, useState } from 'react';
import { useRealtimeTopic } from '@/lib/realtime';
import { isUuid } from './ids';
import { mergeSaved } from './saved-list';
import {
  isItem,
  isSaved,
  readSaved,
  subscribeSaved,
  writeSaved,
  type SavedItem,
} from './saved-store';
import { useShareId } from './share-id';

/**
 * The couple's list live on every device that has it open (issue #43). The list lives in each
 * browser (#31), so the devices tell each other, by client broadcast on `saved:<share id>`
 * (private; the topic's policy lets in whoever holds the id): `saved` and `removed` as they
 * happen here (in this tab or another of this browser), and on every (re)join a `hello` with the
 * whole list, which the others merge and answer with theirs (`list`). So a device that was
 * offline catches up with what was saved meanwhile; a removal made while it was away comes back
 * with the merge (nothing saved is ever lost by a sync, docs/decisions.md).
 *
 * Off every first paint: the socket opens only once the page has loaded and only for a list
 * with a share id. What arrives is checked like the stored list (anyone holding the id can send).
 */
const NAME_MAX = 200;
const LIST_MAX = 500;

const sameItem = (a: Pick<SavedItem, 'kind' | 'id'>, b: Pick<SavedItem, 'kind' | 'id'>) =>
  a.kind === b.kind && a.id === b.id;

function asItem(value: unknown): SavedItem | null {
  if (!isItem(value) || !isUuid(value.id)) return null;
  return {
    kind: value.kind,
    id: value.id.toLowerCase(),
    name: value.name.slice(0, NAME_MAX),
    savedAt: value.savedAt,
  };
}

function asItems(value: unknown): SavedItem[] {
  if (!Array.isArray(value)) return [];
  return value.slice(0, LIST_MAX).flatMap((item) => asItem(item) ?? []);
}

/** True once the page has loaded (and a tick after): the socket waits for it. */
function usePageUp(): boolean {
  const [up, setUp] = useState(false);
  useEffect(() => {
    let timer = 0;
    const later = () => {
      timer = window.setTimeout(() => setUp(true), 0);
    };
    if (document.readyState === 'complete') later();
    else window.addEventListener('load', later, { once: true });
    return () => {
      window.removeEventListener('load', later);
      window.clearTimeout(timer);
    };
  }, []);
  return up;
}

export function useLiveSavedList(enabled: boolean): void {
  const shareId = useShareId();
  const up = usePageUp();
  const channel = useRef<RealtimeChannel | null>(null);
  const joined = useRef(false);
  const applying = useRef(false);
  const last = useRef<readonly SavedItem[]>([]);

  const send = (event: string, payload: Record<string, unknown>) => {
    if (!joined.current || !channel.current) return;
    void channel.current.send({ type: 'broadcast', event, payload }).catch(() => undefined);
  };
  const sendRef = useRef(send);
  useEffect(() => {
    sendRef.current = send;
  });

  /** Writes what another device sent without telling it back. */
  const apply = (next: readonly SavedItem[]) => {
    applying.current = true;
    try {
      writeSaved(next);
    } finally {
      applying.current = false;
    }
  };

  // This browser's saves and removals, told as they happen.
  useEffect(() => {
    last.current = readSaved();
    return subscribeSaved(() => {
      const now = readSaved();
      const before = last.current;
      last.current = now;
      if (applying.current) return;
      for (const item of now)
        if (!before.some((was) => sameItem(was, item))) sendRef.current('saved', { item });
      for (const item of before)
        if (!now.some((is) => sameItem(is, item)))
          sendRef.current('removed', { item: { kind: item.kind, id: item.id } });
    });
  }, []);

  useRealtimeTopic(enabled && up && shareId ? `saved:${shareId}` : null, {
    setup: (created) => {
      channel.current = created;
    },
    teardown: () => {
      channel.current = null;
      joined.current = false;
    },
    onJoin: () => {
      joined.current = true;
      sendRef.current('hello', { items: readSaved() });
    },
    onBroadcast: (event, payload) => {
      const own = readSaved();
      if (event === 'saved') {
        const item = asItem(payload.item);
        if (item && !isSaved(own, item.kind, item.id)) apply([...own, item]);
      } else if (event === 'removed') {
        const item = payload.item as Partial<SavedItem> | undefined;
        if (item?.kind && typeof item.id === 'string' && isSaved(own, item.kind, item.id))
          apply(own.filter((mine) => !sameItem(mine, { kind: item.kind!, id: item.id! })));
      } else if (event === 'hello' || event === 'list') {
        const merged = mergeSaved(own, asItems(payload.items));
        if (merged.length > own.length) apply(merged);
        if (event === 'hello') sendRef.current('list', { items: readSaved() });
      }
    },
  });
}
