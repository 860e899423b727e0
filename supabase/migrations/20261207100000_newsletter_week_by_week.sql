-- Issue #44: "Your wedding, week by week", the letter keyed to a couple's date.
--
-- * week_by_week_stages: the fixed schedule, seven stages, each due at an offset from the wedding
--   date (12, 9, 6, 3 and 1 month before, the week before, a week after), with the blog
--   categories its planning stories come from and the business category its three vendors come
--   from. Admins may change the categories (the words of each letter are the template's:
--   src/config/week-by-week.ts holds the same offsets, and the test checks them against these).
-- * newsletter_week_by_week_sends: what was sent, one row per (subscriber, wedding date, stage),
--   written in the same transaction as the outbox row. Its primary key is the "exactly once": a
--   run repeated, run twice at once, or killed mid-way (everything rolls back) never sends a
--   stage twice for one date. A changed date is a new key: the schedule starts over for it.
-- * newsletter_send_week_by_week(as_of): the scheduler. Takes the clock as a parameter (tests
--   move it through a year); only the service role may call it. deliver-notifications calls it at
--   the start of every run (as it calls invite_reviews), so it runs on the delivery schedule.
--   Only the CURRENT stage is sent: the latest one whose day has come. A couple who subscribes
--   five months out, or moves the date, gets the letter for where they are now, never the
--   earlier stages in a flood; and at most one letter every five days, so changing the date
--   back and forth cannot fill an inbox. Sixty days after the wedding no stage is current any
--   more: the letter stops by itself.

-- ---------------------------------------------------------------------------------------------
-- The new kind of email
-- ---------------------------------------------------------------------------------------------

do $$
declare
  kinds text[];
begin
  -- As in 20261206300000: every kind the constraint has now, plus ours.
  select array_agg(distinct w.kind order by w.kind) into kinds
  from pg_catalog.pg_constraint c,
       regexp_matches(pg_catalog.pg_get_constraintdef(c.oid), '''([^'']*)''', 'g') as m (quoted),
       unnest(string_to_array(btrim(m.quoted[1], '{}'), ',')) as w (kind)
  where c.conrelid = 'public.outbox'::regclass and c.conname = 'outbox_kind_check'
    and w.kind ~ '^[a-z_]+$';
  kinds := array(select distinct k from unnest(kinds || array['newsletter_week_by_week']) as k order by k);
  alter table public.outbox drop constraint outbox_kind_check;
  execute format(
    'alter table public.outbox add constraint outbox_kind_check check (kind in (%s))',
    (select string_agg(quote_literal(k), ', ') from unnest(kinds) as k));
end;
$$;

-- ---------------------------------------------------------------------------------------------
-- The schedule
-- ---------------------------------------------------------------------------------------------

create table public.week_by_week_stages (
  stage text primary key
    constraint week_by_week_stages_stage_check
    check (stage in ('12_months', '9_months', '6_months', '3_months', '1_month', 'week_before', 'after')),
  position smallint not null
    constraint week_by_week_stages_position_key unique,
  -- the stage's day is the wedding date plus this (negative: before)
  due_offset interval not null,
  -- its three vendors' category; null: no vendors (after the wedding)
  business_category_id uuid
    constraint week_by_week_stages_business_category_id_fkey
    references public.business_categories (id) on delete set null,
  -- its planning stories: published posts whose category or subcategory is one of these
  story_categories uuid[] not null default '{}'
    constraint week_by_week_stages_story_categories_check check (cardinality(story_categories) <= 20),
  updated_at timestamptz not null default now()
);
comment on table public.week_by_week_stages is
  'The week-by-week letter''s fixed schedule (issue #44): each stage''s offset from the wedding, its vendors'' category and its stories'' blog categories. Admins may change the categories.';

alter table public.week_by_week_stages enable row level security;
revoke all on public.week_by_week_stages from anon, authenticated;
grant select, insert, update, delete on public.week_by_week_stages to service_role;
grant select, update (business_category_id, story_categories) on public.week_by_week_stages to authenticated;
create policy "admins read the week-by-week stages" on public.week_by_week_stages
  for select to authenticated using ((select public.is_admin()));
