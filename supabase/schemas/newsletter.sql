-- =================================================================================================
-- newsletter.sql
--
-- The newsletter: subscribers (confirmed, held, suppressed), The Edit's issues and their
-- sending in sets, and the Week by Week letters.
-- =================================================================================================

-- -------------------------------------------------------------------------------------------------
-- newsletter_issue_sends
-- -------------------------------------------------------------------------------------------------
create table public.newsletter_issue_sends (
  issue_id      uuid                     not null,
  subscriber_id uuid                     not null,
  outbox_id     uuid,
  created_at    timestamp with time zone not null default now(),
  constraint newsletter_issue_sends_pkey primary key (issue_id, subscriber_id)
);
comment on table public.newsletter_issue_sends is 'Which subscribers an issue was queued to, once each (the primary key): written with the outbox row in one transaction by newsletter_queue_issue_batch. Private.';

-- -------------------------------------------------------------------------------------------------
-- newsletter_issues
-- -------------------------------------------------------------------------------------------------
create table public.newsletter_issues (
  id              uuid                     not null default gen_random_uuid(),
  slug            text                     not null,
  subject         text                     not null,
  editor_note     text                     not null default ''::text,
  content_blocks  jsonb                    not null default '[]'::jsonb,
  status          text                     not null default 'draft'::text,
  scheduled_for   timestamp with time zone,
  send_started_at timestamp with time zone,
  sent_at         timestamp with time zone,
  recipients      integer,
  created_by      uuid,
  created_at      timestamp with time zone not null default now(),
  updated_at      timestamp with time zone not null default now(),
  constraint newsletter_issues_content_blocks_check
    check
    (((jsonb_typeof(content_blocks) = 'array'::text) and (pg_column_size(content_blocks) <=
    500000))),
  constraint newsletter_issues_editor_note_check check ((char_length(editor_note) <= 5000)),
  constraint newsletter_issues_pkey primary key (id),
  constraint newsletter_issues_recipients_check
    check (((recipients is null) or (recipients >= 0))),
  constraint newsletter_issues_scheduled_check
    check (((status <> 'scheduled'::text) or (scheduled_for is not null))),
  constraint newsletter_issues_sent_check check (((status <> 'sent'::text) or (sent_at IS
    not null))),
  constraint newsletter_issues_slug_check
    check
    (((slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$'::text) and (char_length(slug) <= 120) and (slug <> all
    (array['confirm'::text, 'preferences'::text])))),
  constraint newsletter_issues_slug_key unique (slug),
  constraint newsletter_issues_status_check
    check ((status = any (array['draft'::text, 'scheduled'::text, 'sending'::text, 'sent'::text]))),
  constraint newsletter_issues_subject_check
    check (((char_length(btrim(subject)) >= 1) and (char_length(btrim(subject)) <= 200)))
);

-- -------------------------------------------------------------------------------------------------
-- newsletter_issue_sends
-- -------------------------------------------------------------------------------------------------
alter table public.newsletter_issue_sends
  add constraint newsletter_issue_sends_issue_id_fkey foreign key (issue_id)
    references public.newsletter_issues(id) on delete cascade;

-- -------------------------------------------------------------------------------------------------
-- newsletter_subscribers
-- -------------------------------------------------------------------------------------------------
create table public.newsletter_subscribers (
  id                 uuid                     not null default gen_random_uuid(),
  email              text                     not null,
  mailbox            text                     not null,
  letters            text[]                   not null default array['the_edit'::text],
  wedding_date       date,
  city               text,
  status             text                     not null default 'pending'::text,
  held_at            timestamp with time zone,
  confirm_token_hash text,
  confirm_expires_at timestamp with time zone,
  preferences_token  uuid                     not null default gen_random_uuid(),
  created_at         timestamp with time zone not null default now(),
  updated_at         timestamp with time zone not null default now(),
  confirmed_at       timestamp with time zone,
  unsubscribed_at    timestamp with time zone,
  suppressed_at      timestamp with time zone,
  suppressed_reason  text,
  constraint newsletter_subscribers_city_check
    check (((city is null) or ((char_length(city) >= 1) and (char_length(city) <= 100)))),
  constraint newsletter_subscribers_confirm_token_hash_key unique (confirm_token_hash),
  constraint newsletter_subscribers_email_check
    check
    (((char_length(email) <= 254) and (email = lower(email)) and (email ~*
    '^[^@\s]+@[^@\s]+\.[^@\s]+$'::text))),
  constraint newsletter_subscribers_letters_check
    check (cardinality(letters) between 1 and 2 and letters <@ array['the_edit', 'week_by_week']),
  constraint newsletter_subscribers_mailbox_key unique (mailbox),
  constraint newsletter_subscribers_pkey primary key (id),
  constraint newsletter_subscribers_preferences_token_key unique (preferences_token),
  constraint newsletter_subscribers_status_check
    check
    ((status = any (array['pending'::text, 'confirmed'::text, 'unsubscribed'::text,
    'suppressed'::text]))),
  constraint newsletter_subscribers_suppressed_reason_check
    check
    (((suppressed_reason is null) or (suppressed_reason = any (array['bounce'::text,
    'complaint'::text])))),
  constraint newsletter_subscribers_week_by_week_date_check
    check (((not ('week_by_week'::text = any (letters))) or (wedding_date is not null)))
);

