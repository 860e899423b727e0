-- Issue #44, "The Edit": the weekly letter, from a draft to every subscriber's inbox.
--
-- * newsletter_issues: one row per issue: a slug (its web address later), the subject, the
--   editor's note and a body in the stories' block format (blog_posts.content_blocks, the same
--   block editor writes it). The database owns the status (draft -> scheduled -> sending -> sent),
--   the times, the count of recipients and who created it: admins write only the words, and only
--   while the issue is a draft or scheduled. Anyone reads a SENT issue's public columns (the web
--   archive); admins read everything.
-- * newsletter_draft_the_edit(): a draft listing the stories published in the last 7 days, each
--   with its title, excerpt and link; the admin edits it afterwards like any draft.
-- * Sending like a good sender: newsletter_send_issue / newsletter_schedule_issue only change the
--   status. The delivery function (supabase/functions/deliver-notifications, the schedule that
--   already does the project's timed work: review invitations, digests) calls
--   queue_newsletter_issues() at the start of each run: a scheduled issue whose time has come
--   starts sending, and every sending issue is queued in batches through the outbox
--   (enqueue_message -> admit_mail, the kind 'newsletter_issue', topic 'newsletter' with the
--   subscriber's own preferences token: List-Unsubscribe + List-Unsubscribe-Post and the visible
--   link, as the welcome). newsletter_issue_sends holds one row per (issue, subscriber), written
--   in the same transaction as the outbox row: a batch that dies rolls back whole and the next
--   run takes it again; a batch that committed is never taken again. Exactly once per subscriber
--   per issue, whatever crashes or runs twice at once (the primary key and a per-issue lock).
-- * A test send (newsletter_send_test) goes to the signed-in admin's own account address only.

-- ---------------------------------------------------------------------------------------------
-- The new kind of email
-- ---------------------------------------------------------------------------------------------

do $$
declare
  kinds text[];
begin
  -- As in 20261206300000: every kind the constraint has now, plus ours.
  select array_agg(distinct w.kind order by w.kind) into kinds
  from pg_catalog.pg_constraint c,
       regexp_matches(pg_catalog.pg_get_constraintdef(c.oid), '''([^'']*)''', 'g') as m (quoted),
       unnest(string_to_array(btrim(m.quoted[1], '{}'), ',')) as w (kind)
  where c.conrelid = 'public.outbox'::regclass and c.conname = 'outbox_kind_check'
    and w.kind ~ '^[a-z_]+$';
  kinds := array(select distinct k from unnest(kinds || array['newsletter_issue']) as k order by k);
  alter table public.outbox drop constraint outbox_kind_check;
  execute format(
    'alter table public.outbox add constraint outbox_kind_check check (kind in (%s))',
    (select string_agg(quote_literal(k), ', ') from unnest(kinds) as k));
end;
$$;

-- ---------------------------------------------------------------------------------------------
-- The issues
-- ---------------------------------------------------------------------------------------------

create table public.newsletter_issues (
  id uuid primary key default gen_random_uuid(),
  slug text not null
    constraint newsletter_issues_slug_key unique
    constraint newsletter_issues_slug_check check (slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$' and char_length(slug) <= 120),
  subject text not null
    constraint newsletter_issues_subject_check check (char_length(btrim(subject)) between 1 and 200),
  editor_note text not null default ''
    constraint newsletter_issues_editor_note_check check (char_length(editor_note) <= 5000),
  -- the stories' block format (blog_posts.content_blocks)
  content_blocks jsonb not null default '[]'
    constraint newsletter_issues_content_blocks_check
    check (jsonb_typeof(content_blocks) = 'array' and pg_column_size(content_blocks) <= 500000),
  status text not null default 'draft'
    constraint newsletter_issues_status_check check (status in ('draft', 'scheduled', 'sending', 'sent')),
  scheduled_for timestamptz,
  send_started_at timestamptz,
  sent_at timestamptz,
  -- subscribers it was queued to (set when it is sent)
  recipients integer
    constraint newsletter_issues_recipients_check check (recipients is null or recipients >= 0),
  created_by uuid
    constraint newsletter_issues_created_by_fkey references auth.users (id) on delete set null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint newsletter_issues_scheduled_check check (status <> 'scheduled' or scheduled_for is not null),
  constraint newsletter_issues_sent_check check (status <> 'sent' or sent_at is not null)
);
comment on table public.newsletter_issues is
  'The Edit''s issues (issue #44). Admins write the words of a draft or scheduled issue; the status and times are the database''s (newsletter_* functions). Anyone reads a sent issue''s public columns.';

alter table public.newsletter_issues enable row level security;
revoke all on public.newsletter_issues from anon, authenticated;
grant select, insert, update, delete on public.newsletter_issues to service_role;
-- The words only: the rest is set by the defaults and the functions below.
grant select on public.newsletter_issues to authenticated;
grant insert (slug, subject, editor_note, content_blocks) on public.newsletter_issues to authenticated;
grant update (slug, subject, editor_note, content_blocks) on public.newsletter_issues to authenticated;
grant delete on public.newsletter_issues to authenticated;
-- The web archive: a sent issue's public columns.
grant select (id, slug, subject, editor_note, content_blocks, sent_at) on public.newsletter_issues to anon;

create policy "anyone reads sent issues" on public.newsletter_issues
  for select to anon, authenticated using (status = 'sent');
create policy "admins read issues" on public.newsletter_issues
  for select to authenticated using ((select public.is_admin()));
create policy "admins write drafts" on public.newsletter_issues
  for insert to authenticated with check ((select public.is_admin()) and status = 'draft');
create policy "admins edit unsent issues" on public.newsletter_issues
  for update to authenticated
  using ((select public.is_admin()) and status in ('draft', 'scheduled'))
  with check ((select public.is_admin()) and status in ('draft', 'scheduled'));
create policy "admins delete drafts" on public.newsletter_issues
  for delete to authenticated using ((select public.is_admin()) and status in ('draft', 'scheduled'));

create index newsletter_issues_status_idx on public.newsletter_issues (status, scheduled_for);
create index newsletter_issues_sent_at_idx on public.newsletter_issues (sent_at desc) where status = 'sent';

-- Server-owned columns: the creator is the caller and the times are the database's, whatever a
-- browser sent (the column grants already keep the status out of reach).
create function public.newsletter_issues_server_columns()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if tg_op = 'INSERT' then
    new.created_by := coalesce(auth.uid(), new.created_by);
    new.created_at := now();
  else
    new.created_by := old.created_by;
    new.created_at := old.created_at;
  end if;
  new.updated_at := now();
  return new;
end;
$$;
comment on function public.newsletter_issues_server_columns() is
  'Trigger: newsletter_issues.created_by, created_at and updated_at are set by the database.';
revoke all on function public.newsletter_issues_server_columns() from public, anon, authenticated;
create trigger newsletter_issues_server_columns
  before insert or update on public.newsletter_issues
  for each row execute function public.newsletter_issues_server_columns();

-- One row per (issue, subscriber) queued: the key that makes the sending exactly once. Private.
create table public.newsletter_issue_sends (
  issue_id uuid not null
    constraint newsletter_issue_sends_issue_id_fkey references public.newsletter_issues (id) on delete cascade,
  subscriber_id uuid not null
    constraint newsletter_issue_sends_subscriber_id_fkey references public.newsletter_subscribers (id) on delete cascade,
  -- null when the mail gate held it back (the mailbox's daily limit): not tried again
  outbox_id uuid,
  created_at timestamptz not null default now(),
  constraint newsletter_issue_sends_pkey primary key (issue_id, subscriber_id)
);
comment on table public.newsletter_issue_sends is
  'Which subscribers an issue was queued to, once each (the primary key): written with the outbox row in one transaction by newsletter_queue_issue_batch. Private.';
alter table public.newsletter_issue_sends enable row level security;
revoke all on public.newsletter_issue_sends from anon, authenticated;
grant select, insert, update, delete on public.newsletter_issue_sends to service_role;
create policy "admins read issue sends" on public.newsletter_issue_sends
  for select to authenticated using ((select public.is_admin()));
grant select on public.newsletter_issue_sends to authenticated;

-- ---------------------------------------------------------------------------------------------
-- The draft of the week
-- ---------------------------------------------------------------------------------------------

-- Refuses anyone but an admin (42501), so each admin function reads the same.
create function public.newsletter_require_admin()
returns void
language plpgsql
stable
set search_path = ''
as $$
begin
  if not coalesce(public.is_admin(), false) then
    raise exception 'Only an admin can do that.' using errcode = '42501';
  end if;
end;
$$;
comment on function public.newsletter_require_admin() is
  'Raises 42501 unless the caller is an admin: the first line of every admin newsletter function.';
revoke all on function public.newsletter_require_admin() from public, anon;
grant execute on function public.newsletter_require_admin() to authenticated, service_role;

-- A draft of The Edit listing the stories published in the 7 days before now: per story a
-- heading, its excerpt and a link. The subject and slug carry the day; a second draft the same
-- day gets -2, -3. Returns the new issue's id.
create function public.newsletter_draft_the_edit()
returns uuid
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  today date := (now() at time zone 'utc')::date;
  base text := 'the-edit-' || to_char((now() at time zone 'utc')::date, 'YYYY-MM-DD');
  chosen_slug text := base;
  suffix integer := 1;
  blocks jsonb;
  story_count integer;
  issue_id uuid;
begin
  perform public.newsletter_require_admin();
  while exists (select 1 from public.newsletter_issues i where i.slug = chosen_slug) loop
    suffix := suffix + 1;
    chosen_slug := base || '-' || suffix;
  end loop;

  select coalesce(jsonb_agg(b.block order by s.published_at desc, s.id, b.position), '[]'::jsonb)
  into blocks
  from (
    select p.id, p.title, p.slug, p.excerpt, p.published_at
    from public.blog_posts p
    where p.status = 'published' and p.published_at > now() - interval '7 days' and p.published_at <= now()
  ) s
  cross join lateral (
    values
      (1, jsonb_build_object('type', 'heading', 'level', 3, 'text', s.title)),
      (2, case when nullif(btrim(s.excerpt), '') is not null
               then jsonb_build_object('type', 'paragraph', 'text', btrim(s.excerpt)) end),
      (3, jsonb_build_object('type', 'paragraph', 'text', 'Read the story',
            'spans', jsonb_build_array(jsonb_build_object('text', 'Read the story', 'href', '/blog/' || s.slug))))
  ) as b (position, block)
  where b.block is not null;
  select count(*) into story_count from public.blog_posts p
  where p.status = 'published' and p.published_at > now() - interval '7 days' and p.published_at <= now();

  if story_count = 0 then
    blocks := jsonb_build_array(jsonb_build_object('type', 'paragraph',
      'text', 'No story was published in the last seven days: write this week''s letter here.'));
  end if;

  insert into public.newsletter_issues (slug, subject, editor_note, content_blocks, created_by)
  values (chosen_slug, 'The Edit — ' || trim(to_char(today, 'FMDD FMMonth YYYY')), '', blocks, auth.uid())
  returning id into issue_id;
  return issue_id;
end;
$$;
comment on function public.newsletter_draft_the_edit() is
  'Admins: a new draft of The Edit listing the stories published in the last 7 days (title, excerpt, link), editable afterwards. Returns its id.';
revoke all on function public.newsletter_draft_the_edit() from public, anon;
grant execute on function public.newsletter_draft_the_edit() to authenticated, service_role;

-- ---------------------------------------------------------------------------------------------
-- What one email of an issue carries
-- ---------------------------------------------------------------------------------------------

-- The outbox row's data: the words as they are at sending (the row is the record of what went).
create function public.newsletter_issue_mail_data(issue public.newsletter_issues, test boolean)
returns jsonb
language sql
stable
set search_path = ''
as $$
  select jsonb_build_object('issue_id', issue.id, 'slug', issue.slug, 'subject', issue.subject,
                            'editor_note', issue.editor_note, 'blocks', issue.content_blocks,
                            'test', test);
$$;
comment on function public.newsletter_issue_mail_data(public.newsletter_issues, boolean) is
  'The data of a newsletter_issue outbox row: the issue''s words as sent, and whether it is a test copy.';
revoke all on function public.newsletter_issue_mail_data(public.newsletter_issues, boolean) from public, anon, authenticated;

-- ---------------------------------------------------------------------------------------------
-- Test, schedule, send (admins)
-- ---------------------------------------------------------------------------------------------

-- A test copy to the signed-in admin's own account address, nobody else's (no argument names a
-- recipient). Marked as a test; it carries no subscriber's unsubscribe link.
create function public.newsletter_send_test(issue_id uuid)
returns boolean
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  issue public.newsletter_issues%rowtype;
  address text;
begin
  perform public.newsletter_require_admin();
  select * into issue from public.newsletter_issues i where i.id = newsletter_send_test.issue_id;
  if not found then
    raise exception 'That issue does not exist.' using errcode = 'P0002';
  end if;
  select u.email into address from auth.users u where u.id = auth.uid();
  return public.enqueue_message('newsletter_issue', address, null, auth.uid(),
                                public.newsletter_issue_mail_data(issue, true)) is not null;
end;
$$;
comment on function public.newsletter_send_test(uuid) is
  'Admins: queues a test copy of an issue to the caller''s own account address. False when the mail gate held it back.';
revoke all on function public.newsletter_send_test(uuid) from public, anon;
grant execute on function public.newsletter_send_test(uuid) to authenticated;

-- The issue as the composer needs it after a change of status.
create function public.newsletter_set_status(issue_id uuid, from_statuses text[], new_status text, scheduled_at timestamptz)
returns public.newsletter_issues
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  issue public.newsletter_issues%rowtype;
begin
  update public.newsletter_issues i
  set status = new_status,
      scheduled_for = case when new_status = 'scheduled' then scheduled_at when new_status = 'draft' then null else i.scheduled_for end,
      send_started_at = case when new_status = 'sending' then now() else i.send_started_at end
  where i.id = newsletter_set_status.issue_id and i.status = any (from_statuses)
  returning * into issue;
  if not found then
    if exists (select 1 from public.newsletter_issues i where i.id = newsletter_set_status.issue_id) then
      raise exception 'This issue is already being sent or was sent.' using errcode = '55000';
    end if;
    raise exception 'That issue does not exist.' using errcode = 'P0002';
  end if;
  return issue;
end;
$$;
comment on function public.newsletter_set_status(uuid, text[], text, timestamptz) is
  'Moves an issue from one of from_statuses to new_status (55000 otherwise). Private: the admin functions call it.';
revoke all on function public.newsletter_set_status(uuid, text[], text, timestamptz) from public, anon, authenticated;

-- Schedules a draft (or moves a scheduled issue) to a time to come.
create function public.newsletter_schedule_issue(issue_id uuid, send_at timestamptz)
returns public.newsletter_issues
language plpgsql
volatile
security definer
set search_path = ''
as $$
begin
  -- Bounds first, as every function a browser role calls (20261201050000).
  if send_at is null or send_at <= now() then
    raise exception 'Choose a time still to come.' using errcode = '22023', hint = 'send_at';
  end if;
  if send_at > now() + interval '1 year' then
    raise exception 'Choose a time within a year.' using errcode = '22023', hint = 'send_at';
  end if;
  perform public.newsletter_require_admin();
  return public.newsletter_set_status(issue_id, array['draft', 'scheduled'], 'scheduled', send_at);
end;
$$;
comment on function public.newsletter_schedule_issue(uuid, timestamptz) is
  'Admins: the issue will be sent at send_at (the delivery run after it). A draft or scheduled issue only.';
revoke all on function public.newsletter_schedule_issue(uuid, timestamptz) from public, anon;
grant execute on function public.newsletter_schedule_issue(uuid, timestamptz) to authenticated;

-- Back to a draft: the schedule is cancelled.
create function public.newsletter_unschedule_issue(issue_id uuid)
returns public.newsletter_issues
language plpgsql
volatile
security definer
set search_path = ''
as $$
begin
  perform public.newsletter_require_admin();
  return public.newsletter_set_status(issue_id, array['scheduled'], 'draft', null);
end;
$$;
comment on function public.newsletter_unschedule_issue(uuid) is
  'Admins: a scheduled issue becomes a draft again (nothing is sent).';
revoke all on function public.newsletter_unschedule_issue(uuid) from public, anon;
grant execute on function public.newsletter_unschedule_issue(uuid) to authenticated;

-- Send now: the issue starts sending; the delivery runs queue it in batches from here on.
create function public.newsletter_send_issue(issue_id uuid)
returns public.newsletter_issues
language plpgsql
volatile
security definer
set search_path = ''
as $$
begin
  perform public.newsletter_require_admin();
  return public.newsletter_set_status(issue_id, array['draft', 'scheduled'], 'sending', null);
end;
$$;
comment on function public.newsletter_send_issue(uuid) is
  'Admins: sends a draft or scheduled issue now (status sending; the delivery runs queue it to every confirmed subscriber of The Edit, once each).';
revoke all on function public.newsletter_send_issue(uuid) from public, anon;
grant execute on function public.newsletter_send_issue(uuid) to authenticated;

-- ---------------------------------------------------------------------------------------------
-- Queueing, in batches (the delivery function; service role only)
-- ---------------------------------------------------------------------------------------------

-- Queues the next batch of a sending issue: up to batch_size confirmed subscribers of The Edit
-- it was not queued to yet, each through enqueue_message (the mail gate) with their own
-- unsubscribe token, recorded in newsletter_issue_sends in the same transaction. When nobody is
-- left the issue is sent. Returns how many it queued (0: done, or not sending).
create function public.newsletter_queue_issue_batch(issue_id uuid, batch_size integer default 500)
returns integer
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  issue public.newsletter_issues%rowtype;
  mail_data jsonb;
  subscriber record;
  message_id uuid;
  queued integer := 0;
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

  for subscriber in
    select s.id, s.email, s.preferences_token
    from public.newsletter_subscribers s
    where s.status = 'confirmed' and 'the_edit' = any (s.letters)
      and not exists (select 1 from public.newsletter_issue_sends d
                      where d.issue_id = issue.id and d.subscriber_id = s.id)
    order by s.id
    limit batch_size
  loop
    message_id := public.enqueue_message('newsletter_issue', subscriber.email, null, null, mail_data);
    if message_id is not null then
      update public.outbox o set topic = 'newsletter', unsubscribe_token = subscriber.preferences_token
      where o.id = message_id;
    end if;
    insert into public.newsletter_issue_sends (issue_id, subscriber_id, outbox_id)
    values (issue.id, subscriber.id, message_id);
    queued := queued + 1;
  end loop;

  if queued < batch_size then
    update public.newsletter_issues i
    set status = 'sent', sent_at = now(),
        recipients = (select count(*) from public.newsletter_issue_sends d where d.issue_id = issue.id)
    where i.id = issue.id;
  end if;
  return queued;
end;
$$;
comment on function public.newsletter_queue_issue_batch(uuid, integer) is
  'Delivery: queues the next batch of a sending issue to confirmed subscribers of The Edit not yet queued (once each: newsletter_issue_sends), through enqueue_message; marks it sent when none is left. Service role only.';
revoke all on function public.newsletter_queue_issue_batch(uuid, integer) from public, anon, authenticated;
grant execute on function public.newsletter_queue_issue_batch(uuid, integer) to service_role;

-- Each delivery run's first step: scheduled issues whose time has come start sending, then the
-- sending issues are queued, batch after batch, up to max_messages in this run (the rest in the
-- next run). Returns how many messages it queued.
create function public.queue_newsletter_issues(max_messages integer default 5000, batch_size integer default 500)
returns integer
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  issue_id uuid;
  queued integer := 0;
  batch integer;
  requested integer;
begin
  if max_messages is null or max_messages not between 1 and 100000 then
    perform public.refuse_argument('max_messages', 'must be between 1 and 100,000', 'Send a number between 1 and 100,000.');
  end if;
  update public.newsletter_issues i
  set status = 'sending', send_started_at = now()
  where i.status = 'scheduled' and i.scheduled_for <= now();

  for issue_id in
    select i.id from public.newsletter_issues i where i.status = 'sending' order by i.send_started_at, i.id
  loop
    loop
      exit when queued >= max_messages;
      requested := least(batch_size, max_messages - queued);
      batch := public.newsletter_queue_issue_batch(issue_id, requested);
      queued := queued + batch;
      exit when batch < requested;
    end loop;
    exit when queued >= max_messages;
  end loop;
  return queued;
end;
$$;
comment on function public.queue_newsletter_issues(integer, integer) is
  'Delivery: starts the scheduled issues whose time has come and queues sending issues in batches, up to max_messages a run. Service role only.';
revoke all on function public.queue_newsletter_issues(integer, integer) from public, anon, authenticated;
grant execute on function public.queue_newsletter_issues(integer, integer) to service_role;
