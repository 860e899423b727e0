-- Issue #40, part A, "the mail gate": every email Perféte sends to an address is counted against
-- that address, in one place every sending path goes through, so that nobody can turn Perféte's
-- mail on a stranger's inbox (the mail-bomb of the issue: 131 "already with us" emails to one
-- Gmail inbox through +tag and dot variants of one address).
--
-- * normalized_email: the +tag goes for EVERY domain (not only the providers listed in
--   20261129030000), the dots only for Gmail, case everywhere. An address a stranger types with
--   a +tag is the same mailbox for every limit.
-- * admit_mail(recipient_email, kind): THE gate. It counts each email to a normalised mailbox over
--   the last 24 hours and says whether one more may go; past a limit it says no and records the
--   event in mail_held_back, which admins read (the dashboard, beside "Undelivered emails").
--   Limits (src/config/throttles.ts, docs/decisions.md):
--     every email to one mailbox                                 100 a day
--     emails to an address a stranger may have typed
--       (a couple's copies, application answers and repeats,
--        review invitations, reminders and notices)               10 a day
--     auth emails (sign-up, magic link, recovery, email change)  10 a day
--   A vendor's leads (inquiry_received) and what members and admins are told about their own
--   accounts count only against the generous 100.
-- * enqueue_message calls the gate for every email that would go out now (status 'pending'), so
--   every outbox path is covered. A refused email is not queued at all (null is returned, as for
--   an empty address): an outbox row is a promise to deliver, and a row that must never be
--   delivered would have to be excluded by every claim, resend and digest path for ever;
--   mail_held_back is where the refusal is seen.
-- * Membership applications (the mail-bomb): a repeat is counted by hold_form_send like a first
--   application, and once held (past the per-sender or per-network limit) mails nobody; the
--   once-a-day "already with us" email is found by the normalised address.
-- * request_client_network: an IPv6 client counts by its /48 (one site's allocation; a /64 is
--   one of its 65,536 subnets, which a client may rotate through), IPv4 by its address.
-- * Releases are not a relay: a held inquiry released (held -> new) alerts its vendor only, never
--   the couple (the address on a held inquiry is exactly what nobody vouched for), and a vendor
--   releases at most 10 held inquiries a day; past that the release is refused with a message.

-- ---------------------------------------------------------------------------------------------
-- The mailbox an address reaches
-- ---------------------------------------------------------------------------------------------

-- As in 20261129030000, with the +tag dropped for every domain: a sub-address is delivered to its
-- mailbox by most providers and by any that documents it; a domain that treats '+' as an
-- ordinary character is rare, and for the limits the cost of counting two such addresses as one
-- is an email less, while the cost of the reverse was a mail-bomb.
create or replace function public.normalized_email(address text)
returns text
language plpgsql
immutable
set search_path = ''
as $$
declare
  cleaned text := lower(btrim(coalesce(address, '')));
  local_part text := split_part(cleaned, '@', 1);
  domain text := substr(cleaned, char_length(local_part) + 2);
begin
  if position('@' in cleaned) = 0 then
    return cleaned;
  end if;
  local_part := split_part(local_part, '+', 1);
  if domain in ('gmail.com', 'googlemail.com') then
    local_part := replace(local_part, '.', '');
    domain := 'gmail.com';
  end if;
  return local_part || '@' || domain;
end;
$$;
comment on function public.normalized_email(text) is
  'The mailbox an address reaches: lowercase; the +tag dropped for every domain; Gmail (and googlemail.com) without dots.';
revoke all on function public.normalized_email(text) from public, anon, authenticated;

-- ---------------------------------------------------------------------------------------------
-- The gate
-- ---------------------------------------------------------------------------------------------

-- Each email admitted, for the day's counts (kept a day). Private: the mailbox as a hash.
create table public.mail_sends (
  id bigint generated always as identity primary key,
  mailbox_hash text not null,
  kind text not null
    constraint mail_sends_kind_check check (char_length(kind) <= 64),
  kind_group text not null
    constraint mail_sends_kind_group_check check (kind_group in ('typed', 'auth', 'account')),
  created_at timestamptz not null default now()
);
comment on table public.mail_sends is
  'One row per email admit_mail let through: a hash of the normalised mailbox, the kind and its group; counted over the last day, then dropped. Private.';
alter table public.mail_sends enable row level security;
revoke all on public.mail_sends from anon, authenticated;
grant select, insert, delete on public.mail_sends to service_role;
create index mail_sends_mailbox_hash_created_at_idx on public.mail_sends (mailbox_hash, created_at desc);
create index mail_sends_created_at_idx on public.mail_sends (created_at);

