-- =================================================================================================
-- notifications.sql
--
-- Notifications: every email goes into the outbox in the transaction that causes it,
-- through one gate per mailbox (mail_sends, mail_held_back); the delivery function claims, sends,
-- retries and marks (claim_messages, mark_message_*). Members' email choices.
-- =================================================================================================

-- -------------------------------------------------------------------------------------------------
-- email_subscriptions
-- -------------------------------------------------------------------------------------------------
create table public.email_subscriptions (
  token           uuid                     not null default gen_random_uuid(),
  email           text                     not null,
  topic           text                     not null,
  unsubscribed_at timestamp with time zone,
  created_at      timestamp with time zone not null default now(),
  constraint email_subscriptions_email_check
    check (((char_length(email) <= 254) and (email = lower(email)))),
  constraint email_subscriptions_email_topic_key unique (email, topic),
  constraint email_subscriptions_pkey primary key (token),
  constraint email_subscriptions_topic_check
    check ((topic = any (array['inquiries'::text, 'admin_alerts'::text])))
);
comment on table public.email_subscriptions is 'Unsubscribes by address and topic, reached with the token alone (email_subscription, set_email_subscription). Private.';
alter table public.email_subscriptions
  enable row level security;
grant delete, insert, maintain, references, select, trigger, truncate, update
  on table public.email_subscriptions
  to anon, authenticated;

-- -------------------------------------------------------------------------------------------------
-- mail_held_back
-- -------------------------------------------------------------------------------------------------
create table public.mail_held_back (
  id           bigint                   generated always as identity not null,
  mailbox      text                     not null,
  kind         text                     not null,
  day          date                     not null,
  held         integer                  not null default 1,
  last_address text                     not null,
  first_at     timestamp with time zone not null default now(),
  last_at      timestamp with time zone not null default now(),
  constraint mail_held_back_held_check check ((held > 0)),
  constraint mail_held_back_kind_check check ((char_length(kind) <= 64)),
  constraint mail_held_back_last_address_check check ((char_length(last_address) <= 254)),
  constraint mail_held_back_mailbox_check check ((char_length(mailbox) <= 254)),
  constraint mail_held_back_mailbox_kind_day_key unique (mailbox, kind, day),
  constraint mail_held_back_pkey primary key (id)
);
comment on table public.mail_held_back is 'Emails the mail gate (admit_mail) did not send because their mailbox had reached its daily limit: per mailbox, kind and day, with a count. Admins read it (kept 30 days).';
create index mail_held_back_last_at_idx on public.mail_held_back using btree (last_at desc);
alter table public.mail_held_back
  enable row level security;
grant delete, insert, maintain, references, select, trigger, truncate, update
  on table public.mail_held_back
  to anon, authenticated;
create policy "admins read mail held back" on public.mail_held_back
  for select
  to authenticated
  using ((select public.is_admin()));

-- -------------------------------------------------------------------------------------------------
-- mail_sends
-- -------------------------------------------------------------------------------------------------
create table public.mail_sends (
  id           bigint                   generated always as identity not null,
  mailbox_hash text                     not null,
  kind         text                     not null,
  kind_group   text                     not null,
  created_at   timestamp with time zone not null default now(),
  constraint mail_sends_kind_check check ((char_length(kind) <= 64)),
  constraint mail_sends_kind_group_check
    check ((kind_group = any (array['typed'::text, 'auth'::text, 'account'::text]))),
  constraint mail_sends_pkey primary key (id)
);
comment on table public.mail_sends is 'One row per email admit_mail let through: a hash of the normalised mailbox, the kind and its group; counted over the last day, then dropped. Private.';
create index mail_sends_created_at_idx on public.mail_sends using btree (created_at);
create index mail_sends_mailbox_hash_created_at_idx on public.mail_sends
  using btree (mailbox_hash, created_at desc);
alter table public.mail_sends
  enable row level security;
grant delete, insert, maintain, references, select, trigger, truncate, update
  on table public.mail_sends
  to anon, authenticated;

