import { act, renderHook } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { useListingDraft, type ListingDraft } from './use-listing-draft';

const ID = '6a0c9a52-3f1e-4b7d-8c2a-5e9f1d3b7a40';

const TYPED: ListingDraft = {
  fields: { name: 'Maison Lumen', description: 'Cakes of the season, and now bread.' },
  gallery: [{ url: `listings/${ID}/1.webp`, alt: 'A tiered cake' }],
  cover: `listings/${ID}/1.webp`,
};
const UNTOUCHED: ListingDraft = { fields: { name: 'Maison Lumen' }, gallery: [], cover: null };

/** The editor open on `id` with `draft` in it: unmounting it is a reload (or leaving the page). */
function openEditor(id: string | undefined, draft: ListingDraft, dirty: boolean) {
  return renderHook(
    ({ value, unsaved }: { value: ListingDraft; unsaved: boolean }) =>
      useListingDraft(id, value, unsaved),
    { initialProps: { value: draft, unsaved: dirty } },
  );
}

beforeEach(() => window.localStorage.clear());

describe('useListingDraft', () => {
  it('offers the unsaved fields and gallery back after a reload, and hands them over once', () => {
    openEditor(ID, TYPED, true).unmount();
    expect(window.localStorage.getItem(`perfete:draft:listing:${ID}`)).not.toBeNull();

    const reloaded = openEditor(ID, UNTOUCHED, false);
    expect(reloaded.result.current.offered).toEqual(TYPED);
    let restored: ListingDraft | null = null;
    act(() => {
      restored = reloaded.result.current.restore();
    });
    expect(restored).toEqual(TYPED);
    expect(reloaded.result.current.offered).toBeNull();
  });

  it('keeps a new listing’s draft apart from every saved listing’s', () => {
    openEditor(undefined, TYPED, true).unmount();
    expect(window.localStorage.getItem('perfete:draft:listing:new')).not.toBeNull();
    expect(openEditor(ID, UNTOUCHED, false).result.current.offered).toBeNull();
  });

  it('writes nothing for an editor with no changes, so an offered draft is not overwritten', () => {
    openEditor(ID, UNTOUCHED, false).unmount();
    expect(window.localStorage.getItem(`perfete:draft:listing:${ID}`)).toBeNull();

    openEditor(ID, TYPED, true).unmount();
    openEditor(ID, UNTOUCHED, false).unmount();
    expect(openEditor(ID, UNTOUCHED, false).result.current.offered).toEqual(TYPED);
  });

  it('is forgotten once a save went through: nothing is offered on the next visit', () => {
    const editor = openEditor(ID, TYPED, true);
    act(() => editor.result.current.clear());
    // The save resets the form: the editor is clean again.
    editor.rerender({ value: TYPED, unsaved: false });
    editor.unmount();
    expect(window.localStorage.getItem(`perfete:draft:listing:${ID}`)).toBeNull();
    expect(openEditor(ID, UNTOUCHED, false).result.current.offered).toBeNull();
  });

  it('discards an offered draft for good when the vendor says so', () => {
    openEditor(ID, TYPED, true).unmount();
    const reloaded = openEditor(ID, UNTOUCHED, false);
    act(() => reloaded.result.current.discard());
    expect(reloaded.result.current.offered).toBeNull();
    reloaded.unmount();
    expect(openEditor(ID, UNTOUCHED, false).result.current.offered).toBeNull();
  });
});