-- What the gate held back: one row per mailbox, kind and day, with how many (a flood is one row,
-- not a row per request). Admins read it; nobody else.
create table public.mail_held_back (
  id bigint generated always as identity primary key,
  mailbox text not null
    constraint mail_held_back_mailbox_check check (char_length(mailbox) <= 254),
  kind text not null
    constraint mail_held_back_kind_check check (char_length(kind) <= 64),
  day date not null,
  held integer not null default 1
    constraint mail_held_back_held_check check (held > 0),
  -- the address as last given (the variant an attacker typed)
  last_address text not null
    constraint mail_held_back_last_address_check check (char_length(last_address) <= 254),
  first_at timestamptz not null default now(),
  last_at timestamptz not null default now(),
  constraint mail_held_back_mailbox_kind_day_key unique (mailbox, kind, day)
);
comment on table public.mail_held_back is
  'Emails the mail gate (admit_mail) did not send because their mailbox had reached its daily limit: per mailbox, kind and day, with a count. Admins read it (kept 30 days).';
alter table public.mail_held_back enable row level security;
revoke all on public.mail_held_back from anon, authenticated;
grant select on public.mail_held_back to authenticated;
grant select, insert, update, delete on public.mail_held_back to service_role;
create policy "admins read mail held back" on public.mail_held_back
  for select to authenticated using ((select public.is_admin()));
create index mail_held_back_last_at_idx on public.mail_held_back (last_at desc);

-- Says whether one more email of this kind may go to this address now, and counts it if so.
-- Every sending path calls it: enqueue_message for the outbox, the send-auth-email function for
-- auth emails. Counted per normalised mailbox over the last 24 hours; the numbers are in
-- src/config/throttles.ts (MAILS_*). Kinds a member or admin is sent about their own account or
-- listing (their leads included) count only against the overall limit; auth emails have their
-- own; every other kind (a couple's copies, application answers, review emails, and any kind
-- added later) is mail to an address a stranger may have typed, and is limited tightly.
-- Serialised per mailbox, so concurrent sends count each other.
create function public.admit_mail(recipient_email text, kind text)
returns boolean
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  mails_per_mailbox_per_day constant integer := 100;        -- MAILS_PER_MAILBOX_PER_DAY
  typed_mails_per_mailbox_per_day constant integer := 10;   -- TYPED_MAILS_PER_MAILBOX_PER_DAY
  auth_mails_per_mailbox_per_day constant integer := 10;    -- AUTH_MAILS_PER_MAILBOX_PER_DAY
  account_kinds constant text[] := array[
    'inquiry_received', 'review_received', 'review_waiting', 'digest',
    'listing_published', 'listing_returned', 'listing_changes_approved', 'listing_changes_requested',
    'member_suspended', 'member_reactivated',
    'application_declined', 'application_waitlisted', 'membership_invitation'
  ];
  given_kind text := left(coalesce(btrim(admit_mail.kind), ''), 64);
  address text := left(lower(btrim(coalesce(admit_mail.recipient_email, ''))), 254);
  mailbox text := left(public.normalized_email(admit_mail.recipient_email), 254);
  mailbox_key text := md5('mail_sends:' || mailbox);
  group_name text;
  group_limit integer;
  since timestamptz := now() - interval '1 day';
  today date := (now() at time zone 'utc')::date;
begin
  if address = '' or given_kind = '' then
    return false;
  end if;
  group_name := case
    when given_kind like 'auth\_%' then 'auth'
    when given_kind = any (account_kinds) then 'account'
    else 'typed'
  end;
  group_limit := case group_name
    when 'auth' then auth_mails_per_mailbox_per_day
    when 'typed' then typed_mails_per_mailbox_per_day
  end;

  perform pg_advisory_xact_lock(hashtext('mail_sends:' || mailbox_key));
  if (select count(*) from public.mail_sends s
      where s.mailbox_hash = mailbox_key and s.created_at > since) >= mails_per_mailbox_per_day
     or (group_limit is not null
         and (select count(*) from public.mail_sends s
              where s.mailbox_hash = mailbox_key and s.kind_group = group_name and s.created_at > since)
             >= group_limit) then
    insert into public.mail_held_back as h (mailbox, kind, day, last_address)
    values (mailbox, given_kind, today, address)
    on conflict on constraint mail_held_back_mailbox_kind_day_key
    do update set held = h.held + 1, last_address = excluded.last_address, last_at = now();
    delete from public.mail_held_back h where h.day < today - 30;
    return false;
  end if;

  insert into public.mail_sends (mailbox_hash, kind, kind_group) values (mailbox_key, given_kind, group_name);
  delete from public.mail_sends s where s.created_at < since;
  return true;
end;
$$;
comment on function public.admit_mail(text, text) is
  'The mail gate: true (and counted) when one more email of this kind may go to this address now; false past the daily limits of its normalised mailbox, recorded in mail_held_back. Service role only.';
