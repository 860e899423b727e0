-- Issue #41, "emails people expect": three emails and one state that people look for.
--
-- * Stopped emails show in Account settings. The unsubscribe link stops a topic for an address
--   (email_subscriptions, 20261128010000); Account settings offered only "at once" or "a daily
--   digest", so a vendor who had stopped them could neither see that nor start them again.
--   my_email_subscriptions() lists, for the signed-in person, each address their emails of a
--   topic go to (the inquiries: every listing's contact address, else the account's, as
--   notify_inquiry sends them; the admins' alerts: the account's) and since when each is stopped.
--   set_email_choices() is the settings' one write: per topic 'instant', 'digest' or 'off';
--   'off' stops every such address (as the link does, through set_email_subscription), the other
--   two start them again (the link's undo: what waited for the digest waits again) and save the
--   delivery (notification_preferences, whose trigger releases what waits when it is 'instant').
--   email_subscriptions stays the one record of a stop, so the link's page and the settings agree.
-- * "Your password was changed": a trigger on auth.users queues it into the outbox when the
--   password of a confirmed account changes (a reset, a change in the settings, an admin's), in
--   the transaction that changes it. On hosted Supabase, Auth writes auth.users in the project's
--   own database, so the same trigger fires there; the local stack's auth writes the same table.
--   Nothing in Auth's configuration sends it (its own "password changed" notification stays off,
--   and the send-auth-email hook answers that action without sending: README, Email). A failure
--   to queue it never blocks the password change. An account email: counted by the mail gate
--   against the generous per-mailbox limit only (admit_mail's account kinds).
-- * "The vendor answered your review": a trigger on reviews queues it to the couple's address
--   (review_invitations.email, private as before; the reviews table still has no address) when a
--   published review gets its first answer; edits to the answer send nothing more.

-- ---------------------------------------------------------------------------------------------
-- The new kinds of email
-- ---------------------------------------------------------------------------------------------

do $$
declare
  kinds text[];
begin
  -- The constraint's definition quotes each kind ('a'::text, …) or one array literal ('{a,b}').
  select array_agg(distinct w.kind order by w.kind) into kinds
  from pg_catalog.pg_constraint c,
       regexp_matches(pg_catalog.pg_get_constraintdef(c.oid), '''([^'']*)''', 'g') as m (quoted),
       unnest(string_to_array(btrim(m.quoted[1], '{}'), ',')) as w (kind)
  where c.conrelid = 'public.outbox'::regclass and c.conname = 'outbox_kind_check'
    and w.kind ~ '^[a-z_]+$';
  kinds := array(
    select distinct k from unnest(kinds || array['password_changed', 'review_answered']) as k order by k);
  alter table public.outbox drop constraint outbox_kind_check;
  execute format(
    'alter table public.outbox add constraint outbox_kind_check check (kind in (%s))',
    (select string_agg(quote_literal(k), ', ') from unnest(kinds) as k));
end;
$$;

-- ---------------------------------------------------------------------------------------------
-- The mail gate: as in 20261201010000, with 'password_changed' among the account kinds (a person
-- told about their own account; it must not stop at the tight limit of typed addresses)
-- ---------------------------------------------------------------------------------------------

create or replace function public.admit_mail(recipient_email text, kind text)
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
    'application_declined', 'application_waitlisted', 'membership_invitation',
    'password_changed'
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
revoke all on function public.admit_mail(text, text) from public, anon, authenticated;
grant execute on function public.admit_mail(text, text) to service_role;

-- ---------------------------------------------------------------------------------------------
-- Stopped emails in Account settings
-- ---------------------------------------------------------------------------------------------

-- Where a person's emails of each topic go: the inquiries to each of their listings' contact
-- address, else their account's (notify_inquiry), and to the account's address whatever their
-- listings (a listing without a contact address, or the next one, uses it); an admin's alerts
-- to the account's address (notify_admins). Lowercased, as enqueue_message keys them. Private.
create function public.email_addresses_of(user_id uuid)
returns table (topic text, email text)
language sql
stable
security definer
set search_path = ''
as $$
  select distinct a.topic, a.email
  from (
    select 'inquiries'::text as topic, lower(btrim(coalesce(l.contact_email, u.email)::text)) as email
    from public.listings l
    join auth.users u on u.id = l.owner_id
    where l.owner_id = email_addresses_of.user_id
    union all
    select 'inquiries', lower(btrim(u.email::text))
    from auth.users u
    where u.id = email_addresses_of.user_id
    union all
    select 'admin_alerts', lower(btrim(u.email::text))
    from auth.users u
    join public.admin_users a on a.id = u.id
    where u.id = email_addresses_of.user_id
  ) a
  where coalesce(a.email, '') <> '';
$$;
revoke all on function public.email_addresses_of(uuid) from public, anon, authenticated;

-- The signed-in person's addresses per topic, and since when each is stopped (null: receiving).
create function public.my_email_subscriptions()
returns table (topic text, email text, stopped_at timestamptz)
language sql
stable
security definer
set search_path = ''
as $$
  select a.topic, a.email, s.unsubscribed_at
  from public.email_addresses_of((select auth.uid())) a
  left join public.email_subscriptions s on s.email = a.email and s.topic = a.topic
  where (select auth.uid()) is not null
  order by a.topic, a.email;
$$;
comment on function public.my_email_subscriptions() is
  'The signed-in person''s addresses for each email topic (inquiries, admin_alerts) and since when each is stopped (an unsubscribe link or Account settings); null while receiving.';
revoke all on function public.my_email_subscriptions() from public, anon;
grant execute on function public.my_email_subscriptions() to authenticated;

-- Account settings' email choices, per topic: 'instant', 'digest' or 'off' (null: unchanged).
-- 'off' stops every address of the topic, as the email's link does; 'instant' or 'digest' starts
-- them again (the link's undo) and saves the delivery. One transaction: all or nothing.
create function public.set_email_choices(inquiries text default null, admin_alerts text default null)
returns void
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  me uuid := (select auth.uid());
  choice record;
  address record;
  subscription_token uuid;
begin
  if me is null then
    raise exception 'Sign in to choose your emails' using errcode = '42501';
  end if;
  for choice in
    select c.topic, c.delivery
    from (values ('inquiries', set_email_choices.inquiries),
                 ('admin_alerts', set_email_choices.admin_alerts)) as c (topic, delivery)
    where c.delivery is not null
  loop
    if choice.delivery not in ('instant', 'digest', 'off') then
      perform public.refuse_argument(choice.topic, 'must be instant, digest or off',
        'Send instant, digest or off, or leave it out to keep it as it is.');
    end if;
    if choice.topic = 'admin_alerts' and not (select public.is_admin()) then
      raise exception 'Only administrators receive these alerts' using errcode = '42501';
    end if;
    -- The addresses first: starting them again puts back what waited for the digest, which
    -- the preferences' trigger below then releases when the choice is 'instant'.
    for address in select a.email from public.email_addresses_of(me) a where a.topic = choice.topic loop
      insert into public.email_subscriptions (email, topic)
      values (address.email, choice.topic)
      on conflict on constraint email_subscriptions_email_topic_key do nothing;
      select s.token into subscription_token
      from public.email_subscriptions s where s.email = address.email and s.topic = choice.topic;
      perform public.set_email_subscription(subscription_token, choice.delivery <> 'off');
    end loop;
    if choice.delivery = 'off' then
      continue;
    end if;
    if choice.topic = 'inquiries' then
      insert into public.notification_preferences as p (user_id, inquiry_delivery)
      values (me, choice.delivery)
      on conflict (user_id) do update set inquiry_delivery = excluded.inquiry_delivery;
    else
      insert into public.notification_preferences as p (user_id, admin_delivery)
      values (me, choice.delivery)
      on conflict (user_id) do update set admin_delivery = excluded.admin_delivery;
    end if;
  end loop;
end;
$$;
comment on function public.set_email_choices(text, text) is
  'Account settings'' email choices per topic (instant, digest, off; null leaves a topic as it is): off stops every address of the topic as the unsubscribe link does; instant or digest starts them again and saves the delivery.';
revoke all on function public.set_email_choices(text, text) from public, anon;
grant execute on function public.set_email_choices(text, text) to authenticated;

-- ---------------------------------------------------------------------------------------------
-- "Your password was changed"
-- ---------------------------------------------------------------------------------------------

create function public.notify_password_changed()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  full_name text;
begin
  -- A confirmed account's new password (not a sign-up's, nor a password cleared by the database:
  -- 20261201020000 clears an unconfirmed account's when its address is claimed).
  if new.email is null or btrim(new.email) = '' or new.email_confirmed_at is null
     or coalesce(new.encrypted_password, '') = ''
     or new.encrypted_password is not distinct from old.encrypted_password then
    return null;
  end if;
  begin
    select p.full_name into full_name from public.profiles p where p.id = new.id;
    perform public.enqueue_message('password_changed', new.email, full_name, new.id,
      jsonb_build_object('changed_at', now(),
                         'first_password', coalesce(old.encrypted_password, '') = ''));
  exception when others then
    -- The email is a courtesy; the password change is what the person asked for.
    raise warning 'The password-changed email to user % was not queued: %', new.id, sqlerrm;
  end;
  return null;
end;
$$;
revoke all on function public.notify_password_changed() from public, anon, authenticated;

create trigger on_auth_user_password_changed
  after update of encrypted_password on auth.users
  for each row execute function public.notify_password_changed();

-- ---------------------------------------------------------------------------------------------
-- "The vendor answered your review"
-- ---------------------------------------------------------------------------------------------

create function public.notify_review_answered()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
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
$$;
revoke all on function public.notify_review_answered() from public, anon, authenticated;

create trigger reviews_notify_answered
  after update of answer on public.reviews
  for each row execute function public.notify_review_answered();
