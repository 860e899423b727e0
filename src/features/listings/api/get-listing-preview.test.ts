// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { LISTING_PREVIEW_COLUMNS } from './get-listing-preview';
import { LISTING_DETAIL_COLUMNS } from '../lib/listing-columns';

describe('LISTING_PREVIEW_COLUMNS', () => {
  it('is the vendor page’s own columns and the status, so the preview draws what the page does', () => {
    expect(LISTING_PREVIEW_COLUMNS).toBe(`${LISTING_DETAIL_COLUMNS},status`);
  });
});
