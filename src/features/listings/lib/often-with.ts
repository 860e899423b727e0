/**
 * "Often works with" (#32): the vendors a listing is credited beside in live stories. The pairs
 * come from the database (post_credit_pairs: one row per story and pair of vendors, derived from
 * the stories' credits, live stories only by RLS) inside the vendor page's one request; this ranks
 * them. Relative imports only: the benchmark and the tests run it under Node.
 */

import { compareNames, newestFirst } from '../../../lib/english-format.ts';

/** Vendors named under 'Often works with' on a vendor page, most shared stories first. */
export const OFTEN_WITH_LIMIT = 4;

/** The vendor page's embed: each pair's partner (a published listing, or null) and its story. */
export const OFTEN_WITH_EMBED =
  'pairs:post_credit_pairs!post_credit_pairs_listing_id_fkey(partner:listings!post_credit_pairs_partner_id_fkey(id,name,url_name,venue_type,category:business_categories(name,slug)),post:blog_posts(slug,title,published_at))' as const;

export interface CreditPair {
  partner: {
    id: string;
    name: string;
    url_name: string;
    venue_type: string | null;
    category: { name: string; slug: string } | null;
  } | null;
  post: { slug: string; title: string; published_at: string | null } | null;
}

export interface Partner {
  id: string;
  name: string;
  url_name: string;
  venue_type: string | null;
  category: { name: string; slug: string } | null;
  /** The live stories that credit both, newest first. */
  stories: { slug: string; title: string; published_at: string | null }[];
}

const newest = (a: { published_at: string | null }, b: { published_at: string | null }) =>
  newestFirst(a.published_at, b.published_at);

/** Partners by the number of stories they share, then by name; at most OFTEN_WITH_LIMIT. */
export function rankPartners(pairs: readonly CreditPair[] | null | undefined): Partner[] {
  const byPartner = new Map<string, Partner>();
  for (const { partner, post } of pairs ?? []) {
    // RLS leaves out unpublished partners and stories not yet live: the embed says null.
    if (!partner || !post) continue;
    const known = byPartner.get(partner.id) ?? { ...partner, stories: [] };
    if (!known.stories.some((story) => story.slug === post.slug)) known.stories.push(post);
    byPartner.set(partner.id, known);
  }
  return [...byPartner.values()]
    .map((partner) => ({ ...partner, stories: [...partner.stories].sort(newest) }))
    .sort((a, b) => b.stories.length - a.stories.length || compareNames(a.name, b.name))
    .slice(0, OFTEN_WITH_LIMIT);
}
