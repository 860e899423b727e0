-- Issue #44: an issue of The Edit to 50,000 readers is queued in seconds, not minutes.
--
-- `npm run bench:newsletter` measured 332 messages a second (150 s for 50,000) with the queue
-- written a message at a time: each subscriber cost a call of enqueue_message and admit_mail
-- (an advisory lock, two counts, an insert and a clean-up of the gate's table), an outbox insert,
-- an outbox update and a key row. The same work is now done a batch at a time, in one set of
-- statements per batch, with the same rules:
--
-- * admit_mail_batch(addresses, kind): the mail gate for many addresses of one kind at once. Each
--   mailbox's daily counts are read once, and the n-th address of a batch to the same mailbox is
--   admitted only if the mailbox had room for n more (as n calls in a row would decide); what is
--   refused is recorded in mail_held_back, one row per mailbox as before. The mailboxes' locks are
--   taken in one fixed order, so two batches never wait on each other in a circle. One statement
--   decides and counts (no temporary table: admit_mail runs for every email the site sends).
--   admit_mail(address, kind) is now a batch of one: one implementation of the gate.
-- * newsletter_queue_issue_batch: the batch's subscribers, the gate's answer, the outbox rows
--   (topic 'newsletter' and the subscriber's token from the start) and the key rows
--   (newsletter_issue_sends) in four statements, in the same transaction as before: a batch that
--   dies still rolls back whole, and a committed one is never taken again.

create function public.admit_mail_batch(recipient_emails text[], kind text)
returns setof text
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
$$;
comment on function public.admit_mail_batch(text[], text) is
  'The mail gate for many addresses of one kind at once: returns the addresses admitted (and counts them), in the order given; the n-th address to one mailbox is admitted only if it had room for n more today. What is refused is recorded in mail_held_back. Service role only.';
revoke all on function public.admit_mail_batch(text[], text) from public, anon, authenticated;
grant execute on function public.admit_mail_batch(text[], text) to service_role;

create or replace function public.admit_mail(recipient_email text, kind text)
returns boolean
language plpgsql
volatile
security definer
set search_path = ''
as $$
begin
  return exists (
    select 1 from public.admit_mail_batch(array[admit_mail.recipient_email], admit_mail.kind)
  );
end;
$$;

create or replace function public.newsletter_queue_issue_batch(issue_id uuid, batch_size integer default 500)
returns integer
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  issue public.newsletter_issues%rowtype;
  mail_data jsonb;
  subscriber_ids uuid[];
  addresses text[];
  tokens uuid[];
  outbox_ids uuid[];
  admitted text[];
  queued integer;
begin
  if batch_size is null or batch_size not between 1 and 10000 then
    perform public.refuse_argument('batch_size', 'must be between 1 and 10,000', 'Send a batch size between 1 and 10,000.');
  end if;
  -- One queuer per issue at a time (two runs at once wait, then find the first one's rows).
  perform pg_advisory_xact_lock(hashtext('newsletter_issue:' || newsletter_queue_issue_batch.issue_id::text));
  select * into issue from public.newsletter_issues i
  where i.id = newsletter_queue_issue_batch.issue_id and i.status = 'sending'
  for update;
  if not found then
    return 0;
  end if;
  mail_data := public.newsletter_issue_mail_data(issue, false);

  select coalesce(array_agg(b.id order by b.id), '{}'),
         coalesce(array_agg(lower(btrim(b.email)) order by b.id), '{}'),
         coalesce(array_agg(b.preferences_token order by b.id), '{}'),
         coalesce(array_agg(gen_random_uuid() order by b.id), '{}')
  into subscriber_ids, addresses, tokens, outbox_ids
  from (
    select s.id, s.email, s.preferences_token
    from public.newsletter_subscribers s
    where s.status = 'confirmed' and 'the_edit' = any (s.letters)
      and not exists (select 1 from public.newsletter_issue_sends d
                      where d.issue_id = issue.id and d.subscriber_id = s.id)
    order by s.id
    limit batch_size
  ) b;
  queued := cardinality(subscriber_ids);

  if queued > 0 then
    admitted := array(select public.admit_mail_batch(addresses, 'newsletter_issue'));
    insert into public.outbox (id, kind, recipient_email, topic, unsubscribe_token, data, status)
    select u.outbox_id, 'newsletter_issue', u.address, 'newsletter', u.token, mail_data, 'pending'
    from unnest(outbox_ids, addresses, tokens) as u(outbox_id, address, token)
    where u.address = any (admitted);
    -- A subscriber the gate held back gets a key row with no outbox row: not retried.
    insert into public.newsletter_issue_sends (issue_id, subscriber_id, outbox_id)
    select issue.id, u.subscriber_id, case when u.address = any (admitted) then u.outbox_id end
    from unnest(subscriber_ids, addresses, outbox_ids) as u(subscriber_id, address, outbox_id);
  end if;

  if queued < batch_size then
    update public.newsletter_issues i
    set status = 'sent', sent_at = now(),
        recipients = (select count(*) from public.newsletter_issue_sends d where d.issue_id = issue.id)
    where i.id = issue.id;
  end if;
  return queued;
end;
$$;
