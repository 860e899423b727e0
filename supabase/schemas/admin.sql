-- =================================================================================================
-- admin.sql
--
-- The admins' desk: the contact form and wedding submissions inbox, the counts and lists of
-- what waits for an admin, granting and revoking admin.
-- =================================================================================================

-- -------------------------------------------------------------------------------------------------
-- contact_messages
-- -------------------------------------------------------------------------------------------------
create table public.contact_messages (
  id         uuid                     not null default gen_random_uuid(),
  name       text                     not null,
  email      text                     not null,
  subject    text,
  message    text                     not null,
  status     text                     not null default 'new'::text,
  created_at timestamp with time zone not null default now(),
  updated_at timestamp with time zone not null default now(),
  notes      text,
  constraint contact_messages_email_check
    check (((char_length(email) <= 254) and (email ~* '^[^@\s]+@[^@\s]+\.[^@\s]+$'::text))),
  constraint contact_messages_message_check
    check (((char_length(btrim(message)) >= 1) and (char_length(btrim(message)) <= 5000))),
  constraint contact_messages_name_check
    check (((char_length(btrim(name)) >= 1) and (char_length(btrim(name)) <= 200))),
  constraint contact_messages_notes_check
    check (((notes is null) or (char_length(notes) <= 5000))),
  constraint contact_messages_pkey primary key (id),
  constraint contact_messages_status_check
    check ((status = any (array['new'::text, 'read'::text, 'archived'::text, 'held'::text]))),
  constraint contact_messages_subject_check
    check
    (((subject is null) or ((char_length(btrim(subject)) >= 1) and (char_length(btrim(subject)) <=
    200))))
);
create index contact_messages_email_created_at_idx on public.contact_messages
  using btree (lower(email), created_at desc);
create index contact_messages_status_created_at_idx on public.contact_messages
  using btree (status, created_at desc);
alter table public.contact_messages
  enable row level security;
create or replace function public.admin_inbox_before_insert()
  returns trigger
  language plpgsql
  security definer
  set search_path to ''
  as $function$
begin
  if coalesce((select auth.role()), '') not in ('anon', 'authenticated') or (select public.is_admin()) then
    return new;
  end if;
  new.id := gen_random_uuid();
  new.status := 'new';
  new.created_at := now();
  new.updated_at := now();
  new.notes := null;
  if public.hold_form_send(tg_argv[0], null, new.email, tg_argv[1]::integer, tg_argv[2]::integer,
                           overall_limit => tg_argv[3]::integer) then
    new.status := 'held';
  end if;
  return new;
end;
$function$;
revoke all on function public.admin_inbox_before_insert() from public;
grant delete, insert, maintain, references, select, trigger, truncate, update
  on table public.contact_messages
  to anon, authenticated;
create policy "admins delete archived contact messages" on public.contact_messages
  for delete
  to authenticated
  using (((select public.is_admin()) and (status = 'archived'::text)));
create policy "admins read contact messages" on public.contact_messages
  for select
  to authenticated
  using ((select public.is_admin()));
create policy "admins update contact messages" on public.contact_messages
  for update
  to authenticated
  using ((select public.is_admin()))
  with check ((select public.is_admin()));
create policy "anon sends contact messages" on public.contact_messages
  for insert
  to anon
  with check ((status = any (array['new'::text, 'held'::text])));
create policy "authenticated sends contact messages" on public.contact_messages
  for insert
  to authenticated
  with check ((status = any (array['new'::text, 'held'::text])));
create trigger contact_messages_audit
  after insert or delete or update on public.contact_messages
  for each row
  execute function public.record_admin_write('id');
create trigger contact_messages_before_insert
  before insert on public.contact_messages
  for each row
  execute function public.admin_inbox_before_insert('contact_message', '5', '10', '100');
create trigger contact_messages_broadcast_queue_state
  after update of status on public.contact_messages
  for each row
  when ((old.status is distinct from new.status))
  execute function public.broadcast_admin_queue_change();
create trigger contact_messages_broadcast_queue
  after insert or delete on public.contact_messages
  for each row
  execute function public.broadcast_admin_queue_change();
create trigger contact_messages_held_guard
  before update of status on public.contact_messages
  for each row
  execute function public.held_rows_guard('new');
create trigger contact_messages_keep_server_dates
  before insert or update on public.contact_messages
  for each row
  execute function public.keep_server_dates();
create trigger contact_messages_one_row_per_request after insert on public.contact_messages
  referencing NEW table as inserted_rows for each STATEMENT execute function
  public.one_row_per_request (
  'message'
);
create trigger contact_messages_set_updated_at
  before update on public.contact_messages
  for each row
  execute function public.set_updated_at();