-- -------------------------------------------------------------------------------------------------
-- notification_preferences
-- -------------------------------------------------------------------------------------------------
create table public.notification_preferences (
  inquiry_delivery text                     not null default 'instant'::text,
  admin_delivery   text                     not null default 'instant'::text,
  updated_at       timestamp with time zone not null default now(),
  constraint notification_preferences_admin_delivery_check
    check ((admin_delivery = any (array['instant'::text, 'digest'::text]))),
  constraint notification_preferences_inquiry_delivery_check
    check ((inquiry_delivery = any (array['instant'::text, 'digest'::text]))),
  user_id          uuid                     not null default auth.uid(),
  constraint notification_preferences_pkey primary key (user_id)
);
alter table public.notification_preferences
  add constraint notification_preferences_user_id_fkey foreign key (user_id)
    references auth.users(id) on delete cascade;
alter table public.notification_preferences
  enable row level security;
create or replace function public.release_waiting_messages()
  returns trigger
  language plpgsql
  security definer
  set search_path to ''
  as $function$
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
$function$;
revoke all on function public.release_waiting_messages() from public;
grant delete, insert, maintain, references, select, trigger, truncate, update
  on table public.notification_preferences
  to anon, authenticated;
create policy "users insert their own notification preferences"
  on public.notification_preferences
  for insert
  to authenticated
  with check ((user_id = (select auth.uid())));
create policy "users read their own notification preferences" on public.notification_preferences
  for select
  to authenticated
  using ((user_id = (select auth.uid())));
create policy "users update their own notification preferences"
  on public.notification_preferences
  for update
  to authenticated
  using ((user_id = (select auth.uid())))
  with check ((user_id = (select auth.uid())));
create trigger notification_preferences_release
  after insert or update on public.notification_preferences
  for each row
  execute function public.release_waiting_messages();
create trigger notification_preferences_set_updated_at
  before update on public.notification_preferences
  for each row
  execute function public.set_updated_at();

-- -------------------------------------------------------------------------------------------------
-- outbox
-- -------------------------------------------------------------------------------------------------
create table public.outbox (
  id                uuid                     not null default gen_random_uuid(),
  kind              text                     not null,
  recipient_email   text                     not null,
  recipient_name    text,
  recipient_user_id uuid,
  reply_to          text,
  topic             text,
  unsubscribe_token uuid,
  data              jsonb                    not null default '{}'::jsonb,
  status            text                     not null default 'pending'::text,
  digest_id         uuid,
  attempts          integer                  not null default 0,
  next_attempt_at   timestamp with time zone not null default now(),
  claim_id          uuid,
  lease_until       timestamp with time zone,
  last_error        text,
  sent_at           timestamp with time zone,
  failed_at         timestamp with time zone,
  created_at        timestamp with time zone not null default now(),
  constraint outbox_attempts_check check ((attempts >= 0)),
  constraint outbox_data_check check ((jsonb_typeof(data) = 'object'::text)),
  constraint outbox_kind_check
    check
    ((kind = any (array['application_declined'::text, 'application_received'::text,
    'application_repeated'::text,
    'application_waitlisted'::text,
    'digest'::text,
    'inquiries_sent'::text,
    'inquiry_copy'::text,
    'inquiry_received'::text,
    'listing_changes_approved'::text,
    'listing_changes_requested'::text,
    'listing_published'::text,
    'listing_returned'::text,
    'member_reactivated'::text,
    'member_suspended'::text,
    'membership_invitation'::text,
    'newsletter_confirm'::text,
    'newsletter_issue'::text,
    'newsletter_week_by_week'::text,
    'newsletter_welcome'::text,
    'password_changed'::text,
    'review_answered'::text,
    'review_invitation'::text,
    'review_received'::text,
    'review_reminder'::text, 'review_removed'::text, 'review_waiting'::text]))),
  constraint outbox_last_error_check
    check (((last_error is null) or (char_length(last_error) <= 1000))),
  constraint outbox_pkey primary key (id),
  constraint outbox_recipient_email_check
    check
    (((char_length(recipient_email) <= 254) and (recipient_email ~*
    '^[^@\s]+@[^@\s]+\.[^@\s]+$'::text))),
  constraint outbox_recipient_name_check
    check (((recipient_name is null) or (char_length(recipient_name) <= 200))),
  constraint outbox_reply_to_check
    check
    (((reply_to is null) or ((char_length(reply_to) <= 254) and (reply_to ~*
    '^[^@\s]+@[^@\s]+\.[^@\s]+$'::text)))),
  constraint outbox_status_check
    check
    ((status = any (array['pending'::text, 'waiting'::text, 'sending'::text, 'sent'::text,
    'failed'::text, 'digested'::text, 'suppressed'::text]))),
  constraint outbox_topic_check
    check ((topic = any (array['inquiries'::text, 'admin_alerts'::text, 'newsletter'::text])))
);
comment on table public.outbox is 'One row per email, written with the change that causes it; delivered by supabase/functions/deliver-notifications. Private: service role only.';
alter table public.outbox
  add constraint outbox_digest_id_fkey foreign key (digest_id) references public.outbox(id)
    on delete set null;