create policy "admins choose the week-by-week stages' categories" on public.week_by_week_stages
  for update to authenticated using ((select public.is_admin())) with check ((select public.is_admin()));

create trigger week_by_week_stages_set_updated_at
  before update on public.week_by_week_stages
  for each row execute function public.set_updated_at();

-- The categories are the reference rows of 20261122040000 (fixed ids in every environment).
-- What a couple books at each stage, the order planners give: the venue first (it fixes the
-- date), the photographer next (the good ones go a year out), flowers at six months, the
-- invitations at three (they are posted six to eight weeks before), hair and make-up trials at a
-- month, and the week before a planner for the day itself.
insert into public.week_by_week_stages (stage, position, due_offset, business_category_id, story_categories) values
  ('12_months', 1, interval '-12 months', '20000000-0000-4000-8000-000000000013', -- Venue
   array['10000000-0000-4000-8000-000000000103', '10000000-0000-4000-8000-000000000104']::uuid[]), -- Wedding Planning, Budget
  ('9_months', 2, interval '-9 months', '20000000-0000-4000-8000-000000000003', -- Photography
   array['10000000-0000-4000-8000-000000000001', '10000000-0000-4000-8000-000000000102']::uuid[]), -- Real Weddings, Wedding Dresses
  ('6_months', 3, interval '-6 months', '20000000-0000-4000-8000-000000000008', -- Florist
   array['10000000-0000-4000-8000-000000000010', '10000000-0000-4000-8000-000000000106']::uuid[]), -- Inspiration, Registry
  ('3_months', 4, interval '-3 months', '20000000-0000-4000-8000-000000000006', -- Stationery
   array['10000000-0000-4000-8000-000000000105', '10000000-0000-4000-8000-000000000103']::uuid[]), -- Etiquette, Wedding Planning
  ('1_month', 5, interval '-1 month', '20000000-0000-4000-8000-000000000007', -- Beauty
   array['10000000-0000-4000-8000-000000000006']::uuid[]), -- Beauty (Hair, Makeup, Skincare)
  ('week_before', 6, interval '-7 days', '20000000-0000-4000-8000-000000000001', -- Planner
   array['10000000-0000-4000-8000-000000000103', '10000000-0000-4000-8000-000000000105']::uuid[]), -- Wedding Planning, Etiquette
  ('after', 7, interval '7 days', null,
   array['10000000-0000-4000-8000-000000000115', '10000000-0000-4000-8000-000000000003']::uuid[]); -- Honeymoons, Relationships

-- A stage's day for a wedding date: the one reading of due_offset (the scheduler's, and the
-- test's check that src/config/week-by-week.ts names the same days).
create function public.week_by_week_stage_day(stage text, wedding_date date)
returns date
language sql
stable
security definer
set search_path = ''
as $$
  select (week_by_week_stage_day.wedding_date + st.due_offset)::date
  from public.week_by_week_stages st
  where st.stage = week_by_week_stage_day.stage;
$$;
revoke all on function public.week_by_week_stage_day(text, date) from public, anon, authenticated;
grant execute on function public.week_by_week_stage_day(text, date) to service_role;

-- ---------------------------------------------------------------------------------------------
-- What was sent
-- ---------------------------------------------------------------------------------------------

create table public.newsletter_week_by_week_sends (
  subscriber_id uuid not null
    constraint newsletter_week_by_week_sends_subscriber_id_fkey
    references public.newsletter_subscribers (id) on delete cascade,
  wedding_date date not null,
  stage text not null
    constraint newsletter_week_by_week_sends_stage_fkey references public.week_by_week_stages (stage),
  -- the outbox row (kept when the outbox is cleaned: the key is what counts)
  outbox_id uuid,
  -- the scheduler's clock when it was queued
  queued_at timestamptz not null,
  constraint newsletter_week_by_week_sends_pkey primary key (subscriber_id, wedding_date, stage)
);
comment on table public.newsletter_week_by_week_sends is
  'Each week-by-week stage sent, once per subscriber and wedding date (issue #44). Written only by newsletter_send_week_by_week.';

