import { SEARCH_GROUPS } from '@/config/search';
import { listingPath, postPath } from '@/config/paths';
import type { SearchHit } from '../api/search-site';

export interface SearchGroup {
  kind: SearchHit['kind'];
  label: string;
  hits: SearchHit[];
}

/** The hits in their groups (Stories, Vendors, Venues), empty groups left out. */
export function groupHits(hits: readonly SearchHit[]): SearchGroup[] {
  return SEARCH_GROUPS.map(({ kind, label }) => ({
    kind,
    label,
    hits: hits.filter((hit) => hit.kind === kind),
  })).filter((group) => group.hits.length > 0);
}

/** Where a hit leads: a story's page or a vendor's (venues are vendors of the Venue category). */
export const hitPath = (hit: SearchHit) =>
  hit.kind === 'story' ? postPath(hit.slug) : listingPath(hit.slug);

/** The line under a hit's title: its category and, for vendors and venues, its place. */
export const hitDetail = (hit: SearchHit) => [hit.category, hit.place].filter(Boolean).join(' · ');