alter table public.outbox
  add constraint outbox_recipient_user_id_fkey foreign key (recipient_user_id)
    references auth.users(id) on delete set null;
create index outbox_digest_id_idx on public.outbox using btree (digest_id)
  where (digest_id is not null);
create index outbox_due_idx on public.outbox using btree (next_attempt_at, created_at)
  where (status = 'pending'::text);
create index outbox_failed_idx on public.outbox using btree (failed_at desc)
  where (status = 'failed'::text);
create index outbox_leased_idx on public.outbox using btree (lease_until)
  where (status = 'sending'::text);
create index outbox_recipient_user_id_idx on public.outbox using btree (recipient_user_id);
create index outbox_waiting_idx on public.outbox using btree (recipient_email, topic, created_at)
  where (status = 'waiting'::text);
alter table public.outbox
  enable row level security;
grant delete, insert, maintain, references, select, trigger, truncate, update
  on table public.outbox
  to anon, authenticated;

create or replace function public.admit_mail (
  recipient_email text,
  kind            text
)
  returns boolean
  language plpgsql
  security definer
  set search_path to ''
  as $function$
begin
  return exists (
    select 1 from public.admit_mail_batch(array[admit_mail.recipient_email], admit_mail.kind)
  );
end;
$function$;
revoke all on function public.admit_mail(text, text) from public;
grant execute on function public.admit_mail(text, text) to service_role;
comment on function public.admit_mail(text, text) is 'The mail gate: true (and counted) when one more email of this kind may go to this address now; false past the daily limits of its normalised mailbox, recorded in mail_held_back. Service role only.';

create or replace function public.admit_mail_batch (
  recipient_emails text[],
  kind             text
)
  returns SETOF text
  language plpgsql
  security definer
  set search_path to ''
  as $function$
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
  given_kind text := left(coalesce(btrim(admit_mail_batch.kind), ''), 64);
  group_name text;
  group_limit integer;
  since timestamptz := now() - interval '1 day';
  today date := (now() at time zone 'utc')::date;
begin
  if given_kind = '' or admit_mail_batch.recipient_emails is null then
    return;
  end if;
  if cardinality(admit_mail_batch.recipient_emails) > 10000 then
    perform public.refuse_argument('recipient_emails', 'must hold at most 10,000 addresses', 'Send at most 10,000 addresses at once.');
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

  -- Each mailbox's counter is locked, in one order (as admit_mail locked one).
  perform pg_advisory_xact_lock(hashtext('mail_sends:' || k.mailbox_key))
  from (select distinct md5('mail_sends:' || left(public.normalized_email(u.e), 254)) as mailbox_key
        from unnest(admit_mail_batch.recipient_emails) as u(e)
        where btrim(coalesce(u.e, '')) <> ''
        order by 1) k;

  return query
  with asked as (
    select u.n, left(lower(btrim(u.e)), 254) as address, left(public.normalized_email(u.e), 254) as mailbox
    from unnest(admit_mail_batch.recipient_emails) with ordinality as u(e, n)
    where btrim(coalesce(u.e, '')) <> ''
  ), keyed as (
    select a.n, a.address, a.mailbox, md5('mail_sends:' || a.mailbox) as mailbox_key,
           row_number() over (partition by a.mailbox order by a.n) as rank
    from asked a
  ), counts as (
    select s.mailbox_hash, count(*) as total,
           count(*) filter (where s.kind_group = group_name) as in_group
    from public.mail_sends s
    where s.created_at > since and s.mailbox_hash in (select k.mailbox_key from keyed k)
    group by s.mailbox_hash
  ), decided as (
    select k.n, k.address, k.mailbox, k.mailbox_key,
           coalesce(c.total, 0) + k.rank <= mails_per_mailbox_per_day
             and (group_limit is null or coalesce(c.in_group, 0) + k.rank <= group_limit) as admitted
    from keyed k
    left join counts c on c.mailbox_hash = k.mailbox_key
  ), counted as (
    insert into public.mail_sends (mailbox_hash, kind, kind_group)
    select d.mailbox_key, given_kind, group_name from decided d where d.admitted
  ), held as (
    insert into public.mail_held_back as h (mailbox, kind, day, last_address, held)
    select d.mailbox, given_kind, today, (array_agg(d.address order by d.n desc))[1], count(*)
    from decided d
    where not d.admitted
    group by d.mailbox
    on conflict on constraint mail_held_back_mailbox_kind_day_key
    do update set held = h.held + excluded.held, last_address = excluded.last_address, last_at = now()
  )
  select d.address from decided d where d.admitted order by d.n;

  delete from public.mail_sends s where s.created_at < since;
  delete from public.mail_held_back h where h.day < today - 30;
