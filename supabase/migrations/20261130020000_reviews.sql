-- Issue #32: reviews only real couples can write.
--
-- * review_invitations: one per inquiry whose wedding has passed (REVIEW_INVITATION_DELAY_DAYS
--   after the date, not older than REVIEW_INVITATION_WINDOW_DAYS, never for an inquiry marked
--   spam, declined or held, and only when the inquiry was sent before the wedding: an inquiry
--   written with a date already past proves nothing). Written by invite_reviews(), which the
--   delivery function calls at the start of each run (the schedule that delivers notifications),
--   with the email in the outbox in the same transaction. Only a sha256 of the token is kept; the
--   link expires after 60 days; one reminder at most (after 14 days, with a second token, as the
--   first one's plain text is nowhere but in the first email). Private: no browser role reads it.
-- * reviews: written ONLY by submit_review(token, …) (security definer), once per invitation.
--   Published at once (docs/decisions.md, "Reviews"): the token is the proof, and every rule
--   lives in constraints. The couple's email is never in this table; the dates of the inquiry
--   and the wedding are kept to the month ("inquired in May 2026, married September 2026"), and
--   whether the vendor had marked the inquiry booked. anon reads published reviews only.
-- * The vendor answers once, publicly, and may edit the answer (answer_review); reports a review
--   with a reason (report_review); can never change, hide or delete it (no privilege at all).
-- * Admins see open reports (reported_reviews) and keep or remove the review with a reason that
--   the couple is told by email (moderate_review). Every admin action lands in the audit log (the
--   record_admin_write trigger on reviews and review_reports).
-- * Photos: bucket `review-photos` (public, images only). Anonymous uploads only under the folder
--   named by the sha256 of a valid, unused token, at most REVIEW_PHOTO_OBJECT_LIMIT objects;
--   submit_review accepts only paths in that folder.
-- * inquiries.booked_at: when the vendor first marked the inquiry booked (kept when it is later
--   archived), so "Booked, confirmed by the vendor" stays true.

-- ---------------------------------------------------------------------------------------------
-- Outbox kinds: the invitation, its reminder, the vendor's alert, the couple's removal notice
-- ---------------------------------------------------------------------------------------------

do $$
declare
  kinds text[];
begin
  select array_agg(distinct m[1] order by m[1]) into kinds
  from pg_catalog.pg_constraint c,
       regexp_matches(pg_catalog.pg_get_constraintdef(c.oid), '''([a-z_]+)''', 'g') as m
  where c.conrelid = 'public.outbox'::regclass and c.conname = 'outbox_kind_check';
  kinds := array(
    select distinct k from unnest(kinds || array['review_invitation', 'review_reminder',
                                                  'review_received', 'review_removed']) as k
    order by k);
  alter table public.outbox drop constraint outbox_kind_check;
  execute format(
    'alter table public.outbox add constraint outbox_kind_check check (kind = any (%L::text[]))',
    kinds);
end;
$$;

-- ---------------------------------------------------------------------------------------------
-- When the vendor marked an inquiry booked
-- ---------------------------------------------------------------------------------------------

alter table public.inquiries add column booked_at timestamptz;
comment on column public.inquiries.booked_at is
  'When the vendor first marked the inquiry booked; set by the database, kept afterwards.';

create function public.inquiries_booked_at()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  -- the database's to set (the seed and the service role may write history)
  if current_user in ('anon', 'authenticated') then
    new.booked_at := case when tg_op = 'UPDATE' then old.booked_at end;
  end if;
  if new.booked_at is null and new.status = 'booked' then
    new.booked_at := now();
  end if;
  return new;
end;
$$;
revoke all on function public.inquiries_booked_at() from public, anon, authenticated;

-- "zz": after the guards (before-triggers fire by name), which compare the row before and after.
create trigger zz_inquiries_booked_at
  before insert or update on public.inquiries
  for each row execute function public.inquiries_booked_at();

-- The invitations' scan (each delivery run): inquiries by wedding date.
create index inquiries_wedding_date_idx on public.inquiries (wedding_date) where wedding_date is not null;

-- ---------------------------------------------------------------------------------------------
-- Invitations
-- ---------------------------------------------------------------------------------------------

create table public.review_invitations (
  id uuid primary key default gen_random_uuid(),
  -- null once an admin deletes the (archived) inquiry: the invitation and its review stay
  inquiry_id uuid
    constraint review_invitations_inquiry_id_key unique
    constraint review_invitations_inquiry_id_fkey references public.inquiries (id) on delete set null,
  listing_id uuid not null
    constraint review_invitations_listing_id_fkey references public.listings (id) on delete cascade,
  -- copied from the inquiry: the removal notice still reaches the couple if the inquiry goes
  email text not null
    constraint review_invitations_email_check check (char_length(email) <= 254),
  name text,
  token_hash text not null
    constraint review_invitations_token_hash_key unique
    constraint review_invitations_token_hash_check check (token_hash ~ '^[0-9a-f]{64}$'),
  reminder_token_hash text
    constraint review_invitations_reminder_token_hash_key unique
    constraint review_invitations_reminder_token_hash_check check (reminder_token_hash ~ '^[0-9a-f]{64}$'),
  expires_at timestamptz not null,
  sent_at timestamptz not null default now(),
  reminded_at timestamptz,
  used_at timestamptz,
  created_at timestamptz not null default now()
);
comment on table public.review_invitations is
  'One review invitation per inquiry whose wedding passed (invite_reviews); the token''s sha256 only. Private.';
alter table public.review_invitations enable row level security;
revoke all on public.review_invitations from anon, authenticated;
grant select, insert, update, delete on public.review_invitations to service_role;
create index review_invitations_listing_id_idx on public.review_invitations (listing_id);
create index review_invitations_reminder_idx on public.review_invitations (sent_at)
  where used_at is null and reminded_at is null;

-- The invitation a token opens (the first email's or the reminder's), with the hash it matched.
create function public.review_invitation_for(token text, out invitation public.review_invitations, out hash text)
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  if review_invitation_for.token is null or review_invitation_for.token !~ '^[0-9a-f]{64}$' then
    return;
  end if;
  hash := encode(pg_catalog.sha256(convert_to(review_invitation_for.token, 'UTF8')), 'hex');
  select * into invitation from public.review_invitations i
  where i.token_hash = hash or i.reminder_token_hash = hash;
  if not found then
    hash := null;
  end if;
end;
$$;
revoke all on function public.review_invitation_for(text) from public, anon, authenticated;

-- One run: invitations for the inquiries whose wedding has just passed, and the one reminder.
create function public.invite_reviews(as_of timestamptz default now())
returns integer
language plpgsql
security definer
set search_path = ''
as $$
declare
  delay_days constant integer := 2;          -- REVIEW_INVITATION_DELAY_DAYS
  window_days constant integer := 60;        -- REVIEW_INVITATION_WINDOW_DAYS
  valid_days constant integer := 60;         -- REVIEW_LINK_VALID_DAYS
  reminder_after_days constant integer := 14; -- REVIEW_REMINDER_AFTER_DAYS
  today date := (invite_reviews.as_of at time zone 'UTC')::date;
  due record;
  plain_token text;
  written integer := 0;
begin
  for due in
    select i.id, i.listing_id, i.email, i.name, i.wedding_date, l.name as listing_name, l.url_name
    from public.inquiries i
    join public.listings l on l.id = i.listing_id
    where i.wedding_date between today - window_days and today - delay_days
      and i.status not in ('spam', 'declined', 'held')
      and (i.created_at at time zone 'UTC')::date <= i.wedding_date
      and l.status = 'published'
      and not exists (select 1 from public.review_invitations r where r.inquiry_id = i.id)
    order by i.wedding_date
    limit 500
    for update of i skip locked
  loop
    plain_token := replace(pg_catalog.gen_random_uuid()::text || pg_catalog.gen_random_uuid()::text, '-', '');
    insert into public.review_invitations (inquiry_id, listing_id, email, name, token_hash, expires_at, sent_at)
    values (due.id, due.listing_id, lower(due.email), due.name,
            encode(pg_catalog.sha256(convert_to(plain_token, 'UTF8')), 'hex'),
            invite_reviews.as_of + make_interval(days => valid_days), invite_reviews.as_of)
    on conflict on constraint review_invitations_inquiry_id_key do nothing;
    if found then
      perform public.enqueue_message('review_invitation', due.email, due.name, null,
        jsonb_build_object('token', plain_token, 'listing_name', due.listing_name,
                           'listing_url_name', due.url_name, 'wedding_date', due.wedding_date,
                           'expires_at', invite_reviews.as_of + make_interval(days => valid_days)));
      written := written + 1;
    end if;
  end loop;

  for due in
    select r.id, r.email, r.name, r.expires_at, l.name as listing_name, l.url_name
    from public.review_invitations r
    join public.listings l on l.id = r.listing_id
    where r.used_at is null and r.reminded_at is null
      and r.sent_at <= invite_reviews.as_of - make_interval(days => reminder_after_days)
      and r.expires_at > invite_reviews.as_of + interval '1 day'
    limit 500
    for update of r skip locked
  loop
    plain_token := replace(pg_catalog.gen_random_uuid()::text || pg_catalog.gen_random_uuid()::text, '-', '');
    update public.review_invitations r
    set reminded_at = invite_reviews.as_of,
        reminder_token_hash = encode(pg_catalog.sha256(convert_to(plain_token, 'UTF8')), 'hex')
    where r.id = due.id;
    perform public.enqueue_message('review_reminder', due.email, due.name, null,
      jsonb_build_object('token', plain_token, 'listing_name', due.listing_name,
                         'listing_url_name', due.url_name, 'expires_at', due.expires_at));
    written := written + 1;
  end loop;
  return written;
end;
$$;
revoke all on function public.invite_reviews(timestamptz) from public, anon, authenticated;
grant execute on function public.invite_reviews(timestamptz) to service_role;

-- ---------------------------------------------------------------------------------------------
-- Reviews
-- ---------------------------------------------------------------------------------------------

-- Photos: up to 6 objects of the review-photos bucket, each with alt text.
create function public.review_photos_valid(photos jsonb)
returns boolean
language sql
immutable
set search_path = ''
as $$
  select jsonb_typeof(photos) = 'array'
    and jsonb_array_length(photos) <= 6 -- REVIEW_PHOTO_LIMIT
    and not exists (
      select 1 from jsonb_array_elements(photos) as p(value)
      where jsonb_typeof(p.value) <> 'object'
         or coalesce(p.value ->> 'path', '') !~ '^[0-9a-f]{64}/[A-Za-z0-9_-]{1,80}\.(webp|jpg|jpeg)$'
         or char_length(btrim(coalesce(p.value ->> 'alt', ''))) not between 1 and 200
         or (select count(*) from jsonb_object_keys(p.value)) <> 2
    );
$$;

create table public.reviews (
  id uuid primary key default gen_random_uuid(),
  listing_id uuid not null
    constraint reviews_listing_id_fkey references public.listings (id) on delete cascade,
  invitation_id uuid
    constraint reviews_invitation_id_key unique
    constraint reviews_invitation_id_fkey references public.review_invitations (id) on delete set null,
  rating smallint not null
    constraint reviews_rating_check check (rating between 1 and 5),
  rating_quality smallint
    constraint reviews_rating_quality_check check (rating_quality between 1 and 5),
  rating_responsiveness smallint
    constraint reviews_rating_responsiveness_check check (rating_responsiveness between 1 and 5),
  rating_value smallint
    constraint reviews_rating_value_check check (rating_value between 1 and 5),
  rating_professionalism smallint
    constraint reviews_rating_professionalism_check check (rating_professionalism between 1 and 5),
  title text not null
    constraint reviews_title_check check (char_length(btrim(title)) between 3 and 120),
  body text not null
    constraint reviews_body_check check (char_length(btrim(body)) between 50 and 4000),
  -- only with the couple's consent; otherwise the page says "A verified couple"
  author_name text
    constraint reviews_author_name_check check (author_name is null or char_length(btrim(author_name)) between 1 and 80),
  photos jsonb not null default '[]'::jsonb
    constraint reviews_photos_check check (public.review_photos_valid(photos)),
  -- the first of the month: "inquired through Perféte in May 2026, married September 2026"
  inquired_month date not null
    constraint reviews_inquired_month_check check (extract(day from inquired_month) = 1),
  married_month date not null
    constraint reviews_married_month_check check (extract(day from married_month) = 1),
  booking_confirmed boolean not null default false,
  status text not null default 'published'
    constraint reviews_status_check check (status in ('published', 'removed')),
  removed_reason text
    constraint reviews_removed_reason_check check (removed_reason is null or char_length(btrim(removed_reason)) between 5 and 2000),
  removed_at timestamptz,
  answer text
    constraint reviews_answer_check check (answer is null or char_length(btrim(answer)) between 2 and 2000),
  answered_at timestamptz,
  answer_updated_at timestamptz,
  created_at timestamptz not null default now(),
  constraint reviews_removed_check check ((status = 'removed') = (removed_reason is not null and removed_at is not null))
);
comment on table public.reviews is
  'Reviews by couples who inquired through Perféte, written only through submit_review(token). anon reads the published ones.';
alter table public.reviews enable row level security;

create index reviews_listing_id_status_created_at_idx on public.reviews (listing_id, status, created_at desc);

-- Nobody writes through the API: submit_review, answer_review and moderate_review do.
revoke all on public.reviews from anon, authenticated;
grant select (id, listing_id, rating, rating_quality, rating_responsiveness, rating_value,
              rating_professionalism, title, body, author_name, photos, inquired_month,
              married_month, booking_confirmed, status, answer, answered_at, answer_updated_at,
              created_at)
  on public.reviews to anon, authenticated;
grant select (removed_reason, removed_at) on public.reviews to authenticated;
grant select, insert, update, delete on public.reviews to service_role;

create policy "anon reads published reviews" on public.reviews
  for select to anon
  using (status = 'published');
create policy "published reviews, the owner's and all for admins" on public.reviews
  for select to authenticated
  using (status = 'published' or (select public.owns_listing(listing_id)) or (select public.is_admin()));

-- Reports: a vendor says why a review is unfair; admins decide.
create table public.review_reports (
  id uuid primary key default gen_random_uuid(),
  review_id uuid not null
    constraint review_reports_review_id_fkey references public.reviews (id) on delete cascade,
  reporter_id uuid
    constraint review_reports_reporter_id_fkey references auth.users (id) on delete set null,
  reason text not null
    constraint review_reports_reason_check check (char_length(btrim(reason)) between 10 and 2000),
  status text not null default 'open'
    constraint review_reports_status_check check (status in ('open', 'kept', 'removed')),
  decision_reason text
    constraint review_reports_decision_reason_check check (decision_reason is null or char_length(btrim(decision_reason)) <= 2000),
  decided_by uuid
    constraint review_reports_decided_by_fkey references auth.users (id) on delete set null,
  decided_at timestamptz,
  created_at timestamptz not null default now()
);
comment on table public.review_reports is 'Vendors'' reports of reviews, decided by admins (moderate_review).';
alter table public.review_reports enable row level security;
revoke all on public.review_reports from anon, authenticated;
grant select on public.review_reports to authenticated;
grant select, insert, update, delete on public.review_reports to service_role;
-- one open report per review at a time
create unique index review_reports_open_key on public.review_reports (review_id) where status = 'open';
create index review_reports_status_created_at_idx on public.review_reports (status, created_at);

create policy "reporters and admins read reports" on public.review_reports
  for select to authenticated
  using (reporter_id = (select auth.uid()) or (select public.is_admin()));

-- Every admin write to reviews and reports lands in the audit log.
create trigger reviews_audit
  after insert or update or delete on public.reviews
  for each row execute function public.record_admin_write('id');
create trigger review_reports_audit
  after insert or update or delete on public.review_reports
  for each row execute function public.record_admin_write('id');

-- ---------------------------------------------------------------------------------------------
-- The couple's side: what a link opens, and the one write
-- ---------------------------------------------------------------------------------------------

-- What the form shows: 'valid' (with the vendor and the names to offer), 'used', 'expired' or
-- 'invalid'. Nothing private: no email, and the names only to the token's holder.
create function public.review_invitation(token text)
returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  found_invitation record;
  listing record;
  wedding date;
begin
  select * into found_invitation from public.review_invitation_for(review_invitation.token);
  if found_invitation.hash is null then
    return jsonb_build_object('state', 'invalid');
  end if;
  select l.name, l.url_name into listing from public.listings l where l.id = (found_invitation.invitation).listing_id;
  select i.wedding_date into wedding from public.inquiries i where i.id = (found_invitation.invitation).inquiry_id;
  return jsonb_build_object(
    'state', case
      when (found_invitation.invitation).used_at is not null then 'used'
      when (found_invitation.invitation).expires_at <= now() then 'expired'
      else 'valid' end,
    'listing_name', listing.name,
    'listing_url_name', listing.url_name,
    'wedding_date', wedding,
    'expires_at', (found_invitation.invitation).expires_at,
    'names', case when (found_invitation.invitation).used_at is null
                  then split_part(btrim(coalesce((found_invitation.invitation).name, '')), ' ', 1) end,
    'photo_folder', case when (found_invitation.invitation).used_at is null then found_invitation.hash end
  );
end;
$$;
revoke all on function public.review_invitation(text) from public;
grant execute on function public.review_invitation(text) to anon, authenticated;

-- The one way to write a review: a valid, unused, unexpired token, once.
create function public.submit_review(
  token text,
  rating integer,
  title text,
  body text,
  publish_names boolean,
  author_name text default null,
  rating_quality integer default null,
  rating_responsiveness integer default null,
  rating_value integer default null,
  rating_professionalism integer default null,
  photos jsonb default '[]'::jsonb
)
returns uuid
language plpgsql
security definer
set search_path = ''
as $$
declare
  found_invitation record;
  invitation public.review_invitations;
  inquiry public.inquiries;
  listing record;
  owner record;
  given_photos jsonb := coalesce(submit_review.photos, '[]'::jsonb);
  review_id uuid;
begin
  -- The local stack on PostgreSQL hands a jsonb argument over as a JSON string.
  if jsonb_typeof(given_photos) = 'string' then
    given_photos := (given_photos #>> '{}')::jsonb;
  end if;
  select * into found_invitation from public.review_invitation_for(submit_review.token);
  if found_invitation.hash is null then
    raise exception 'This review link is not valid' using errcode = '42501';
  end if;
  select * into invitation from public.review_invitations i
  where i.id = (found_invitation.invitation).id for update;
  if invitation.used_at is not null then
    raise exception 'This review link has already been used' using errcode = '42501';
  end if;
  if invitation.expires_at <= now() then
    raise exception 'This review link has expired' using errcode = '42501';
  end if;
  if exists (
    select 1 from jsonb_array_elements(case when jsonb_typeof(given_photos) = 'array' then given_photos else '[]'::jsonb end) p(value)
    where coalesce(p.value ->> 'path', '') not like found_invitation.hash || '/%'
  ) then
    raise exception 'Photos must be uploaded with this review link' using errcode = '42501';
  end if;
  select * into inquiry from public.inquiries i where i.id = invitation.inquiry_id;

  insert into public.reviews (listing_id, invitation_id, rating, rating_quality, rating_responsiveness,
                              rating_value, rating_professionalism, title, body, author_name, photos,
                              inquired_month, married_month, booking_confirmed)
  values (invitation.listing_id, invitation.id, submit_review.rating, submit_review.rating_quality,
          submit_review.rating_responsiveness, submit_review.rating_value,
          submit_review.rating_professionalism, btrim(submit_review.title), btrim(submit_review.body),
          case when submit_review.publish_names then nullif(btrim(submit_review.author_name), '') end,
          given_photos,
          date_trunc('month', coalesce(inquiry.created_at, invitation.created_at) at time zone 'UTC')::date,
          date_trunc('month', coalesce(inquiry.wedding_date, invitation.created_at::date))::date,
          inquiry.booked_at is not null or inquiry.status = 'booked')
  returning id into review_id;
  update public.review_invitations i set used_at = now() where i.id = invitation.id;

  -- The vendor hears of it (an essential email: it concerns their public page).
  select l.name, l.url_name, l.contact_email, l.owner_id into listing
  from public.listings l where l.id = invitation.listing_id;
  select * into owner from public.account_contact(listing.owner_id);
  perform public.enqueue_message('review_received', coalesce(listing.contact_email, owner.email),
    coalesce(owner.full_name, listing.name), listing.owner_id,
    jsonb_build_object('review_id', review_id, 'listing_name', listing.name,
                       'listing_url_name', listing.url_name, 'rating', submit_review.rating,
                       'title', btrim(submit_review.title)));
  return review_id;
end;
$$;
revoke all on function public.submit_review(text, integer, text, text, boolean, text, integer, integer, integer, integer, jsonb) from public;
grant execute on function public.submit_review(text, integer, text, text, boolean, text, integer, integer, integer, integer, jsonb) to anon, authenticated;

-- ---------------------------------------------------------------------------------------------
-- The vendor's side: one public answer (editable), and reports
-- ---------------------------------------------------------------------------------------------

create function public.answer_review(review_id uuid, answer text)
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  review public.reviews;
begin
  select * into review from public.reviews r where r.id = answer_review.review_id for update;
  if not found or not (select public.owns_listing(review.listing_id)) then
    raise exception 'Only the vendor of this listing can answer its reviews' using errcode = '42501';
  end if;
  update public.reviews r
  set answer = btrim(answer_review.answer),
      answered_at = coalesce(r.answered_at, now()),
      answer_updated_at = case when r.answered_at is not null then now() end
  where r.id = review.id;
end;
$$;
revoke all on function public.answer_review(uuid, text) from public, anon;
grant execute on function public.answer_review(uuid, text) to authenticated;

create function public.report_review(review_id uuid, reason text)
returns uuid
language plpgsql
security definer
set search_path = ''
as $$
declare
  review public.reviews;
  report_id uuid;
  listing_name text;
begin
  select * into review from public.reviews r where r.id = report_review.review_id;
  if not found or not (select public.owns_listing(review.listing_id)) then
    raise exception 'Only the vendor of this listing can report its reviews' using errcode = '42501';
  end if;
  if review.status <> 'published' then
    raise exception 'This review is no longer published' using errcode = '23514';
  end if;
  if exists (select 1 from public.review_reports p where p.review_id = review.id and p.status = 'open') then
    raise exception 'This review is already reported and waits for an editor' using errcode = '23505';
  end if;
  insert into public.review_reports (review_id, reporter_id, reason)
  values (review.id, (select auth.uid()), btrim(report_review.reason))
  returning id into report_id;
  select l.name into listing_name from public.listings l where l.id = review.listing_id;
  perform public.notify_admins(jsonb_build_object('what', 'review_report', 'listing_name', listing_name,
                                                  'title', review.title));
  return report_id;
end;
$$;
revoke all on function public.report_review(uuid, text) from public, anon;
grant execute on function public.report_review(uuid, text) to authenticated;

-- ---------------------------------------------------------------------------------------------
-- Admins: the reported reviews, and the decision
-- ---------------------------------------------------------------------------------------------

create function public.reported_reviews()
returns table (
  report_id uuid, review_id uuid, reason text, reported_at timestamptz,
  listing_name text, listing_url_name text, rating smallint, title text, body text,
  author_name text, answer text, review_created_at timestamptz
)
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  if not (select public.is_admin()) then
    raise exception 'Only an administrator can read reported reviews' using errcode = '42501';
  end if;
  return query
  select p.id, r.id, p.reason, p.created_at, l.name, l.url_name, r.rating, r.title, r.body,
         r.author_name, r.answer, r.created_at
  from public.review_reports p
  join public.reviews r on r.id = p.review_id
  join public.listings l on l.id = r.listing_id
  where p.status = 'open'
  order by p.created_at;
end;
$$;
revoke all on function public.reported_reviews() from public, anon;
grant execute on function public.reported_reviews() to authenticated;

create function public.moderate_review(report_id uuid, decision text, reason text default null)
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  report public.review_reports;
  review public.reviews;
  invitation public.review_invitations;
  listing record;
begin
  if not (select public.is_admin()) then
    raise exception 'Only an administrator can moderate reviews' using errcode = '42501';
  end if;
  if moderate_review.decision not in ('keep', 'remove') then
    raise exception 'Keep or remove' using errcode = '22023';
  end if;
  select * into report from public.review_reports p where p.id = moderate_review.report_id for update;
  if not found or report.status <> 'open' then
    raise exception 'This report is not open' using errcode = 'P0002';
  end if;
  if moderate_review.decision = 'remove' and char_length(btrim(coalesce(moderate_review.reason, ''))) < 5 then
    raise exception 'Say why the review is removed: the couple is told' using errcode = '23514';
  end if;
  update public.review_reports p
  set status = case moderate_review.decision when 'keep' then 'kept' else 'removed' end,
      decision_reason = nullif(btrim(coalesce(moderate_review.reason, '')), ''),
      decided_by = (select auth.uid()), decided_at = now()
  where p.id = report.id;
  if moderate_review.decision = 'keep' then
    return;
  end if;
  update public.reviews r
  set status = 'removed', removed_reason = btrim(moderate_review.reason), removed_at = now()
  where r.id = report.review_id
  returning * into review;
  -- other open reports of the same review are settled by the same decision
  update public.review_reports p
  set status = 'removed', decided_by = (select auth.uid()), decided_at = now()
  where p.review_id = review.id and p.status = 'open';
  select * into invitation from public.review_invitations i where i.id = review.invitation_id;
  select l.name, l.url_name into listing from public.listings l where l.id = review.listing_id;
  perform public.enqueue_message('review_removed', invitation.email, invitation.name, null,
    jsonb_build_object('listing_name', listing.name, 'listing_url_name', listing.url_name,
                       'title', review.title, 'reason', review.removed_reason));
end;
$$;
revoke all on function public.moderate_review(uuid, text, text) from public, anon;
grant execute on function public.moderate_review(uuid, text, text) to authenticated;

-- ---------------------------------------------------------------------------------------------
-- Photos: bucket and policies
-- ---------------------------------------------------------------------------------------------

insert into storage.buckets (id, name, public, file_size_limit, allowed_mime_types)
values ('review-photos', 'review-photos', true, 5242880, array['image/jpeg', 'image/webp'])
on conflict (id) do update
set public = excluded.public,
    file_size_limit = excluded.file_size_limit,
    allowed_mime_types = excluded.allowed_mime_types;

-- Whether `folder` is the sha256 of a valid, unused token with room for one more object.
create function public.review_photo_folder_open(folder text)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select folder ~ '^[0-9a-f]{64}$'
    and exists (
      select 1 from public.review_invitations i
      where (i.token_hash = folder or i.reminder_token_hash = folder)
        and i.used_at is null and i.expires_at > now()
    )
    and (select count(*) from storage.objects o
         where o.bucket_id = 'review-photos' and o.name like folder || '/%') < 12; -- REVIEW_PHOTO_OBJECT_LIMIT
$$;
revoke all on function public.review_photo_folder_open(text) from public;
grant execute on function public.review_photo_folder_open(text) to anon, authenticated;

-- Upload only; no select (no listing), update or delete: a file, once there, stays as it is.
create policy "review link holders upload review photos" on storage.objects
  for insert to anon, authenticated
  with check (
    bucket_id = 'review-photos'
    and (select public.review_photo_folder_open((storage.foldername(name))[1]))
  );

-- ---------------------------------------------------------------------------------------------
-- The audit log names the reviews in words
-- ---------------------------------------------------------------------------------------------

-- As in 20261128030000, plus reviews (their title) and reports (their review's title).
create or replace function public.audit_row_label(table_name text, item jsonb)
returns text
language sql
stable
security definer
set search_path = ''
as $$
  select case table_name
    when 'listings' then item ->> 'name'
    when 'blog_posts' then item ->> 'title'
    when 'standalone_videos' then item ->> 'title'
    when 'blog_categories' then item ->> 'name'
    when 'business_categories' then item ->> 'name'
    when 'listing_photos' then public.audit_label('public.listings', item ->> 'listing_id')
    when 'listing_changes' then public.audit_label('public.listings', item ->> 'listing_id')
    when 'featured_posts' then public.audit_label('public.blog_posts', item ->> 'post_id')
    when 'post_vendor_credits' then public.audit_label('public.blog_posts', item ->> 'post_id')
    when 'vendor_members' then public.audit_label('auth.users', item ->> 'user_id')
    when 'admin_users' then public.audit_label('auth.users', item ->> 'id')
    when 'membership_applications' then item ->> 'business_name'
    when 'membership_invitations' then item ->> 'email'
    when 'inquiries' then item ->> 'name'
    when 'contact_messages' then item ->> 'name'
    when 'wedding_submissions' then concat_ws(' & ', item ->> 'partner_one_name', item ->> 'partner_two_name')
    when 'reviews' then item ->> 'title'
    when 'review_reports' then (
      select r.title from public.reviews r
      where r.id::text = item ->> 'review_id'
    )
  end;
$$;
