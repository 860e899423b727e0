import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { emailHeaders, linkTo, waitForEmail } from '../supabase/local/mailbox-client.ts';
import { DEMO_ACCOUNTS } from '../supabase/seed/accounts.ts';
import {
  WEEK_BY_WEEK_QUIET_DAYS,
  WEEK_BY_WEEK_STAGES,
  WEEK_BY_WEEK_STOPS_AFTER_DAYS,
} from '../src/config/week-by-week.ts';
import { anonClient, serviceClient, signedInClient } from './helpers.ts';
import { deliverEverythingDue } from './delivery.ts';

/**
 * Issue #44, "Your wedding, week by week": the schedule keyed to the couple's date, run by
 * newsletter_send_week_by_week with a fake clock. Wedding dates are in 2031, so the delivery
 * function's own runs (the real clock, today) find no stage due for these couples meanwhile.
 */
const service = serviceClient();
const mailbox = () => inject('mailboxUrl');
const VENUE = '20000000-0000-4000-8000-000000000013';
/** Planning › Budget (reference rows): one of the twelve-month stage's story categories. */
const BUDGET = '10000000-0000-4000-8000-000000000104';
const address = (label: string) => `${label}-${randomUUID().slice(0, 8)}@test.perfete.local`;
const DAY_MS = 86_400_000;

/** The day of a stage for a wedding on `wedding` (as due_offset: months, then days). */
function stageDay(wedding: string, offset: { months?: number; days?: number }): string {
  const day = new Date(`${wedding}T00:00:00Z`);
  const target = new Date(day);
  target.setUTCMonth(day.getUTCMonth() + (offset.months ?? 0));
  // Postgres clamps to the month's last day (31 May - 1 month = 30 April); so does this.
  if (target.getUTCDate() !== day.getUTCDate()) target.setUTCDate(0);
  return new Date(target.getTime() + (offset.days ?? 0) * DAY_MS).toISOString().slice(0, 10);
}
const at = (day: string) => `${day}T09:00:00Z`;
const plusDays = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

async function run(clock: string): Promise<number> {
  const { data, error } = await service.rpc('newsletter_send_week_by_week', { as_of: clock });
  expect(error).toBeNull();
  return data as number;
}

interface Couple {
  id: string;
  email: string;
  token: string;
}
async function couple(
  label: string,
  wedding: string,
  extra: { status?: string; letters?: string[]; city?: string | null } = {},
): Promise<Couple> {
  const email = address(label);
  const { data, error } = await service
    .from('newsletter_subscribers')
    .insert({
      email,
      mailbox: email,
      letters: extra.letters ?? ['week_by_week'],
      wedding_date: wedding,
      city: extra.city ?? null,
      status: extra.status ?? 'confirmed',
      confirmed_at: extra.status === 'pending' ? null : new Date().toISOString(),
    })
    .select('id, preferences_token')
    .single();
  expect(error).toBeNull();
  return { id: data!.id as string, email, token: data!.preferences_token as string };
}

interface Letter {
  kind: string;
  topic: string | null;
  unsubscribe_token: string | null;
  data: {
    stage: string;
    wedding_date: string;
    stories: { slug: string }[];
    vendors: { id: string; name: string; url_name: string }[];
  };
}
async function letters(email: string): Promise<Letter[]> {
  const { data, error } = await service
    .from('outbox')
    .select('kind, topic, unsubscribe_token, data')
    .eq('recipient_email', email)
    .eq('kind', 'newsletter_week_by_week')
    .order('created_at');
  expect(error).toBeNull();
  return (data ?? []) as Letter[];
}
const stagesOf = async (email: string) =>
  (await letters(email)).map((letter) => `${letter.data.wedding_date} ${letter.data.stage}`);

async function venue(city: string, label: string): Promise<{ id: string; urlName: string }> {
  const urlName = `wbw-${label}-${randomUUID().slice(0, 8)}`;
  const { data, error } = await service
    .from('listings')
    .insert({
      name: `Venue ${label}`,
      url_name: urlName,
      business_category_id: VENUE,
      city,
      status: 'published',
    })
    .select('id')
    .single();
  expect(error).toBeNull();
  return { id: data!.id as string, urlName };
}