end;
$function$;
revoke all on function public.admit_mail_batch(text[], text) from public;
grant execute on function public.admit_mail_batch(text[], text) to service_role;
comment on function public.admit_mail_batch(text[], text) is 'The mail gate for many addresses of one kind at once: returns the addresses admitted (and counts them), in the order given; the n-th address to one mailbox is admitted only if it had room for n more today. What is refused is recorded in mail_held_back. Service role only.';

create or replace function public.claim_messages (
  batch_size    integer default 20,
  lease_seconds integer default 300
)
  returns table (
    id                uuid,
    claim_id          uuid,
    kind              text,
    recipient_email   text,
    recipient_name    text,
    reply_to          text,
    topic             text,
    unsubscribe_token uuid,
    data              jsonb,
    attempts          integer,
    created_at        timestamp with time zone
  )
  language plpgsql
  security definer
  set search_path to ''
  as $function$
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
$function$;
revoke all on function public.claim_messages(integer, integer) from public;
grant execute on function public.claim_messages(integer, integer) to service_role;

create or replace function public.compose_digests (
  as_of timestamp with time zone default now()
)
  returns integer
  language plpgsql
  security definer
  set search_path to ''
  as $function$
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
$function$;
revoke all on function public.compose_digests(timestamp with time zone) from public;
grant execute on function public.compose_digests(timestamp with time zone) to service_role;

create or replace function public.email_addresses_of (
  user_id uuid
)
  returns table (
    topic text,
    email text
  )
  language sql
  stable
  security definer
  set search_path to ''
  as $function$
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
$function$;
revoke all on function public.email_addresses_of(uuid) from public;

create or replace function public.email_subscription (
  token uuid
)
  returns jsonb
  language plpgsql
  stable
  security definer
  set search_path to ''
  as $function$
declare
  subscription public.email_subscriptions%rowtype;
begin
  select * into subscription from public.email_subscriptions s where s.token = email_subscription.token;
  return public.email_subscription_state(subscription);
end;
$function$;
revoke all on function public.email_subscription(uuid) from public;
grant execute
  on function public.email_subscription(uuid)
  to anon, authenticated, service_role;

create or replace function public.email_subscription_state (
  subscription public.email_subscriptions
)
  returns jsonb
  language sql
  immutable
  set search_path to ''
  as $function$
  select case when subscription.token is null then jsonb_build_object('found', false)
  else jsonb_build_object(
    'found', true,
    'topic', subscription.topic,
    -- enough for a person to recognise their address, not enough to harvest it
    'email', left(subscription.email, 1) || '•••@' || split_part(subscription.email, '@', 2),
    'subscribed', subscription.unsubscribed_at is null
  ) end;
$function$;
revoke all on function public.email_subscription_state(public.email_subscriptions) from public;

create or replace function public.enqueue_message (
  kind              text,
  recipient_email   text,
  recipient_name    text,
  recipient_user_id uuid,
  data              jsonb,
  topic             text  default null::text,
  reply_to          text  default null::text
)
  returns uuid
  language plpgsql
  security definer
  set search_path to ''
  as $function$
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
$function$;
revoke all
  on function public.enqueue_message(text, text, text, uuid, jsonb, text, text)
  from public;