-- -------------------------------------------------------------------------------------------------
-- wedding_submissions
-- -------------------------------------------------------------------------------------------------
create table public.wedding_submissions (
  id               uuid                     not null default gen_random_uuid(),
  partner_one_name text                     not null,
  partner_two_name text                     not null,
  email            text                     not null,
  wedding_date     date,
  location         text,
  photographer     text,
  gallery_url      text,
  message          text,
  status           text                     not null default 'new'::text,
  created_at       timestamp with time zone not null default now(),
  updated_at       timestamp with time zone not null default now(),
  notes            text,
  constraint wedding_submissions_email_check
    check (((char_length(email) <= 254) and (email ~* '^[^@\s]+@[^@\s]+\.[^@\s]+$'::text))),
  constraint wedding_submissions_gallery_url_check
    check
    (((gallery_url is null) or ((char_length(gallery_url) <= 2048) and (gallery_url ~*
    '^https?://[^\s/]+[^\s]*$'::text)))),
  constraint wedding_submissions_location_check
    check
    (((location is null) or ((char_length(btrim(location)) >= 1) and (char_length(btrim(location))
    <= 200)))),
  constraint wedding_submissions_message_check
    check (((message is null) or (char_length(message) <= 5000))),
  constraint wedding_submissions_notes_check
    check (((notes is null) or (char_length(notes) <= 5000))),
  constraint wedding_submissions_partner_one_name_check
    check
    (((char_length(btrim(partner_one_name)) >= 1) and (char_length(btrim(partner_one_name)) <=
    200))),
  constraint wedding_submissions_partner_two_name_check
    check
    (((char_length(btrim(partner_two_name)) >= 1) and (char_length(btrim(partner_two_name)) <=
    200))),
  constraint wedding_submissions_photographer_check
    check
    (((photographer is null) or ((char_length(btrim(photographer)) >= 1) and
    (char_length(btrim(photographer)) <= 200)))),
  constraint wedding_submissions_pkey primary key (id),
  constraint wedding_submissions_status_check
    check
    ((status = any (array['new'::text, 'reviewing'::text, 'accepted'::text, 'declined'::text,
    'archived'::text, 'held'::text])))
);
create index wedding_submissions_email_created_at_idx on public.wedding_submissions
  using btree (lower(email), created_at desc);
create index wedding_submissions_status_created_at_idx on public.wedding_submissions
  using btree (status, created_at desc);
alter table public.wedding_submissions
  enable row level security;
grant delete, insert, maintain, references, select, trigger, truncate, update
  on table public.wedding_submissions
  to anon, authenticated;
create policy "admins delete archived wedding submissions" on public.wedding_submissions
  for delete
  to authenticated
  using (((select public.is_admin()) and (status = 'archived'::text)));
create policy "admins read wedding submissions" on public.wedding_submissions
  for select
  to authenticated
  using ((select public.is_admin()));
create policy "admins update wedding submissions" on public.wedding_submissions
  for update
  to authenticated
  using ((select public.is_admin()))
  with check ((select public.is_admin()));
create policy "anon sends wedding submissions" on public.wedding_submissions
  for insert
  to anon
  with check ((status = any (array['new'::text, 'held'::text])));
create policy "authenticated sends wedding submissions" on public.wedding_submissions
  for insert
  to authenticated
  with check ((status = any (array['new'::text, 'held'::text])));
create trigger wedding_submissions_audit
  after insert or delete or update on public.wedding_submissions
  for each row
  execute function public.record_admin_write('id');
create trigger wedding_submissions_before_insert
  before insert on public.wedding_submissions
  for each row
  execute function public.admin_inbox_before_insert('wedding_submission', '5', '10', '100');
create trigger wedding_submissions_broadcast_queue_state
  after update of status on public.wedding_submissions
  for each row
  when ((old.status is distinct from new.status))
  execute function public.broadcast_admin_queue_change();
create trigger wedding_submissions_broadcast_queue
  after insert or delete on public.wedding_submissions
  for each row
  execute function public.broadcast_admin_queue_change();
create trigger wedding_submissions_held_guard
  before update of status on public.wedding_submissions
  for each row
  execute function public.held_rows_guard('new');
create trigger wedding_submissions_keep_server_dates
  before insert or update on public.wedding_submissions
  for each row
  execute function public.keep_server_dates();
create trigger wedding_submissions_one_row_per_request after insert on public.wedding_submissions
  referencing NEW table as inserted_rows for each STATEMENT execute function
  public.one_row_per_request (
  'submission'
);
create trigger wedding_submissions_set_updated_at
  before update on public.wedding_submissions
  for each row
  execute function public.set_updated_at();

create or replace function public.admin_counts (
  OUT applications integer,
  OUT listings_in_review integer,
  OUT changes_in_review integer,
  OUT spam_inquiries integer,
  OUT unread_messages integer,
  OUT new_submissions integer,
  OUT draft_posts integer,
  OUT scheduled_posts integer,
  OUT reported_reviews integer,
  OUT held_items integer
)
  returns record
  language plpgsql
  stable
  security definer
  set search_path to ''
  as $function$