-- -------------------------------------------------------------------------------------------------
-- newsletter_issue_sends
-- -------------------------------------------------------------------------------------------------
alter table public.newsletter_issue_sends
  add constraint newsletter_issue_sends_subscriber_id_fkey foreign key (subscriber_id)
    references public.newsletter_subscribers(id) on delete cascade;
alter table public.newsletter_issue_sends
  enable row level security;
grant delete, insert, maintain, references, select, trigger, truncate, update
  on table public.newsletter_issue_sends
  to anon, authenticated;
create policy "admins read issue sends" on public.newsletter_issue_sends
  for select
  to authenticated
  using ((select public.is_admin()));

-- -------------------------------------------------------------------------------------------------
-- newsletter_issues
-- -------------------------------------------------------------------------------------------------
comment on table public.newsletter_issues is 'The Edit''s issues (issue #44). Admins write the words of a draft or scheduled issue; the status and times are the database''s (newsletter_* functions). Anyone reads a sent issue''s public columns.';
comment on column public.newsletter_issues.slug is 'The issue''s web address, /newsletter/<slug>: lower-case words joined by hyphens, never a word the newsletter''s own pages use (confirm, preferences).';
alter table public.newsletter_issues
  add constraint newsletter_issues_created_by_fkey foreign key (created_by)
    references auth.users(id) on delete set null;
create index newsletter_issues_sent_at_idx on public.newsletter_issues using btree (sent_at desc)
  where (status = 'sent'::text);
create index newsletter_issues_status_idx on public.newsletter_issues
  using btree (status, scheduled_for);
alter table public.newsletter_issues
  enable row level security;
create or replace function public.newsletter_issues_server_columns()
  returns trigger
  language plpgsql
  security definer
  set search_path to ''
  as $function$
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
$function$;
revoke all on function public.newsletter_issues_server_columns() from public;
revoke all on table public.newsletter_issues from anon;
revoke all on table public.newsletter_issues from authenticated;
grant delete, insert, maintain, references, trigger, truncate, update
  on table public.newsletter_issues
  to anon;
grant delete, maintain, references, select, trigger, truncate
  on table public.newsletter_issues
  to authenticated;
grant select (content_blocks, editor_note, id, sent_at, slug, subject)
  on table public.newsletter_issues
  to anon;
grant insert (content_blocks, editor_note, slug, subject),
  update (content_blocks, editor_note, slug, subject)
  on table public.newsletter_issues
  to authenticated;
create policy "admins delete drafts" on public.newsletter_issues
  for delete
  to authenticated
  using
    (((select public.is_admin()) and (status = any (array['draft'::text,
    'scheduled'::text]))));
create policy "admins edit unsent issues" on public.newsletter_issues
  for update
  to authenticated
  using
    (((select public.is_admin()) and (status = any (array['draft'::text,
    'scheduled'::text]))))
  with
    check
    (((select public.is_admin()) and (status = any (array['draft'::text,
    'scheduled'::text]))));
create policy "admins read issues" on public.newsletter_issues
  for select
  to authenticated
  using ((select public.is_admin()));
create policy "admins write drafts" on public.newsletter_issues
  for insert
  to authenticated
  with check (((select public.is_admin()) and (status = 'draft'::text)));
create policy "anyone reads sent issues" on public.newsletter_issues
  for select
  to anon, authenticated
  using ((status = 'sent'::text));
