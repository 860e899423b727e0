-- Issue #25: every lead, application and decision reaches the person it concerns, by email.
--
-- * outbox: one row per email. The event that causes it writes it in the same transaction (the
--   triggers below, and approve_listing_changes), so a rolled-back change sends nothing and an
--   acknowledged one cannot lose its email. Private: no browser role reads or writes it; the
--   delivery function (supabase/functions/deliver-notifications) uses the service role and the
--   claim/mark functions here.
-- * Delivery: claim_messages() hands out due rows under a lease (for update skip locked), the
--   worker sends each with a fixed Message-ID (the row's id) and marks it sent, or failed with a
--   backoff; after the last try the row is 'failed', which admins see (undelivered_messages) and
--   can send again (resend_message). A claim whose worker died expires and is claimed again.
-- * Preferences: notification_preferences (each inquiry at once, or a daily digest; the same for
--   admins' alerts). Digest rows wait ('waiting') until compose_digests() gathers them, once a
--   day at DIGEST_HOUR_UTC.
-- * Unsubscribes: email_subscriptions, one unguessable token per address and topic; the
--   non-essential emails (vendors' inquiry alerts, admins' alerts) carry it, and
--   set_email_subscription() works with the token alone, without signing in.
-- * listings.return_reason: why an admin returned a listing, which the vendor reads.

-- ---------------------------------------------------------------------------------------------
-- The outbox
-- ---------------------------------------------------------------------------------------------

create table public.outbox (
  id uuid primary key default gen_random_uuid(),
  kind text not null
    constraint outbox_kind_check check (kind in (
      'inquiry_received', 'inquiry_copy',
      'application_received', 'application_declined', 'application_waitlisted',
      'review_waiting',
      'listing_published', 'listing_returned', 'listing_changes_approved', 'listing_changes_requested',
      'member_suspended', 'member_reactivated',
      'digest'
    )),
  recipient_email text not null
    constraint outbox_recipient_email_check check (char_length(recipient_email) <= 254 and recipient_email ~* '^[^@\s]+@[^@\s]+\.[^@\s]+$'),
  recipient_name text
    constraint outbox_recipient_name_check check (recipient_name is null or char_length(recipient_name) <= 200),
  -- whose preferences apply (no cascade: the email stays a record of what was sent)
  recipient_user_id uuid
    constraint outbox_recipient_user_id_fkey references auth.users (id) on delete set null,
  reply_to text
    constraint outbox_reply_to_check check (reply_to is null or (char_length(reply_to) <= 254 and reply_to ~* '^[^@\s]+@[^@\s]+\.[^@\s]+$')),
  -- null: an essential email (a receipt, a decision), sent whatever the preferences
  topic text
    constraint outbox_topic_check check (topic in ('inquiries', 'admin_alerts')),
  unsubscribe_token uuid,
  -- what the template needs, copied when the event happened
  data jsonb not null default '{}'::jsonb
    constraint outbox_data_check check (jsonb_typeof(data) = 'object'),
  status text not null default 'pending'
    constraint outbox_status_check check (status in ('pending', 'waiting', 'sending', 'sent', 'failed', 'digested', 'suppressed')),
  digest_id uuid
    constraint outbox_digest_id_fkey references public.outbox (id) on delete set null,
  attempts integer not null default 0
    constraint outbox_attempts_check check (attempts >= 0),
  next_attempt_at timestamptz not null default now(),
  claim_id uuid,
  lease_until timestamptz,
  last_error text
    constraint outbox_last_error_check check (last_error is null or char_length(last_error) <= 1000),
  sent_at timestamptz,
  failed_at timestamptz,
  created_at timestamptz not null default now()
);
comment on table public.outbox is
  'One row per email, written with the change that causes it; delivered by supabase/functions/deliver-notifications. Private: service role only.';

alter table public.outbox enable row level security;
-- No policy for any browser role, and no privilege either: nobody reads or writes it through the API.
revoke all on public.outbox from anon, authenticated;
grant select, insert, update, delete on public.outbox to service_role;

create index outbox_due_idx on public.outbox (next_attempt_at, created_at) where status = 'pending';
create index outbox_leased_idx on public.outbox (lease_until) where status = 'sending';
create index outbox_waiting_idx on public.outbox (recipient_email, topic, created_at) where status = 'waiting';
create index outbox_failed_idx on public.outbox (failed_at desc) where status = 'failed';
create index outbox_digest_id_idx on public.outbox (digest_id) where digest_id is not null;
create index outbox_recipient_user_id_idx on public.outbox (recipient_user_id);

-- ---------------------------------------------------------------------------------------------
-- Preferences and unsubscribes
-- ---------------------------------------------------------------------------------------------

create table public.notification_preferences (
  user_id uuid primary key default auth.uid()
    constraint notification_preferences_user_id_fkey references auth.users (id) on delete cascade,
  inquiry_delivery text not null default 'instant'
    constraint notification_preferences_inquiry_delivery_check check (inquiry_delivery in ('instant', 'digest')),
  admin_delivery text not null default 'instant'
    constraint notification_preferences_admin_delivery_check check (admin_delivery in ('instant', 'digest')),
  updated_at timestamptz not null default now()
);
alter table public.notification_preferences enable row level security;

create policy "users read their own notification preferences" on public.notification_preferences
  for select to authenticated using (user_id = (select auth.uid()));
create policy "users insert their own notification preferences" on public.notification_preferences
  for insert to authenticated with check (user_id = (select auth.uid()));
create policy "users update their own notification preferences" on public.notification_preferences
  for update to authenticated
  using (user_id = (select auth.uid())) with check (user_id = (select auth.uid()));

create trigger notification_preferences_set_updated_at
  before update on public.notification_preferences
  for each row execute function public.set_updated_at();

-- One row per address and topic: the token in the email's unsubscribe link.
create table public.email_subscriptions (
  token uuid primary key default gen_random_uuid(),
  email text not null
    constraint email_subscriptions_email_check check (char_length(email) <= 254 and email = lower(email)),
  topic text not null
    constraint email_subscriptions_topic_check check (topic in ('inquiries', 'admin_alerts')),
  unsubscribed_at timestamptz,
  created_at timestamptz not null default now(),
  constraint email_subscriptions_email_topic_key unique (email, topic)
);
comment on table public.email_subscriptions is
  'Unsubscribes by address and topic, reached with the token alone (email_subscription, set_email_subscription). Private.';
alter table public.email_subscriptions enable row level security;
revoke all on public.email_subscriptions from anon, authenticated;
grant select, insert, update, delete on public.email_subscriptions to service_role;

-- ---------------------------------------------------------------------------------------------
-- Writing a message (called by the event triggers; no browser role may call it)
-- ---------------------------------------------------------------------------------------------

create function public.enqueue_message(
  kind text,
  recipient_email text,
  recipient_name text,
  recipient_user_id uuid,
  data jsonb,
  topic text default null,
  reply_to text default null
)
returns uuid
language plpgsql
security definer
set search_path = ''
as $$
declare
  address text := lower(btrim(coalesce(enqueue_message.recipient_email, '')));
  delivery text := 'instant';
  subscription public.email_subscriptions%rowtype;
  initial_status text := 'pending';
  message_id uuid;
begin
  if address = '' then
    return null; -- nobody to tell (a listing without an owner or a contact address)
  end if;
  if enqueue_message.topic is not null then
    insert into public.email_subscriptions (email, topic)
    values (address, enqueue_message.topic)
    on conflict on constraint email_subscriptions_email_topic_key do nothing;
    select * into subscription
    from public.email_subscriptions s
    where s.email = address and s.topic = enqueue_message.topic;
    if enqueue_message.recipient_user_id is not null then
      select case enqueue_message.topic when 'inquiries' then p.inquiry_delivery else p.admin_delivery end
      into delivery
      from public.notification_preferences p
      where p.user_id = enqueue_message.recipient_user_id;
    end if;
    initial_status := case
      when subscription.unsubscribed_at is not null then 'suppressed'
      when delivery = 'digest' then 'waiting'
      else 'pending'
    end;
  end if;

  insert into public.outbox (kind, recipient_email, recipient_name, recipient_user_id, reply_to,
                             topic, unsubscribe_token, data, status)
  values (enqueue_message.kind, address, nullif(left(btrim(enqueue_message.recipient_name), 200), ''),
          enqueue_message.recipient_user_id, nullif(lower(btrim(enqueue_message.reply_to)), ''),
          enqueue_message.topic, subscription.token, coalesce(enqueue_message.data, '{}'::jsonb),
          initial_status)
  returning id into message_id;
  return message_id;
end;
$$;
revoke all on function public.enqueue_message(text, text, text, uuid, jsonb, text, text) from public, anon, authenticated;

-- An account's address and name (profiles.full_name), for the emails to members and admins.
create function public.account_contact(user_id uuid, out email text, out full_name text)
language sql
stable
security definer
set search_path = ''
as $$
  select u.email::text, p.full_name
  from auth.users u
  left join public.profiles p on p.id = u.id
  where u.id = account_contact.user_id;
$$;
revoke all on function public.account_contact(uuid) from public, anon, authenticated;

-- Every admin gets the alert (each at once or in their digest, as each chose).
create function public.notify_admins(data jsonb)
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  admin record;
begin
  for admin in
    select a.id, c.email, c.full_name
    from public.admin_users a
    cross join lateral public.account_contact(a.id) c
  loop
    perform public.enqueue_message('review_waiting', admin.email, admin.full_name, admin.id,
                                   notify_admins.data, 'admin_alerts');
  end loop;
end;
$$;
revoke all on function public.notify_admins(jsonb) from public, anon, authenticated;

-- ---------------------------------------------------------------------------------------------
-- The events
-- ---------------------------------------------------------------------------------------------

-- A new inquiry: the lead to the vendor (the listing's contact address, else the owner's
-- account), Reply-To the couple; and the couple's own copy.
create function public.notify_inquiry()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  listing record;
  owner record;
  lead jsonb;
begin
  select l.id, l.name, l.url_name, l.contact_email, l.owner_id, c.name as category
  into listing
  from public.listings l
  join public.business_categories c on c.id = l.business_category_id
  where l.id = new.listing_id;
  select * into owner from public.account_contact(listing.owner_id);

  lead := jsonb_build_object(
    'inquiry_id', new.id,
    'listing_name', listing.name,
    'listing_url_name', listing.url_name,
    'category', listing.category,
    'couple_name', new.name,
    'wedding_date', new.wedding_date,
    'guest_count', new.guest_count,
    'budget_band', new.budget_band,
    'message', new.message,
    'sent_at', new.created_at
  );
  perform public.enqueue_message(
    'inquiry_received', coalesce(listing.contact_email, owner.email),
    coalesce(owner.full_name, listing.name), listing.owner_id,
    lead || jsonb_build_object('couple_email', new.email), 'inquiries', new.email);
  perform public.enqueue_message('inquiry_copy', new.email, new.name, null, lead);
  return null;
end;
$$;
revoke all on function public.notify_inquiry() from public, anon, authenticated;

create trigger inquiries_notify
  after insert on public.inquiries
  for each row execute function public.notify_inquiry();

-- Applications: the receipt, the admins' alert, and the applicant's answer when declined or
-- waitlisted (with the reason the admin chose to share; never the internal notes). An
-- invitation is its own email (the auth service's sign-in link).
create function public.notify_application()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  category text;
  about jsonb;
begin
  select c.name into category from public.business_categories c where c.id = new.category;
  about := jsonb_build_object(
    'application_id', new.id,
    'business_name', new.business_name,
    'contact_name', new.contact_name,
    'category', category,
    'sent_at', new.created_at
  );
  if tg_op = 'INSERT' then
    perform public.enqueue_message('application_received', new.email, new.contact_name, null, about);
    perform public.notify_admins(about || jsonb_build_object('what', 'application'));
  elsif new.status is distinct from old.status and new.status in ('declined', 'waitlisted') then
    perform public.enqueue_message(
      'application_' || new.status, new.email, new.contact_name, null,
      about || jsonb_build_object('reason', nullif(btrim(new.decision_reason), '')));
  end if;
  return null;
end;
$$;
revoke all on function public.notify_application() from public, anon, authenticated;

create trigger membership_applications_notify
  after insert or update on public.membership_applications
  for each row execute function public.notify_application();

-- A listing's life: sent for review (the admins), published or returned with a reason (the owner).
alter table public.listings
  add column return_reason text
    constraint listings_return_reason_check check (return_reason is null or char_length(return_reason) <= 2000);
comment on column public.listings.return_reason is
  'Why an admin returned the listing to its vendor; set by admins only, cleared when it is sent again or published.';
-- Readable by the roles that see such rows (the owner, admins); never by visitors.
grant select (return_reason) on public.listings to authenticated;

create function public.listings_return_reason()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if current_user in ('anon', 'authenticated') and not (select public.is_admin()) then
    new.return_reason := case when tg_op = 'UPDATE' then old.return_reason end;
  end if;
  if tg_op = 'UPDATE' then
    if new.status in ('pending', 'published') and new.status is distinct from old.status then
      new.return_reason := null;
    elsif current_user in ('anon', 'authenticated') and (select public.is_admin())
          and old.status = 'pending' and new.status = 'draft'
          and coalesce(btrim(new.return_reason), '') = '' then
      raise exception 'Say why the listing is returned; the vendor reads it' using errcode = '23514';
    end if;
  end if;
  return new;
end;
$$;
revoke all on function public.listings_return_reason() from public, anon, authenticated;

create trigger listings_return_reason
  before insert or update on public.listings
  for each row execute function public.listings_return_reason();

create function public.notify_listing()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  owner record;
  about jsonb;
  category text;
begin
  if new.status is not distinct from old.status then
    return null;
  end if;
  select c.name into category from public.business_categories c where c.id = new.business_category_id;
  about := jsonb_build_object('listing_id', new.id, 'listing_name', new.name,
                              'listing_url_name', new.url_name, 'category', category);
  if new.status = 'pending' then
    perform public.notify_admins(about || jsonb_build_object('what', 'listing'));
    return null;
  end if;
  if old.status <> 'pending' or new.owner_id is null then
    return null;
  end if;
  select * into owner from public.account_contact(new.owner_id);
  if new.status = 'published' then
    perform public.enqueue_message('listing_published', owner.email, owner.full_name, new.owner_id, about);
  elsif new.status = 'draft' and new.return_reason is not null then
    perform public.enqueue_message('listing_returned', owner.email, owner.full_name, new.owner_id,
                                   about || jsonb_build_object('reason', new.return_reason));
  end if;
  return null;
end;
$$;
revoke all on function public.notify_listing() from public, anon, authenticated;

create trigger listings_notify
  after update on public.listings
  for each row execute function public.notify_listing();

-- Changes to a live listing: the admins when they arrive (not at every later save of the same
-- proposal), the owner when changes are asked for; approval writes its email itself (below).
create function public.notify_listing_changes()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  listing record;
  owner record;
  about jsonb;
begin
  select l.id, l.name, l.url_name, l.owner_id into listing
  from public.listings l where l.id = new.listing_id;
  about := jsonb_build_object('listing_id', listing.id, 'listing_name', listing.name,
                              'listing_url_name', listing.url_name);
  if new.status = 'pending' and (tg_op = 'INSERT' or old.status <> 'pending') then
    perform public.notify_admins(about || jsonb_build_object('what', 'listing_changes'));
  elsif tg_op = 'UPDATE' and new.status = 'changes_requested' and old.status <> 'changes_requested'
        and listing.owner_id is not null then
    select * into owner from public.account_contact(listing.owner_id);
    perform public.enqueue_message('listing_changes_requested', owner.email, owner.full_name,
                                   listing.owner_id, about || jsonb_build_object('reason', new.reason));
  end if;
  return null;
end;
$$;
revoke all on function public.notify_listing_changes() from public, anon, authenticated;

create trigger listing_changes_notify
  after insert or update on public.listing_changes
  for each row execute function public.notify_listing_changes();

-- approve_listing_changes as in 20261125040000, plus the owner's email in the same transaction.
create or replace function public.approve_listing_changes(listing_id uuid)
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  proposed jsonb;
  listing record;
  owner record;
begin
  if not (select public.is_admin()) then
    raise exception 'Only an administrator can approve changes' using errcode = '42501';
  end if;
  select c.changes into proposed
  from public.listing_changes c
  where c.listing_id = approve_listing_changes.listing_id
  for update;
  if not found then
    raise exception 'There are no changes waiting for this listing' using errcode = 'P0002';
  end if;

  update public.listings as l
  set (name, description, business_category_id, city, state, country, website, instagram,
       contact_email, contact_phone, venue_type, guest_capacity, price_tier, headshot_url,
       image_url, video_url, updated_at) =
      (select r.name, r.description, r.business_category_id, r.city, r.state, r.country, r.website,
              r.instagram, r.contact_email, r.contact_phone, r.venue_type, r.guest_capacity,
              r.price_tier, r.headshot_url, r.image_url, r.video_url, now()
       from jsonb_populate_record(l, proposed - 'photos') as r)
  where l.id = approve_listing_changes.listing_id;

  if proposed ? 'photos' then
    delete from public.listing_photos p where p.listing_id = approve_listing_changes.listing_id;
    insert into public.listing_photos (listing_id, url, alt, position)
    select approve_listing_changes.listing_id, photo.value ->> 'url', photo.value ->> 'alt',
           (photo.ordinality - 1)::integer
    from jsonb_array_elements(proposed -> 'photos') with ordinality as photo(value, ordinality);
  end if;

  delete from public.listing_changes c where c.listing_id = approve_listing_changes.listing_id;

  select l.id, l.name, l.url_name, l.owner_id into listing
  from public.listings l where l.id = approve_listing_changes.listing_id;
  if listing.owner_id is not null then
    select * into owner from public.account_contact(listing.owner_id);
    perform public.enqueue_message('listing_changes_approved', owner.email, owner.full_name, listing.owner_id,
      jsonb_build_object('listing_id', listing.id, 'listing_name', listing.name,
                         'listing_url_name', listing.url_name));
  end if;
end;
$$;

-- Members: suspended with the reason, or reactivated.
create function public.notify_member()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  member record;
begin
  if new.status is not distinct from old.status then
    return null;
  end if;
  select * into member from public.account_contact(new.user_id);
  if new.status = 'suspended' then
    perform public.enqueue_message('member_suspended', member.email, member.full_name, new.user_id,
                                   jsonb_build_object('reason', new.status_reason));
  elsif new.status = 'active' then
    perform public.enqueue_message('member_reactivated', member.email, member.full_name, new.user_id,
                                   '{}'::jsonb);
  end if;
  return null;
end;
$$;
revoke all on function public.notify_member() from public, anon, authenticated;

create trigger vendor_members_notify
  after update on public.vendor_members
  for each row execute function public.notify_member();

-- Switching back to "each at once" sends what waits for the digest now, rather than tomorrow.
create function public.release_waiting_messages()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if new.inquiry_delivery = 'instant' then
    update public.outbox o set status = 'pending', next_attempt_at = now()
    where o.status = 'waiting' and o.topic = 'inquiries' and o.recipient_user_id = new.user_id;
  end if;
  if new.admin_delivery = 'instant' then
    update public.outbox o set status = 'pending', next_attempt_at = now()
    where o.status = 'waiting' and o.topic = 'admin_alerts' and o.recipient_user_id = new.user_id;
  end if;
  return null;
end;
$$;
revoke all on function public.release_waiting_messages() from public, anon, authenticated;

create trigger notification_preferences_release
  after insert or update on public.notification_preferences
  for each row execute function public.release_waiting_messages();

-- ---------------------------------------------------------------------------------------------
-- Delivery: the worker's side (service role only)
-- ---------------------------------------------------------------------------------------------

-- Gathers what waits for a digest into one email per address and topic, once a day at 08:00
-- UTC: everything that arrived before the latest 08:00 (as of `as_of`) goes into that day's digest.
create function public.compose_digests(as_of timestamptz default now())
returns integer
language plpgsql
security definer
set search_path = ''
as $$
declare
  digest_hour_utc constant integer := 8;
  cutoff timestamptz := (date_trunc('day', compose_digests.as_of at time zone 'UTC')
                         + make_interval(hours => digest_hour_utc)) at time zone 'UTC';
  grouped record;
  digest_id uuid;
  composed integer := 0;
begin
  if cutoff > compose_digests.as_of then
    cutoff := cutoff - interval '1 day';
  end if;
  for grouped in
    select o.recipient_email, o.topic
    from public.outbox o
    where o.status = 'waiting' and o.created_at < cutoff
    group by o.recipient_email, o.topic
  loop
    -- One statement: the rows it locks are the rows it gathers and marks (a second worker
    -- composing at the same moment skips them).
    with items as (
      select o.id, o.kind, o.data, o.created_at, o.recipient_name, o.recipient_user_id, o.unsubscribe_token
      from public.outbox o
      where o.status = 'waiting' and o.created_at < cutoff
        and o.recipient_email = grouped.recipient_email and o.topic = grouped.topic
      order by o.created_at
      for update skip locked
    ),
    digest as (
      insert into public.outbox (kind, recipient_email, recipient_name, recipient_user_id, topic,
                                 unsubscribe_token, data)
      select 'digest', grouped.recipient_email,
             (array_agg(i.recipient_name order by i.created_at desc))[1],
             (array_agg(i.recipient_user_id order by i.created_at desc))[1],
             grouped.topic,
             (array_agg(i.unsubscribe_token order by i.created_at desc))[1],
             jsonb_build_object('topic', grouped.topic, 'since', min(i.created_at), 'until', cutoff,
               'items', jsonb_agg(jsonb_build_object('kind', i.kind, 'data', i.data) order by i.created_at))
      from items i
      having count(*) > 0
      returning id
    ),
    marked as (
      update public.outbox o set status = 'digested', digest_id = (select d.id from digest d)
      where o.id in (select i.id from items i)
      returning o.id
    )
    select d.id into digest_id from digest d;
    if digest_id is not null then
      composed := composed + 1;
    end if;
    digest_id := null;
  end loop;
  return composed;
end;
$$;
revoke all on function public.compose_digests(timestamptz) from public, anon, authenticated;
grant execute on function public.compose_digests(timestamptz) to service_role;

-- Hands out due messages under a lease. A message whose worker died (its lease ran out) is due
-- again; after max_attempts claims it fails for good, so one bad message cannot stall the queue.
create function public.claim_messages(batch_size integer default 20, lease_seconds integer default 300)
returns table (
  id uuid, claim_id uuid, kind text, recipient_email text, recipient_name text, reply_to text,
  topic text, unsubscribe_token uuid, data jsonb, attempts integer, created_at timestamptz
)
language plpgsql
security definer
set search_path = ''
as $$
#variable_conflict use_column
declare
  max_attempts constant integer := 5;
begin
  update public.outbox o
  set status = 'failed', failed_at = now(), lease_until = null, claim_id = null,
      last_error = coalesce(o.last_error, 'The delivery stopped before this email was sent, ' || max_attempts || ' times')
  where o.status = 'sending' and o.lease_until < now() and o.attempts >= max_attempts;

  return query
  with due as (
    select o.id
    from public.outbox o
    where (o.status = 'pending' and o.next_attempt_at <= now())
       or (o.status = 'sending' and o.lease_until < now())
    order by o.next_attempt_at, o.created_at
    limit greatest(1, least(claim_messages.batch_size, 100))
    for update skip locked
  )
  update public.outbox o
  set status = 'sending', attempts = o.attempts + 1, claim_id = gen_random_uuid(),
      lease_until = now() + make_interval(secs => greatest(10, claim_messages.lease_seconds))
  from due
  where o.id = due.id
  returning o.id, o.claim_id, o.kind, o.recipient_email, o.recipient_name, o.reply_to, o.topic,
            o.unsubscribe_token, o.data, o.attempts, o.created_at;
end;
$$;
revoke all on function public.claim_messages(integer, integer) from public, anon, authenticated;
grant execute on function public.claim_messages(integer, integer) to service_role;

-- Sent: true when this claim marked it (or had marked it already: a retried mark is harmless).
create function public.mark_message_sent(message_id uuid, claim uuid)
returns boolean
language plpgsql
security definer
set search_path = ''
as $$
begin
  update public.outbox o
  set status = 'sent', sent_at = now(), lease_until = null, last_error = null
  where o.id = mark_message_sent.message_id and o.claim_id = mark_message_sent.claim
    and o.status = 'sending';
  if found then
    return true;
  end if;
  return exists (
    select 1 from public.outbox o
    where o.id = mark_message_sent.message_id and o.claim_id = mark_message_sent.claim and o.status = 'sent'
  );
end;
$$;
revoke all on function public.mark_message_sent(uuid, uuid) from public, anon, authenticated;
grant execute on function public.mark_message_sent(uuid, uuid) to service_role;

-- Not sent: tried again after 1, 2, 4 and 8 minutes; the fifth failure is final ('failed').
create function public.mark_message_failed(message_id uuid, claim uuid, error text)
returns text
language plpgsql
security definer
set search_path = ''
as $$
declare
  max_attempts constant integer := 5;
  outcome text;
begin
  update public.outbox o
  set status = case when o.attempts >= max_attempts then 'failed' else 'pending' end,
      failed_at = case when o.attempts >= max_attempts then now() end,
      next_attempt_at = now() + make_interval(mins => power(2, greatest(o.attempts - 1, 0))::integer),
      lease_until = null,
      last_error = left(coalesce(mark_message_failed.error, 'unknown error'), 1000)
  where o.id = mark_message_failed.message_id and o.claim_id = mark_message_failed.claim
    and o.status = 'sending'
  returning o.status into outcome;
  return outcome;
end;
$$;
revoke all on function public.mark_message_failed(uuid, uuid, text) from public, anon, authenticated;
grant execute on function public.mark_message_failed(uuid, uuid, text) to service_role;

-- ---------------------------------------------------------------------------------------------
-- Admins: what could not be delivered, and sending it again
-- ---------------------------------------------------------------------------------------------

create function public.undelivered_messages()
returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  if not (select public.is_admin()) then
    raise exception 'Only an administrator can read undelivered emails' using errcode = '42501';
  end if;
  return coalesce((
    select jsonb_agg(jsonb_build_object(
      'id', o.id, 'kind', o.kind, 'recipient', o.recipient_email,
      'subject', coalesce(o.data ->> 'listing_name', o.data ->> 'business_name', ''),
      'attempts', o.attempts, 'last_error', o.last_error,
      'created_at', o.created_at, 'failed_at', o.failed_at
    ) order by o.failed_at desc)
    from (
      select * from public.outbox f where f.status = 'failed' order by f.failed_at desc limit 200
    ) o
  ), '[]'::jsonb);
end;
$$;
revoke all on function public.undelivered_messages() from public, anon;
grant execute on function public.undelivered_messages() to authenticated;

create function public.resend_message(message_id uuid)
returns void
language plpgsql
security definer
set search_path = ''
as $$
begin
  if not (select public.is_admin()) then
    raise exception 'Only an administrator can send an email again' using errcode = '42501';
  end if;
  update public.outbox o
  set status = 'pending', attempts = 0, next_attempt_at = now(), failed_at = null, claim_id = null
  where o.id = resend_message.message_id and o.status = 'failed';
  if not found then
    raise exception 'This email is not waiting to be sent again' using errcode = 'P0002';
  end if;
end;
$$;
revoke all on function public.resend_message(uuid) from public, anon;
grant execute on function public.resend_message(uuid) to authenticated;

-- ---------------------------------------------------------------------------------------------
-- Unsubscribing with the token alone (the email's link; no account needed)
-- ---------------------------------------------------------------------------------------------

create function public.email_subscription_state(subscription public.email_subscriptions)
returns jsonb
language sql
immutable
set search_path = ''
as $$
  select case when subscription.token is null then jsonb_build_object('found', false)
  else jsonb_build_object(
    'found', true,
    'topic', subscription.topic,
    -- enough for a person to recognise their address, not enough to harvest it
    'email', left(subscription.email, 1) || '•••@' || split_part(subscription.email, '@', 2),
    'subscribed', subscription.unsubscribed_at is null
  ) end;
$$;
revoke all on function public.email_subscription_state(public.email_subscriptions) from public, anon, authenticated;

create function public.email_subscription(token uuid)
returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  subscription public.email_subscriptions%rowtype;
begin
  select * into subscription from public.email_subscriptions s where s.token = email_subscription.token;
  return public.email_subscription_state(subscription);
end;
$$;
revoke all on function public.email_subscription(uuid) from public;
grant execute on function public.email_subscription(uuid) to anon, authenticated, service_role;

create function public.set_email_subscription(token uuid, subscribed boolean)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  subscription public.email_subscriptions%rowtype;
  unsubscribed_since timestamptz;
begin
  select s.unsubscribed_at into unsubscribed_since
  from public.email_subscriptions s where s.token = set_email_subscription.token;
  update public.email_subscriptions s
  set unsubscribed_at = case when set_email_subscription.subscribed then null
                             else coalesce(s.unsubscribed_at, now()) end
  where s.token = set_email_subscription.token
  returning * into subscription;
  if found and not set_email_subscription.subscribed then
    -- what waited for a digest to this address on this topic is not sent either
    update public.outbox o set status = 'suppressed', last_error = 'unsubscribed'
    where o.status = 'waiting' and o.recipient_email = subscription.email and o.topic = subscription.topic;
  elsif found and unsubscribed_since is not null then
    -- Undo: what was waiting for the next digest when they unsubscribed waits again (not what
    -- arrived while they were unsubscribed, nor anything older than a day's digest).
    update public.outbox o set status = 'waiting', last_error = null
    where o.status = 'suppressed' and o.last_error = 'unsubscribed'
      and o.recipient_email = subscription.email and o.topic = subscription.topic
      and o.created_at < unsubscribed_since and o.created_at > now() - interval '1 day';
  end if;
  return public.email_subscription_state(subscription);
end;
$$;
revoke all on function public.set_email_subscription(uuid, boolean) from public;
grant execute on function public.set_email_subscription(uuid, boolean) to anon, authenticated, service_role;
