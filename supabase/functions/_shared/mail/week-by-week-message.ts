import { listingPath, PATHS, postPath, withQuery } from '../../../../src/config/paths.ts';
import { WEEK_BY_WEEK_STAGES } from '../../../../src/config/week-by-week.ts';
import type { Block, Entry, Make } from './layout.ts';

/**
 * "Your wedding, week by week" (issue #44), one letter per stage of the couple's schedule, queued
 * by newsletter_send_week_by_week (supabase/migrations/20261207100000_newsletter_week_by_week.sql)
 * with what the database chose: the stage's stories and three member vendors free on the date.
 * Each vendor has its page and a link that opens it in the couple's saved list with their date
 * (the Saved page's share link, src/features/saved/lib/share-link.ts); the three together open
 * the list to compare. The delivery adds List-Unsubscribe for the topic 'newsletter'.
 */

type Data = Record<string, unknown>;

interface Story {
  title: string;
  slug: string;
  excerpt: string | null;
}
interface Vendor {
  id: string;
  name: string;
  url_name: string;
  city: string | null;
}

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;
const COUNT = ['One', 'Two', 'Three'];

/**
 * The Saved page's share link for these listings and the date, in its format
 * (`/saved#v=1&items=l:<uuid>,l:<uuid>&date=2027-09-18`, read by parseShareFragment). No `list=`
 * share id: that would make every reader of the email one live list; the couple's browser keeps
 * its own.
 */
export function savedListPath(listingIds: readonly string[], date: string): string {
  const items = listingIds.map((id) => `l:${id}`).join(',');
  return `${PATHS.saved}#v=1&items=${items}${ISO_DAY.test(date) ? `&date=${date}` : ''}`;
}

const rows = <T>(value: unknown, ok: (row: Record<string, unknown>) => boolean): T[] =>
  Array.isArray(value)
    ? (value.filter(
        (row) => row && typeof row === 'object' && ok(row as Record<string, unknown>),
      ) as T[])
    : [];

export function composeWeekByWeek(
  data: Data,
  context: { link: (path: string) => string; weddingDate: string },
  make: Make,
) {
  const words =
    WEEK_BY_WEEK_STAGES.find((stage) => stage.stage === data.stage) ?? WEEK_BY_WEEK_STAGES[0]!;
  const day = typeof data.wedding_date === 'string' ? data.wedding_date : '';
  const stories = rows<Story>(
    data.stories,
    (row) => typeof row.title === 'string' && typeof row.slug === 'string',
  );
  const vendors = rows<Vendor>(
    data.vendors,
    (row) =>
      typeof row.id === 'string' &&
      typeof row.name === 'string' &&
      typeof row.url_name === 'string',
  );

  const blocks: Block[] = [{ type: 'paragraph', text: words.intro }];
  if (context.weddingDate)
    blocks.push({ type: 'details', rows: [{ label: 'Your date', value: context.weddingDate }] });
  if (stories.length)
    blocks.push({
      type: 'entries',
      label: 'To read now',
      items: stories.map((story): Entry => ({
        title: story.title,
        href: context.link(postPath(story.slug)),
        note: story.excerpt ?? undefined,
      })),
    });
  if (words.vendors && vendors.length) {
    blocks.push({
      type: 'entries',
      label: `${COUNT[vendors.length - 1] ?? vendors.length} ${vendors.length === 1 ? words.vendors.one : words.vendors.many} free on your date`,
      items: vendors.map((vendor): Entry => ({
        title: vendor.name,
        href: context.link(listingPath(vendor.url_name)),
        note: vendor.city ?? undefined,
        links: [
          { label: 'See their page', href: context.link(listingPath(vendor.url_name)) },
          { label: 'Save to compare', href: context.link(savedListPath([vendor.id], day)) },
        ],
      })),
    });
    blocks.push({
      type: 'button',
      label: vendors.length > 1 ? `Save and compare all ${vendors.length}` : 'Save to compare',
      href: context.link(
        savedListPath(
          vendors.map((vendor) => vendor.id),
          day,
        ),
      ),
    });
  } else if (words.vendors) {
    blocks.push({
      type: 'paragraph',
      text: 'Every vendor we would suggest for this stage is booked on your date; the directory has more.',
    });
    blocks.push({
      type: 'button',
      label: 'Vendors free on your date',
      href: context.link(ISO_DAY.test(day) ? withQuery(PATHS.index, { date: day }) : PATHS.index),
    });
  }
  if (!stories.length && !vendors.length)
    blocks.push({ type: 'button', label: 'Read the magazine', href: context.link(PATHS.blog) });

  return make(
    words.subject,
    words.heading,
    blocks,
    'You receive this because you chose Your wedding, week by week: seven letters keyed to your wedding date. The vendors are Perféte members free on your date when we wrote.',
    { unsubscribeLabel: 'Unsubscribe, or change your date, city and letters' },
  );
}