comment on function public.newsletter_issues_server_columns() is 'Trigger: newsletter_issues.created_by, created_at and updated_at are set by the database.';
create trigger newsletter_issues_server_columns
  before insert or update on public.newsletter_issues
  for each row
  execute function public.newsletter_issues_server_columns();

-- -------------------------------------------------------------------------------------------------
-- newsletter_subscribers
-- -------------------------------------------------------------------------------------------------
comment on table public.newsletter_subscribers is 'Newsletter subscriptions, one per mailbox (issue #44). Private: written only by the newsletter_* functions; admins read it without the tokens.';
comment on column public.newsletter_subscribers.suppressed_reason is 'Why the address is suppressed: the mail provider reported a hard bounce or a complaint.';
create index newsletter_subscribers_held_at_idx on public.newsletter_subscribers
  using btree (held_at)
  where (held_at is not null);
create index newsletter_subscribers_status_created_at_idx on public.newsletter_subscribers
  using btree (status, created_at desc);
create index newsletter_subscribers_week_by_week_idx on public.newsletter_subscribers
  using btree (wedding_date)
  where ((status = 'confirmed'::text) and ('week_by_week'::text = any (letters)));
alter table public.newsletter_subscribers
  enable row level security;
revoke all on table public.newsletter_subscribers from authenticated;
grant delete, insert, maintain, references, trigger, truncate, update
  on table public.newsletter_subscribers
  to authenticated;
grant select
  (city, confirmed_at, created_at, email, held_at, id, letters, status,
  suppressed_at, suppressed_reason, unsubscribed_at, updated_at, wedding_date)
  on table public.newsletter_subscribers
  to authenticated;
create policy "admins read newsletter subscribers" on public.newsletter_subscribers
  for select
  to authenticated
  using ((select public.is_admin()));
create trigger newsletter_subscribers_broadcast_held_gone
  after delete on public.newsletter_subscribers
  for each row
  when ((old.held_at is not null))
  execute function public.broadcast_admin_queue_change();
create trigger newsletter_subscribers_broadcast_held_state
  after update of held_at on public.newsletter_subscribers
  for each row
  when ((old.held_at is distinct from new.held_at))
  execute function public.broadcast_admin_queue_change();
create trigger newsletter_subscribers_broadcast_held
  after insert on public.newsletter_subscribers
  for each row
  when ((new.held_at is not null))
  execute function public.broadcast_admin_queue_change();

-- -------------------------------------------------------------------------------------------------
-- newsletter_week_by_week_sends
-- -------------------------------------------------------------------------------------------------
create table public.newsletter_week_by_week_sends (
  subscriber_id uuid                     not null,
  wedding_date  date                     not null,
  stage         text                     not null,
  outbox_id     uuid,
  queued_at     timestamp with time zone not null,
  constraint newsletter_week_by_week_sends_pkey primary key (subscriber_id, wedding_date, stage)
);
comment on table public.newsletter_week_by_week_sends is 'Each week-by-week stage sent, once per subscriber and wedding date (issue #44). Written only by newsletter_send_week_by_week.';
alter table public.newsletter_week_by_week_sends
  add constraint newsletter_week_by_week_sends_subscriber_id_fkey foreign key (subscriber_id)
    references public.newsletter_subscribers(id) on delete cascade;

-- -------------------------------------------------------------------------------------------------
-- week_by_week_stages
-- -------------------------------------------------------------------------------------------------
create table public.week_by_week_stages (
  stage                text                     not null,
  "position"             smallint                 not null,
  due_offset           interval                 not null,
  business_category_id uuid,
  story_categories     uuid[]                   not null default '{}'::uuid[],
  updated_at           timestamp with time zone not null default now(),
  constraint week_by_week_stages_pkey primary key (stage),
  constraint week_by_week_stages_position_key unique ("position"),
  constraint week_by_week_stages_stage_check
    check
    ((stage = any (array['12_months'::text, '9_months'::text, '6_months'::text, '3_months'::text,
    '1_month'::text, 'week_before'::text, 'after'::text]))),
  constraint week_by_week_stages_story_categories_check
    check ((cardinality(story_categories) <= 20))
);

-- -------------------------------------------------------------------------------------------------
-- newsletter_week_by_week_sends
-- -------------------------------------------------------------------------------------------------
alter table public.newsletter_week_by_week_sends
  add constraint newsletter_week_by_week_sends_stage_fkey foreign key (stage)
    references public.week_by_week_stages(stage);