alter table public.newsletter_week_by_week_sends enable row level security;
revoke all on public.newsletter_week_by_week_sends from anon, authenticated;
grant select, insert, update, delete on public.newsletter_week_by_week_sends to service_role;
grant select on public.newsletter_week_by_week_sends to authenticated;
create policy "admins read the week-by-week sends" on public.newsletter_week_by_week_sends
  for select to authenticated using ((select public.is_admin()));

create index newsletter_week_by_week_sends_subscriber_queued_idx
  on public.newsletter_week_by_week_sends (subscriber_id, queued_at desc);

-- The scheduler reads the confirmed couples by date.
create index newsletter_subscribers_week_by_week_idx
  on public.newsletter_subscribers (wedding_date)
  where status = 'confirmed' and 'week_by_week' = any (letters);

-- ---------------------------------------------------------------------------------------------
-- One stage's content
-- ---------------------------------------------------------------------------------------------

-- The stage's letter for one couple: up to three planning stories (published by as_of, newest
-- first) and three vendors of the stage's category who are members (published, their owner not
-- suspended: as listings_booked_on) and NOT booked on the wedding date (listing_dates, the data
-- the directory's ?date= filter reads); vendors in the couple's city first, then free over
-- 'limited', then an order of their own per couple, so every member gets a turn.
create function public.week_by_week_letter(stage text, subscriber_id uuid, as_of timestamptz)
returns jsonb
language sql
stable
security definer
set search_path = ''
as $$
  select jsonb_build_object(
    'stage', stage_row.stage,
    'wedding_date', subscriber.wedding_date,
    'city', subscriber.city,
    'vendor_category', (select c.name from public.business_categories c where c.id = stage_row.business_category_id),
    'stories', coalesce((
      select jsonb_agg(jsonb_build_object('title', p.title, 'slug', p.slug, 'excerpt', p.excerpt)
                       order by p.published_at desc, p.id)
      from (
        select p.id, p.title, p.slug, p.excerpt, p.published_at
        from public.blog_posts p
        where p.status = 'published' and p.published_at <= week_by_week_letter.as_of
          and (p.category = any (stage_row.story_categories) or p.subcategory = any (stage_row.story_categories))
        order by p.published_at desc, p.id
        limit 3
      ) p), '[]'::jsonb),
    'vendors', coalesce((
      select jsonb_agg(jsonb_build_object('id', v.id, 'name', v.name, 'url_name', v.url_name, 'city', v.city)
                       order by v.rank)
      from (
        select l.id, l.name, l.url_name, l.city,
               row_number() over (
                 order by (subscriber.city is not null and lower(btrim(l.city)) = lower(subscriber.city)) desc,
                          exists (select 1 from public.listing_dates d
                                  where d.listing_id = l.id and d.day = subscriber.wedding_date and d.state = 'limited'),
                          md5(subscriber.id::text || l.id::text)
               ) as rank
        from public.listings l
        where l.business_category_id = stage_row.business_category_id
          and l.status = 'published'
          and (l.owner_id is null or not public.is_suspended_member(l.owner_id))
          and not exists (select 1 from public.listing_dates d
                          where d.listing_id = l.id and d.day = subscriber.wedding_date and d.state = 'booked')
        order by rank
        limit 3
      ) v), '[]'::jsonb)
  )
  from public.week_by_week_stages stage_row, public.newsletter_subscribers subscriber
  where stage_row.stage = week_by_week_letter.stage and subscriber.id = week_by_week_letter.subscriber_id;
$$;
comment on function public.week_by_week_letter(text, uuid, timestamptz) is
  'The content of one week-by-week letter: the stage''s stories and three member vendors free on the couple''s date (their city first). Used by newsletter_send_week_by_week.';
revoke all on function public.week_by_week_letter(text, uuid, timestamptz)
  from public, anon, authenticated;

-- ---------------------------------------------------------------------------------------------
-- The scheduler
-- ---------------------------------------------------------------------------------------------

-- Queues each confirmed couple's current stage, once per wedding date; answers how many were
-- queued. Called by deliver-notifications (the service role) with the real clock, by tests with
-- a fake one. Each letter is an outbox row through enqueue_message (the mail gate) with the
-- subscriber's token as its unsubscribe (topic 'newsletter': List-Unsubscribe, one click). A
-- letter the gate holds back is not recorded, so it is tried again at the next run.
create function public.newsletter_send_week_by_week(as_of timestamptz default now())
returns integer
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  batch_size constant integer := 500;    -- a run's share; the next run takes the rest
  quiet_days constant integer := 5;      -- WEEK_BY_WEEK_QUIET_DAYS: at most one letter in this many days
  stops_after_days constant integer := 60; -- WEEK_BY_WEEK_STOPS_AFTER_DAYS
  today date := (newsletter_send_week_by_week.as_of at time zone 'utc')::date;
  due record;
  message_id uuid;
  queued integer := 0;
begin
  for due in
    select s.id, s.email, s.wedding_date, s.preferences_token, st.stage
    from public.newsletter_subscribers s
    cross join lateral (
      select st.stage
      from public.week_by_week_stages st
      where public.week_by_week_stage_day(st.stage, s.wedding_date) <= today
      order by st.position desc
      limit 1
    ) st
    where s.status = 'confirmed' and s.held_at is null
      and 'week_by_week' = any (s.letters)
      and s.wedding_date between today - stops_after_days and today + 400
      and not exists (select 1 from public.newsletter_week_by_week_sends w
                      where w.subscriber_id = s.id and w.wedding_date = s.wedding_date and w.stage = st.stage)
      and not exists (select 1 from public.newsletter_week_by_week_sends w
                      where w.subscriber_id = s.id and w.queued_at > newsletter_send_week_by_week.as_of - make_interval(days => quiet_days))
    order by s.wedding_date, s.id
    limit batch_size
    for update of s skip locked
  loop
    -- The key first: a run that meets a row another run wrote moves on.
    insert into public.newsletter_week_by_week_sends (subscriber_id, wedding_date, stage, queued_at)
    values (due.id, due.wedding_date, due.stage, newsletter_send_week_by_week.as_of)
    on conflict on constraint newsletter_week_by_week_sends_pkey do nothing;
    if not found then
      continue;
    end if;
    message_id := public.enqueue_message('newsletter_week_by_week', due.email, null, null,
      public.week_by_week_letter(due.stage, due.id, newsletter_send_week_by_week.as_of));
    if message_id is null then
      -- Held back by the mail gate: not sent, so not recorded; the next run tries again.
      delete from public.newsletter_week_by_week_sends w
      where w.subscriber_id = due.id and w.wedding_date = due.wedding_date
        and w.stage = due.stage;
      continue;
    end if;
    update public.outbox o set topic = 'newsletter', unsubscribe_token = due.preferences_token
    where o.id = message_id;
    update public.newsletter_week_by_week_sends w set outbox_id = message_id
    where w.subscriber_id = due.id and w.wedding_date = due.wedding_date
      and w.stage = due.stage;
    queued := queued + 1;
  end loop;
  return queued;
end;
$$;
comment on function public.newsletter_send_week_by_week(timestamptz) is
  'The week-by-week scheduler (issue #44): queues each confirmed couple''s current stage once per wedding date, at most one letter in five days, nothing 60 days after the wedding. Service role only; as_of is the clock.';
revoke all on function public.newsletter_send_week_by_week(timestamptz) from public, anon, authenticated;
grant execute on function public.newsletter_send_week_by_week(timestamptz) to service_role;
