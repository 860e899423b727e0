-- Issue #44, the admins' side of the subscribers and the mail provider's webhook.
--
-- * newsletter_suppress(email, reason): the mail provider's webhook (supabase/functions/
--   mail-events, verified by its signing secret) reports a hard bounce or a complaint; the address
--   is suppressed for every letter (status 'suppressed', why in suppressed_reason) and whatever
--   newsletter mail was queued for it and not sent is not sent. An address nobody subscribed is
--   stored suppressed too, so a later subscribe never mails it (newsletter_subscribe leaves a
--   suppressed address alone). The service role's alone: no browser role can suppress anyone.
-- * newsletter_desk(): what the admins' /admin/subscribers shows, counted in the database: each
--   letter's subscribers by status, the held ones, and the new confirmed subscribers of each of the
--   last 12 weeks.
-- * newsletter_find_subscriber(email) and newsletter_erase_subscriber(id): one person's data
--   deleted on request: their subscription and the newsletter emails queued or sent to them. The
--   admin_audit row says who deleted which subscription when, naming the address masked only (the
--   log must not keep what was erased).
-- * newsletter_decide_held(id, decision): a subscribe held past a burst (held_at set, nothing
--   mailed) is released (its confirmation goes now) or discarded (deleted).
-- The export needs no function: admins read the table's columns without the tokens (RLS, 20261206300000).

alter table public.newsletter_subscribers
  add column suppressed_reason text
    constraint newsletter_subscribers_suppressed_reason_check
    check (suppressed_reason is null or suppressed_reason in ('bounce', 'complaint'));
comment on column public.newsletter_subscribers.suppressed_reason is
  'Why the address is suppressed: the mail provider reported a hard bounce or a complaint.';
grant select (suppressed_reason) on public.newsletter_subscribers to authenticated;

-- ---------------------------------------------------------------------------------------------
-- The provider's webhook (service role only)
-- ---------------------------------------------------------------------------------------------

-- A hard bounce or a complaint: no newsletter email goes to the address again. Answers
-- {suppressed: true, known: <whether it was a subscriber>}; a second report changes nothing more.
create function public.newsletter_suppress(email text, reason text)
returns jsonb
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  address text := lower(btrim(coalesce(newsletter_suppress.email, '')));
  box text;
  subscriber public.newsletter_subscribers%rowtype;
  known boolean;
begin
  perform public.bounded_text(newsletter_suppress.email, 254, 'email');
  if newsletter_suppress.reason is null or newsletter_suppress.reason not in ('bounce', 'complaint') then
    raise exception 'The reason is a bounce or a complaint.' using errcode = '22023', hint = 'reason';
  end if;
  if address !~* '^[^@\s]+@[^@\s]+\.[^@\s]+$' then
    raise exception 'Not an email address.' using errcode = '22023', hint = 'email';
  end if;
  box := left(public.normalized_email(address), 254);

  perform pg_advisory_xact_lock(hashtext('newsletter_subscribers:' || box));
  update public.newsletter_subscribers s
  set status = 'suppressed', suppressed_at = coalesce(s.suppressed_at, now()),
      suppressed_reason = coalesce(s.suppressed_reason, newsletter_suppress.reason),
      confirm_token_hash = null, confirm_expires_at = null, held_at = null, updated_at = now()
  where s.mailbox = box
  returning * into subscriber;
  known := found;
  if not known then
    insert into public.newsletter_subscribers (email, mailbox, status, suppressed_at, suppressed_reason)
    values (address, box, 'suppressed', now(), newsletter_suppress.reason)
    returning * into subscriber;
  end if;

  -- What was queued for the address and not yet sent: the letters (by its token) and a confirmation.
  update public.outbox o set status = 'suppressed', last_error = newsletter_suppress.reason
  where o.status in ('pending', 'waiting')
    and ((o.topic = 'newsletter' and o.unsubscribe_token = subscriber.preferences_token)
         or (o.kind like 'newsletter\_%' and lower(o.recipient_email) = address));
  return jsonb_build_object('suppressed', true, 'known', known);