create index newsletter_week_by_week_sends_subscriber_queued_idx
  on public.newsletter_week_by_week_sends using btree (subscriber_id, queued_at desc);
alter table public.newsletter_week_by_week_sends
  enable row level security;
grant delete, insert, maintain, references, select, trigger, truncate, update
  on table public.newsletter_week_by_week_sends
  to anon, authenticated;
create policy "admins read the week-by-week sends" on public.newsletter_week_by_week_sends
  for select
  to authenticated
  using ((select public.is_admin()));

-- -------------------------------------------------------------------------------------------------
-- week_by_week_stages
-- -------------------------------------------------------------------------------------------------
comment on table public.week_by_week_stages is 'The week-by-week letter''s fixed schedule (issue #44): each stage''s offset from the wedding, its vendors'' category and its stories'' blog categories. Admins may change the categories.';
alter table public.week_by_week_stages
  add constraint week_by_week_stages_business_category_id_fkey foreign key (business_category_id)
    references public.business_categories(id) on delete set null;
alter table public.week_by_week_stages
  enable row level security;
revoke all on table public.week_by_week_stages from authenticated;
grant delete, insert, maintain, references, select, trigger, truncate
  on table public.week_by_week_stages
  to authenticated;
grant update (business_category_id, story_categories)
  on table public.week_by_week_stages
  to authenticated;
create policy "admins choose the week-by-week stages' categories" on public.week_by_week_stages
  for update
  to authenticated
  using ((select public.is_admin()))
  with check ((select public.is_admin()));
create policy "admins read the week-by-week stages" on public.week_by_week_stages
  for select
  to authenticated
  using ((select public.is_admin()));
create trigger week_by_week_stages_set_updated_at
  before update on public.week_by_week_stages
  for each row
  execute function public.set_updated_at();

create or replace function public.newsletter_choice (
  letters      text[],
  wedding_date date,
  city         text,
  OUT          chosen text[],
  OUT          day date,
  OUT          place text
)
  returns record
  language plpgsql
  stable
  set search_path to ''
  as $function$
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
$function$;
revoke all on function public.newsletter_choice(text[], date, text) from public;

create or replace function public.newsletter_confirm (
  token text
)
  returns jsonb
  language plpgsql
  security definer
  set search_path to ''
  as $function$
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
$function$;
revoke all on function public.newsletter_confirm(text) from public;
grant execute
  on function public.newsletter_confirm(text)
  to anon, authenticated, service_role;

create or replace function public.newsletter_decide_held (
  subscriber_id uuid,
  decision      text
)
  returns void
  language plpgsql
  security definer
  set search_path to ''
  as $function$
begin
  -- An oversized argument is refused first, whoever calls (tests/bounded-arguments.test.ts).
  perform public.bounded_text(newsletter_decide_held.decision, 10, 'decision');
  perform private.assert_admin('manage the newsletter');
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
$function$;
revoke all on function public.newsletter_decide_held(uuid, text) from public;
grant execute on function public.newsletter_decide_held(uuid, text) to authenticated;

create or replace function public.newsletter_delete_subscriber (
  subscriber_id uuid,
  why           text
)
  returns boolean
  language plpgsql
  security definer
  set search_path to ''
  as $function$
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
$function$;
revoke all on function public.newsletter_delete_subscriber(uuid, text) from public;

create or replace function public.newsletter_desk()
  returns jsonb
  language plpgsql
  stable
  security definer
  set search_path to ''
  as $function$
declare
  growth_weeks constant integer := 12; -- NEWSLETTER_GROWTH_WEEKS
  this_week date := date_trunc('week', now() at time zone 'utc')::date;
  result jsonb;
begin
  perform private.assert_admin('manage the newsletter');
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
$function$;
revoke all on function public.newsletter_desk() from public;
grant execute on function public.newsletter_desk() to authenticated;
comment on function public.newsletter_desk() is 'Admins: each letter''s subscribers by status, the held subscribes, and the new confirmed subscribers of each of the last 12 weeks.';

create or replace function public.newsletter_draft_the_edit()
  returns uuid
  language plpgsql
  security definer
  set search_path to ''
  as $function$
declare
  today date := (now() at time zone 'utc')::date;
  base text := 'the-edit-' || to_char((now() at time zone 'utc')::date, 'YYYY-MM-DD');
  chosen_slug text := base;
  suffix integer := 1;
  blocks jsonb;
  story_count integer;
  issue_id uuid;
