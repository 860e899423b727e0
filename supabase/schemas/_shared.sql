-- =================================================================================================
-- _shared.sql
--
-- Helpers every feature uses, applied first: who is an administrator (admin_users,
-- is_admin), the audit log of admins' writes (admin_audit, record_admin_write), the throttle that
-- holds an anonymous form send past a burst instead of refusing it (form_sends, hold_form_send,
-- held_rows_guard), the argument bounds of the API's functions (bounded_*, refuse_argument), the
-- columns the server owns (set_updated_at, keep_server_dates), and the request's network and session.
--
-- Grants: every table gives anon, authenticated and service_role all table privileges (the
-- platform's default privileges, on hosted Supabase and on the local stack); row-level security and
-- the table and column grants written beside each table are what limit them.
-- =================================================================================================

revoke all on schema public from anon;
revoke all on schema public from authenticated;
revoke all on schema public from service_role;
create schema extensions authorization postgres;
grant usage on schema extensions to anon, authenticated, service_role;
grant usage on schema public to anon;
grant usage on schema public to authenticated;
grant usage on schema public to service_role;
create schema private authorization postgres;
create extension pg_trgm schema extensions;
create extension unaccent schema extensions;
comment on extension pg_trgm is 'text similarity measurement and index searching based on trigrams';
comment on extension unaccent is 'text search dictionary that removes accents';
comment on schema private is 'Functions the API does not expose: called only by security definer functions in public.';

-- -------------------------------------------------------------------------------------------------
-- admin_audit
-- -------------------------------------------------------------------------------------------------
create table public.admin_audit (
  id         bigint                   generated always as identity not null,
  actor_id   uuid,
  table_name text                     not null,
  row_id     text,
  action     text                     not null,
  changed    jsonb,
  created_at timestamp with time zone not null default now(),
  row_label  text,
  constraint admin_audit_action_check
    check ((action = any (array['insert'::text, 'update'::text, 'delete'::text]))),
  constraint admin_audit_pkey primary key (id)
);
comment on column public.admin_audit.row_label is 'What the row is, in words, when it was written: a listing''s name, a story''s title, a member''s name (a photo or a change names its listing).';
alter table public.admin_audit
  add constraint admin_audit_actor_id_fkey foreign key (actor_id) references auth.users(id)
    on delete set null;
create index admin_audit_created_at_idx on public.admin_audit using btree (created_at desc);
create index admin_audit_table_name_row_id_idx on public.admin_audit
  using btree (table_name, row_id);
alter table public.admin_audit
  enable row level security;
grant delete, insert, maintain, references, select, trigger, truncate, update
  on table public.admin_audit
  to anon, authenticated;

create or replace function public.is_admin()
  returns boolean
  language sql
  stable
  security definer
  set search_path to ''
  as $function$
  select exists (select 1 from public.admin_users a where a.id = (select auth.uid()))
    and (select public.session_is_current());
$function$;
revoke all on function public.is_admin() from public;
grant execute on function public.is_admin() to authenticated, service_role;
comment on function public.is_admin() is 'True when the signed-in user has an admin_users row and their session is live.';

-- The first line of every function only an admin may run: the same refusal, in one place.
create or replace function private.assert_admin(
  action text
)
  returns void
  language plpgsql
  stable
  set search_path to ''
  as $function$
begin
  if not coalesce((select public.is_admin()), false) then
    raise exception 'Only an administrator can %', action using errcode = '42501';
  end if;
end;
$function$;
revoke all on function private.assert_admin(text) from public;
comment on function private.assert_admin(text) is 'Raises 42501 "Only an administrator can <action>" unless the caller is an admin (is_admin). For security definer functions; no browser role may call it.';

-- -------------------------------------------------------------------------------------------------
-- admin_audit
-- -------------------------------------------------------------------------------------------------
create policy "admins read the audit log" on public.admin_audit
  for select
  to authenticated
  using ((select public.is_admin()));

-- -------------------------------------------------------------------------------------------------
-- admin_users
-- -------------------------------------------------------------------------------------------------
create table public.admin_users (
  id         uuid                     not null,
  created_at timestamp with time zone not null default now(),
  constraint admin_users_pkey primary key (id)
);
comment on table public.admin_users is 'Administrators. Granted with SQL / the service role only, never from the browser.';
alter table public.admin_users
  add constraint admin_users_id_fkey foreign key (id) references auth.users(id) on delete cascade;
alter table public.admin_users
  enable row level security;
create or replace function public.keep_last_admin()
  returns trigger
  language plpgsql
  security definer
  set search_path to ''
  as $function$
begin
  -- Serialises two removals at once, so one admin always stays.
  lock table public.admin_users in share row exclusive mode;
  if not exists (select 1 from public.admin_users a where a.id <> old.id) then
    raise exception 'The last administrator cannot be removed; add another administrator first'
      using errcode = 'P0001';
  end if;
  return old;
end;
$function$;
revoke all on function public.keep_last_admin() from public;
create or replace function public.record_admin_write()
  returns trigger
  language plpgsql
  security definer
  set search_path to ''
  as $function$
declare
  before jsonb := case when tg_op in ('UPDATE', 'DELETE') then to_jsonb(old) end;
  after jsonb := case when tg_op in ('INSERT', 'UPDATE') then to_jsonb(new) end;
  changed jsonb;
  foreign_key record;
begin
  -- Admins' writes from the site only (not the seed, not the service key, not vendors).
  if coalesce((select auth.role()), '') <> 'authenticated' or not (select public.is_admin()) then
    return null;
  end if;
  if tg_op = 'UPDATE' then
    select coalesce(jsonb_object_agg(key, jsonb_build_object('from', before -> key, 'to', value)), '{}')
    into changed
    from jsonb_each(after)
    where before -> key is distinct from value
      and key <> 'updated_at'
      and key not in (
        select a.attname
        from pg_catalog.pg_attribute a
        where a.attrelid = tg_relid and a.attgenerated in ('s', 'v') and not a.attisdropped
      );
    if changed = '{}'::jsonb then
      return null;
    end if;
    -- A changed reference says what it points at: "reviewed by Celeste Marlowe", not an id.
    for foreign_key in
      select a.attname::text as column_name, c.confrelid::regclass as target
      from pg_catalog.pg_constraint c
      join pg_catalog.pg_attribute a on a.attrelid = c.conrelid and a.attnum = c.conkey[1]
      where c.conrelid = tg_relid and c.contype = 'f' and cardinality(c.conkey) = 1
        and changed ? a.attname::text
    loop
      changed := jsonb_set(changed, array[foreign_key.column_name],
        (changed -> foreign_key.column_name) || jsonb_strip_nulls(jsonb_build_object(
          'from_label', public.audit_label(foreign_key.target, changed -> foreign_key.column_name ->> 'from'),
          'to_label', public.audit_label(foreign_key.target, changed -> foreign_key.column_name ->> 'to')
        )));
    end loop;
  else
    changed := coalesce(after, before);
  end if;
  insert into public.admin_audit (actor_id, table_name, row_id, action, changed, row_label)
  values (
    (select auth.uid()),
    tg_table_name,
    coalesce(after, before) ->> coalesce(nullif(tg_argv[0], ''), 'id'),
    lower(tg_op),
    changed,
    left(public.audit_row_label(tg_table_name, coalesce(after, before)), 300)
  );
  return null;
end;
$function$;
revoke all on function public.record_admin_write() from public;
grant delete, insert, maintain, references, select, trigger, truncate, update
  on table public.admin_users
  to anon, authenticated;
create policy "users read their own admin row" on public.admin_users
  for select
  to authenticated
  using ((id = (select auth.uid())));
create trigger admin_users_audit
  after insert or delete or update on public.admin_users
  for each row
  execute function public.record_admin_write('id');
create trigger admin_users_keep_last
  before delete on public.admin_users
  for each row
  execute function public.keep_last_admin();

-- -------------------------------------------------------------------------------------------------
-- form_sends
-- -------------------------------------------------------------------------------------------------
create table public.form_sends (
  id           bigint                   generated always as identity not null,
  form         text                     not null,
  recipient_id uuid,
  sender       text                     not null,
  network_hash text,
  held         boolean                  not null default false,
  created_at   timestamp with time zone not null default now(),
  constraint form_sends_form_check
    check
    ((form = any (array['application'::text, 'contact_message'::text, 'inquiry'::text,
    'newsletter'::text, 'wedding_submission'::text]))),
  constraint form_sends_pkey primary key (id)
);
comment on table public.form_sends is 'One row per form sent by a browser role: the normalised sender, a hash of the client network, the recipient (a listing). Counted for the hourly limits; rows older than a day are dropped. Private.';
create index form_sends_form_created_at_idx on public.form_sends using btree (form, created_at desc);
create index form_sends_form_network_hash_created_at_idx on public.form_sends
  using btree (form, network_hash, created_at desc)
  where (network_hash is not null);
create index form_sends_form_sender_created_at_idx on public.form_sends
  using btree (form, sender, created_at desc);
alter table public.form_sends
  enable row level security;
grant delete, insert, maintain, references, select, trigger, truncate, update
  on table public.form_sends
  to anon, authenticated;

create or replace function public.audit_label (
  target    regclass,
  target_id text
)
  returns text
  language plpgsql
  stable
  security definer
  set search_path to ''
  as $function$
declare
  label text;
begin
  if target_id is null or target_id !~* '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$' then
    return null;
  end if;
  if target = 'auth.users'::regclass then
    select coalesce(nullif(btrim(p.full_name), ''), u.email) into label
    from auth.users u left join public.profiles p on p.id = u.id
    where u.id = target_id::uuid;
  elsif target = 'public.profiles'::regclass then
    select coalesce(nullif(btrim(p.full_name), ''), u.email) into label
    from public.profiles p left join auth.users u on u.id = p.id
    where p.id = target_id::uuid;
  elsif target = 'public.listings'::regclass then
    select l.name into label from public.listings l where l.id = target_id::uuid;
  elsif target = 'public.blog_posts'::regclass then
    select p.title into label from public.blog_posts p where p.id = target_id::uuid;
  elsif target = 'public.blog_categories'::regclass then
    select c.name into label from public.blog_categories c where c.id = target_id::uuid;
  elsif target = 'public.business_categories'::regclass then
    select c.name into label from public.business_categories c where c.id = target_id::uuid;
  elsif target = 'public.standalone_videos'::regclass then
    select v.title into label from public.standalone_videos v where v.id = target_id::uuid;
  elsif target = 'public.membership_applications'::regclass then
    select a.business_name into label from public.membership_applications a where a.id = target_id::uuid;
  end if;
  return label;
end;
$function$;
revoke all on function public.audit_label(regclass, text) from public;

create or replace function public.audit_row_label (
  table_name text,
  item       jsonb
)
  returns text
  language sql
  stable
  security definer
  set search_path to ''
  as $function$
  select case table_name
    when 'listings' then item ->> 'name'
    when 'blog_posts' then item ->> 'title'
    when 'standalone_videos' then item ->> 'title'
    when 'blog_categories' then item ->> 'name'
    when 'business_categories' then item ->> 'name'
    when 'listing_photos' then public.audit_label('public.listings', item ->> 'listing_id')
    when 'listing_changes' then public.audit_label('public.listings', item ->> 'listing_id')
    when 'featured_posts' then public.audit_label('public.blog_posts', item ->> 'post_id')
    when 'post_vendor_credits' then public.audit_label('public.blog_posts', item ->> 'post_id')
    when 'vendor_members' then public.audit_label('auth.users', item ->> 'user_id')
    when 'admin_users' then public.audit_label('auth.users', item ->> 'id')
    when 'membership_applications' then item ->> 'business_name'
    when 'membership_invitations' then item ->> 'email'
    when 'inquiries' then item ->> 'name'
    when 'contact_messages' then item ->> 'name'
    when 'wedding_submissions' then concat_ws(' & ', item ->> 'partner_one_name', item ->> 'partner_two_name')
    when 'reviews' then item ->> 'title'
    when 'review_reports' then (
      select r.title from public.reviews r
      where r.id::text = item ->> 'review_id'
    )
  end;
$function$;
revoke all on function public.audit_row_label(text, jsonb) from public;

create or replace function public.bounded_day (
  value    date,
  argument text
)
  returns date
  language plpgsql
  stable
  parallel safe
  set search_path to ''
  as $function$
begin
  if char_length(argument) > 63 then
    perform public.refuse_argument('argument', 'must be a name of at most 63 characters', 'Name the argument.');
  end if;
  if value not between date '2000-01-01' and (now() at time zone 'utc')::date + 3653 then
    perform public.refuse_argument(argument, 'must be a day from 2000 to ten years from today',
      'Choose a day within the next ten years.');
  end if;
  return value;
end;
$function$;
revoke all on function public.bounded_day(date, text) from public;
grant execute
  on function public.bounded_day(date, text)
  to anon, authenticated, service_role;
comment on function public.bounded_day(date, text) is 'The day, or a 22023 refusal when it is before 2000 or more than ten years ahead.';

create or replace function public.bounded_jsonb (
  value     jsonb,
  max_items integer,
  max_bytes integer,
  argument  text
)
  returns jsonb
  language plpgsql
  immutable
  parallel safe
  set search_path to ''
  as $function$
declare
  document jsonb := value;
  items bigint;
begin
  if max_items is null or max_items not between 0 and 1000000
     or max_bytes is null or max_bytes not between 0 and 100000000
     or char_length(argument) > 63 then
    perform public.refuse_argument('max_items', 'and max_bytes must be a count and a size', 'Name the argument and its maximum size.');
  end if;
  if pg_column_size(value) > max_bytes then
    perform public.refuse_argument(argument,
      format('is too large (%s bytes; at most %s)', pg_column_size(value), max_bytes),
      format('Send %s of at most %s bytes.', coalesce(argument, 'it'), max_bytes));
  end if;
  if jsonb_typeof(document) = 'string' then
    begin
      document := (document #>> '{}')::jsonb;
    exception when invalid_text_representation then
      return value; -- a plain string: the function says what it expected
    end;
  end if;
  items := case jsonb_typeof(document)
    when 'array' then jsonb_array_length(document)
    when 'object' then (select count(*) from jsonb_object_keys(document))
    else 1
  end;
  if items > max_items then
    perform public.refuse_argument(argument,
      format('has too many items (%s; at most %s)', items, max_items),
      format('Send %s with at most %s items.', coalesce(argument, 'it'), max_items));
  end if;
  return value;
end;
$function$;
revoke all on function public.bounded_jsonb(jsonb, integer, integer, text) from public;
grant execute
  on function public.bounded_jsonb(jsonb, integer, integer, text)
  to anon, authenticated, service_role;
comment on function public.bounded_jsonb(jsonb, integer, integer, text) is
  'The value, or a 22023 refusal when it has more than max_items items (array elements or object keys) or max_bytes bytes.';

create or replace function public.bounded_text (
  value    text,
  maximum  integer,
  argument text
)
  returns text
  language plpgsql
  immutable
  parallel safe
  set search_path to ''
  as $function$
begin
  if maximum is null or maximum not between 0 and 10000000 or char_length(argument) > 63 then
    perform public.refuse_argument('maximum', 'must be a length between 0 and 10,000,000', 'Name the argument and its maximum length.');
  end if;
  if char_length(value) > maximum then
    perform public.refuse_argument(argument,
      format('is too long (%s characters; at most %s)', char_length(value), maximum),
      format('Send %s with at most %s characters.', coalesce(argument, 'it'), maximum));
  end if;
  return value;
end;
$function$;
revoke all on function public.bounded_text(text, integer, text) from public;
grant execute
  on function public.bounded_text(text, integer, text)
  to anon, authenticated, service_role;
comment on function public.bounded_text(text, integer, text) is 'The value, or a 22023 refusal when it is longer than maximum characters. Immutable, so the search helpers that use it stay usable in generated columns.';

create or replace function public.bounded_time (
  value    timestamp with time zone,
  argument text
)
  returns timestamp with time zone
  language plpgsql
  stable
  parallel safe
  set search_path to ''
  as $function$
begin
  if char_length(argument) > 63 then
    perform public.refuse_argument('argument', 'must be a name of at most 63 characters', 'Name the argument.');
  end if;
  if value not between timestamptz '2000-01-01 00:00:00+00' and now() + interval '10 years' then
    perform public.refuse_argument(argument, 'must be a time from 2000 to ten years from now',
      'Choose a time within the next ten years.');
  end if;
  return value;
end;
$function$;
revoke all on function public.bounded_time(timestamp with time zone, text) from public;
grant execute
  on function public.bounded_time(timestamp with time zone, text)
  to anon, authenticated, service_role;
comment on function public.bounded_time(timestamp
  with time zone, text) is 'The time, or a 22023 refusal when it is before 2000 or more than ten years ahead.';

create or replace function public.browser_callable_functions()
  returns table (
    name          text,
    arguments     jsonb,
    anon          boolean,
    authenticated boolean
  )
  language sql
  stable
  security definer
  set search_path to ''
  as $function$
  select p.proname::text,
    coalesce((
      select jsonb_agg(jsonb_build_object('name', a.name, 'type', format_type(a.type, null))
                       order by a.position)
      from unnest(p.proargnames, coalesce(p.proallargtypes, p.proargtypes::oid[]), p.proargmodes::text[])
        with ordinality as a(name, type, mode, position)
      where coalesce(a.mode, 'i') in ('i', 'b', 'v')
    ), '[]'::jsonb),
    has_function_privilege('anon', p.oid, 'execute'),
    has_function_privilege('authenticated', p.oid, 'execute')
  from pg_catalog.pg_proc p
  where p.pronamespace = 'public'::regnamespace
    and p.prokind = 'f'
    and p.prorettype <> 'trigger'::regtype
    and not exists (select 1 from pg_catalog.pg_depend d where d.objid = p.oid and d.deptype = 'e')
    and (has_function_privilege('anon', p.oid, 'execute')
         or has_function_privilege('authenticated', p.oid, 'execute'))
  order by 1, 2;
$function$;
revoke all on function public.browser_callable_functions() from public;
grant execute on function public.browser_callable_functions() to service_role;
comment on function public.browser_callable_functions() is 'Every function in public that anon or authenticated may execute, with its input arguments: the list tests/bounded-arguments.test.ts calls with oversized arguments. Service role only.';

create or replace function public.client_network_hash()
  returns text
  language sql
  stable
  security definer
  set search_path to ''
  as $function$
  select case when n.network is not null
    then encode(pg_catalog.sha256(convert_to('perfete-network:' || n.network, 'UTF8')), 'hex') end
  from (select public.request_client_network() as network) n;
$function$;
revoke all on function public.client_network_hash() from public;
comment on function public.client_network_hash() is 'sha256 of request_client_network(), or null: how verified reviews compare networks without keeping them.';

create or replace function public.held_rows_guard()
  returns trigger
  language plpgsql
  set search_path to ''
  as $function$
declare
  released_state text := tg_argv[0];
begin
  if current_user not in ('anon', 'authenticated') or new.status is not distinct from old.status then
    return new;
  end if;
  if new.status = 'held' then
    raise exception 'Only the database holds a message for review' using errcode = '42501';
  end if;
  if old.status = 'held' and new.status not in (released_state, 'archived', 'spam') then
    raise exception 'A held message is released or archived first' using errcode = '23514';
  end if;
  return new;
end;
$function$;
revoke all on function public.held_rows_guard() from public;

create or replace function public.hold_form_send (
  form                    text,
  recipient_id            uuid,
  email                   text,
  sender_limit            integer,
  network_limit           integer,
  recipient_sender_limit  integer default null::integer,
  recipient_network_limit integer default null::integer,
  overall_limit           integer default null::integer
)
  returns boolean
  language plpgsql
  security definer
  set search_path to ''
  as $function$
declare
  sender_key text := public.normalized_email(hold_form_send.email);
  network_key text := public.request_client_network();
  network_key_hash text := case when network_key is not null then md5('form_sends:' || network_key) end;
  since timestamptz := now() - interval '1 hour';
  to_hold boolean;
begin
  perform pg_advisory_xact_lock(hashtext('form_sends:' || hold_form_send.form));
  to_hold :=
    (select count(*) from public.form_sends s
     where s.form = hold_form_send.form and s.sender = sender_key and s.created_at > since)
      >= hold_form_send.sender_limit
    or (hold_form_send.recipient_sender_limit is not null and hold_form_send.recipient_id is not null
        and (select count(*) from public.form_sends s
             where s.form = hold_form_send.form and s.sender = sender_key
               and s.recipient_id = hold_form_send.recipient_id and s.created_at > since)
            >= hold_form_send.recipient_sender_limit)
    or (network_key_hash is not null
        and (select count(*) from public.form_sends s
             where s.form = hold_form_send.form and s.network_hash = network_key_hash
               and s.created_at > since)
            >= hold_form_send.network_limit)
    or (network_key_hash is not null and hold_form_send.recipient_network_limit is not null
        and hold_form_send.recipient_id is not null
        and (select count(*) from public.form_sends s
             where s.form = hold_form_send.form and s.network_hash = network_key_hash
               and s.recipient_id = hold_form_send.recipient_id and s.created_at > since)
            >= hold_form_send.recipient_network_limit)
    or (hold_form_send.overall_limit is not null
        and (select count(*) from public.form_sends s
             where s.form = hold_form_send.form and s.created_at > since)
            >= hold_form_send.overall_limit);
  to_hold := coalesce(to_hold, false);

  insert into public.form_sends (form, recipient_id, sender, network_hash, held)
  values (hold_form_send.form, hold_form_send.recipient_id, sender_key, network_key_hash, to_hold);
  delete from public.form_sends s where s.created_at < now() - interval '1 day';
  return to_hold;
end;
$function$;
revoke all
  on function
    public.hold_form_send(text, uuid, text, integer, integer, integer, integer, integer)
  from public;

create or replace function public.keep_server_dates()
  returns trigger
  language plpgsql
  set search_path to ''
  as $function$
begin
  if current_user not in ('anon', 'authenticated') then
    return new;
  end if;
  if tg_op = 'INSERT' then
    new := jsonb_populate_record(new, jsonb_build_object('created_at', now(), 'updated_at', now()));
  else
    new := jsonb_populate_record(
      new,
      jsonb_strip_nulls(jsonb_build_object(
        'id', to_jsonb(old) -> 'id',
        'created_at', to_jsonb(old) -> 'created_at'
      ))
    );
  end if;
  return new;
end;
$function$;
revoke all on function public.keep_server_dates() from public;

create or replace function public.normalized_email (
  address text
)
  returns text
  language plpgsql
  immutable
  set search_path to ''
  as $function$
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
$function$;
revoke all on function public.normalized_email(text) from public;
comment on function public.normalized_email(text) is 'The mailbox an address reaches: lowercase; the +tag dropped for every domain; Gmail (and googlemail.com) without dots.';

create or replace function public.one_row_per_request()
  returns trigger
  language plpgsql
  set search_path to ''
  as $function$
begin
  -- Only browser roles: the seed, SQL and the service key may write many rows at once.
  if current_user in ('anon', 'authenticated')
     and (select count(*) from inserted_rows) > 1 then
    raise exception 'Send one % at a time', tg_argv[0] using errcode = '22023';
  end if;
  return null;
end;
$function$;
revoke all on function public.one_row_per_request() from public;

create or replace function public.refuse_argument (
  argument text,
  rule     text,
  hint     text
)
  returns void
  language plpgsql
  immutable
  parallel safe
  set search_path to ''
  as $function$
begin
  raise exception using
    errcode = '22023',
    message = format('%s %s.', left(coalesce(argument, 'An argument'), 63), left(coalesce(rule, 'is out of bounds'), 200)),
    hint = left(coalesce(hint, 'Send it again within the bounds.'), 300);
end;
$function$;
revoke all on function public.refuse_argument(text, text, text) from public;
grant execute
  on function public.refuse_argument(text, text, text)
  to anon, authenticated, service_role;
comment on function public.refuse_argument(text, text, text) is 'Refuses an argument out of bounds (22023, answered 400): "<argument> <rule>." with a hint. Always raises.';

create or replace function public.request_client_network()
  returns text
  language plpgsql
  stable
  set search_path to ''
  as $function$
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
$function$;
revoke all on function public.request_client_network() from public;
comment on function public.request_client_network() is 'The client network a request came from (cf-connecting-ip, else the first x-forwarded-for hop, else x-real-ip): an IPv4 address, or an IPv6 /48; null for loopback and private addresses or when unknown.';

create or replace function public.request_session_id()
  returns uuid
  language sql
  stable
  set search_path to ''
  as $function$
  select case
    when (select auth.jwt() ->> 'session_id') ~* '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$'
      then (select auth.jwt() ->> 'session_id')::uuid
  end;
$function$;
revoke all on function public.request_session_id() from public;
comment on function public.request_session_id() is 'The session_id claim of the request''s JWT, or null. Used by session_is_current and the handover trigger.';

create or replace function public.session_is_current()
  returns boolean
  language sql
  stable
  security definer
  set search_path to ''
  as $function$
  select exists (
    select 1
    from auth.sessions s
    where s.id = (select public.request_session_id())
      and s.user_id = (select auth.uid())
      and (s.not_after is null or s.not_after > now())
  );
$function$;
revoke all on function public.session_is_current() from public;
grant execute on function public.session_is_current() to authenticated, service_role;
comment on function public.session_is_current() is 'True when the request''s JWT names a live session of the signed-in user (not signed out, not ended by a handover).';

create or replace function public.set_updated_at()
  returns trigger
  language plpgsql
  set search_path to ''
  as $function$
begin
  new.updated_at := now();
  return new;
end;
$function$;
revoke all on function public.set_updated_at() from public;

create or replace function public.url_name_from (
  name text
)
  returns text
  language sql
  immutable
  set search_path to ''
  as $function$
  select btrim(left(btrim(regexp_replace(
    translate(
      replace(replace(replace(replace(lower(coalesce(name, '')), 'æ', 'ae'), 'œ', 'oe'), 'ß', 'ss'), '&', ' '),
      'àáâãäåāăąçćčďèéêëēėęěğìíîïīįıłñńňòóôõöøōőŕřśšşťùúûüūůűųýÿžźż',
      'aaaaaaaaacccdeeeeeeeegiiiiiiilnnnoooooooorrssstuuuuuuuuyyzzz'
    ),
    '[^a-z0-9]+', '-', 'g'), '-'), 80), '-');
$function$;
revoke all on function public.url_name_from(text) from public;
