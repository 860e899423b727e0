-- Issue #18, the database's half of hardening: what the browser sends is never trusted for the
-- columns the server owns, one request writes one row, and the forms anyone may send are
-- throttled per hour.
--
-- * Server-owned columns. A browser insert into inquiries, contact_messages or
--   wedding_submissions gets a fresh id, the initial status, now() for its dates and empty
--   review fields, whatever it sent (membership_applications already did: 20261125020000). On the
--   vendor and admin tables every browser insert is dated now(), and no update moves a row's id
--   or creation date.
-- * One request, one row. A statement from the browser (anon, authenticated) that inserts more
--   than one row into a form table is refused as a whole (a 500-row array was stored).
-- * Throttles, counted over the last hour, with one SQLSTATE (PT429: PostgREST, and the local
--   stack, answer it as HTTP 429 with code PT429) and a message in words, so the site can tell
--   them from an outage (never retried: the hour is the wait) and say so next to the form. The limits
--   are also in src/config/throttles.ts; tests/hardening-db.test.ts sends limit + 1 of each.
--     inquiries                  per email 10, per listing 30
--     contact_messages           per email 5
--     wedding_submissions        per email 5
--     membership_applications    per email 3, in all 60 (the existing limits, now with PT429)

-- ---------------------------------------------------------------------------------------------
-- One request, one row (the forms anyone may send)
-- ---------------------------------------------------------------------------------------------

create function public.one_row_per_request()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  -- Only browser roles: the seed, SQL and the service key may write many rows at once.
  if current_user in ('anon', 'authenticated')
     and (select count(*) from inserted_rows) > 1 then
    raise exception 'Send one % at a time', tg_argv[0] using errcode = '22023';
  end if;
  return null;
end;
$$;
revoke all on function public.one_row_per_request() from public, anon, authenticated;

create trigger inquiries_one_row_per_request
  after insert on public.inquiries
  referencing new table as inserted_rows
  for each statement execute function public.one_row_per_request('inquiry');
create trigger contact_messages_one_row_per_request
  after insert on public.contact_messages
  referencing new table as inserted_rows
  for each statement execute function public.one_row_per_request('message');
create trigger wedding_submissions_one_row_per_request
  after insert on public.wedding_submissions
  referencing new table as inserted_rows
  for each statement execute function public.one_row_per_request('submission');
create trigger membership_applications_one_row_per_request
  after insert on public.membership_applications
  referencing new table as inserted_rows
  for each statement execute function public.one_row_per_request('application');

-- ---------------------------------------------------------------------------------------------
-- The forms: server-owned columns and the hourly throttles
-- ---------------------------------------------------------------------------------------------

create index inquiries_email_created_at_idx on public.inquiries (lower(email), created_at desc);
create index contact_messages_email_created_at_idx on public.contact_messages (lower(email), created_at desc);
create index wedding_submissions_email_created_at_idx on public.wedding_submissions (lower(email), created_at desc);

-- Runs with its owner's rights, to count rows the sender cannot read; the caller's role therefore
-- comes from the request's JWT (auth.role()), not current_user.
create function public.inquiries_before_insert()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  inquiries_per_email_per_hour constant integer := 10;
  inquiries_per_listing_per_hour constant integer := 30;
begin
  if coalesce((select auth.role()), '') not in ('anon', 'authenticated') or (select public.is_admin()) then
    return new;
  end if;
  new.id := gen_random_uuid();
  new.status := 'new';
  new.created_at := now();
  new.updated_at := now();
  new.read_at := null;
  new.first_replied_at := null;

  -- One count at a time per listing and per address, so the limits hold under concurrent sends.
  perform pg_advisory_xact_lock(hashtext('inquiries:listing:' || new.listing_id::text));
  perform pg_advisory_xact_lock(hashtext('inquiries:email:' || lower(btrim(new.email))));
  if (select count(*) from public.inquiries i
      where lower(i.email) = lower(btrim(new.email)) and i.created_at > now() - interval '1 hour')
     >= inquiries_per_email_per_hour then
    raise exception 'You have sent several inquiries from this email address in the last hour; please try again later'
      using errcode = 'PT429';
  end if;
  if (select count(*) from public.inquiries i
      where i.listing_id = new.listing_id and i.created_at > now() - interval '1 hour')
     >= inquiries_per_listing_per_hour then
    raise exception 'This vendor has received many inquiries in the last hour; please try again later'
      using errcode = 'PT429';
  end if;
  return new;
end;
$$;
revoke all on function public.inquiries_before_insert() from public, anon, authenticated;

create trigger inquiries_before_insert
  before insert on public.inquiries
  for each row execute function public.inquiries_before_insert();

create function public.contact_messages_before_insert()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  messages_per_email_per_hour constant integer := 5;
begin
  if coalesce((select auth.role()), '') not in ('anon', 'authenticated') or (select public.is_admin()) then
    return new;
  end if;
  new.id := gen_random_uuid();
  new.status := 'new';
  new.created_at := now();
  new.updated_at := now();
  new.notes := null;

  perform pg_advisory_xact_lock(hashtext('contact_messages:email:' || lower(btrim(new.email))));
  if (select count(*) from public.contact_messages m
      where lower(m.email) = lower(btrim(new.email)) and m.created_at > now() - interval '1 hour')
     >= messages_per_email_per_hour then
    raise exception 'You have sent several messages from this email address in the last hour; please try again later'
      using errcode = 'PT429';
  end if;
  return new;