begin
  perform private.assert_admin('manage the newsletter');
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
$function$;
revoke all on function public.newsletter_draft_the_edit() from public;
grant execute on function public.newsletter_draft_the_edit() to authenticated, service_role;
comment on function public.newsletter_draft_the_edit() is 'Admins: a new draft of The Edit listing the stories published in the last 7 days (title, excerpt, link), editable afterwards. Returns its id.';

create or replace function public.newsletter_erase_subscriber (
  subscriber_id uuid
)
  returns jsonb
  language plpgsql
  security definer
  set search_path to ''
  as $function$
begin
  perform private.assert_admin('manage the newsletter');
  return jsonb_build_object('deleted',
    public.newsletter_delete_subscriber(newsletter_erase_subscriber.subscriber_id, 'erased on request'));
end;
$function$;
revoke all on function public.newsletter_erase_subscriber(uuid) from public;
grant execute on function public.newsletter_erase_subscriber(uuid) to authenticated;
comment on function public.newsletter_erase_subscriber(uuid) is 'Admins: deletes one subscriber''s data on request (the subscription and its newsletter emails), recorded in admin_audit with the address masked.';

create or replace function public.newsletter_find_subscriber (
  email text
)
  returns jsonb
  language plpgsql
  stable
  security definer
  set search_path to ''
  as $function$
declare
  subscriber public.newsletter_subscribers%rowtype;
begin
  -- An oversized argument is refused first, whoever calls (tests/bounded-arguments.test.ts).
  perform public.bounded_text(newsletter_find_subscriber.email, 254, 'email');
  perform private.assert_admin('manage the newsletter');
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
$function$;
revoke all on function public.newsletter_find_subscriber(text) from public;
grant execute on function public.newsletter_find_subscriber(text) to authenticated;

create or replace function public.newsletter_issue_mail_data (
  issue public.newsletter_issues,
  test  boolean
)
  returns jsonb
  language sql
  stable
  set search_path to ''
  as $function$
  select jsonb_build_object('issue_id', issue.id, 'slug', issue.slug, 'subject', issue.subject,
                            'editor_note', issue.editor_note, 'blocks', issue.content_blocks,
                            'test', test);
$function$;
revoke all
  on function public.newsletter_issue_mail_data(public.newsletter_issues, boolean)
  from public;
comment on function public.newsletter_issue_mail_data(public.newsletter_issues, boolean) is
  'The data of a newsletter_issue outbox row: the issue''s words as sent, and whether it is a test copy.';

create or replace function public.newsletter_preferences (
  token uuid
)
  returns jsonb
  language plpgsql
  stable
  security definer
  set search_path to ''
  as $function$
declare
  subscriber public.newsletter_subscribers%rowtype;
begin
  select * into subscriber from public.newsletter_subscribers s
  where s.preferences_token = newsletter_preferences.token and s.status <> 'pending';
  return public.newsletter_state(subscriber);
end;
$function$;
revoke all on function public.newsletter_preferences(uuid) from public;
grant execute
  on function public.newsletter_preferences(uuid)
  to anon, authenticated, service_role;

create or replace function public.newsletter_queue_issue_batch (
  issue_id   uuid,
  batch_size integer default 500
)
  returns integer
  language plpgsql
  security definer
  set search_path to ''
  as $function$
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
$function$;
revoke all on function public.newsletter_queue_issue_batch(uuid, integer) from public;
grant execute on function public.newsletter_queue_issue_batch(uuid, integer) to service_role;
comment on function public.newsletter_queue_issue_batch(uuid, integer) is
  'Delivery: queues the next batch of a sending issue to confirmed subscribers of The Edit not yet queued (once each: newsletter_issue_sends), through enqueue_message; marks it sent when none is left. Service role only.';

create or replace function public.newsletter_schedule_issue (
  issue_id uuid,
  send_at  timestamp with time zone
)
  returns public.newsletter_issues
  language plpgsql
  security definer
  set search_path to ''
  as $function$
begin
  -- Bounds first, as every function a browser role calls (20261201050000).
  if send_at is null or send_at <= now() then
    raise exception 'Choose a time still to come.' using errcode = '22023', hint = 'send_at';
  end if;
  if send_at > now() + interval '1 year' then
    raise exception 'Choose a time within a year.' using errcode = '22023', hint = 'send_at';
  end if;
  perform private.assert_admin('manage the newsletter');
  return public.newsletter_set_status(issue_id, array['draft', 'scheduled'], 'scheduled', send_at);
