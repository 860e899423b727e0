-- =================================================================================================
-- reviews.sql
--
-- Reviews: a couple's review of a vendor, by invitation, held when it looks wrong, reported,
-- moderated by the admins, answered by the vendor.
-- =================================================================================================

-- -------------------------------------------------------------------------------------------------
-- review_invitations
-- -------------------------------------------------------------------------------------------------
create table public.review_invitations (
  id                  uuid                     not null default gen_random_uuid(),
  inquiry_id          uuid,
  listing_id          uuid                     not null,
  email               text                     not null,
  name                text,
  token_hash          text                     not null,
  reminder_token_hash text,
  expires_at          timestamp with time zone not null,
  sent_at             timestamp with time zone not null default now(),
  reminded_at         timestamp with time zone,
  used_at             timestamp with time zone,
  created_at          timestamp with time zone not null default now(),
  couple_key          text,
  constraint review_invitations_email_check check ((char_length(email) <= 254)),
  constraint review_invitations_inquiry_id_key unique (inquiry_id),
  constraint review_invitations_pkey primary key (id),
  constraint review_invitations_reminder_token_hash_check
    check ((reminder_token_hash ~ '^[0-9a-f]{64}$'::text)),
  constraint review_invitations_reminder_token_hash_key unique (reminder_token_hash),
  constraint review_invitations_token_hash_check check ((token_hash ~ '^[0-9a-f]{64}$'::text)),
  constraint review_invitations_token_hash_key unique (token_hash)
);
comment on table public.review_invitations is 'One review invitation per inquiry whose wedding passed (invite_reviews); the token''s sha256 only. Private.';
comment on column public.review_invitations.couple_key is 'The couple''s mailbox (normalized_email of email), unique per listing: one invitation, so one review, per couple per vendor. Set by the database.';
alter table public.review_invitations
  add constraint review_invitations_inquiry_id_fkey foreign key (inquiry_id)
    references public.inquiries(id) on delete set null;
alter table public.review_invitations
  add constraint review_invitations_listing_id_fkey foreign key (listing_id)
    references public.listings(id) on delete cascade;
create unique index review_invitations_listing_id_couple_key_key on public.review_invitations
  using btree (listing_id, couple_key);
create index review_invitations_listing_id_idx on public.review_invitations using btree (listing_id);
create index review_invitations_reminder_idx on public.review_invitations using btree (sent_at)
  where ((used_at is null) and (reminded_at is null));
alter table public.review_invitations
  enable row level security;
create or replace function public.review_invitations_couple_key()
  returns trigger
  language plpgsql
  security definer
  set search_path to ''
  as $function$
begin
  new.couple_key := public.normalized_email(new.email);
  return new;
end;
$function$;
revoke all on function public.review_invitations_couple_key() from public;
grant delete, insert, maintain, references, select, trigger, truncate, update
  on table public.review_invitations
  to anon, authenticated;
create trigger review_invitations_couple_key
  before insert on public.review_invitations
  for each row
  execute function public.review_invitations_couple_key();

