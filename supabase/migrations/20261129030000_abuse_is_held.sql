-- Issue #29, "abuse is held, never a lever against someone". The hourly caps per listing (30
-- inquiries) and in all (60 applications) let a stranger silence a vendor or close the membership
-- form for everyone: past the cap the next real couple got 429. They go. What replaces them:
--
-- * Limits per sender and per client network, never per recipient or in all (except the two
--   inboxes only admins read, below). A sender is the email address normalised
--   (normalized_email: lowercase; dots and +tags dropped for Gmail; +tags dropped for the
--   providers listed there), a network the request's client address (request_client_network:
--   cf-connecting-ip, else the first x-forwarded-for hop, else x-real-ip; an IPv6 address counts
--   by its /64; loopback and private addresses count as none).
-- * Past a burst the database ACCEPTS and HOLDS: the row is stored with status 'held' and goes to
--   a review queue (the vendor's "Held" tab for inquiries; the admins' held desk for applications,
--   contact messages and wedding submissions) instead of the inbox, and nobody is emailed (a
--   flood with other people's addresses must not mail them). Releasing a row (held -> new, or
--   pending) sends what its arrival would have sent; deleting it from the queue archives it.
--   Nothing is refused for what others did: the answer is the same 201 whether held or not.
--     inquiries                 per sender 10 an hour (3 to one listing); per network 20 (5 to one listing)
--     membership_applications   per sender 3 an hour; per network 5
--     contact_messages          per sender 5; per network 10; in all 100 an hour
--     wedding_submissions       per sender 5; per network 10; in all 100 an hour
--   The same numbers are in src/config/throttles.ts. Who sent what is counted in form_sends, a
--   private table kept for a day, with the network as a hash.
-- * A repeated application (an open one from the same sender) is answered as a first one, and the
--   address gets an email instead (application_repeated, at most one a day), so an anonymous caller
--   no longer learns whether, and when, an address applied.
-- * Declining or waitlisting an application withdraws its open invitations.
-- * Applications: admins archive before they delete (no pending application is deleted outright).
-- * Admins' edits of other people's profiles are in the audit log.
-- * record_listing_view: one count per listing, client network and day when the network is known,
--   at most 20 counted views a minute from one network, and none for a listing the directory hides
--   (not published, or its member suspended).

-- ---------------------------------------------------------------------------------------------
-- Who sends: the address normalised, the client network from the request
-- ---------------------------------------------------------------------------------------------

-- The address as its mailbox sees it: lowercase; for gmail.com / googlemail.com the dots and the
-- +tag go (both providers ignore them) and the domain is gmail.com; for the providers below, which
-- deliver a+anything@ to a@, the +tag goes. Other domains keep their local part whole: many treat
-- '+' and '.' as ordinary characters.
create function public.normalized_email(address text)
returns text
language plpgsql
immutable
set search_path = ''
as $$
declare
  plus_tag_domains constant text[] := array[
    'gmail.com', 'googlemail.com',
    'outlook.com', 'hotmail.com', 'live.com', 'msn.com',
    'icloud.com', 'me.com', 'mac.com',
    'fastmail.com', 'fastmail.fm',
    'proton.me', 'protonmail.com', 'pm.me',
    'zoho.com', 'yandex.com', 'yandex.ru', 'gmx.com', 'gmx.net', 'hey.com'
  ];
  cleaned text := lower(btrim(coalesce(address, '')));
  local_part text := split_part(cleaned, '@', 1);
  domain text := substr(cleaned, char_length(local_part) + 2);
begin
  if position('@' in cleaned) = 0 then
    return cleaned;
  end if;
  if domain = any (plus_tag_domains) then
    local_part := split_part(local_part, '+', 1);
  end if;
  if domain in ('gmail.com', 'googlemail.com') then
    local_part := replace(local_part, '.', '');
    domain := 'gmail.com';
  end if;
  return local_part || '@' || domain;
