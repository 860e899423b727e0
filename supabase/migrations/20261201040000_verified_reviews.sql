-- Issue #40, part C, "verified means verified". The red team minted "verified" reviews: a vendor
-- sent three inquiries to her own listing with today's date from addresses she controls, and three
-- days later each had a review link; one address with three inquiries got three invitations; a
-- competitor could do the same with 1-star reviews. What a "verified couple" now rests on:
--
-- * One invitation per couple per vendor, one review per couple per vendor: the couple is the
--   normalised mailbox (public.normalized_email; 20261201010000 drops +tags for every domain).
--   review_invitations.couple_key holds it, unique per listing. Duplicates the old rule let
--   through keep no key and, unused, are closed; submit_review refuses a second review of a
--   vendor from the same mailbox whatever its invitation.
-- * None from the listing's own side: no invitation to the owner's account address, to the
--   contact address of any listing the owner has, or to an admin's; none for an inquiry sent by
--   the owner signed in, or from a network the owner worked from. Networks: member_networks, a
--   private table of the hashes of the client networks (public.request_client_network) a vendor
--   member writes through the API from (every write of the inbox, the listing, its photos and
--   changes, the review desk), kept 400 days; inquiry_senders keeps the hash of each inquiry's
--   network (and the sender's account, when signed in).
-- * Only an inquiry the vendor engaged with (marked replied or booked, now or before) AND sent at
--   least 14 days before the wedding is invited (docs/decisions.md, issue #40 part C, says why
--   both).
-- * Held for the admins, never refused: a review from one of the owner's first 3 invitations,
--   from a burst (2 other reviews of the listing in the last 24 hours, or 5 in 7 days), from a
--   network another review of the listing came from, from a network the owner worked from, or by
--   the owner signed in, is stored with status 'held' and an open review_reports row of kind
--   'hold' (reporter null, the reason in words), which the admins' reported reviews desk shows;
--   moderate_review keeps it (published, and the vendor is told then) or removes it (the couple
--   is told why). The public never reads a held review.
-- * Bounds (issue #40, "every function anon can call bounds its arguments"): submit_review and
--   review_invitation refuse an oversized token, title, body, name, photo list or a rating out of
--   range at once, before any lookup.

-- ---------------------------------------------------------------------------------------------
-- Networks, as hashes
-- ---------------------------------------------------------------------------------------------

-- The hash of the request's client network (null when none is known). Only hashes are kept.
create function public.client_network_hash()
returns text
language sql
stable
security definer
set search_path = ''
as $$
  select case when n.network is not null
    then encode(pg_catalog.sha256(convert_to('perfete-network:' || n.network, 'UTF8')), 'hex') end
  from (select public.request_client_network() as network) n;
$$;
comment on function public.client_network_hash() is
  'sha256 of request_client_network(), or null: how verified reviews compare networks without keeping them.';
revoke all on function public.client_network_hash() from public, anon, authenticated;

-- The networks a vendor member works from, as hashes; no browser role reads or writes it.
create table public.member_networks (
  user_id uuid not null
    constraint member_networks_user_id_fkey references auth.users (id) on delete cascade,
  network_hash text not null
    constraint member_networks_network_hash_check check (network_hash ~ '^[0-9a-f]{64}$'),
  first_seen_at timestamptz not null default now(),
  last_seen_at timestamptz not null default now(),
  constraint member_networks_pkey primary key (user_id, network_hash)
);
comment on table public.member_networks is
  'Hashes of the client networks each vendor member wrote through the API from (kept 400 days): no review invitation for an inquiry sent from one. Private.';
alter table public.member_networks enable row level security;
revoke all on public.member_networks from anon, authenticated;
grant select, insert, update, delete on public.member_networks to service_role;

-- After a vendor member's write through the API: their network is remembered (once an hour).
create function public.record_member_network()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  member_id uuid := (select auth.uid());
  network_hash text;
begin
  if member_id is null or coalesce((select auth.role()), '') <> 'authenticated'
     or not exists (select 1 from public.vendor_members m where m.user_id = member_id) then
    return null;
  end if;
  network_hash := public.client_network_hash();
  if network_hash is null then
    return null;
  end if;
  insert into public.member_networks as m (user_id, network_hash)
  values (member_id, network_hash)
  on conflict on constraint member_networks_pkey do update
    set last_seen_at = now()
    where m.last_seen_at < now() - interval '1 hour';
  delete from public.member_networks m
  where m.user_id = member_id and m.last_seen_at < now() - interval '400 days'; -- MEMBER_NETWORK_KEEP_DAYS
  return null;
end;
$$;
revoke all on function public.record_member_network() from public, anon, authenticated;

-- Every vendor write: the inbox (marking read, replied, booked), the listing, its photos and
-- changes, and the review desk (answers happen in answer_review as its owner: reviews' update;
-- reports: review_reports' insert).
create trigger inquiries_member_network
  after update on public.inquiries
  for each statement execute function public.record_member_network();
create trigger listings_member_network
  after insert or update on public.listings
  for each statement execute function public.record_member_network();
create trigger listing_changes_member_network
  after insert or update on public.listing_changes
  for each statement execute function public.record_member_network();
create trigger listing_photos_member_network
  after insert or update or delete on public.listing_photos
  for each statement execute function public.record_member_network();
create trigger reviews_member_network
  after update on public.reviews
  for each statement execute function public.record_member_network();
create trigger review_reports_member_network
  after insert on public.review_reports
  for each statement execute function public.record_member_network();

-- Who sent an inquiry: its network's hash and the signed-in account, if any. Private.
create table public.inquiry_senders (
  inquiry_id uuid primary key
    constraint inquiry_senders_inquiry_id_fkey references public.inquiries (id) on delete cascade,
  network_hash text
    constraint inquiry_senders_network_hash_check check (network_hash ~ '^[0-9a-f]{64}$'),
  sender_id uuid
    constraint inquiry_senders_sender_id_fkey references auth.users (id) on delete set null,
  created_at timestamptz not null default now()
);
comment on table public.inquiry_senders is
  'The network (a hash) and signed-in account an inquiry came from, when known: no review invitation for the vendor''s own. Private.';
alter table public.inquiry_senders enable row level security;
revoke all on public.inquiry_senders from anon, authenticated;
grant select, insert, update, delete on public.inquiry_senders to service_role;

-- After an inquiry sent by a browser role: where it came from.
create function public.record_inquiry_sender()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  network_hash text;
  sender_id uuid;
begin
  if coalesce((select auth.role()), '') not in ('anon', 'authenticated') then
    return null;
  end if;
  network_hash := public.client_network_hash();
  sender_id := (select auth.uid());
  if network_hash is not null or sender_id is not null then
    insert into public.inquiry_senders (inquiry_id, network_hash, sender_id)
    values (new.id, network_hash, sender_id)
    on conflict on constraint inquiry_senders_pkey do nothing;
  end if;
  return null;
end;
$$;
revoke all on function public.record_inquiry_sender() from public, anon, authenticated;

create trigger inquiries_record_sender
  after insert on public.inquiries
  for each row execute function public.record_inquiry_sender();

-- ---------------------------------------------------------------------------------------------
-- One invitation per couple per vendor
-- ---------------------------------------------------------------------------------------------

alter table public.review_invitations add column couple_key text;
comment on column public.review_invitations.couple_key is
  'The couple''s mailbox (normalized_email of email), unique per listing: one invitation, so one review, per couple per vendor. Set by the database.';

-- The first invitation per listing and mailbox (a used one first) keeps the key; the duplicates
-- the old rule sent keep none, and those still unused are closed.
with ranked as (
  select r.id, public.normalized_email(r.email) as couple_key,
         row_number() over (partition by r.listing_id, public.normalized_email(r.email)
                            order by (r.used_at is null), r.created_at, r.id) as rank
  from public.review_invitations r
)
update public.review_invitations r
set couple_key = ranked.couple_key
from ranked
where ranked.id = r.id and ranked.rank = 1;
update public.review_invitations r
set expires_at = least(r.expires_at, now())
where r.couple_key is null and r.used_at is null;

create unique index review_invitations_listing_id_couple_key_key
  on public.review_invitations (listing_id, couple_key);

-- The key is the database's: whoever inserts (invite_reviews, the seed), it is the mailbox.
create function public.review_invitations_couple_key()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  new.couple_key := public.normalized_email(new.email);
  return new;
end;
$$;
revoke all on function public.review_invitations_couple_key() from public, anon, authenticated;

create trigger review_invitations_couple_key
  before insert on public.review_invitations
  for each row execute function public.review_invitations_couple_key();

-- ---------------------------------------------------------------------------------------------
-- The listing's own side
-- ---------------------------------------------------------------------------------------------

-- The mailboxes that are the listing's own side: its owner's account, the contact address of
-- every listing the owner has, and every admin's account.
create function public.listing_own_mailboxes(listing_id uuid)
returns setof text
language sql
stable
security definer
set search_path = ''
as $$
  select public.normalized_email(u.email)
  from public.listings l join auth.users u on u.id = l.owner_id
  where l.id = listing_own_mailboxes.listing_id and u.email is not null
  union
  select public.normalized_email(o.contact_email)
  from public.listings l join public.listings o on o.owner_id = l.owner_id
  where l.id = listing_own_mailboxes.listing_id and o.contact_email is not null
  union
  select public.normalized_email(l.contact_email)
  from public.listings l
  where l.id = listing_own_mailboxes.listing_id and l.contact_email is not null
  union
  select public.normalized_email(u.email)
  from public.admin_users a join auth.users u on u.id = a.id
  where u.email is not null;
$$;
revoke all on function public.listing_own_mailboxes(uuid) from public, anon, authenticated;

-- Whether an inquiry came from its listing's owner: signed in as them, or from a network they
-- worked from.
create function public.inquiry_from_owner(inquiry_id uuid, owner_id uuid)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select exists (
    select 1 from public.inquiry_senders s
    where s.inquiry_id = inquiry_from_owner.inquiry_id
      and (s.sender_id = inquiry_from_owner.owner_id
           or exists (select 1 from public.member_networks m
                      where m.user_id = inquiry_from_owner.owner_id and m.network_hash = s.network_hash))
  );
$$;
revoke all on function public.inquiry_from_owner(uuid, uuid) from public, anon, authenticated;

-- ---------------------------------------------------------------------------------------------
-- Invitations: engaged, early, one per couple, never the vendor's own
-- ---------------------------------------------------------------------------------------------

-- As in 20261130020000, with the rules above: the vendor marked the inquiry replied or booked,
-- it was sent at least 14 days before the wedding, the couple has no invitation for this vendor,
-- and neither the address nor the sender is the listing's own side.
create or replace function public.invite_reviews(as_of timestamptz default now())
returns integer
language plpgsql
security definer
set search_path = ''
as $$
declare
  delay_days constant integer := 2;           -- REVIEW_INVITATION_DELAY_DAYS
  window_days constant integer := 60;         -- REVIEW_INVITATION_WINDOW_DAYS
  valid_days constant integer := 60;          -- REVIEW_LINK_VALID_DAYS
  reminder_after_days constant integer := 14; -- REVIEW_REMINDER_AFTER_DAYS
  lead_days constant integer := 14;           -- REVIEW_INQUIRY_LEAD_DAYS
  today date := (invite_reviews.as_of at time zone 'UTC')::date;
  due record;
  plain_token text;
  invitation_id uuid;
  written integer := 0;
begin
  for due in
    select i.id, i.listing_id, i.email, i.name, i.wedding_date, l.name as listing_name, l.url_name
    from public.inquiries i
    join public.listings l on l.id = i.listing_id
    where i.wedding_date between today - window_days and today - delay_days
      and i.status not in ('spam', 'declined', 'held')
      -- sent at least lead_days before the wedding
      and i.wedding_date - (i.created_at at time zone 'UTC')::date >= lead_days
      -- the vendor engaged: marked replied or booked (kept once archived)
      and (i.status in ('replied', 'booked') or i.first_replied_at is not null or i.booked_at is not null)
      and l.status = 'published'
      and not exists (select 1 from public.review_invitations r where r.inquiry_id = i.id)
      -- one per couple per vendor
      and not exists (select 1 from public.review_invitations r
                      where r.listing_id = i.listing_id and r.couple_key = public.normalized_email(i.email))
      -- never the listing's own side
      and public.normalized_email(i.email) not in (select m from public.listing_own_mailboxes(i.listing_id) m)
      and (l.owner_id is null or not public.inquiry_from_owner(i.id, l.owner_id))
    order by i.wedding_date, i.created_at, i.id
    limit 500
    for update of i skip locked
  loop
    plain_token := replace(pg_catalog.gen_random_uuid()::text || pg_catalog.gen_random_uuid()::text, '-', '');
    invitation_id := null;
    -- two inquiries of one couple in one run: the second meets the first's key and is skipped
    insert into public.review_invitations (inquiry_id, listing_id, email, name, token_hash, expires_at, sent_at)
    values (due.id, due.listing_id, lower(due.email), due.name,
            encode(pg_catalog.sha256(convert_to(plain_token, 'UTF8')), 'hex'),
            invite_reviews.as_of + make_interval(days => valid_days), invite_reviews.as_of)
    on conflict do nothing
    returning id into invitation_id;
    if invitation_id is not null then
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
-- Held reviews
-- ---------------------------------------------------------------------------------------------

alter table public.reviews drop constraint reviews_status_check;
alter table public.reviews add constraint reviews_status_check
  check (status in ('published', 'held', 'removed'));

-- A hold is an open "report" by Perféte itself (no reporter): the admins' one queue shows both.
alter table public.review_reports add column kind text not null default 'report'
  constraint review_reports_kind_check check (kind in ('report', 'hold'));
comment on column public.review_reports.kind is
  '''report'': a vendor''s; ''hold'': the database held the review before publishing it (reason says why).';

-- The network each review was written from, as a hash. Private.
create table public.review_senders (
  review_id uuid primary key
    constraint review_senders_review_id_fkey references public.reviews (id) on delete cascade,
  listing_id uuid not null
    constraint review_senders_listing_id_fkey references public.listings (id) on delete cascade,
  network_hash text not null
    constraint review_senders_network_hash_check check (network_hash ~ '^[0-9a-f]{64}$'),
  created_at timestamptz not null default now()
);
comment on table public.review_senders is
  'The network (a hash) each review was written from: two reviews of one vendor from one network are held. Private.';
alter table public.review_senders enable row level security;
revoke all on public.review_senders from anon, authenticated;
grant select, insert, update, delete on public.review_senders to service_role;
create index review_senders_listing_id_network_hash_idx on public.review_senders (listing_id, network_hash);

-- Why a new review of `listing` by `invitation` waits for an admin, or null: one of the owner's
-- first invitations, a burst, a network seen before (another review of the listing, the owner's),
-- or the owner signed in.
create function public.review_hold_reason(invitation public.review_invitations, network_hash text)
returns text
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  first_invitations constant integer := 3; -- REVIEW_HELD_FIRST_INVITATIONS
  burst_per_day constant integer := 2;     -- REVIEW_BURST_PER_DAY (others in 24 hours)
  burst_per_week constant integer := 5;    -- REVIEW_BURST_PER_WEEK (others in 7 days)
  listing_owner uuid;
begin
  select l.owner_id into listing_owner from public.listings l where l.id = invitation.listing_id;
  if (select count(*) from public.review_invitations r
      join public.listings l on l.id = r.listing_id
      where (l.id = invitation.listing_id or l.owner_id = listing_owner)
        and (r.created_at, r.id) < (invitation.created_at, invitation.id)) < first_invitations then
    return 'One of this vendor’s first reviews: an editor reads it before it appears.';
  end if;
  if (select count(*) from public.reviews v
      where v.listing_id = invitation.listing_id and v.created_at > now() - interval '1 day') >= burst_per_day
     or (select count(*) from public.reviews v
         where v.listing_id = invitation.listing_id and v.created_at > now() - interval '7 days') >= burst_per_week then
    return 'Several reviews of this vendor arrived together: an editor reads them before they appear.';
  end if;
  if listing_owner is not null and (select auth.uid()) = listing_owner then
    return 'Written while signed in as the vendor: an editor reads it before it appears.';
  end if;
  if network_hash is not null and (
       exists (select 1 from public.member_networks m
               where m.user_id = listing_owner and m.network_hash = review_hold_reason.network_hash)
       or exists (select 1 from public.review_senders s
                  where s.listing_id = invitation.listing_id
                    and s.network_hash = review_hold_reason.network_hash)) then
    return 'Written from a network this vendor or another of its reviews came from: an editor reads it first.';
  end if;
  return null;
end;
$$;
revoke all on function public.review_hold_reason(public.review_invitations, text) from public, anon, authenticated;

-- The vendor hears of a review once it is public (at once, or when an admin keeps a held one).
create function public.tell_vendor_of_review(review_id uuid)
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  review public.reviews;
  listing record;
  owner record;
begin
  select * into review from public.reviews r where r.id = tell_vendor_of_review.review_id;
  select l.name, l.url_name, l.contact_email, l.owner_id into listing
  from public.listings l where l.id = review.listing_id;
  select * into owner from public.account_contact(listing.owner_id);
  perform public.enqueue_message('review_received', coalesce(listing.contact_email, owner.email),
    coalesce(owner.full_name, listing.name), listing.owner_id,
    jsonb_build_object('review_id', review.id, 'listing_name', listing.name,
                       'listing_url_name', listing.url_name, 'rating', review.rating,
                       'title', review.title));
end;
$$;
revoke all on function public.tell_vendor_of_review(uuid) from public, anon, authenticated;

-- ---------------------------------------------------------------------------------------------
-- The couple's side, bounded
-- ---------------------------------------------------------------------------------------------

-- As in 20261130020000, refusing an oversized token at once, and saying, once used, whether the
-- review is published or waits for an editor (review_status), for the thank-you.
create or replace function public.review_invitation(token text)
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
  if char_length(coalesce(review_invitation.token, '')) <> 64 then
    return jsonb_build_object('state', 'invalid');
  end if;
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
    'photo_folder', case when (found_invitation.invitation).used_at is null then found_invitation.hash end,
    'review_status', (select r.status from public.reviews r
                      where r.invitation_id = (found_invitation.invitation).id)
  );
end;
$$;
revoke all on function public.review_invitation(text) from public;
grant execute on function public.review_invitation(text) to anon, authenticated;

-- As in 20261130020000, with: the arguments bounded first; one review per couple per vendor;
-- held (an open 'hold' for the admins, and no email to the vendor yet) when review_hold_reason
-- says so; the network it came from kept as a hash.
create or replace function public.submit_review(
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
  given_photos jsonb := coalesce(submit_review.photos, '[]'::jsonb);
  network_hash text := public.client_network_hash();
  hold_reason text;
  review_id uuid;
begin
  -- Bounds, before anything is looked up (REVIEW_* in src/config/reviews.ts).
  if char_length(coalesce(submit_review.token, '')) <> 64 then
    raise exception 'This review link is not valid' using errcode = '42501';
  end if;
  if char_length(coalesce(submit_review.title, '')) > 200
     or char_length(coalesce(submit_review.body, '')) > 5000
     or char_length(coalesce(submit_review.author_name, '')) > 200 then
    raise exception 'A title is at most 120 characters, a review 4000 and names 80' using errcode = '22001';
  end if;
  if submit_review.rating is null or submit_review.rating not between 1 and 5
     or exists (select 1 from unnest(array[submit_review.rating_quality, submit_review.rating_responsiveness,
                                          submit_review.rating_value, submit_review.rating_professionalism]) a
                where a not between 1 and 5) then
    raise exception 'Ratings run from 1 to 5' using errcode = '22003';
  end if;
  if pg_catalog.pg_column_size(given_photos) > 16384 then
    raise exception 'At most 6 photos, each with a short description' using errcode = '22001';
  end if;
  -- The local stack on PostgreSQL hands a jsonb argument over as a JSON string.
  if jsonb_typeof(given_photos) = 'string' then
    given_photos := (given_photos #>> '{}')::jsonb;
  end if;
  if jsonb_typeof(given_photos) <> 'array' or jsonb_array_length(given_photos) > 6 then -- REVIEW_PHOTO_LIMIT
    raise exception 'At most 6 photos, each with a short description' using errcode = '22023';
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
    select 1 from jsonb_array_elements(given_photos) p(value)
    where coalesce(p.value ->> 'path', '') not like found_invitation.hash || '/%'
  ) then
    raise exception 'Photos must be uploaded with this review link' using errcode = '42501';
  end if;
  -- One review per couple per vendor, whatever invitation (an old duplicate) carries it.
  if exists (
    select 1 from public.reviews r
    join public.review_invitations o on o.id = r.invitation_id
    where r.listing_id = invitation.listing_id
      and public.normalized_email(o.email) = public.normalized_email(invitation.email)
  ) then
    raise exception 'This couple has already reviewed this vendor' using errcode = '23505';
  end if;
  select * into inquiry from public.inquiries i where i.id = invitation.inquiry_id;
  hold_reason := public.review_hold_reason(invitation, network_hash);

  insert into public.reviews (listing_id, invitation_id, rating, rating_quality, rating_responsiveness,
                              rating_value, rating_professionalism, title, body, author_name, photos,
                              inquired_month, married_month, booking_confirmed, status)
  values (invitation.listing_id, invitation.id, submit_review.rating, submit_review.rating_quality,
          submit_review.rating_responsiveness, submit_review.rating_value,
          submit_review.rating_professionalism, btrim(submit_review.title), btrim(submit_review.body),
          case when submit_review.publish_names then nullif(btrim(submit_review.author_name), '') end,
          given_photos,
          date_trunc('month', coalesce(inquiry.created_at, invitation.created_at) at time zone 'UTC')::date,
          date_trunc('month', coalesce(inquiry.wedding_date, invitation.created_at::date))::date,
          inquiry.booked_at is not null or inquiry.status = 'booked',
          case when hold_reason is null then 'published' else 'held' end)
  returning id into review_id;
  update public.review_invitations i set used_at = now() where i.id = invitation.id;
  if network_hash is not null then
    insert into public.review_senders (review_id, listing_id, network_hash)
    values (review_id, invitation.listing_id, network_hash);
  end if;

  if hold_reason is null then
    -- The vendor hears of it (an essential email: it concerns their public page).
    perform public.tell_vendor_of_review(review_id);
  else
    insert into public.review_reports (review_id, reporter_id, reason, kind)
    values (review_id, null, hold_reason, 'hold');
    select l.name into listing from public.listings l where l.id = invitation.listing_id;
    perform public.notify_admins(jsonb_build_object('what', 'review_report', 'held', true,
                                                    'listing_name', listing.name,
                                                    'title', btrim(submit_review.title)));
  end if;
  return review_id;
end;
$$;
revoke all on function public.submit_review(text, integer, text, text, boolean, text, integer, integer, integer, integer, jsonb) from public;
grant execute on function public.submit_review(text, integer, text, text, boolean, text, integer, integer, integer, integer, jsonb) to anon, authenticated;

-- ---------------------------------------------------------------------------------------------
-- Admins: one queue for reports and holds
-- ---------------------------------------------------------------------------------------------

-- As in 20261130020000, with each row's kind ('report' or 'hold').
drop function public.reported_reviews();
create function public.reported_reviews()
returns table (
  report_id uuid, review_id uuid, reason text, reported_at timestamptz,
  listing_name text, listing_url_name text, rating smallint, title text, body text,
  author_name text, answer text, review_created_at timestamptz, kind text
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
         r.author_name, r.answer, r.created_at, p.kind
  from public.review_reports p
  join public.reviews r on r.id = p.review_id
  join public.listings l on l.id = r.listing_id
  where p.status = 'open'
  order by p.created_at;
end;
$$;
revoke all on function public.reported_reviews() from public, anon;
grant execute on function public.reported_reviews() to authenticated;

-- As in 20261130020000; keeping a held review publishes it (and the vendor hears of it then).
create or replace function public.moderate_review(report_id uuid, decision text, reason text default null)
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
  if moderate_review.decision is null or moderate_review.decision not in ('keep', 'remove') then
    raise exception 'Keep or remove' using errcode = '22023';
  end if;
  if char_length(coalesce(moderate_review.reason, '')) > 2000 then
    raise exception 'A reason is at most 2000 characters' using errcode = '22001';
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
    update public.reviews r set status = 'published'
    where r.id = report.review_id and r.status = 'held'
    returning * into review;
    if review.id is not null then
      perform public.tell_vendor_of_review(review.id);
    end if;
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
