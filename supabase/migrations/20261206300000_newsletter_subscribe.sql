-- Issue #44, first slice: subscribe anywhere, confirm once, leave in one click.
--
-- * newsletter_subscribers: one row per mailbox (the address normalised: normalized_email), the
--   letters chosen ('the_edit', 'week_by_week'), an optional wedding date and city, and a status
--   the database owns: pending -> confirmed -> unsubscribed (or suppressed, for a bounce or a
--   complaint, later). Private as vendors' contact details: no browser role writes it, and only
--   admins read it (never the tokens). Every write is one of the security definer functions below.
-- * Double opt-in: newsletter_subscribe stores the choice as 'pending' and queues ONE email, the
--   confirmation (outbox kind 'newsletter_confirm'), with a random token whose sha256 alone is
--   kept. newsletter_confirm(token) spends it once, within 48 hours (NEWSLETTER_CONFIRM_HOURS in
--   src/config/newsletter.ts), and only then queues the welcome ('newsletter_welcome'), which
--   carries the one-click unsubscribe (List-Unsubscribe + List-Unsubscribe-Post, RFC 8058) and a
--   visible link to the preferences page. Nothing else is ever sent to a pending address.
-- * Abuse is held, never refused: every subscribe counts in form_sends (per normalised sender,
--   3 an hour; per client network, 10 an hour; src/config/throttles.ts). Past that the choice is
--   stored with held_at set and no email goes; the answer is the same. Every email also passes the
--   mail gate (enqueue_message -> admit_mail: 10 typed emails a mailbox a day).
-- * Nothing is revealed: the function answers nothing, whatever the address's state. A confirmed
--   or suppressed address is left exactly as it was (a stranger cannot change its letters, nor
--   mail it); a pending or unsubscribed one gets a fresh confirmation (the older link stops).
-- * The preferences token (a uuid, the email's unsubscribe and preferences link) is stored as it
--   is, since every later letter must print it; it never leaves the database except in those
--   emails. newsletter_unsubscribe / newsletter_preferences / newsletter_update_preferences work
--   with it alone; a wrong token changes nothing, a spent one (an unsubscribed address) too: the
--   way back is subscribing again, which asks for a confirmation again.
-- * Pending choices nobody confirmed are deleted after 30 days (no address kept for nothing).

-- ---------------------------------------------------------------------------------------------
-- The new kinds of email, the newsletter's unsubscribe topic, and the form it is counted as
-- ---------------------------------------------------------------------------------------------

do $$
declare
  kinds text[];
  forms text[];
begin
  -- As in 20261204010000: every kind the constraint has now, plus ours.
  select array_agg(distinct w.kind order by w.kind) into kinds
  from pg_catalog.pg_constraint c,
       regexp_matches(pg_catalog.pg_get_constraintdef(c.oid), '''([^'']*)''', 'g') as m (quoted),
       unnest(string_to_array(btrim(m.quoted[1], '{}'), ',')) as w (kind)
  where c.conrelid = 'public.outbox'::regclass and c.conname = 'outbox_kind_check'
    and w.kind ~ '^[a-z_]+$';
  kinds := array(
    select distinct k from unnest(kinds || array['newsletter_confirm', 'newsletter_welcome']) as k order by k);
  alter table public.outbox drop constraint outbox_kind_check;
  execute format(
    'alter table public.outbox add constraint outbox_kind_check check (kind in (%s))',
    (select string_agg(quote_literal(k), ', ') from unnest(kinds) as k));

  select array_agg(distinct w.kind order by w.kind) into forms
  from pg_catalog.pg_constraint c,
       regexp_matches(pg_catalog.pg_get_constraintdef(c.oid), '''([^'']*)''', 'g') as m (quoted),
       unnest(string_to_array(btrim(m.quoted[1], '{}'), ',')) as w (kind)
  where c.conrelid = 'public.form_sends'::regclass and c.conname = 'form_sends_form_check'
    and w.kind ~ '^[a-z_]+$';
  forms := array(select distinct f from unnest(forms || array['newsletter']) as f order by f);
  alter table public.form_sends drop constraint form_sends_form_check;
  execute format(
    'alter table public.form_sends add constraint form_sends_form_check check (form in (%s))',
    (select string_agg(quote_literal(f), ', ') from unnest(forms) as f));
end;
$$;

-- 'newsletter': the welcome (and, later, every letter) carries the subscriber's own token, which
-- the delivery function turns into the newsletter's preferences page and one-click address.
alter table public.outbox drop constraint outbox_topic_check;
alter table public.outbox
  add constraint outbox_topic_check check (topic in ('inquiries', 'admin_alerts', 'newsletter'));

-- ---------------------------------------------------------------------------------------------
-- The subscribers
-- ---------------------------------------------------------------------------------------------

create table public.newsletter_subscribers (
  id uuid primary key default gen_random_uuid(),
  email text not null
    constraint newsletter_subscribers_email_check
    check (char_length(email) <= 254 and email = lower(email) and email ~* '^[^@\s]+@[^@\s]+\.[^@\s]+$'),
  -- the mailbox the address reaches (normalized_email): one subscription per mailbox
  mailbox text not null
    constraint newsletter_subscribers_mailbox_key unique,
  letters text[] not null default array['the_edit']
    constraint newsletter_subscribers_letters_check
    check (cardinality(letters) between 1 and 2 and letters <@ array['the_edit', 'week_by_week']),
  wedding_date date,
  city text
    constraint newsletter_subscribers_city_check check (city is null or char_length(city) between 1 and 100),
  status text not null default 'pending'
    constraint newsletter_subscribers_status_check
    check (status in ('pending', 'confirmed', 'unsubscribed', 'suppressed')),
  -- past a burst: stored, not mailed, waiting for an admin
  held_at timestamptz,
  -- sha256 (hex) of the confirmation token; null once spent or when none was sent
  confirm_token_hash text
    constraint newsletter_subscribers_confirm_token_hash_key unique,
  confirm_expires_at timestamptz,
  preferences_token uuid not null default gen_random_uuid()
    constraint newsletter_subscribers_preferences_token_key unique,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  confirmed_at timestamptz,
  unsubscribed_at timestamptz,
  suppressed_at timestamptz,
  constraint newsletter_subscribers_week_by_week_date_check
    check (not ('week_by_week' = any (letters)) or wedding_date is not null)
);
comment on table public.newsletter_subscribers is
  'Newsletter subscriptions, one per mailbox (issue #44). Private: written only by the newsletter_* functions; admins read it without the tokens.';

alter table public.newsletter_subscribers enable row level security;
revoke all on public.newsletter_subscribers from anon, authenticated;
grant select, insert, update, delete on public.newsletter_subscribers to service_role;
-- Admins see who subscribed (never the tokens); nobody else reads a row.
grant select (id, email, letters, wedding_date, city, status, held_at, created_at, updated_at,
              confirmed_at, unsubscribed_at, suppressed_at)
  on public.newsletter_subscribers to authenticated;
create policy "admins read newsletter subscribers" on public.newsletter_subscribers
  for select to authenticated using ((select public.is_admin()));

create index newsletter_subscribers_status_created_at_idx
  on public.newsletter_subscribers (status, created_at desc);
create index newsletter_subscribers_held_at_idx
  on public.newsletter_subscribers (held_at) where held_at is not null;

-- ---------------------------------------------------------------------------------------------
-- What a subscriber may choose (shared by subscribe and the preferences)
-- ---------------------------------------------------------------------------------------------

-- The letters, the date and the city as stored, or a 22023 refusal a person can read (the form
-- shows the message beside its field; the hint names the field). Bounds first, as every function
-- a browser role calls (20261201050000).
create function public.newsletter_choice(
  letters text[], wedding_date date, city text,
  out chosen text[], out day date, out place text
)
language plpgsql
stable
set search_path = ''
as $$
begin
  if cardinality(newsletter_choice.letters) > 2 then
    perform public.refuse_argument('letters', 'has too many items (at most 2)', 'Choose The Edit, Week by week or both.');
  end if;
  if exists (select 1 from unnest(newsletter_choice.letters) l where char_length(l) > 20) then
    perform public.refuse_argument('letters', 'names a letter that does not exist', 'Choose The Edit, Week by week or both.');
  end if;
  if newsletter_choice.wedding_date is not null then
    perform public.bounded_day(newsletter_choice.wedding_date, 'wedding_date');
  end if;
  perform public.bounded_text(newsletter_choice.city, 100, 'city');

  chosen := array(select distinct l from unnest(coalesce(newsletter_choice.letters, array['the_edit'])) l order by l);
  if cardinality(chosen) = 0 or not chosen <@ array['the_edit', 'week_by_week'] then
    raise exception 'Choose at least one letter: The Edit, Week by week or both.'
      using errcode = '22023', hint = 'letters';
  end if;
  if newsletter_choice.wedding_date is not null
     and newsletter_choice.wedding_date < (now() at time zone 'utc')::date - 1 then
    raise exception 'That date has passed: give the day of a wedding still to come.'
      using errcode = '22023', hint = 'wedding_date';
  end if;
  if 'week_by_week' = any (chosen) and newsletter_choice.wedding_date is null then
    raise exception 'Week by week follows your wedding date: add it, or choose The Edit only.'
      using errcode = '22023', hint = 'wedding_date';
  end if;
  day := newsletter_choice.wedding_date;
  place := nullif(btrim(regexp_replace(coalesce(newsletter_choice.city, ''), '\s+', ' ', 'g')), '');
end;
$$;
revoke all on function public.newsletter_choice(text[], date, text) from public, anon, authenticated;

-- Queues the confirmation for a pending subscriber: a fresh token (the older one stops), 48 hours.
create function public.newsletter_send_confirmation(subscriber_id uuid)
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  confirm_hours constant integer := 48; -- NEWSLETTER_CONFIRM_HOURS
  plain_token text := replace(gen_random_uuid()::text || gen_random_uuid()::text, '-', '');
  subscriber public.newsletter_subscribers%rowtype;
begin
  update public.newsletter_subscribers s
  set confirm_token_hash = encode(sha256(convert_to(plain_token, 'UTF8')), 'hex'),
      confirm_expires_at = now() + make_interval(hours => confirm_hours),
      held_at = null,
      updated_at = now()
  where s.id = newsletter_send_confirmation.subscriber_id and s.status = 'pending'
  returning * into subscriber;
  if not found then
    return;
  end if;
  -- Perféte's words only: the letters chosen and the token; nothing typed freely is printed.
  perform public.enqueue_message('newsletter_confirm', subscriber.email, null, null,
    jsonb_build_object('token', plain_token, 'letters', to_jsonb(subscriber.letters),
                       'expires_at', subscriber.confirm_expires_at));
end;
$$;
revoke all on function public.newsletter_send_confirmation(uuid) from public, anon, authenticated;

-- ---------------------------------------------------------------------------------------------
-- Subscribe (anyone), confirm (the token from the email)
-- ---------------------------------------------------------------------------------------------

create function public.newsletter_subscribe(email text, letters text[], wedding_date date, city text)
returns void
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  subscribes_per_sender_per_hour constant integer := 3;   -- NEWSLETTER_SUBSCRIBES_PER_SENDER_PER_HOUR
  subscribes_per_network_per_hour constant integer := 10; -- NEWSLETTER_SUBSCRIBES_PER_NETWORK_PER_HOUR
  address text;
  box text;
  choice record;
  existing public.newsletter_subscribers%rowtype;
  held boolean;
  subscriber_id uuid;
begin
  perform public.bounded_text(newsletter_subscribe.email, 254, 'email');
  select * into choice
  from public.newsletter_choice(newsletter_subscribe.letters, newsletter_subscribe.wedding_date,
                                newsletter_subscribe.city);
  address := lower(btrim(coalesce(newsletter_subscribe.email, '')));
  if address !~* '^[^@\s]+@[^@\s]+\.[^@\s]+$' then
    raise exception 'Enter an email address like name@example.com.' using errcode = '22023', hint = 'email';
  end if;
  box := left(public.normalized_email(address), 254);

  -- Every subscribe counts (a repeat too); past a burst it is held, with the same answer.
  held := public.hold_form_send('newsletter', null, address, subscribes_per_sender_per_hour,
                                subscribes_per_network_per_hour);

  perform pg_advisory_xact_lock(hashtext('newsletter_subscribers:' || box));
  select * into existing from public.newsletter_subscribers s where s.mailbox = box for update;

  if found and existing.status in ('confirmed', 'suppressed') then
    return; -- nothing changes and nothing is sent; the caller learns nothing
  end if;

  if not found then
    insert into public.newsletter_subscribers (email, mailbox, letters, wedding_date, city, held_at)
    values (address, box, choice.chosen, choice.day, choice.place, case when held then now() end)
    returning id into subscriber_id;
  elsif held then
    -- Held: nothing is mailed, and a pending address keeps the link it was sent.
    update public.newsletter_subscribers s set held_at = now(), updated_at = now()
    where s.id = existing.id;
    subscriber_id := existing.id;
  else
    update public.newsletter_subscribers s
    set email = address, letters = choice.chosen, wedding_date = choice.day, city = choice.place,
        status = 'pending', updated_at = now()
    where s.id = existing.id;
    subscriber_id := existing.id;
  end if;

  if not held then
    perform public.newsletter_send_confirmation(subscriber_id);
  end if;

  -- Choices nobody confirmed are not kept.
  delete from public.newsletter_subscribers s
  where s.status = 'pending' and s.created_at < now() - interval '30 days'
    and s.updated_at < now() - interval '30 days';
end;
$$;
comment on function public.newsletter_subscribe(text, text[], date, text) is
  'Anyone: asks for the newsletter. Stores the choice as pending and queues one confirmation email (held past a burst); answers nothing, whatever the address''s state.';
revoke all on function public.newsletter_subscribe(text, text[], date, text) from public;
grant execute on function public.newsletter_subscribe(text, text[], date, text) to anon, authenticated, service_role;

-- What the preferences page shows: the address masked, the choices; {found: false} otherwise.
create function public.newsletter_state(subscriber public.newsletter_subscribers)
returns jsonb
language sql
immutable
set search_path = ''
as $$
  select case when subscriber.id is null then jsonb_build_object('found', false)
  else jsonb_build_object(
    'found', true,
    'email', left(subscriber.email, 1) || '•••@' || split_part(subscriber.email, '@', 2),
    'status', subscriber.status,
    'letters', to_jsonb(subscriber.letters),
    'wedding_date', subscriber.wedding_date,
    'city', subscriber.city
  ) end;
$$;
revoke all on function public.newsletter_state(public.newsletter_subscribers) from public, anon, authenticated;

-- The confirmation link: spent once, within its 48 hours; then the welcome is queued. Answers
-- {confirmed: true, token: <preferences token>} or {confirmed: false} (wrong, spent or expired).
create function public.newsletter_confirm(token text)
returns jsonb
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  subscriber public.newsletter_subscribers%rowtype;
  message_id uuid;
begin
  perform public.bounded_text(newsletter_confirm.token, 200, 'token');
  update public.newsletter_subscribers s
  set status = 'confirmed', confirmed_at = now(), unsubscribed_at = null, held_at = null,
      confirm_token_hash = null, confirm_expires_at = null, updated_at = now()
  where s.confirm_token_hash = encode(sha256(convert_to(coalesce(newsletter_confirm.token, ''), 'UTF8')), 'hex')
    and s.status = 'pending' and s.confirm_expires_at > now()
  returning * into subscriber;
  if not found then
    return jsonb_build_object('confirmed', false);
  end if;
  message_id := public.enqueue_message('newsletter_welcome', subscriber.email, null, null,
    jsonb_build_object('letters', to_jsonb(subscriber.letters), 'wedding_date', subscriber.wedding_date));
  -- The welcome carries the subscriber's own unsubscribe (List-Unsubscribe, the preferences link).
  update public.outbox o set topic = 'newsletter', unsubscribe_token = subscriber.preferences_token
  where o.id = message_id;
  return jsonb_build_object('confirmed', true, 'token', subscriber.preferences_token)
         || (public.newsletter_state(subscriber) - 'found');
end;
$$;
revoke all on function public.newsletter_confirm(text) from public;
grant execute on function public.newsletter_confirm(text) to anon, authenticated, service_role;

-- ---------------------------------------------------------------------------------------------
-- By the preferences token (every newsletter email's link; no sign-in)
-- ---------------------------------------------------------------------------------------------

create function public.newsletter_preferences(token uuid)
returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  subscriber public.newsletter_subscribers%rowtype;
begin
  select * into subscriber from public.newsletter_subscribers s
  where s.preferences_token = newsletter_preferences.token and s.status <> 'pending';
  return public.newsletter_state(subscriber);
end;
$$;
revoke all on function public.newsletter_preferences(uuid) from public;
grant execute on function public.newsletter_preferences(uuid) to anon, authenticated, service_role;

-- A confirmed subscriber's letters, date and city; anything else changes nothing.
create function public.newsletter_update_preferences(token uuid, letters text[], wedding_date date, city text)
returns jsonb
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  choice record;
  subscriber public.newsletter_subscribers%rowtype;
begin
  select * into choice
  from public.newsletter_choice(newsletter_update_preferences.letters,
                                newsletter_update_preferences.wedding_date,
                                newsletter_update_preferences.city);
  update public.newsletter_subscribers s
  set letters = choice.chosen, wedding_date = choice.day, city = choice.place, updated_at = now()
  where s.preferences_token = newsletter_update_preferences.token and s.status = 'confirmed'
  returning * into subscriber;
  if not found then
    select * into subscriber from public.newsletter_subscribers s
    where s.preferences_token = newsletter_update_preferences.token and s.status <> 'pending';
  end if;
  return public.newsletter_state(subscriber);
end;
$$;
revoke all on function public.newsletter_update_preferences(uuid, text[], date, text) from public;
grant execute on function public.newsletter_update_preferences(uuid, text[], date, text) to anon, authenticated, service_role;

-- One click (the email's button, the preferences page): a confirmed subscriber is unsubscribed,
-- and what was queued for them and not yet sent is not sent. A second click changes nothing.
create function public.newsletter_unsubscribe(token uuid)
returns jsonb
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  subscriber public.newsletter_subscribers%rowtype;
begin
  update public.newsletter_subscribers s
  set status = 'unsubscribed', unsubscribed_at = now(), updated_at = now()
  where s.preferences_token = newsletter_unsubscribe.token and s.status = 'confirmed'
  returning * into subscriber;
  if found then
    update public.outbox o set status = 'suppressed', last_error = 'unsubscribed'
    where o.status in ('pending', 'waiting') and o.topic = 'newsletter'
      and o.unsubscribe_token = subscriber.preferences_token;
  else
    select * into subscriber from public.newsletter_subscribers s
    where s.preferences_token = newsletter_unsubscribe.token and s.status <> 'pending';
  end if;
  return public.newsletter_state(subscriber);
end;
$$;
revoke all on function public.newsletter_unsubscribe(uuid) from public;
grant execute on function public.newsletter_unsubscribe(uuid) to anon, authenticated, service_role;