end;
$$;
comment on function public.normalized_email(text) is
  'The mailbox an address reaches: lowercase; Gmail without dots and +tag; +tag dropped for the providers listed in 20261129030000.';
revoke all on function public.normalized_email(text) from public, anon, authenticated;

-- The client's network, from the request headers PostgREST exposes (request.headers). On the
-- hosted project the gateway (Cloudflare in front of Supabase's API gateway) sets
-- cf-connecting-ip to the address that connected to it, whatever the client sent, and appends
-- that address to x-forwarded-for; cf-connecting-ip is therefore read first, as the one a client
-- cannot choose. The local stack (supabase/local/stack.ts) appends the socket's peer to
-- x-forwarded-for as a proxy does and hands every request's headers to the database as
-- request.headers. An IPv6 client counts by its /64 (one household's or one server's range);
-- loopback, private and link-local addresses say nothing about who sent (the machine itself, an
-- internal proxy) and count as no network. Null when nothing is known: only the per-sender limits
-- then apply.
create function public.request_client_network()
returns text
language plpgsql
stable
set search_path = ''
as $$
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
      return host(network(set_masklen(address, 64))) || '/64';
    end if;
    return host(address);
  end loop;
  return null;
end;
$$;
revoke all on function public.request_client_network() from public, anon, authenticated;

-- What was sent, by whom, from where, for an hour's counts (kept a day). Private: no browser role
-- reads or writes it; the network is stored as a hash.
create table public.form_sends (
  id bigint generated always as identity primary key,
  form text not null
    constraint form_sends_form_check check (form in ('inquiry', 'application', 'contact_message', 'wedding_submission')),
  recipient_id uuid,
  sender text not null,
  network_hash text,
  held boolean not null default false,
  created_at timestamptz not null default now()
);
comment on table public.form_sends is
  'One row per form sent by a browser role: the normalised sender, a hash of the client network, the recipient (a listing). Counted for the hourly limits; rows older than a day are dropped. Private.';
alter table public.form_sends enable row level security;
revoke all on public.form_sends from anon, authenticated;
grant select, insert, delete on public.form_sends to service_role;
create index form_sends_form_sender_created_at_idx on public.form_sends (form, sender, created_at desc);
create index form_sends_form_network_hash_created_at_idx
  on public.form_sends (form, network_hash, created_at desc) where network_hash is not null;
create index form_sends_form_created_at_idx on public.form_sends (form, created_at desc);

-- Records one send and says whether to hold it: true when, before it, the last hour already held
-- as many from this sender (or network) as the limit allows, to this recipient or in all, or
-- (overall_limit) as many in all. A null limit is no limit. Serialised per form, so concurrent
-- sends count each other.
create function public.hold_form_send(
  form text,
  recipient_id uuid,
  email text,
  sender_limit integer,
  network_limit integer,
  recipient_sender_limit integer default null,
  recipient_network_limit integer default null,
  overall_limit integer default null
)
returns boolean
language plpgsql
security definer
set search_path = ''
as $$
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
$$;
revoke all on function public.hold_form_send(text, uuid, text, integer, integer, integer, integer, integer)
  from public, anon, authenticated;

-- ---------------------------------------------------------------------------------------------
-- 'held' (and, for applications, 'archived') among the states; the insert policies take it
-- ---------------------------------------------------------------------------------------------

alter table public.inquiries drop constraint inquiries_status_check;
alter table public.inquiries
  add constraint inquiries_status_check
  check (status in ('new', 'replied', 'booked', 'declined', 'spam', 'archived', 'held'));

alter table public.membership_applications drop constraint membership_applications_status_check;
alter table public.membership_applications
  add constraint membership_applications_status_check
  check (status in ('pending', 'in_review', 'invited', 'declined', 'waitlisted', 'held', 'archived'));

alter table public.contact_messages drop constraint contact_messages_status_check;
alter table public.contact_messages
  add constraint contact_messages_status_check
  check (status in ('new', 'read', 'archived', 'held'));

alter table public.wedding_submissions drop constraint wedding_submissions_status_check;
alter table public.wedding_submissions
  add constraint wedding_submissions_status_check
  check (status in ('new', 'reviewing', 'accepted', 'declined', 'archived', 'held'));

-- The queues read by state, newest first.
create index inquiries_status_listing_id_created_at_idx
  on public.inquiries (listing_id, created_at desc) where status = 'held';

-- A policy's WITH CHECK sees the row after the BEFORE triggers, which set the state.
drop policy "anon sends inquiries to published listings" on public.inquiries;
create policy "anon sends inquiries to published listings" on public.inquiries
  for insert to anon
  with check (
    status in ('new', 'held')
    and exists (select 1 from public.listings l where l.id = inquiries.listing_id and l.status = 'published')
  );
drop policy "authenticated sends inquiries to published listings" on public.inquiries;
create policy "authenticated sends inquiries to published listings" on public.inquiries
  for insert to authenticated
  with check (
    status in ('new', 'held')
    and exists (select 1 from public.listings l where l.id = inquiries.listing_id and l.status = 'published')
  );

drop policy "anon sends membership applications" on public.membership_applications;
create policy "anon sends membership applications" on public.membership_applications
  for insert to anon with check (status in ('pending', 'held'));
drop policy "authenticated sends membership applications" on public.membership_applications;
create policy "authenticated sends membership applications" on public.membership_applications
  for insert to authenticated with check (status in ('pending', 'held'));

drop policy "anon sends contact messages" on public.contact_messages;
create policy "anon sends contact messages" on public.contact_messages
  for insert to anon with check (status in ('new', 'held'));
drop policy "authenticated sends contact messages" on public.contact_messages;
create policy "authenticated sends contact messages" on public.contact_messages
  for insert to authenticated with check (status in ('new', 'held'));

drop policy "anon sends wedding submissions" on public.wedding_submissions;
create policy "anon sends wedding submissions" on public.wedding_submissions
  for insert to anon with check (status in ('new', 'held'));
drop policy "authenticated sends wedding submissions" on public.wedding_submissions;
create policy "authenticated sends wedding submissions" on public.wedding_submissions
  for insert to authenticated with check (status in ('new', 'held'));

-- Archive before delete: an application is deleted for good only once archived.
drop policy "admins delete membership applications" on public.membership_applications;
create policy "admins delete archived membership applications" on public.membership_applications
  for delete to authenticated
  using ((select public.is_admin()) and status = 'archived');

-- Only the database holds: no browser role moves a row into 'held', and a held row leaves it
-- only to be released (its first state) or archived (an inquiry may also be marked spam).
create function public.held_rows_guard()
returns trigger
language plpgsql
set search_path = ''
as $$
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
$$;
revoke all on function public.held_rows_guard() from public, anon, authenticated;

create trigger inquiries_held_guard
  before update of status on public.inquiries
  for each row execute function public.held_rows_guard('new');
create trigger membership_applications_held_guard
  before update of status on public.membership_applications
  for each row execute function public.held_rows_guard('pending');
create trigger contact_messages_held_guard
  before update of status on public.contact_messages
  for each row execute function public.held_rows_guard('new');
create trigger wedding_submissions_held_guard
  before update of status on public.wedding_submissions
  for each row execute function public.held_rows_guard('new');

-- ---------------------------------------------------------------------------------------------
-- The forms: the limits above, past which a row is held (the per-listing and global caps go)
-- ---------------------------------------------------------------------------------------------

-- As in 20261126100000 (server-owned columns), with hold_form_send in place of the throttles.
create or replace function public.inquiries_before_insert()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  inquiries_per_sender_per_hour constant integer := 10;
  inquiries_per_network_per_hour constant integer := 20;
  inquiries_per_sender_per_listing_per_hour constant integer := 3;
  inquiries_per_network_per_listing_per_hour constant integer := 5;
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
  if public.hold_form_send('inquiry', new.listing_id, new.email,
                           inquiries_per_sender_per_hour, inquiries_per_network_per_hour,
                           inquiries_per_sender_per_listing_per_hour,
                           inquiries_per_network_per_listing_per_hour) then
    new.status := 'held';
  end if;
  return new;
end;
$$;

-- Contact messages and wedding submissions alike (the two functions of 20261126100000 become one):
-- arguments are the form's name and its limits per sender, per network and in all.
create function public.admin_inbox_before_insert()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
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
$$;
revoke all on function public.admin_inbox_before_insert() from public, anon, authenticated;

-- contact_messages: per sender 5 an hour, per network 10, in all 100.
drop trigger contact_messages_before_insert on public.contact_messages;
drop function public.contact_messages_before_insert();
create trigger contact_messages_before_insert
  before insert on public.contact_messages
  for each row execute function public.admin_inbox_before_insert('contact_message', '5', '10', '100');

-- wedding_submissions: per sender 5 an hour, per network 10, in all 100.
drop trigger wedding_submissions_before_insert on public.wedding_submissions;
drop function public.wedding_submissions_before_insert();
create trigger wedding_submissions_before_insert
  before insert on public.wedding_submissions
  for each row execute function public.admin_inbox_before_insert('wedding_submission', '5', '10', '100');

-- As in 20261126100000, with the limits per sender and network (held past them, never refused),
-- and a repeated application answered as a first one: not stored again, and the address is told
-- by email (once a day at most) that its application is already with us.
create or replace function public.membership_applications_guard()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  applications_per_sender_per_hour constant integer := 3;
  applications_per_network_per_hour constant integer := 5;
  open_application record;
  sender text;
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
  sender := public.normalized_email(new.email);

  -- Serialises concurrent applications so the check below holds.
  perform pg_advisory_xact_lock(hashtext('membership_applications:sender:' || sender));

  select a.id, a.business_name, a.created_at into open_application
  from public.membership_applications a
  where a.status in ('pending', 'in_review', 'waitlisted', 'held')
    and public.normalized_email(a.email) = sender
  order by a.created_at desc
  limit 1;
  if found and open_application.created_at = now() then
    -- the same request's earlier row: a batch, which one_row_per_request refuses as a whole
    raise exception 'Send one application at a time' using errcode = '22023', hint = 'one_per_request';
  elsif found then
    if not exists (
      select 1 from public.outbox o
      where o.kind = 'application_repeated' and o.recipient_email = new.email
        and o.created_at > now() - interval '1 day'
    ) then
      perform public.enqueue_message('application_repeated', new.email, new.contact_name, null,
        jsonb_build_object('business_name', open_application.business_name,
                           'sent_at', open_application.created_at));
    end if;
    return null; -- the same 201 as a first application; nothing stored
  end if;

  if public.hold_form_send('application', null, new.email, applications_per_sender_per_hour,
                           applications_per_network_per_hour) then
    new.status := 'held';
  end if;
  return new;
end;
$$;

-- ---------------------------------------------------------------------------------------------
-- Emails: nothing for a held row; released, it sends what its arrival would have
-- ---------------------------------------------------------------------------------------------

alter table public.outbox drop constraint outbox_kind_check;
alter table public.outbox
  add constraint outbox_kind_check check (kind in (
    'inquiry_received', 'inquiry_copy',
    'application_received', 'application_declined', 'application_waitlisted', 'application_repeated',
    'review_waiting',
    'listing_published', 'listing_returned', 'listing_changes_approved', 'listing_changes_requested',
    'member_suspended', 'member_reactivated',
    'digest'
  ));

-- As in 20261128010000, for an inquiry that arrives not held or is released from 'held'.
create or replace function public.notify_inquiry()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  listing record;
  owner record;
  lead jsonb;
begin
  if new.status = 'held'
     or (tg_op = 'UPDATE' and not (old.status = 'held' and new.status = 'new')) then
    return null;
  end if;
  select l.id, l.name, l.url_name, l.contact_email, l.owner_id, c.name as category
  into listing
  from public.listings l
  join public.business_categories c on c.id = l.business_category_id
  where l.id = new.listing_id;
  select * into owner from public.account_contact(listing.owner_id);

  lead := jsonb_build_object(
    'inquiry_id', new.id,
    'listing_name', listing.name,
    'listing_url_name', listing.url_name,
    'category', listing.category,
    'couple_name', new.name,
    'wedding_date', new.wedding_date,
    'guest_count', new.guest_count,
    'budget_band', new.budget_band,
    'message', new.message,
    'sent_at', new.created_at
  );
  perform public.enqueue_message(
    'inquiry_received', coalesce(listing.contact_email, owner.email),
    coalesce(owner.full_name, listing.name), listing.owner_id,
    lead || jsonb_build_object('couple_email', new.email), 'inquiries', new.email);
  perform public.enqueue_message('inquiry_copy', new.email, new.name, null, lead);
  return null;
end;
$$;

create trigger inquiries_notify_release
  after update of status on public.inquiries
  for each row execute function public.notify_inquiry();

-- As in 20261128010000: nothing for a held application; released (held -> pending), the
-- applicant's receipt (the admin who released it needs no alert).
create or replace function public.notify_application()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  category text;
  about jsonb;
begin
  if new.status = 'held' then
    return null;
  end if;
  select c.name into category from public.business_categories c where c.id = new.category;
  about := jsonb_build_object(
    'application_id', new.id,
    'business_name', new.business_name,
    'contact_name', new.contact_name,
    'category', category,
    'sent_at', new.created_at
  );
  if tg_op = 'INSERT' then
    perform public.enqueue_message('application_received', new.email, new.contact_name, null, about);
    perform public.notify_admins(about || jsonb_build_object('what', 'application'));
  elsif old.status = 'held' and new.status = 'pending' then
    perform public.enqueue_message('application_received', new.email, new.contact_name, null, about);
  elsif new.status is distinct from old.status and new.status in ('declined', 'waitlisted') then
    perform public.enqueue_message(
      'application_' || new.status, new.email, new.contact_name, null,
      about || jsonb_build_object('reason', nullif(btrim(new.decision_reason), '')));
  end if;
  return null;
end;
$$;

-- ---------------------------------------------------------------------------------------------
-- Declined or waitlisted: the application's open invitations are withdrawn
-- ---------------------------------------------------------------------------------------------

create function public.withdraw_invitations_on_decision()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if new.status in ('declined', 'waitlisted', 'archived') and new.status is distinct from old.status then
    update public.membership_invitations i
    set revoked_at = now()
    where i.application_id = new.id and i.accepted_at is null and i.revoked_at is null;
  end if;
  return null;
end;
$$;
revoke all on function public.withdraw_invitations_on_decision() from public, anon, authenticated;

create trigger membership_applications_withdraw_invitations
  after update of status on public.membership_applications
  for each row execute function public.withdraw_invitations_on_decision();

-- ---------------------------------------------------------------------------------------------
-- Admins' edits of other people's profiles are audited (their own are theirs)
-- ---------------------------------------------------------------------------------------------

-- As in 20261128030000, with a profile's label (its name, else its account's email).
create or replace function public.audit_row_label(table_name text, item jsonb)
returns text
language sql
stable
security definer
set search_path = ''
as $$
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
    when 'profiles' then coalesce(nullif(btrim(item ->> 'full_name'), ''), public.audit_label('auth.users', item ->> 'id'))
  end;