revoke all on function public.admit_mail(text, text) from public, anon, authenticated;
grant execute on function public.admit_mail(text, text) to service_role;

-- As in 20261128010000, with the gate: an email that would go out now ('pending') must be
-- admitted by admit_mail, else it is not queued and null is returned. What waits for a digest or
-- is suppressed by an unsubscribe is not an email of its own and is not counted.
create or replace function public.enqueue_message(
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

  if initial_status = 'pending' and not public.admit_mail(address, enqueue_message.kind) then
    return null; -- past the mailbox's daily limit: not sent, recorded in mail_held_back
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

-- ---------------------------------------------------------------------------------------------
-- Who sends: an IPv6 network by its /48
-- ---------------------------------------------------------------------------------------------

-- As in 20261129030000, with an IPv6 client counted by its /48: a /64 is one of the 65,536
-- subnets a single site is routinely given, so a client that rotated through them escaped every
-- per-network limit. IPv4 still counts by the address.
create or replace function public.request_client_network()
returns text
language plpgsql
stable
set search_path = ''
as $$
declare
  headers jsonb;
  candidate text;
  address inet;
begin
  begin
    headers := nullif(current_setting('request.headers', true), '')::jsonb;
  exception when others then
    return null;
  end;
  if headers is null or jsonb_typeof(headers) <> 'object' then
    return null;
  end if;
  foreach candidate in array array[
    headers ->> 'cf-connecting-ip',
    split_part(coalesce(headers ->> 'x-forwarded-for', ''), ',', 1),
    headers ->> 'x-real-ip'
  ] loop
    candidate := regexp_replace(btrim(coalesce(candidate, '')), '^::ffff:', '', 'i');
    continue when candidate = '';
    begin
      address := candidate::inet;
    exception when others then
      continue;
    end;
    if address << '127.0.0.0/8'::inet or address << '10.0.0.0/8'::inet
       or address << '172.16.0.0/12'::inet or address << '192.168.0.0/16'::inet
       or address << '169.254.0.0/16'::inet or address = '::1'::inet
       or address << 'fc00::/7'::inet or address << 'fe80::/10'::inet then
      return null;
    end if;
    if family(address) = 6 then
      return host(network(set_masklen(address, 48))) || '/48';
    end if;
    return host(address);
  end loop;
  return null;
end;
$$;
comment on function public.request_client_network() is
  'The client network a request came from (cf-connecting-ip, else the first x-forwarded-for hop, else x-real-ip): an IPv4 address, or an IPv6 /48; null for loopback and private addresses or when unknown.';
revoke all on function public.request_client_network() from public, anon, authenticated;

-- ---------------------------------------------------------------------------------------------
-- Membership applications: a repeat is counted, and told once a day per mailbox
-- ---------------------------------------------------------------------------------------------

-- As in 20261129030000, with the repeat counted by hold_form_send like a first application (so
-- the per-sender and per-network limits apply to repeats too; a held repeat mails nobody), and
-- the once-a-day "already with us" email found by the normalised address, sent to the address
-- the open application was made with.
create or replace function public.membership_applications_guard()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  applications_per_sender_per_hour constant integer := 3;
  applications_per_network_per_hour constant integer := 5;
  open_application record;
  sender text;
  link text;
  held boolean;
begin
  foreach link in array coalesce(new.portfolio_links, '{}') loop
    if char_length(link) > 2048 or link !~* '^https?://[^\s/]+[^\s]*$' then
      raise exception 'Each portfolio link must be a web address (http or https)' using errcode = '23514';
    end if;
  end loop;

  if tg_op = 'UPDATE' then
    -- Who decided and when: recorded by the database whenever the state changes.
    if new.status is distinct from old.status then
      new.reviewed_by := (select auth.uid());
      new.reviewed_at := now();
    else
      new.reviewed_by := old.reviewed_by;
      new.reviewed_at := old.reviewed_at;
    end if;
    new.id := old.id;
    new.created_at := old.created_at;
    return new;
  end if;

  if coalesce((select auth.role()), '') not in ('anon', 'authenticated') or (select public.is_admin()) then
    return new;
  end if;

  new.id := gen_random_uuid();
  new.status := 'pending';
  new.created_at := now();
  new.updated_at := now();
  new.internal_notes := null;
  new.decision_reason := null;
  new.admission_note := null;
  new.reviewed_by := null;
  new.reviewed_at := null;
  new.email := lower(btrim(new.email));
  sender := public.normalized_email(new.email);

  -- Serialises concurrent applications so the check below holds.
  perform pg_advisory_xact_lock(hashtext('membership_applications:sender:' || sender));

  select a.id, a.business_name, a.email, a.created_at into open_application
  from public.membership_applications a
  where a.status in ('pending', 'in_review', 'waitlisted', 'held')
    and public.normalized_email(a.email) = sender
  order by a.created_at desc
  limit 1;
  if found and open_application.created_at = now() then
    -- the same request's earlier row: a batch, which one_row_per_request refuses as a whole
    raise exception 'Send one application at a time' using errcode = '22023', hint = 'one_per_request';
  end if;

  -- Every application counts, a repeat too: past a limit it is held (a repeat: nobody is told).
  held := public.hold_form_send('application', null, new.email, applications_per_sender_per_hour,
                                applications_per_network_per_hour);

  if open_application.id is not null then
    if not held and not exists (
      select 1 from public.outbox o
      where o.kind = 'application_repeated'
        and o.created_at > now() - interval '1 day'
        and public.normalized_email(o.recipient_email) = sender
    ) then
      perform public.enqueue_message('application_repeated', open_application.email, new.contact_name, null,
        jsonb_build_object('business_name', open_application.business_name,
                           'sent_at', open_application.created_at));
    end if;
    return null; -- the same 201 as a first application; nothing stored
  end if;

  if held then
    new.status := 'held';
  end if;
  return new;
end;
$$;

-- ---------------------------------------------------------------------------------------------
-- Releases are not a relay
-- ---------------------------------------------------------------------------------------------

-- As in 20261130070000, except that a released inquiry (held -> new) alerts its vendor only: the
-- couple's copy of a held inquiry is never sent, since the address on it is what nobody vouched
-- for (a vendor releasing a flood would otherwise mail every address in it).
create or replace function public.notify_inquiry()
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
  if new.status = 'held'
     or (tg_op = 'UPDATE' and not (old.status = 'held' and new.status = 'new')) then
    return null;
  end if;
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
  -- The couple's copy: on arrival only (never on release), and not while send_inquiries writes
  -- (it mails the couple once for all its rows: inquiries_sent).
  if tg_op = 'INSERT' and coalesce(current_setting('perfete.inquiry_copy', true), '') <> 'off' then
    perform public.enqueue_message('inquiry_copy', new.email, new.name, null, lead);
  end if;
  return null;
end;
$$;

-- Each release of a held inquiry, counted per vendor (the listing's owner) over a day. Private.
create table public.inquiry_releases (
  id bigint generated always as identity primary key,
  owner_id uuid,
  inquiry_id uuid not null,
  released_by uuid,
  created_at timestamptz not null default now()
);
comment on table public.inquiry_releases is
  'One row per held inquiry released by a browser role (held -> new), for the daily cap per vendor (inquiries_release_cap); rows older than a day are dropped. Private.';
alter table public.inquiry_releases enable row level security;
revoke all on public.inquiry_releases from anon, authenticated;
grant select, insert, delete on public.inquiry_releases to service_role;
create index inquiry_releases_owner_id_created_at_idx on public.inquiry_releases (owner_id, created_at desc);

-- A vendor releases at most 10 held inquiries a day (INQUIRY_RELEASES_PER_VENDOR_PER_DAY): the
-- held queue is where a flood waits, and releasing it wholesale is what it must not become. Past
-- the cap the release is refused (SQLSTATE PT429, hint 'release_limit'; the Held tab says so) and
-- the row stays held for tomorrow. Admins are not capped.
create function public.inquiries_release_cap()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  releases_per_vendor_per_day constant integer := 10;
  vendor uuid;
begin
  if coalesce((select auth.role()), '') not in ('anon', 'authenticated') or (select public.is_admin()) then
    return new;
  end if;
  select l.owner_id into vendor from public.listings l where l.id = new.listing_id;
  vendor := coalesce(vendor, (select auth.uid()));
  perform pg_advisory_xact_lock(hashtext('inquiry_releases:' || coalesce(vendor::text, '')));
  if (select count(*) from public.inquiry_releases r
      where r.owner_id is not distinct from vendor and r.created_at > now() - interval '1 day')
     >= releases_per_vendor_per_day then
    raise exception 'You can release % held inquiries a day; this one stays held until tomorrow',
      releases_per_vendor_per_day
      using errcode = 'PT429', hint = 'release_limit', detail = releases_per_vendor_per_day::text;
  end if;
  insert into public.inquiry_releases (owner_id, inquiry_id, released_by)
  values (vendor, new.id, (select auth.uid()));
  delete from public.inquiry_releases r where r.created_at < now() - interval '1 day';
  return new;
end;
$$;
revoke all on function public.inquiries_release_cap() from public, anon, authenticated;

create trigger inquiries_release_cap
  before update of status on public.inquiries
  for each row
  when (old.status = 'held' and new.status = 'new')
  execute function public.inquiries_release_cap();