end;
$$;
comment on function public.newsletter_suppress(text, text) is
  'The mail provider''s webhook (service role only): a hard bounce or a complaint suppresses the address for every letter and stops what was queued for it.';
revoke all on function public.newsletter_suppress(text, text) from public, anon, authenticated;
grant execute on function public.newsletter_suppress(text, text) to service_role;

-- ---------------------------------------------------------------------------------------------
-- The admins' desk
-- ---------------------------------------------------------------------------------------------

-- Every function below begins with public.newsletter_require_admin() (20261207200000): it refuses
-- anyone but an administrator (42501) before anything is read or written.

-- The counts of /admin/subscribers in one call: per letter and status, the held, and the growth.
create function public.newsletter_desk()
returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  growth_weeks constant integer := 12; -- NEWSLETTER_GROWTH_WEEKS
  this_week date := date_trunc('week', now() at time zone 'utc')::date;
  result jsonb;
begin
  perform public.newsletter_require_admin();
  select jsonb_build_object(
    'letters', (
      select jsonb_agg(to_jsonb(c) - 'position' order by c.position)
      from (
        select l.letter, l.position,
               count(s.id) filter (where s.status = 'confirmed') as confirmed,
               count(s.id) filter (where s.status = 'pending') as pending,
               count(s.id) filter (where s.status = 'unsubscribed') as unsubscribed,
               count(s.id) filter (where s.status = 'suppressed') as suppressed
        from unnest(array['the_edit', 'week_by_week']) with ordinality as l (letter, position)
        left join public.newsletter_subscribers s on l.letter = any (s.letters)
        group by l.letter, l.position
      ) c
    ),
    'people', (
      select jsonb_build_object(
        'confirmed', count(*) filter (where s.status = 'confirmed'),
        'pending', count(*) filter (where s.status = 'pending'),
        'unsubscribed', count(*) filter (where s.status = 'unsubscribed'),
        'suppressed', count(*) filter (where s.status = 'suppressed'),
        'held', count(*) filter (where s.held_at is not null and s.status = 'pending'))
      from public.newsletter_subscribers s
    ),
    'growth', (
      select jsonb_agg(to_jsonb(c) order by c.week)
      from (
        select w.week,
               count(s.id) filter (where 'the_edit' = any (s.letters)) as the_edit,
               count(s.id) filter (where 'week_by_week' = any (s.letters)) as week_by_week,
               count(s.id) as total
        from generate_series(0, growth_weeks - 1) as g (n)
        cross join lateral (select this_week - 7 * (growth_weeks - 1 - g.n) as week) w
        left join public.newsletter_subscribers s
          on s.confirmed_at is not null
         and (s.confirmed_at at time zone 'utc')::date >= w.week
         and (s.confirmed_at at time zone 'utc')::date < w.week + 7
        group by w.week
      ) c
    )
  ) into result;
  return result;
end;
$$;
comment on function public.newsletter_desk() is
  'Admins: each letter''s subscribers by status, the held subscribes, and the new confirmed subscribers of each of the last 12 weeks.';
revoke all on function public.newsletter_desk() from public, anon;
grant execute on function public.newsletter_desk() to authenticated;

-- One person, by the address they write from (as the mailbox it reaches), for a deletion request.
create function public.newsletter_find_subscriber(email text)
returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  subscriber public.newsletter_subscribers%rowtype;
begin
  -- An oversized argument is refused first, whoever calls (tests/bounded-arguments.test.ts).
  perform public.bounded_text(newsletter_find_subscriber.email, 254, 'email');
  perform public.newsletter_require_admin();
  select * into subscriber from public.newsletter_subscribers s
  where s.mailbox = left(public.normalized_email(lower(btrim(coalesce(newsletter_find_subscriber.email, '')))), 254);
  if not found then
    return jsonb_build_object('found', false);
  end if;
  return jsonb_build_object(
    'found', true, 'id', subscriber.id, 'email', subscriber.email, 'letters', to_jsonb(subscriber.letters),
    'status', subscriber.status, 'held', subscriber.held_at is not null,
    'wedding_date', subscriber.wedding_date, 'city', subscriber.city,
    'created_at', subscriber.created_at, 'confirmed_at', subscriber.confirmed_at);
