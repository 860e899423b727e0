import { SHARE_LINK_ITEM_LIMIT } from '@/config/saved';
import { isUuid } from './ids';
import type { SavedKind } from './saved-store';

/**
 * The share link carries the list itself, in the URL's fragment (docs/decisions.md, #31):
 * `/saved#v=1&list=<share id>&items=l:<uuid>,p:<uuid>&date=2027-09-18`. Only ids, the date and
 * the list's share id (#43, lib/share-id.ts): the names and pictures come from the public pages'
 * own rows (anything unpublished resolves to nothing). The fragment never reaches a server, so
 * the list is in no log.
 */
export interface SharedList {
  items: { kind: SavedKind; id: string }[];
  date: string | null;
  /** The list's share id (lib/share-id.ts): a browser that keeps the list keeps it live. */
  shareId?: string | null;
}

const SHARE_VERSION = '1';
const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;
const PREFIX: Record<SavedKind, string> = { listing: 'l', post: 'p' };

export function shareFragment(list: SharedList): string {
  const params = new URLSearchParams({ v: SHARE_VERSION });
  // Before the items: the items stay the link's end (a reader may add to them by hand).
  if (list.shareId) params.set('list', list.shareId);
  params.set(
    'items',
    list.items
      .slice(0, SHARE_LINK_ITEM_LIMIT)
      .map((item) => `${PREFIX[item.kind]}:${item.id}`)
      .join(','),
  );
  if (list.date) params.set('date', list.date);
  // ':' and ',' are fine in a fragment; keep the link readable.
  return params.toString().replace(/%3A/g, ':').replace(/%2C/g, ',');
}

/** The list in a location hash, or null when the hash is not a share link (or not one we read). */
export function parseShareFragment(hash: string): SharedList | null {
  const params = new URLSearchParams(hash.replace(/^#/, ''));
  if (params.get('v') !== SHARE_VERSION || !params.has('items')) return null;
  const items: SharedList['items'] = [];
  for (const part of (params.get('items') ?? '').split(',')) {
    const [prefix, id = ''] = part.split(':');
    const kind = prefix === 'l' ? 'listing' : prefix === 'p' ? 'post' : null;
    if (!kind || !isUuid(id)) continue;
    if (items.some((item) => item.kind === kind && item.id === id)) continue;
    items.push({ kind, id: id.toLowerCase() });
    if (items.length === SHARE_LINK_ITEM_LIMIT) break;
  }
  const date = params.get('date');
  const shareId = params.get('list');
  return {
    items,
    date: date && ISO_DAY.test(date) ? date : null,
    shareId: shareId && isUuid(shareId) ? shareId.toLowerCase() : null,
  };
}