describe('the schedule', () => {
  it('holds the offsets the template names', async () => {
    const { data, error } = await service
      .from('week_by_week_stages')
      .select('stage, position, due_offset')
      .order('position');
    expect(error).toBeNull();
    expect(data!.map((row) => row.stage)).toEqual(WEEK_BY_WEEK_STAGES.map((stage) => stage.stage));
    const wedding = '2031-06-14';
    for (const stage of WEEK_BY_WEEK_STAGES) {
      const { data: due } = await service.rpc('week_by_week_stage_day', {
        stage: stage.stage,
        wedding_date: wedding,
      });
      expect(due, stage.stage).toBe(stageDay(wedding, stage.offset));
    }
  });

  it('moves a year on a fake clock: each stage once, in turn, and nothing after the wedding', async () => {
    const wedding = '2031-06-14';
    const year = await couple('year', wedding);
    const pending = await couple('pending', wedding, { status: 'pending' });
    const unsubscribed = await couple('gone', wedding, { status: 'unsubscribed' });
    const suppressed = await couple('bounced', wedding, { status: 'suppressed' });
    const editOnly = await couple('edit', wedding, { letters: ['the_edit'] });

    const days = WEEK_BY_WEEK_STAGES.map((stage) => ({
      stage: stage.stage,
      day: stageDay(wedding, stage.offset),
    }));
    const end = plusDays(wedding, WEEK_BY_WEEK_STOPS_AFTER_DAYS + 30);
    // Six days a step: less than the two weeks between stages, so each is seen on its own.
    for (let day = '2030-05-01'; day <= end; day = plusDays(day, 6)) {
      // The schedule run again and again (and twice at once) sends nothing twice.
      await Promise.all([run(at(day)), run(at(day))]);
      await run(at(day));
      const expected = days
        .filter((stage) => stage.day <= day)
        .map((stage) => `${wedding} ${stage.stage}`);
      expect(await stagesOf(year.email), day).toEqual(expected);
    }
    expect((await letters(year.email)).length).toBe(7);
    for (const other of [pending, unsubscribed, suppressed, editOnly])
      expect(await letters(other.email)).toEqual([]);

    // Each letter carries the subscriber's own one-click unsubscribe.
    for (const letter of await letters(year.email))
      expect(letter).toMatchObject({ topic: 'newsletter', unsubscribe_token: year.token });
    const sends = await service
      .from('newsletter_week_by_week_sends')
      .select('stage, outbox_id')
      .eq('subscriber_id', year.id);
    expect(sends.data!.length).toBe(7);
    expect(sends.data!.every((row) => row.outbox_id)).toBe(true);
    // Some 330 calls on the fake clock: more than a test's usual 30 s on a loaded machine.
  }, 120_000);

  it('sends only the current stage to a couple who joins late, and re-keys a changed date', async () => {
    const first = '2031-06-14';
    const late = await couple('rekey', first);
    // Joining six months out: the six-month letter alone, not the twelve and nine before it.
    const clock = '2030-12-20';
    await run(at(clock));
    await run(at(clock));
    expect(await stagesOf(late.email)).toEqual([`${first} 6_months`]);

    // The date moves to February: three months out now.
    const moved = '2031-02-10';
    const update = await anonClient().rpc('newsletter_update_preferences', {
      token: late.token,
      letters: ['week_by_week'],
      wedding_date: moved,
      city: null,
    });
    expect(update.error).toBeNull();
    // Not the same day as the last letter (at most one in WEEK_BY_WEEK_QUIET_DAYS)…
    await run(at(clock));
    expect(await stagesOf(late.email)).toEqual([`${first} 6_months`]);
    // …then the current stage of the new date, once; never its earlier stages.
    const next = plusDays(clock, WEEK_BY_WEEK_QUIET_DAYS);
    await run(at(next));
    await run(at(next));
    expect(await stagesOf(late.email)).toEqual([`${first} 6_months`, `${moved} 3_months`]);
    for (
      let day = next;
      day <= plusDays(moved, WEEK_BY_WEEK_STOPS_AFTER_DAYS + 10);
      day = plusDays(day, 5)
    )
      await run(at(day));
    expect(await stagesOf(late.email)).toEqual([
      `${first} 6_months`,
      `${moved} 3_months`,
      `${moved} 1_month`,
      `${moved} week_before`,
      `${moved} after`,
    ]);
  });
});