#variable_conflict use_column
begin
  perform private.assert_admin('see the dashboard');
  applications := (select count(*) from public.membership_applications a where a.status in ('pending', 'in_review'));
  listings_in_review := (select count(*) from public.listings l where l.status = 'pending');
  changes_in_review := (select count(*) from public.listing_changes c where c.status = 'pending');
  spam_inquiries := (select count(*) from public.inquiries i where i.status = 'spam');
  unread_messages := (select count(*) from public.contact_messages m where m.status = 'new');
  new_submissions := (select count(*) from public.wedding_submissions s where s.status = 'new');
  draft_posts := (select count(*) from public.blog_posts p where p.status = 'draft');
  scheduled_posts := (select count(*) from public.blog_posts p where p.status = 'published' and p.published_at > now());
  reported_reviews := (select count(*) from public.review_reports r where r.status = 'open');
  held_items := (select count(*) from public.membership_applications a where a.status = 'held')
              + (select count(*) from public.contact_messages m where m.status = 'held')
              + (select count(*) from public.wedding_submissions s where s.status = 'held')
              + (select count(*) from public.newsletter_subscribers n where n.held_at is not null and n.status = 'pending');
end;
$function$;
revoke all on function public.admin_counts() from public;
grant execute on function public.admin_counts() to authenticated;
comment on function public.admin_counts() is 'What waits for an administrator, counted in one call for the dashboard: applications, listings and changes in review, spam inquiries, unread messages, new submissions, draft and scheduled posts, open review reports and held items (applications, messages, submissions and newsletter subscribes). Admins only.';

create or replace function public.admin_list()
  returns table (
    id        uuid,
    email     text,
    full_name text,
    since     timestamp with time zone
  )
  language plpgsql
  stable
  security definer
  set search_path to ''
  as $function$
#variable_conflict use_column
begin
  perform private.assert_admin('see the administrators');
  return query
  select a.id, u.email::text, p.full_name, a.created_at
  from public.admin_users a
  join auth.users u on u.id = a.id
  left join public.profiles p on p.id = a.id
  order by a.created_at;
end;
$function$;
revoke all on function public.admin_list() from public;
grant execute on function public.admin_list() to authenticated;

create or replace function public.admin_members()
  returns table (
    user_id       uuid,
    email         text,
    full_name     text,
    status        text,
    status_reason text,
    joined_at     timestamp with time zone,
    listings      integer,
    published     integer
  )
  language plpgsql
  stable
  security definer
  set search_path to ''
  as $function$
#variable_conflict use_column
begin
  perform private.assert_admin('see the members');
  return query
  select m.user_id, u.email::text, p.full_name, m.status, m.status_reason, m.joined_at,
    (select count(*) from public.listings l where l.owner_id = m.user_id)::integer,
    (select count(*) from public.listings l where l.owner_id = m.user_id and l.status = 'published')::integer
  from public.vendor_members m
  join auth.users u on u.id = m.user_id
  left join public.profiles p on p.id = m.user_id
  order by m.status desc, m.joined_at desc;
end;
$function$;
revoke all on function public.admin_members() from public;
grant execute on function public.admin_members() to authenticated;

create or replace function public.grant_admin (
  email text
)
  returns uuid
  language plpgsql
  security definer
  set search_path to ''
  as $function$
declare
  person uuid;
begin
  perform public.bounded_text(grant_admin.email, 320, 'email');
  perform private.assert_admin('grant admin');
  select u.id into person from auth.users u where lower(u.email) = lower(btrim(grant_admin.email));
  if person is null then
    raise exception 'No account uses this email; ask them to create one first' using errcode = 'P0002';
  end if;
  insert into public.admin_users (id) values (person) on conflict (id) do nothing;
  return person;
end;
$function$;
revoke all on function public.grant_admin(text) from public;
grant execute on function public.grant_admin(text) to authenticated;

create or replace function public.held_counts()
  returns table (
    inquiries           integer,
    applications        integer,
    contact_messages    integer,
    wedding_submissions integer
  )
  language sql
  stable
  set search_path to ''
  as $function$
  select
    (select count(*)::integer from public.inquiries i where i.status = 'held'),
    (select count(*)::integer from public.membership_applications a where a.status = 'held'),
    (select count(*)::integer from public.contact_messages m where m.status = 'held'),
    (select count(*)::integer from public.wedding_submissions s where s.status = 'held');
$function$;
revoke all on function public.held_counts() from public;
grant execute on function public.held_counts() to authenticated;

create or replace function public.revoke_admin (
  user_id uuid
)
  returns void
  language plpgsql
  security definer
  set search_path to ''
  as $function$
begin
  perform private.assert_admin('revoke admin');
  delete from public.admin_users a where a.id = revoke_admin.user_id;
end;
$function$;
revoke all on function public.revoke_admin(uuid) from public;
grant execute on function public.revoke_admin(uuid) to authenticated;