end;
$$;
revoke all on function public.contact_messages_before_insert() from public, anon, authenticated;

create trigger contact_messages_before_insert
  before insert on public.contact_messages
  for each row execute function public.contact_messages_before_insert();

create function public.wedding_submissions_before_insert()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  submissions_per_email_per_hour constant integer := 5;
begin
  if coalesce((select auth.role()), '') not in ('anon', 'authenticated') or (select public.is_admin()) then
    return new;
  end if;
  new.id := gen_random_uuid();
  new.status := 'new';
  new.created_at := now();
  new.updated_at := now();
  new.notes := null;

  perform pg_advisory_xact_lock(hashtext('wedding_submissions:email:' || lower(btrim(new.email))));
  if (select count(*) from public.wedding_submissions s
      where lower(s.email) = lower(btrim(new.email)) and s.created_at > now() - interval '1 hour')
     >= submissions_per_email_per_hour then
    raise exception 'You have sent several weddings from this email address in the last hour; please try again later'
      using errcode = 'PT429';
  end if;
  return new;
end;
$$;
revoke all on function public.wedding_submissions_before_insert() from public, anon, authenticated;

create trigger wedding_submissions_before_insert
  before insert on public.wedding_submissions
  for each row execute function public.wedding_submissions_before_insert();

-- Membership applications: the same guard as before (20261125020000), its throttle now answering
-- with the throttles' SQLSTATE.
create or replace function public.membership_applications_guard()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  applications_per_email_per_hour constant integer := 3;
  applications_per_hour constant integer := 60;
  open_since timestamptz;
  link text;
begin
  foreach link in array coalesce(new.portfolio_links, '{}') loop
    if char_length(link) > 2048 or link !~* '^https?://[^\s/]+[^\s]*$' then
      raise exception 'Each portfolio link must be a web address (http or https)' using errcode = '23514';
    end if;
  end loop;

  if tg_op = 'UPDATE' then
    -- Who decided and when: recorded by the database whenever the state changes.
    if new.status is distinct from old.status then
      new.reviewed_by := (select auth.uid());
      new.reviewed_at := now();
    else
      new.reviewed_by := old.reviewed_by;
      new.reviewed_at := old.reviewed_at;
    end if;
    new.id := old.id;
    new.created_at := old.created_at;
    return new;
  end if;

  if coalesce((select auth.role()), '') not in ('anon', 'authenticated') or (select public.is_admin()) then
    return new;
  end if;

  new.id := gen_random_uuid();
  new.status := 'pending';
  new.created_at := now();
  new.updated_at := now();
  new.internal_notes := null;
  new.decision_reason := null;
  new.admission_note := null;
  new.reviewed_by := null;
  new.reviewed_at := null;
  new.email := lower(btrim(new.email));

  -- Serialises concurrent applications so the counts below hold.
  lock table public.membership_applications in share row exclusive mode;

  select a.created_at into open_since
  from public.membership_applications a
  where lower(a.email) = new.email and a.status in ('pending', 'in_review', 'waitlisted')
  order by a.created_at desc
  limit 1;
  if found then
    -- The date is in the message itself: the local stack passes on messages, not hints.
    raise exception 'An application from this email address is already with us, sent on %',
      to_char(open_since at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')
      using errcode = 'P0001', hint = 'already_open';
  end if;

  if (select count(*) from public.membership_applications a
      where lower(a.email) = new.email and a.created_at > now() - interval '1 hour') >= applications_per_email_per_hour
     or (select count(*) from public.membership_applications a
      where a.created_at > now() - interval '1 hour') >= applications_per_hour then
    raise exception 'Too many applications in the last hour; please try again later'
      using errcode = 'PT429', hint = 'throttled';
  end if;
  return new;
end;
$$;

-- ---------------------------------------------------------------------------------------------
-- Vendor and admin tables: the dates are the database's, the id and creation date never move
-- ---------------------------------------------------------------------------------------------

-- Generic over the tables below: jsonb_populate_record ignores keys a table does not have, so a
-- table without updated_at (say) is simply left alone there. Invoker rights: current_user is the
-- caller's role.
create function public.keep_server_dates()
returns trigger
language plpgsql
set search_path = ''
as $$
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
$$;
revoke all on function public.keep_server_dates() from public, anon, authenticated;

do $$
declare
  kept text;
begin
  foreach kept in array array[
    'listings', 'listing_photos', 'blog_posts', 'blog_categories', 'business_categories',
    'featured_posts', 'standalone_videos', 'post_vendor_credits', 'membership_invitations',
    'inquiries', 'contact_messages', 'wedding_submissions', 'profiles'
  ] loop
    execute format(
      'create trigger %I before insert or update on public.%I for each row execute function public.keep_server_dates()',
      kept || '_keep_server_dates', kept
    );
  end loop;
end;
$$;

-- An invitation names the admin who sent it, whatever the request says.
create function public.membership_invitations_sender()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if coalesce((select auth.role()), '') = 'authenticated' then
    new.created_by := (select auth.uid());
    new.accepted_at := null;
    new.accepted_by := null;
    new.revoked_at := null;
  end if;
  return new;
end;
$$;
revoke all on function public.membership_invitations_sender() from public, anon, authenticated;

create trigger membership_invitations_sender
  before insert on public.membership_invitations
  for each row execute function public.membership_invitations_sender();