end;
$function$;
revoke all
  on function public.newsletter_schedule_issue(uuid, timestamp with time zone)
  from public;
grant execute
  on function public.newsletter_schedule_issue(uuid, timestamp with time zone)
  to authenticated;
comment on function public.newsletter_schedule_issue(uuid, timestamp
  with time zone) is 'Admins: the issue will be sent at send_at (the delivery run after it). A draft or scheduled issue only.';

create or replace function public.newsletter_send_confirmation (
  subscriber_id uuid
)
  returns void
  language plpgsql
  security definer
  set search_path to ''
  as $function$
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
$function$;
revoke all on function public.newsletter_send_confirmation(uuid) from public;

create or replace function public.newsletter_send_issue (
  issue_id uuid
)
  returns public.newsletter_issues
  language plpgsql
  security definer
  set search_path to ''
  as $function$
begin
  perform private.assert_admin('manage the newsletter');
  return public.newsletter_set_status(issue_id, array['draft', 'scheduled'], 'sending', null);
end;
$function$;
revoke all on function public.newsletter_send_issue(uuid) from public;
grant execute on function public.newsletter_send_issue(uuid) to authenticated;
comment on function public.newsletter_send_issue(uuid) is 'Admins: sends a draft or scheduled issue now (status sending; the delivery runs queue it to every confirmed subscriber of The Edit, once each).';

create or replace function public.newsletter_send_test (
  issue_id uuid
)
  returns boolean
  language plpgsql
  security definer
  set search_path to ''
  as $function$
declare
  issue public.newsletter_issues%rowtype;
  address text;
begin
  perform private.assert_admin('manage the newsletter');
  select * into issue from public.newsletter_issues i where i.id = newsletter_send_test.issue_id;
  if not found then
    raise exception 'That issue does not exist.' using errcode = 'P0002';
  end if;
  select u.email into address from auth.users u where u.id = auth.uid();
  return public.enqueue_message('newsletter_issue', address, null, auth.uid(),
                                public.newsletter_issue_mail_data(issue, true)) is not null;
end;
$function$;
revoke all on function public.newsletter_send_test(uuid) from public;
grant execute on function public.newsletter_send_test(uuid) to authenticated;
comment on function public.newsletter_send_test(uuid) is 'Admins: queues a test copy of an issue to the caller''s own account address. False when the mail gate held it back.';

create or replace function public.newsletter_send_week_by_week (
  as_of timestamp with time zone default now()
)
  returns integer
  language plpgsql
  security definer
  set search_path to ''
  as $function$
declare
  batch_size constant integer := 500;    -- a run's share; the next run takes the rest
  quiet_days constant integer := 5;      -- WEEK_BY_WEEK_QUIET_DAYS: at most one letter in this many days
  stops_after_days constant integer := 60; -- WEEK_BY_WEEK_STOPS_AFTER_DAYS
  today date := (newsletter_send_week_by_week.as_of at time zone 'utc')::date;
  due record;
  message_id uuid;
  queued integer := 0;
begin
  for due in
    select s.id, s.email, s.wedding_date, s.preferences_token, st.stage
    from public.newsletter_subscribers s
    cross join lateral (
      select st.stage
      from public.week_by_week_stages st
      where public.week_by_week_stage_day(st.stage, s.wedding_date) <= today
      order by st.position desc
      limit 1
    ) st
    where s.status = 'confirmed' and s.held_at is null
      and 'week_by_week' = any (s.letters)
      and s.wedding_date between today - stops_after_days and today + 400
      and not exists (select 1 from public.newsletter_week_by_week_sends w
                      where w.subscriber_id = s.id and w.wedding_date = s.wedding_date and w.stage = st.stage)
      and not exists (select 1 from public.newsletter_week_by_week_sends w
                      where w.subscriber_id = s.id and w.queued_at > newsletter_send_week_by_week.as_of - make_interval(days => quiet_days))
    order by s.wedding_date, s.id
    limit batch_size
    for update of s skip locked
  loop
    -- The key first: a run that meets a row another run wrote moves on.
    insert into public.newsletter_week_by_week_sends (subscriber_id, wedding_date, stage, queued_at)
    values (due.id, due.wedding_date, due.stage, newsletter_send_week_by_week.as_of)
    on conflict on constraint newsletter_week_by_week_sends_pkey do nothing;
    if not found then
      continue;
    end if;
    message_id := public.enqueue_message('newsletter_week_by_week', due.email, null, null,
      public.week_by_week_letter(due.stage, due.id, newsletter_send_week_by_week.as_of));
    if message_id is null then
      -- Held back by the mail gate: not sent, so not recorded; the next run tries again.
      delete from public.newsletter_week_by_week_sends w
      where w.subscriber_id = due.id and w.wedding_date = due.wedding_date
        and w.stage = due.stage;
      continue;
    end if;
    update public.outbox o set topic = 'newsletter', unsubscribe_token = due.preferences_token
    where o.id = message_id;
    update public.newsletter_week_by_week_sends w set outbox_id = message_id
    where w.subscriber_id = due.id and w.wedding_date = due.wedding_date
      and w.stage = due.stage;
    queued := queued + 1;
  end loop;
  return queued;