$$;

create trigger profiles_audit
  after update or delete on public.profiles
  for each row
  when (old.id is distinct from auth.uid())
  execute function public.record_admin_write('id');

-- ---------------------------------------------------------------------------------------------
-- Views: per client network, and never for a listing the directory hides
-- ---------------------------------------------------------------------------------------------

alter table public.listing_view_marks add column network_hash text;
create index listing_view_marks_network_hash_created_at_idx
  on public.listing_view_marks (network_hash, created_at desc) where network_hash is not null;

-- As in 20261125040000, with: the listing must be one the directory shows (published, its member
-- not suspended); a client whose network is known is counted once per listing and day whatever
-- browser id it sends, and at most views_per_network_per_minute times a minute in all.
create or replace function public.record_listing_view(listing_id uuid, visitor text)
returns boolean
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  -- A real page gets nowhere near these; a loop meets them at once.
  views_per_listing_per_minute constant integer := 30;
  views_per_listing_per_day constant integer := 5000;
  views_per_network_per_minute constant integer := 20;
  today date := (now() at time zone 'utc')::date;
  network text := public.request_client_network();
  network_mark text;
  counted integer;
begin
  if visitor is null or visitor !~ '^[A-Za-z0-9-]{16,64}$' then
    return false;
  end if;
  -- Listings the directory shows only, and not the owner looking at their own page.
  if not exists (
    select 1 from public.listings l
    where l.id = record_listing_view.listing_id
      and l.status = 'published'
      and (l.owner_id is null or not public.is_suspended_member(l.owner_id))
      and l.owner_id is distinct from (select auth.uid())
  ) then
    return false;
  end if;
  -- One count at a time per listing, so the bounds below hold under concurrent calls.
  perform pg_advisory_xact_lock(hashtext('listing_view:' || record_listing_view.listing_id::text));
  if (select count(*) from public.listing_view_marks m
      where m.listing_id = record_listing_view.listing_id
        and m.created_at > now() - interval '1 minute') >= views_per_listing_per_minute
     or coalesce((select d.views from public.listing_view_days d
                  where d.listing_id = record_listing_view.listing_id and d.day = today), 0)
        >= views_per_listing_per_day then
    return false;
  end if;

  if network is not null then
    network_mark := md5('network:' || network || ':' || today::text);
    perform pg_advisory_xact_lock(hashtext('listing_view:network:' || network_mark));
    if (select count(*) from public.listing_view_marks m
        where m.network_hash = network_mark and m.created_at > now() - interval '1 minute')
       >= views_per_network_per_minute then
      return false;
    end if;
  end if;

  insert into public.listing_view_marks (listing_id, day, visitor_hash, network_hash)
  values (record_listing_view.listing_id, today,
          coalesce(network_mark, md5(visitor || ':' || today::text)), network_mark)
  on conflict do nothing;
  get diagnostics counted = row_count;
  if counted = 0 then
    return false;
  end if;

  insert into public.listing_view_days as d (listing_id, day, views)
  values (record_listing_view.listing_id, today, 1)
  on conflict on constraint listing_view_days_pkey do update set views = d.views + 1;

  -- Yesterday's visitors are no longer needed to dedupe.
  delete from public.listing_view_marks m where m.day < today - 1;
  return true;
end;
$$;
comment on function public.record_listing_view(uuid, text) is
  'Counts one view of a listing the directory shows: per client network and day when the network is known, else per visitor (a random browser id hashed with the day); bounded per minute (per listing and per network) and per day.';

-- ---------------------------------------------------------------------------------------------
-- The held queues' actions, for the site (RLS decides who may: the listing's vendor or an admin)
-- ---------------------------------------------------------------------------------------------

-- How many wait in each held queue: the vendor's own (inquiries to their listings) or, for an
-- admin, all four.
create function public.held_counts()
returns table (inquiries integer, applications integer, contact_messages integer, wedding_submissions integer)
language sql
stable
security invoker
set search_path = ''
as $$
  select
    (select count(*)::integer from public.inquiries i where i.status = 'held'),
    (select count(*)::integer from public.membership_applications a where a.status = 'held'),
    (select count(*)::integer from public.contact_messages m where m.status = 'held'),
    (select count(*)::integer from public.wedding_submissions s where s.status = 'held');
$$;
revoke all on function public.held_counts() from public, anon;
grant execute on function public.held_counts() to authenticated;