-- -------------------------------------------------------------------------------------------------
-- review_reports
-- -------------------------------------------------------------------------------------------------
create table public.review_reports (
  id              uuid                     not null default gen_random_uuid(),
  review_id       uuid                     not null,
  reporter_id     uuid,
  reason          text                     not null,
  status          text                     not null default 'open'::text,
  decision_reason text,
  decided_by      uuid,
  decided_at      timestamp with time zone,
  created_at      timestamp with time zone not null default now(),
  kind            text                     not null default 'report'::text,
  constraint review_reports_decision_reason_check
    check (((decision_reason is null) or (char_length(btrim(decision_reason)) <= 2000))),
  constraint review_reports_kind_check check ((kind = any (array['report'::text, 'hold'::text]))),
  constraint review_reports_pkey primary key (id),
  constraint review_reports_reason_check
    check (((char_length(btrim(reason)) >= 10) and (char_length(btrim(reason)) <= 2000))),
  constraint review_reports_status_check
    check ((status = any (array['open'::text, 'kept'::text, 'removed'::text])))
);
comment on table public.review_reports is 'Vendors'' reports of reviews, decided by admins (moderate_review).';
comment on column public.review_reports.kind is '''report'': a vendor''s; ''hold'': the database held the review before publishing it (reason says why).';
alter table public.review_reports
  add constraint review_reports_decided_by_fkey foreign key (decided_by) references auth.users(id)
    on delete set null;
alter table public.review_reports
  add constraint review_reports_reporter_id_fkey foreign key (reporter_id)
    references auth.users(id) on delete set null;

-- -------------------------------------------------------------------------------------------------
-- reviews
-- -------------------------------------------------------------------------------------------------
create table public.reviews (
  id                     uuid                     not null default gen_random_uuid(),
  listing_id             uuid                     not null,
  invitation_id          uuid,
  rating                 smallint                 not null,
  rating_quality         smallint,
  rating_responsiveness  smallint,
  rating_value           smallint,
  rating_professionalism smallint,
  title                  text                     not null,
  body                   text                     not null,
  author_name            text,
  photos                 jsonb                    not null default '[]'::jsonb,
  inquired_month         date                     not null,
  married_month          date                     not null,
  booking_confirmed      boolean                  not null default false,
  status                 text                     not null default 'published'::text,
  removed_reason         text,
  removed_at             timestamp with time zone,
  answer                 text,
  answered_at            timestamp with time zone,
  answer_updated_at      timestamp with time zone,
  created_at             timestamp with time zone not null default now(),
  constraint reviews_answer_check
    check
    (((answer is null) or ((char_length(btrim(answer)) >= 2) and (char_length(btrim(answer)) <=
    2000)))),
  constraint reviews_author_name_check
    check
    (((author_name is null) or ((char_length(btrim(author_name)) >= 1) and
    (char_length(btrim(author_name)) <= 80)))),
  constraint reviews_body_check
    check (((char_length(btrim(body)) >= 50) and (char_length(btrim(body)) <= 4000))),
  constraint reviews_inquired_month_check
    check ((EXTRACT(day from inquired_month) = (1)::numeric)),
  constraint reviews_invitation_id_key unique (invitation_id),
  constraint reviews_married_month_check check ((EXTRACT(day from married_month) = (1)::numeric)),
  constraint reviews_pkey primary key (id),
  constraint reviews_rating_check check (((rating >= 1) and (rating <= 5))),
  constraint reviews_rating_professionalism_check
    check (((rating_professionalism >= 1) and (rating_professionalism <= 5))),
  constraint reviews_rating_quality_check
    check (((rating_quality >= 1) and (rating_quality <= 5))),
  constraint reviews_rating_responsiveness_check
    check (((rating_responsiveness >= 1) and (rating_responsiveness <= 5))),
  constraint reviews_rating_value_check check (((rating_value >= 1) and (rating_value <= 5))),
  constraint reviews_removed_check check (((status = 'removed'::text) = ((removed_reason IS
    not null) and (removed_at is not null)))),
  constraint reviews_removed_reason_check
    check
    (((removed_reason is null) or ((char_length(btrim(removed_reason)) >= 5) and
    (char_length(btrim(removed_reason)) <= 2000)))),
  constraint reviews_status_check
    check ((status = any (array['published'::text, 'held'::text, 'removed'::text]))),
  constraint reviews_title_check
    check (((char_length(btrim(title)) >= 3) and (char_length(btrim(title)) <= 120)))
);

-- -------------------------------------------------------------------------------------------------
-- review_reports
-- -------------------------------------------------------------------------------------------------
alter table public.review_reports
  add constraint review_reports_review_id_fkey foreign key (review_id)
    references public.reviews(id) on delete cascade;
create unique index review_reports_open_key on public.review_reports using btree (review_id)
  where (status = 'open'::text);
create index review_reports_status_created_at_idx on public.review_reports
  using btree (status, created_at);
alter table public.review_reports
  enable row level security;
grant delete, insert, maintain, references, select, trigger, truncate, update
  on table public.review_reports
  to anon, authenticated;
create policy "reporters and admins read reports" on public.review_reports
  for select
  to authenticated
  using (((reporter_id = (select auth.uid())) or (select public.is_admin())));
create trigger review_reports_audit
  after insert or delete or update on public.review_reports
  for each row
  execute function public.record_admin_write('id');
create trigger review_reports_broadcast_queue_state
  after update of status on public.review_reports
  for each row
  when ((old.status is distinct from new.status))
  execute function public.broadcast_admin_queue_change();
create trigger review_reports_broadcast_queue
  after insert or delete on public.review_reports
  for each row
  execute function public.broadcast_admin_queue_change();
create trigger review_reports_member_network
  after insert on public.review_reports
  for each STATEMENT
  execute function public.record_member_network();

-- -------------------------------------------------------------------------------------------------
-- review_senders
-- -------------------------------------------------------------------------------------------------
create table public.review_senders (
  review_id    uuid                     not null,
  listing_id   uuid                     not null,
  network_hash text                     not null,
  created_at   timestamp with time zone not null default now(),
  constraint review_senders_network_hash_check check ((network_hash ~ '^[0-9a-f]{64}$'::text)),
  constraint review_senders_pkey primary key (review_id)
);
comment on table public.review_senders is 'The network (a hash) each review was written from: two reviews of one vendor from one network are held. Private.';
alter table public.review_senders
  add constraint review_senders_listing_id_fkey foreign key (listing_id)
    references public.listings(id) on delete cascade;
alter table public.review_senders
  add constraint review_senders_review_id_fkey foreign key (review_id)
    references public.reviews(id) on delete cascade;
create index review_senders_listing_id_network_hash_idx on public.review_senders
  using btree (listing_id, network_hash);
alter table public.review_senders
  enable row level security;
grant delete, insert, maintain, references, select, trigger, truncate, update
  on table public.review_senders
  to anon, authenticated;

-- -------------------------------------------------------------------------------------------------
-- reviews
-- -------------------------------------------------------------------------------------------------
comment on table public.reviews is 'Reviews by couples who inquired through Perféte, written only through submit_review(token). anon reads the published ones.';
alter table public.reviews
  add constraint reviews_invitation_id_fkey foreign key (invitation_id)
    references public.review_invitations(id) on delete set null;
alter table public.reviews
  add constraint reviews_listing_id_fkey foreign key (listing_id) references public.listings(id)
    on delete cascade;

create or replace function public.review_photos_valid (
  photos jsonb
)
  returns boolean
  language sql
  immutable
  set search_path to ''
  as $function$
  select jsonb_typeof(b.photos) = 'array'
    and jsonb_array_length(b.photos) <= 6 -- REVIEW_PHOTO_LIMIT
    and not exists (
      select 1 from jsonb_array_elements(b.photos) as p(value)
      where jsonb_typeof(p.value) <> 'object'
         or coalesce(p.value ->> 'path', '') !~ '^[0-9a-f]{64}/[A-Za-z0-9_-]{1,80}\.(webp|jpg|jpeg)$'
         or char_length(btrim(coalesce(p.value ->> 'alt', ''))) not between 1 and 200
         or (select count(*) from jsonb_object_keys(p.value)) <> 2
    )
  from (select public.bounded_jsonb(review_photos_valid.photos, 100, 65536, 'photos') as photos) b;
$function$;

-- -------------------------------------------------------------------------------------------------
-- reviews
-- -------------------------------------------------------------------------------------------------
alter table public.reviews
  add constraint reviews_photos_check check (public.review_photos_valid(photos));
create index reviews_listing_id_status_created_at_idx on public.reviews
  using btree (listing_id, status, created_at desc);
alter table public.reviews
  enable row level security;
create or replace function public.notify_review_answered()
  returns trigger
  language plpgsql
  security definer
  set search_path to ''
  as $function$
declare
  invitation record;
  listing record;
begin
  if old.answer is not null or new.answer is null or new.status <> 'published' then
    return null;
  end if;
  select i.email, i.name into invitation
  from public.review_invitations i where i.id = new.invitation_id;
  if not found then
    return null;
  end if;
  select l.name, l.url_name into listing from public.listings l where l.id = new.listing_id;
  perform public.enqueue_message('review_answered', invitation.email, invitation.name, null,
    jsonb_build_object('review_id', new.id, 'listing_name', listing.name,
                       'listing_url_name', listing.url_name, 'title', new.title,
                       'answer', new.answer));
  return null;
end;
$function$;
revoke all on function public.notify_review_answered() from public;
revoke all on table public.reviews from anon;
revoke all on table public.reviews from authenticated;
grant delete, insert, maintain, references, trigger, truncate, update
  on table public.reviews
  to anon;
grant delete, insert, maintain, references, trigger, truncate, update
  on table public.reviews
  to authenticated;
grant select
  (answer_updated_at, answered_at, answer, author_name, body, booking_confirmed,
  created_at,
  id,
  inquired_month,
  listing_id,
  married_month,
  photos,
  rating_professionalism,
  rating_quality, rating_responsiveness, rating_value, rating, status, title)
  on table public.reviews
  to anon;
grant select
  (answer_updated_at, answered_at, answer, author_name, body, booking_confirmed,
  created_at,
  id,
  inquired_month,
  listing_id,
  married_month,
  photos,
  rating_professionalism,
  rating_quality,
  rating_responsiveness,
  rating_value, rating, removed_at, removed_reason, status, title)
  on table public.reviews
  to authenticated;
create policy "anon reads published reviews" on public.reviews
  for select
  to anon
  using ((status = 'published'::text));
create policy "published reviews, the owner's and all for admins" on public.reviews
  for select
  to authenticated
  using
    (((status = 'published'::text) or ( select public.owns_listing(reviews.listing_id) as
    owns_listing) or (select public.is_admin())));
create trigger reviews_audit
  after insert or delete or update on public.reviews
  for each row
  execute function public.record_admin_write('id');
create trigger reviews_member_network
  after update on public.reviews
  for each STATEMENT
  execute function public.record_member_network();
create trigger reviews_notify_answered
  after update of answer on public.reviews
  for each row
  execute function public.notify_review_answered();

create or replace function private.answer_review (
  review_id uuid,
  answer    text
)
  returns void
  language plpgsql
  security definer
  set search_path to ''
  as $function$
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
$function$;
revoke all on function private.answer_review(uuid, text) from public;
create or replace function public.answer_review (
  review_id uuid,
  answer    text
)
  returns void
  language plpgsql
  security definer
  set search_path to ''
  as $function$
begin
  perform public.bounded_text(answer_review.answer, 20000, 'answer');
  perform private.answer_review(answer_review.review_id, answer_review.answer);
end;
$function$;
revoke all on function public.answer_review(uuid, text) from public;
grant execute on function public.answer_review(uuid, text) to authenticated;
comment on function public.answer_review(uuid, text) is 'A vendor''s answer to a review of their listing: the answer bounded, then private.answer_review (20261130020000).';

create or replace function private.moderate_review (
  report_id uuid,
  decision  text,
  reason    text default null::text
)
  returns void
  language plpgsql
  security definer
  set search_path to ''
  as $function$
declare
  report public.review_reports;
  review public.reviews;
  invitation public.review_invitations;
  listing record;
begin
  perform private.assert_admin('moderate reviews');
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
$function$;
revoke all on function private.moderate_review(uuid, text, text) from public;
create or replace function public.moderate_review (
  report_id uuid,
  decision  text,
  reason    text default null::text
)
  returns void
  language plpgsql
  security definer
  set search_path to ''
  as $function$
begin
  perform public.bounded_text(moderate_review.decision, 200, 'decision');
  perform public.bounded_text(moderate_review.reason, 20000, 'reason');
  perform private.moderate_review(moderate_review.report_id, moderate_review.decision, moderate_review.reason);
end;
$function$;
revoke all on function public.moderate_review(uuid, text, text) from public;
grant execute on function public.moderate_review(uuid, text, text) to authenticated;
comment on function public.moderate_review(uuid, text, text) is 'An admin''s decision on a reported or held review: the arguments bounded, then private.moderate_review (20261201040000).';

create or replace function private.report_review (
  review_id uuid,
  reason    text
)
  returns uuid
  language plpgsql
  security definer
  set search_path to ''
  as $function$
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
$function$;
revoke all on function private.report_review(uuid, text) from public;
create or replace function public.report_review (
  review_id uuid,
  reason    text
)
  returns uuid
  language plpgsql
  security definer
  set search_path to ''
  as $function$
begin
  perform public.bounded_text(report_review.reason, 20000, 'reason');
  return private.report_review(report_review.review_id, report_review.reason);
end;
$function$;
revoke all on function public.report_review(uuid, text) from public;
grant execute on function public.report_review(uuid, text) to authenticated;
comment on function public.report_review(uuid, text) is 'A vendor''s report of a review: the reason bounded, then private.report_review (20261130020000).';

create or replace function private.review_invitation (
  token text
)
  returns jsonb
  language plpgsql
  stable
  security definer
  set search_path to ''
  as $function$
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
$function$;
revoke all on function private.review_invitation(text) from public;
create or replace function public.review_invitation (
  token text
)
  returns jsonb
  language plpgsql
  stable
  security definer
  set search_path to ''
  as $function$
begin
  if char_length(review_invitation.token) > 200 then
    raise exception 'This review link is not valid'
      using errcode = '22023', hint = 'Open the link from your email as it is.';
  end if;
  return private.review_invitation(review_invitation.token);
end;
$function$;
revoke all on function public.review_invitation(text) from public;
grant execute on function public.review_invitation(text) to anon, authenticated;
comment on function public.review_invitation(text) is 'What a review link opens: the token bounded, then private.review_invitation (20261201040000).';

create or replace function private.submit_review (
  token                  text,
  rating                 integer,
  title                  text,
  body                   text,
  publish_names          boolean,
  author_name            text    default null::text,
  rating_quality         integer default null::integer,
  rating_responsiveness  integer default null::integer,
  rating_value           integer default null::integer,
  rating_professionalism integer default null::integer,
  photos                 jsonb   default '[]'::jsonb
)
  returns uuid
  language plpgsql
  security definer
  set search_path to ''
  as $function$
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
$function$;
revoke all
  on function
    private.submit_review(text, integer, text, text, boolean, text, integer, integer, integer,
    integer, jsonb)
  from public;
create or replace function public.submit_review (
  token                  text,
  rating                 integer,
  title                  text,
  body                   text,
  publish_names          boolean,
  author_name            text    default null::text,
  rating_quality         integer default null::integer,
  rating_responsiveness  integer default null::integer,
  rating_value           integer default null::integer,
  rating_professionalism integer default null::integer,
  photos                 jsonb   default '[]'::jsonb
)
  returns uuid
  language plpgsql
  security definer
  set search_path to ''
  as $function$
declare
  score integer;
begin
  -- The couple's form shows these words, so they are the ones private.submit_review uses.
  if char_length(submit_review.token) > 200 then
    raise exception 'This review link is not valid'
      using errcode = '22023', hint = 'Open the link from your email as it is.';
  end if;
  if char_length(submit_review.title) > 200 or char_length(submit_review.body) > 5000
     or char_length(submit_review.author_name) > 200 then
    raise exception 'A title is at most 120 characters, a review 4000 and names 80'
      using errcode = '22023', hint = 'Shorten the title, the review or the names.';
  end if;
  foreach score in array array[submit_review.rating, submit_review.rating_quality,
                               submit_review.rating_responsiveness, submit_review.rating_value,
                               submit_review.rating_professionalism] loop
    if score is not null and score not between 1 and 5 then
      raise exception 'Ratings run from 1 to 5'
        using errcode = '22023', hint = 'Send each rating as 1, 2, 3, 4 or 5.';
    end if;
  end loop;
  if pg_catalog.pg_column_size(submit_review.photos) > 16384 then
    raise exception 'At most 6 photos, each with a short description'
      using errcode = '22023', hint = 'Send at most 6 photos.';
  end if;
  return private.submit_review(submit_review.token, submit_review.rating, submit_review.title,
    submit_review.body, submit_review.publish_names, submit_review.author_name,
    submit_review.rating_quality, submit_review.rating_responsiveness, submit_review.rating_value,
    submit_review.rating_professionalism, submit_review.photos);
end;
$function$;
revoke all
  on function
    public.submit_review(text, integer, text, text, boolean, text, integer, integer, integer,
    integer, jsonb)
  from public;
grant execute
  on function
    public.submit_review(text, integer, text, text, boolean, text, integer, integer, integer,
    integer, jsonb)
  to anon, authenticated;
comment on function
  public.submit_review(text, integer, text, text, boolean, text, integer, integer, integer,
  integer, jsonb) is 'A couple''s review through their link: the arguments bounded, then private.submit_review (20261201040000).';

create or replace function public.create_post_preview (
  target_post_id uuid
)
  returns table (
    id         uuid,
    token      text,
    expires_at timestamp with time zone
  )
  language plpgsql
  security definer
  set search_path to ''
  as $function$
declare
  preview_days constant integer := 7;
  plain_token text;
begin
  perform private.assert_admin('create preview links');
  if not exists (select 1 from public.blog_posts p where p.id = target_post_id) then
    raise exception 'No such story' using errcode = 'P0002';
  end if;
  plain_token := replace(pg_catalog.gen_random_uuid()::text || pg_catalog.gen_random_uuid()::text, '-', '');
  return query
  insert into public.post_preview_tokens as t (post_id, token_hash, created_by, expires_at)
  values (target_post_id, encode(pg_catalog.sha256(convert_to(plain_token, 'UTF8')), 'hex'),
          (select auth.uid()), now() + make_interval(days => preview_days))
  returning t.id, plain_token, t.expires_at;
end;
$function$;
revoke all on function public.create_post_preview(uuid) from public;
grant execute on function public.create_post_preview(uuid) to authenticated;

create or replace function public.invite_reviews (
  as_of timestamp with time zone default now()
)
  returns integer
  language plpgsql
  security definer
  set search_path to ''
  as $function$
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
$function$;
revoke all on function public.invite_reviews(timestamp with time zone) from public;
grant execute on function public.invite_reviews(timestamp with time zone) to service_role;

create or replace function public.post_preview (
  token text
)
  returns SETOF public.blog_posts
  language plpgsql
  stable
  security definer
  set search_path to ''
  as $function$
begin
  perform public.bounded_text(post_preview.token, 200, 'token');
  return query
  select p.*
  from public.post_preview_tokens t
  join public.blog_posts p on p.id = t.post_id
  where post_preview.token ~ '^[0-9a-f]{64}$'
    and t.token_hash = encode(pg_catalog.sha256(convert_to(post_preview.token, 'UTF8')), 'hex')
    and t.revoked_at is null
    and t.expires_at > now()
    and p.status <> 'archived'
  limit 1;
end;
$function$;
revoke all on function public.post_preview(text) from public;
grant execute on function public.post_preview(text) to anon, authenticated;

create or replace function public.post_preview_names (
  token text
)
  returns jsonb
  language plpgsql
  stable
  security definer
  set search_path to ''
  as $function$
declare
  story public.blog_posts;
begin
  perform public.bounded_text(post_preview_names.token, 200, 'token');
  select p.* into story from public.post_preview(post_preview_names.token) p;
  if story.id is null then
    return null;
  end if;
  return jsonb_build_object(
    'profile', (
      select jsonb_build_object(
        'full_name', pr.full_name,
        'avatar_url', pr.avatar_url,
        'slug', case
          when exists (
            select 1 from public.blog_posts b
            where b.author_id = pr.id and b.status = 'published' and b.published_at <= now()
          )
          then pr.slug
        end
      )
      from public.profiles pr
      where pr.id = story.author_id
    ),
    'category_ref', (
      select jsonb_build_object('id', c.id, 'name', c.name)
      from public.blog_categories c
      where c.id = story.category
    ),
    'subcategory_ref', (
      select jsonb_build_object('id', c.id, 'name', c.name)
      from public.blog_categories c
      where c.id = story.subcategory
    ),
    'credits', coalesce((
      select jsonb_agg(
        jsonb_build_object(
          'role', v.role,
          'display_order', v.display_order,
          'listing', case
            when l.status = 'published'
              and (l.owner_id is null or not public.is_suspended_member(l.owner_id))
            then jsonb_build_object('id', l.id, 'name', l.name, 'url_name', l.url_name)
          end
        )
        order by v.display_order
      )
      from public.post_vendor_credits v
      join public.listings l on l.id = v.listing_id
      where v.post_id = story.id
    ), '[]'::jsonb)
  );
end;
$function$;
revoke all on function public.post_preview_names(text) from public;
grant execute on function public.post_preview_names(text) to anon, authenticated;
comment on function public.post_preview_names(text) is 'The names a preview link''s story shows (author''s name, picture and, when they have a published story, the address of their page; category and subcategory names; vendor credits with their public listings), for the story post_preview opens with the same token; null for a wrong, revoked or expired link. Security definer: a draft''s credits and an unpublished author''s profile are not readable otherwise. Its argument is bounded (token 200 characters).';

create or replace function public.reported_reviews()
  returns table (
    report_id         uuid,
    review_id         uuid,
    reason            text,
    reported_at       timestamp with time zone,
    listing_name      text,
    listing_url_name  text,
    rating            smallint,
    title             text,
    body              text,
    author_name       text,
    answer            text,
    review_created_at timestamp with time zone,
    kind              text
  )
  language plpgsql
  stable
  security definer
  set search_path to ''
  as $function$
begin
  perform private.assert_admin('read reported reviews');
  return query
  select p.id, r.id, p.reason, p.created_at, l.name, l.url_name, r.rating, r.title, r.body,
         r.author_name, r.answer, r.created_at, p.kind
  from public.review_reports p
  join public.reviews r on r.id = p.review_id
  join public.listings l on l.id = r.listing_id
  where p.status = 'open'
  order by p.created_at;
end;
$function$;
revoke all on function public.reported_reviews() from public;
grant execute on function public.reported_reviews() to authenticated;

create or replace function public.review_hold_reason (
  invitation   public.review_invitations,
  network_hash text
)
  returns text
  language plpgsql
  stable
  security definer
  set search_path to ''
  as $function$
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
$function$;
revoke all on function public.review_hold_reason(public.review_invitations, text) from public;

create or replace function public.review_invitation_for (
  token text,
  OUT   invitation public.review_invitations,
  OUT   hash text
)
  returns record
  language plpgsql
  stable
  security definer
  set search_path to ''
  as $function$
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
$function$;
revoke all on function public.review_invitation_for(text) from public;

create or replace function public.tell_vendor_of_review (
  review_id uuid
)
  returns void
  language plpgsql
  security definer
  set search_path to ''
  as $function$
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
$function$;
revoke all on function public.tell_vendor_of_review(uuid) from public;