end;
$function$;
revoke all on function public.newsletter_send_week_by_week(timestamp with time zone) from public;
grant execute
  on function public.newsletter_send_week_by_week(timestamp with time zone)
  to service_role;
comment on function public.newsletter_send_week_by_week(timestamp
  with time zone) is 'The week-by-week scheduler (issue #44): queues each confirmed couple''s current stage once per wedding date, at most one letter in five days, nothing 60 days after the wedding. Service role only; as_of is the clock.';

create or replace function public.newsletter_set_status (
  issue_id      uuid,
  from_statuses text[],
  new_status    text,
  scheduled_at  timestamp with time zone
)
  returns public.newsletter_issues
  language plpgsql
  security definer
  set search_path to ''
  as $function$
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
$function$;
revoke all
  on function public.newsletter_set_status(uuid, text[], text, timestamp with time zone)
  from public;
comment on function public.newsletter_set_status(uuid, text[], text, timestamp
  with time zone) is 'Moves an issue from one of from_statuses to new_status (55000 otherwise). Private: the admin functions call it.';

create or replace function public.newsletter_state (
  subscriber public.newsletter_subscribers
)
  returns jsonb
  language sql
  immutable
  set search_path to ''
  as $function$
  select case when subscriber.id is null then jsonb_build_object('found', false)
  else jsonb_build_object(
    'found', true,
    'email', left(subscriber.email, 1) || '•••@' || split_part(subscriber.email, '@', 2),
    'status', subscriber.status,
    'letters', to_jsonb(subscriber.letters),
    'wedding_date', subscriber.wedding_date,
    'city', subscriber.city
  ) end;
$function$;
revoke all on function public.newsletter_state(public.newsletter_subscribers) from public;

create or replace function public.newsletter_subscribe (
  email        text,
  letters      text[],
  wedding_date date,
  city         text
)
  returns void
  language plpgsql
  security definer
  set search_path to ''
  as $function$
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
$function$;
revoke all on function public.newsletter_subscribe(text, text[], date, text) from public;
grant execute
  on function public.newsletter_subscribe(text, text[], date, text)
  to anon, authenticated, service_role;
comment on function public.newsletter_subscribe(text, text[], date, text) is
  'Anyone: asks for the newsletter. Stores the choice as pending and queues one confirmation email (held past a burst); answers nothing, whatever the address''s state.';

create or replace function public.newsletter_suppress (
  email  text,
  reason text
)
  returns jsonb
  language plpgsql
  security definer
  set search_path to ''
  as $function$
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
$function$;
revoke all on function public.newsletter_suppress(text, text) from public;
grant execute on function public.newsletter_suppress(text, text) to service_role;
comment on function public.newsletter_suppress(text, text) is 'The mail provider''s webhook (service role only): a hard bounce or a complaint suppresses the address for every letter and stops what was queued for it.';

create or replace function public.newsletter_unschedule_issue (
  issue_id uuid
)
  returns public.newsletter_issues
  language plpgsql
  security definer
  set search_path to ''
  as $function$
begin
  perform private.assert_admin('manage the newsletter');
  return public.newsletter_set_status(issue_id, array['scheduled'], 'draft', null);
end;
$function$;
revoke all on function public.newsletter_unschedule_issue(uuid) from public;
grant execute on function public.newsletter_unschedule_issue(uuid) to authenticated;
comment on function public.newsletter_unschedule_issue(uuid) is 'Admins: a scheduled issue becomes a draft again (nothing is sent).';