end;
$$;
revoke all on function public.newsletter_find_subscriber(text) from public, anon;
grant execute on function public.newsletter_find_subscriber(text) to authenticated;

-- Deletes one subscription and the newsletter emails to its address, and logs that an admin did.
-- Shared by the erasure and the discard of a held subscribe; callers have checked the admin.
create function public.newsletter_delete_subscriber(subscriber_id uuid, why text)
returns boolean
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  subscriber public.newsletter_subscribers%rowtype;
begin
  delete from public.newsletter_subscribers s where s.id = newsletter_delete_subscriber.subscriber_id
  returning * into subscriber;
  if not found then
    return false;
  end if;
  delete from public.outbox o
  where o.status <> 'sending'
    and ((o.topic = 'newsletter' and o.unsubscribe_token = subscriber.preferences_token)
         or (o.kind like 'newsletter\_%' and lower(o.recipient_email) = subscriber.email));
  -- The log keeps who, when and what kind of row; of the person, only a masked address.
  insert into public.admin_audit (actor_id, table_name, row_id, action, changed, row_label)
  values ((select auth.uid()), 'newsletter_subscribers', subscriber.id::text, 'delete',
          jsonb_build_object('reason', newsletter_delete_subscriber.why, 'status', subscriber.status,
                             'letters', to_jsonb(subscriber.letters), 'subscribed_at', subscriber.created_at),
          left(left(subscriber.email, 1) || '•••@' || split_part(subscriber.email, '@', 2), 300));
  return true;
end;
$$;
revoke all on function public.newsletter_delete_subscriber(uuid, text) from public, anon, authenticated;

-- A person asked for their data to be deleted: gone, and the audit log says so. {deleted: bool}.
create function public.newsletter_erase_subscriber(subscriber_id uuid)
returns jsonb
language plpgsql
volatile
security definer
set search_path = ''
as $$
begin
  perform public.newsletter_require_admin();
  return jsonb_build_object('deleted',
    public.newsletter_delete_subscriber(newsletter_erase_subscriber.subscriber_id, 'erased on request'));
end;
$$;
comment on function public.newsletter_erase_subscriber(uuid) is
  'Admins: deletes one subscriber''s data on request (the subscription and its newsletter emails), recorded in admin_audit with the address masked.';
revoke all on function public.newsletter_erase_subscriber(uuid) from public, anon;
grant execute on function public.newsletter_erase_subscriber(uuid) to authenticated;

-- A subscribe held past a burst: 'release' sends its confirmation now; 'delete' discards it.
create function public.newsletter_decide_held(subscriber_id uuid, decision text)
returns void
language plpgsql
volatile
security definer
set search_path = ''
as $$
begin
  -- An oversized argument is refused first, whoever calls (tests/bounded-arguments.test.ts).
  perform public.bounded_text(newsletter_decide_held.decision, 10, 'decision');
  perform public.newsletter_require_admin();
  if newsletter_decide_held.decision is null or newsletter_decide_held.decision not in ('release', 'delete') then
    raise exception 'Release it or delete it.' using errcode = '22023', hint = 'decision';
  end if;
  if not exists (select 1 from public.newsletter_subscribers s
                 where s.id = newsletter_decide_held.subscriber_id and s.held_at is not null
                   and s.status = 'pending') then
    raise exception 'That subscribe is no longer held.' using errcode = 'P0002';
  end if;
  if newsletter_decide_held.decision = 'release' then
    perform public.newsletter_send_confirmation(newsletter_decide_held.subscriber_id);
  else
    perform public.newsletter_delete_subscriber(newsletter_decide_held.subscriber_id, 'held, discarded');
  end if;
end;
$$;
revoke all on function public.newsletter_decide_held(uuid, text) from public, anon;
grant execute on function public.newsletter_decide_held(uuid, text) to authenticated;
