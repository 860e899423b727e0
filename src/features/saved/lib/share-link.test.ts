// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { SHARE_LINK_ITEM_LIMIT } from '@/config/saved';
import { savedListPath } from '../../../../supabase/functions/_shared/mail/week-by-week-message.ts';
import { parseShareFragment, shareFragment } from './share-link';

const A = '00000000-0000-4000-8000-00000000000a';
const B = '00000000-0000-4000-8000-00000000000b';

describe('the share link', () => {
  it('carries the list and the date, in order, and reads back the same', () => {
    const list = {
      items: [
        { kind: 'post' as const, id: B },
        { kind: 'listing' as const, id: A },
      ],
      date: '2027-09-18',
    };
    const fragment = shareFragment(list);
    expect(fragment).toBe(`v=1&items=p:${B},l:${A}&date=2027-09-18`);
    expect(parseShareFragment(`#${fragment}`)).toEqual({ ...list, shareId: null });
  });

  it('carries the share id of a live list (#43), and only a uuid', () => {
    const list = { items: [{ kind: 'listing' as const, id: A }], date: null, shareId: B };
    const fragment = shareFragment(list);
    expect(fragment).toBe(`v=1&list=${B}&items=l:${A}`);
    expect(parseShareFragment(`#${fragment}`)).toEqual(list);
    expect(parseShareFragment(`#v=1&items=l:${A}&list=everything`)?.shareId).toBeNull();
  });

  it('drops what is not an id of a vendor or a story, and duplicates', () => {
    expect(
      parseShareFragment(`#v=1&items=l:${A},x:${B},l:not-a-uuid,l:${A},p:${B}&date=tomorrow`),
    ).toEqual({
      items: [
        { kind: 'listing', id: A },
        { kind: 'post', id: B },
      ],
      date: null,
      shareId: null,
    });
  });

  it('is not a share link without its version', () => {
    expect(parseShareFragment('')).toBeNull();
    expect(parseShareFragment(`#items=l:${A}`)).toBeNull();
    expect(parseShareFragment(`#v=2&items=l:${A}`)).toBeNull();
  });

  it('carries at most the limit', () => {
    const many = Array.from({ length: SHARE_LINK_ITEM_LIMIT + 5 }, (_, index) => ({
      kind: 'listing' as const,
      id: `00000000-0000-4000-8000-${String(index).padStart(12, '0')}`,
    }));
    const parsed = parseShareFragment(shareFragment({ items: many, date: null }));
    expect(parsed?.items).toHaveLength(SHARE_LINK_ITEM_LIMIT);
  });

  it('reads the week-by-week letter’s save link (#44), written by the email without this module', () => {
    const path = savedListPath([A, B], '2027-09-18');
    expect(path).toBe(
      `/saved#${shareFragment({
        items: [
          { kind: 'listing', id: A },
          { kind: 'listing', id: B },
        ],
        date: '2027-09-18',
      })}`,
    );
    expect(parseShareFragment(new URL(path, 'https://perfete.example').hash)).toEqual({
      items: [
        { kind: 'listing', id: A },
        { kind: 'listing', id: B },
      ],
      date: '2027-09-18',
      shareId: null,
    });
  });
});
