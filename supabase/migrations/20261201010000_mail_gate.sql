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