create or replace function public.mark_message_failed (
  message_id uuid,
  claim      uuid,
  error      text
)
  returns text
  language plpgsql
  security definer
  set search_path to ''
  as $function$
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
$function$;
revoke all on function public.mark_message_failed(uuid, uuid, text) from public;
grant execute on function public.mark_message_failed(uuid, uuid, text) to service_role;

create or replace function public.mark_message_sent (
  message_id uuid,
  claim      uuid
)
  returns boolean
  language plpgsql
  security definer
  set search_path to ''
  as $function$
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
$function$;
revoke all on function public.mark_message_sent(uuid, uuid) from public;
grant execute on function public.mark_message_sent(uuid, uuid) to service_role;

create or replace function public.my_email_subscriptions()
  returns table (
    topic      text,
    email      text,
    stopped_at timestamp with time zone
  )
  language sql
  stable
  security definer
  set search_path to ''
  as $function$
  select a.topic, a.email, s.unsubscribed_at
  from public.email_addresses_of((select auth.uid())) a
  left join public.email_subscriptions s on s.email = a.email and s.topic = a.topic
  where (select auth.uid()) is not null
  order by a.topic, a.email;
$function$;
revoke all on function public.my_email_subscriptions() from public;
grant execute on function public.my_email_subscriptions() to authenticated;
comment on function public.my_email_subscriptions() is 'The signed-in person''s addresses for each email topic (inquiries, admin_alerts) and since when each is stopped (an unsubscribe link or Account settings); null while receiving.';

create or replace function public.notify_admins (
  data jsonb
)
  returns void
  language plpgsql
  security definer
  set search_path to ''
  as $function$
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
$function$;
revoke all on function public.notify_admins(jsonb) from public;

create or replace function public.resend_message (
  message_id uuid
)
  returns void
  language plpgsql
  security definer
  set search_path to ''
  as $function$
begin
  perform private.assert_admin('send an email again');
  update public.outbox o
  set status = 'pending', attempts = 0, next_attempt_at = now(), failed_at = null, claim_id = null
  where o.id = resend_message.message_id and o.status = 'failed';
  if not found then
    raise exception 'This email is not waiting to be sent again' using errcode = 'P0002';
  end if;
end;
$function$;
revoke all on function public.resend_message(uuid) from public;
grant execute on function public.resend_message(uuid) to authenticated;

create or replace function public.set_email_choices (
  inquiries    text default null::text,
  admin_alerts text default null::text
)
  returns void
  language plpgsql
  security definer
  set search_path to ''
  as $function$
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
$function$;
revoke all on function public.set_email_choices(text, text) from public;
grant execute on function public.set_email_choices(text, text) to authenticated;
comment on function public.set_email_choices(text, text) is 'Account settings'' email choices per topic (instant, digest, off; null leaves a topic as it is): off stops every address of the topic as the unsubscribe link does; instant or digest starts them again and saves the delivery.';

create or replace function public.set_email_subscription (
  token      uuid,
  subscribed boolean
)
  returns jsonb
  language plpgsql
  security definer
  set search_path to ''
  as $function$
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
$function$;
revoke all on function public.set_email_subscription(uuid, boolean) from public;
grant execute
  on function public.set_email_subscription(uuid, boolean)
  to anon, authenticated, service_role;

create or replace function public.undelivered_messages()
  returns table (
    id         uuid,
    kind       text,
    recipient  text,
    subject    text,
    attempts   integer,
    last_error text,
    created_at timestamp with time zone,
    failed_at  timestamp with time zone
  )
  language plpgsql
  stable
  security definer
  set search_path to ''
  as $function$
#variable_conflict use_column
begin
  perform private.assert_admin('read undelivered emails');
  return query
  select o.id, o.kind, o.recipient_email,
    coalesce(o.data ->> 'listing_name', o.data ->> 'business_name', ''),
    o.attempts, o.last_error, o.created_at, o.failed_at
  from public.outbox o
  where o.status = 'failed'
  order by o.failed_at desc
  limit 200;
end;
$function$;
revoke all on function public.undelivered_messages() from public;
grant execute on function public.undelivered_messages() to authenticated;