create or replace function public.newsletter_unsubscribe (
  token uuid
)
  returns jsonb
  language plpgsql
  security definer
  set search_path to ''
  as $function$
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
$function$;
revoke all on function public.newsletter_unsubscribe(uuid) from public;
grant execute
  on function public.newsletter_unsubscribe(uuid)
  to anon, authenticated, service_role;

create or replace function public.newsletter_update_preferences (
  token        uuid,
  letters      text[],
  wedding_date date,
  city         text
)
  returns jsonb
  language plpgsql
  security definer
  set search_path to ''
  as $function$
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
$function$;
revoke all
  on function public.newsletter_update_preferences(uuid, text[], date, text)
  from public;
grant execute
  on function public.newsletter_update_preferences(uuid, text[], date, text)
  to anon, authenticated, service_role;

create or replace function public.queue_newsletter_issues (
  max_messages integer default 5000,
  batch_size   integer default 500
)
  returns integer
  language plpgsql
  security definer
  set search_path to ''
  as $function$
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
$function$;
revoke all on function public.queue_newsletter_issues(integer, integer) from public;
grant execute on function public.queue_newsletter_issues(integer, integer) to service_role;
comment on function public.queue_newsletter_issues(integer, integer) is
  'Delivery: starts the scheduled issues whose time has come and queues sending issues in batches, up to max_messages a run. Service role only.';

create or replace function public.week_by_week_letter (
  stage         text,
  subscriber_id uuid,
  as_of         timestamp with time zone
)
  returns jsonb
  language sql
  stable
  security definer
  set search_path to ''
  as $function$
  select jsonb_build_object(
    'stage', stage_row.stage,
    'wedding_date', subscriber.wedding_date,
    'city', subscriber.city,
    'vendor_category', (select c.name from public.business_categories c where c.id = stage_row.business_category_id),
    'stories', coalesce((
      select jsonb_agg(jsonb_build_object('title', p.title, 'slug', p.slug, 'excerpt', p.excerpt)
                       order by p.published_at desc, p.id)
      from (
        select p.id, p.title, p.slug, p.excerpt, p.published_at
        from public.blog_posts p
        where p.status = 'published' and p.published_at <= week_by_week_letter.as_of
          and (p.category = any (stage_row.story_categories) or p.subcategory = any (stage_row.story_categories))
        order by p.published_at desc, p.id
        limit 3
      ) p), '[]'::jsonb),
    'vendors', coalesce((
      select jsonb_agg(jsonb_build_object('id', v.id, 'name', v.name, 'url_name', v.url_name, 'city', v.city)
                       order by v.rank)
      from (
        select l.id, l.name, l.url_name, l.city,
               row_number() over (
                 order by (subscriber.city is not null and lower(btrim(l.city)) = lower(subscriber.city)) desc,
                          exists (select 1 from public.listing_dates d
                                  where d.listing_id = l.id and d.day = subscriber.wedding_date and d.state = 'limited'),
                          md5(subscriber.id::text || l.id::text)
               ) as rank
        from public.listings l
        where l.business_category_id = stage_row.business_category_id
          and l.status = 'published'
          and (l.owner_id is null or not public.is_suspended_member(l.owner_id))
          and not exists (select 1 from public.listing_dates d
                          where d.listing_id = l.id and d.day = subscriber.wedding_date and d.state = 'booked')
        order by rank
        limit 3
      ) v), '[]'::jsonb)
  )
  from public.week_by_week_stages stage_row, public.newsletter_subscribers subscriber
  where stage_row.stage = week_by_week_letter.stage and subscriber.id = week_by_week_letter.subscriber_id;
$function$;
revoke all
  on function public.week_by_week_letter(text, uuid, timestamp with time zone)
  from public;
comment on function public.week_by_week_letter(text, uuid, timestamp
  with time zone) is 'The content of one week-by-week letter: the stage''s stories and three member vendors free on the couple''s date (their city first). Used by newsletter_send_week_by_week.';

create or replace function public.week_by_week_stage_day (
  stage        text,
  wedding_date date
)
  returns date
  language sql
  stable
  security definer
  set search_path to ''
  as $function$
  select (week_by_week_stage_day.wedding_date + st.due_offset)::date
  from public.week_by_week_stages st
  where st.stage = week_by_week_stage_day.stage;
$function$;
revoke all on function public.week_by_week_stage_day(text, date) from public;
grant execute on function public.week_by_week_stage_day(text, date) to service_role;