describe('what a letter holds', () => {
  let admin: Awaited<ReturnType<typeof signedInClient>>['client'];
  beforeAll(async () => {
    admin = (await signedInClient(DEMO_ACCOUNTS.admin.email, DEMO_ACCOUNTS.admin.password)).client;
    await deliverEverythingDue();
  });

  it('suggests member vendors free on the date, the couple’s city first; never one booked that day', async () => {
    const wedding = '2031-06-14';
    const city = `Weekville ${randomUUID().slice(0, 6)}`;
    const free = await venue(city, 'free');
    const booked = await venue(city, 'booked');
    const limited = await venue(city, 'limited');
    const draft = await venue(city, 'draft');
    await service.from('listings').update({ status: 'draft' }).eq('id', draft.id);
    const dates = await service.from('listing_dates').insert([
      { listing_id: booked.id, day: wedding, state: 'booked' },
      { listing_id: limited.id, day: wedding, state: 'limited' },
    ]);
    expect(dates.error).toBeNull();
    const draftStory = await service
      .from('blog_posts')
      .insert({
        title: 'A budget draft',
        slug: `wbw-draft-${randomUUID().slice(0, 8)}`,
        status: 'draft',
        subcategory: BUDGET,
      })
      .select('slug')
      .single();
    expect(draftStory.error).toBeNull();

    const person = await couple('vendors', wedding, { city: city.toUpperCase() });
    await run(at('2030-06-20'));
    const [letter] = await letters(person.email);
    expect(letter!.data.stage).toBe('12_months');
    const suggested = letter!.data.vendors.map((vendor) => vendor.id);
    expect(suggested.length).toBeGreaterThanOrEqual(2);
    expect(suggested.length).toBeLessThanOrEqual(3);
    expect(suggested.slice(0, 2)).toEqual([free.id, limited.id]);
    expect(suggested).not.toContain(booked.id);
    expect(suggested).not.toContain(draft.id);
    const others = await service
      .from('listing_dates')
      .select('listing_id')
      .in('listing_id', suggested)
      .eq('day', wedding)
      .eq('state', 'booked');
    expect(others.data).toEqual([]);
    const stories = letter!.data.stories.map((story) => story.slug);
    expect(stories).not.toContain(draftStory.data!.slug);
    const posts = await service
      .from('blog_posts')
      .select('slug, status, category, subcategory')
      .in('slug', stories);
    const stage = await service
      .from('week_by_week_stages')
      .select('story_categories')
      .eq('stage', '12_months')
      .single();
    for (const post of posts.data ?? []) {
      expect(post.status).toBe('published');
      const categories = stage.data!.story_categories as string[];
      expect(categories.includes(post.category) || categories.includes(post.subcategory)).toBe(
        true,
      );
    }

    // The email, through the outbox and the delivery function, to the local mailbox.
    await deliverEverythingDue();
    const email = await waitForEmail(mailbox(), { to: person.email, subject: 'A year to go' });
    const headers = await emailHeaders(mailbox(), email);
    expect(headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
    expect(headers['list-unsubscribe']).toContain('list=newsletter');
    expect(linkTo(email, '/newsletter/preferences').searchParams.get('token')).toBe(person.token);
    expect(linkTo(email, `/index/${free.urlName}`).href).toContain(free.urlName);
    // The Saved page's share link (its reading is src/features/saved/lib/share-link.test.ts's).
    const saved = new URLSearchParams(linkTo(email, '/saved').hash.slice(1));
    expect(saved.get('date')).toBe(wedding);
    expect(saved.get('items')).toBe(`l:${free.id}`);
    expect(email.html).not.toContain(`Venue booked`);
    expect(email.text).toContain('Venue free');
    // Admins read who got what; nobody else does.
    expect(
      (
        await admin
          .from('newsletter_week_by_week_sends')
          .select('stage')
          .eq('subscriber_id', person.id)
      ).data,
    ).toEqual([{ stage: '12_months' }]);
  });

  it('is run by the schedule only: no browser role calls the scheduler or reads the sends', async () => {
    const member = (
      await signedInClient(DEMO_ACCOUNTS.vendorAna.email, DEMO_ACCOUNTS.vendorAna.password)
    ).client;
    for (const client of [anonClient(), member, admin]) {
      const call = await client.rpc('newsletter_send_week_by_week', { as_of: at('2031-06-10') });
      expect(call.error).not.toBeNull();
      const letter = await client.rpc('week_by_week_letter', {
        stage: '12_months',
        subscriber_id: randomUUID(),
        as_of: at('2031-06-10'),
      });
      expect(letter.error).not.toBeNull();
    }
    for (const client of [anonClient(), member]) {
      expect(
        (await client.from('newsletter_week_by_week_sends').select('stage')).data ?? [],
      ).toEqual([]);
      expect((await client.from('week_by_week_stages').select('stage')).data ?? []).toEqual([]);
      const changed = await client
        .from('week_by_week_stages')
        .update({ story_categories: [] })
        .eq('stage', '12_months')
        .select('stage');
      expect(changed.data ?? []).toEqual([]);
    }
  });
});
