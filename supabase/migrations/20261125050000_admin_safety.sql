-- The admin area's ground rules, in the database: nothing is lost by accident, every admin write
-- is on record, admins are granted and revoked by email with the last one kept, and the dashboard
-- asks for every count in one call.
--
-- * Cascades that took a person's messages with a deleted row now refuse instead: a listing with
--   inquiries or credits, a category with posts. Rows are archived first; deleting for good is
--   for archived rows only (listings, posts, contact messages).
-- * admin_audit: who (the admin), what (table, row, action), when, and the changed fields, written
--   by triggers on every table admins write; only admins read it.
-- * grant_admin(email), revoke_admin(user_id): admins only; the last admin cannot be removed
--   (a trigger holds the rule for any delete).
-- * admin_counts(): what needs a decision, in one request.

-- ---------------------------------------------------------------------------------------------
-- Cascades that refuse
-- ---------------------------------------------------------------------------------------------

alter table public.inquiries drop constraint inquiries_listing_id_fkey;
alter table public.inquiries
  add constraint inquiries_listing_id_fkey
  foreign key (listing_id) references public.listings (id) on delete restrict;

alter table public.post_vendor_credits drop constraint post_vendor_credits_listing_id_fkey;
alter table public.post_vendor_credits
  add constraint post_vendor_credits_listing_id_fkey
  foreign key (listing_id) references public.listings (id) on delete restrict;

alter table public.post_vendor_credits drop constraint post_vendor_credits_post_id_fkey;
alter table public.post_vendor_credits
  add constraint post_vendor_credits_post_id_fkey
  foreign key (post_id) references public.blog_posts (id) on delete restrict;

alter table public.blog_posts drop constraint blog_posts_category_fkey;
alter table public.blog_posts
  add constraint blog_posts_category_fkey
  foreign key (category) references public.blog_categories (id) on delete restrict;

alter table public.blog_posts drop constraint blog_posts_subcategory_fkey;
alter table public.blog_posts
  add constraint blog_posts_subcategory_fkey
  foreign key (subcategory) references public.blog_categories (id) on delete restrict;

-- Deleting for good is for archived rows only.
drop policy "admins delete listings" on public.listings;
create policy "admins delete archived listings" on public.listings
  for delete to authenticated
  using ((select public.is_admin()) and status = 'archived');

drop policy "admins delete posts" on public.blog_posts;
create policy "admins delete archived posts" on public.blog_posts
  for delete to authenticated
  using ((select public.is_admin()) and status = 'archived');

drop policy "admins delete contact messages" on public.contact_messages;
create policy "admins delete archived contact messages" on public.contact_messages
  for delete to authenticated
  using ((select public.is_admin()) and status = 'archived');

drop policy "admins delete inquiries" on public.inquiries;
create policy "admins delete archived inquiries" on public.inquiries
  for delete to authenticated
  using ((select public.is_admin()) and status = 'archived');

-- ---------------------------------------------------------------------------------------------
-- The audit log
-- ---------------------------------------------------------------------------------------------

create table public.admin_audit (
  id bigint generated always as identity primary key,
  actor_id uuid
    constraint admin_audit_actor_id_fkey references auth.users (id) on delete set null,
  table_name text not null,
  row_id text,
  action text not null
    constraint admin_audit_action_check check (action in ('insert', 'update', 'delete')),
  changed jsonb,
  created_at timestamptz not null default now()
);
alter table public.admin_audit enable row level security;
create index admin_audit_created_at_idx on public.admin_audit (created_at desc);
create index admin_audit_table_name_row_id_idx on public.admin_audit (table_name, row_id);

create policy "admins read the audit log" on public.admin_audit
  for select to authenticated
  using ((select public.is_admin()));
-- No insert, update or delete policy: only the trigger below writes, and nobody rewrites history.

create function public.record_admin_write()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  before jsonb := case when tg_op in ('UPDATE', 'DELETE') then to_jsonb(old) end;
  after jsonb := case when tg_op in ('INSERT', 'UPDATE') then to_jsonb(new) end;
  changed jsonb;
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
      and key not in ('updated_at', 'name_search', 'place_search', 'search', 'is_open');
    if changed = '{}'::jsonb then
      return null;
    end if;
  else
    changed := coalesce(after, before);
  end if;
  insert into public.admin_audit (actor_id, table_name, row_id, action, changed)
  values (
    (select auth.uid()),
    tg_table_name,
    coalesce(after, before) ->> coalesce(nullif(tg_argv[0], ''), 'id'),
    lower(tg_op),
    changed
  );
  return null;
end;
$$;
revoke all on function public.record_admin_write() from public, anon, authenticated;

do $$
declare
  audited record;
begin
  for audited in
    select * from (values
      ('blog_posts', 'id'), ('featured_posts', 'id'), ('standalone_videos', 'id'),
      ('blog_categories', 'id'), ('business_categories', 'id'), ('listings', 'id'),
      ('listing_photos', 'id'), ('listing_changes', 'listing_id'), ('post_vendor_credits', 'id'),
      ('vendor_members', 'user_id'), ('admin_users', 'id'), ('membership_applications', 'id'),
      ('membership_invitations', 'id'), ('inquiries', 'id'), ('contact_messages', 'id'),
      ('wedding_submissions', 'id')
    ) as t(table_name, key_column)
  loop
    execute format(
      'create trigger %I after insert or update or delete on public.%I for each row execute function public.record_admin_write(%L)',
      audited.table_name || '_audit', audited.table_name, audited.key_column
    );
  end loop;
end;
$$;

-- ---------------------------------------------------------------------------------------------
-- Admins: granted and revoked by email; the last one stays
-- ---------------------------------------------------------------------------------------------

create function public.keep_last_admin()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  -- Serialises two removals at once, so one admin always stays.
  lock table public.admin_users in share row exclusive mode;
  if not exists (select 1 from public.admin_users a where a.id <> old.id) then
    raise exception 'The last administrator cannot be removed; add another administrator first'
      using errcode = 'P0001';
  end if;
  return old;
end;
$$;
revoke all on function public.keep_last_admin() from public, anon, authenticated;

create trigger admin_users_keep_last
  before delete on public.admin_users
  for each row execute function public.keep_last_admin();

create function public.grant_admin(email text)
returns uuid
language plpgsql
security definer
set search_path = ''
as $$
declare
  person uuid;
begin
  if not (select public.is_admin()) then
    raise exception 'Only an administrator can grant admin' using errcode = '42501';
  end if;
  select u.id into person from auth.users u where lower(u.email) = lower(btrim(grant_admin.email));
  if person is null then
    raise exception 'No account uses this email; ask them to create one first' using errcode = 'P0002';
  end if;
  insert into public.admin_users (id) values (person) on conflict (id) do nothing;
  return person;
end;
$$;
revoke all on function public.grant_admin(text) from public, anon;
grant execute on function public.grant_admin(text) to authenticated;

create function public.revoke_admin(user_id uuid)
returns void
language plpgsql
security definer
set search_path = ''
as $$
begin
  if not (select public.is_admin()) then
    raise exception 'Only an administrator can revoke admin' using errcode = '42501';
  end if;
  delete from public.admin_users a where a.id = revoke_admin.user_id;
end;
$$;
revoke all on function public.revoke_admin(uuid) from public, anon;
grant execute on function public.revoke_admin(uuid) to authenticated;

-- ---------------------------------------------------------------------------------------------
-- The dashboard's counts, in one request
-- ---------------------------------------------------------------------------------------------

create function public.admin_counts()
returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  if not (select public.is_admin()) then
    raise exception 'Only an administrator can see the dashboard' using errcode = '42501';
  end if;
  return jsonb_build_object(
    'applications', (select count(*) from public.membership_applications a where a.status in ('pending', 'in_review')),
    'listings_in_review', (select count(*) from public.listings l where l.status = 'pending'),
    'changes_in_review', (select count(*) from public.listing_changes c where c.status = 'pending'),
    'spam_inquiries', (select count(*) from public.inquiries i where i.status = 'spam'),
    'unread_messages', (select count(*) from public.contact_messages m where m.status = 'new'),
    'new_submissions', (select count(*) from public.wedding_submissions s where s.status = 'new'),
    'draft_posts', (select count(*) from public.blog_posts p where p.status = 'draft'),
    'scheduled_posts', (select count(*) from public.blog_posts p where p.status = 'published' and p.published_at > now())
  );
end;
$$;
revoke all on function public.admin_counts() from public, anon;
grant execute on function public.admin_counts() to authenticated;

-- Who the administrators are (their emails live in auth.users, which the API does not expose).
create function public.admin_list()
returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  if not (select public.is_admin()) then
    raise exception 'Only an administrator can see the administrators' using errcode = '42501';
  end if;
  return coalesce((
    select jsonb_agg(jsonb_build_object(
      'id', a.id, 'email', u.email, 'full_name', p.full_name, 'since', a.created_at
    ) order by a.created_at)
    from public.admin_users a
    join auth.users u on u.id = a.id
    left join public.profiles p on p.id = a.id
  ), '[]'::jsonb);
end;
$$;
revoke all on function public.admin_list() from public, anon;
grant execute on function public.admin_list() to authenticated;

-- ---------------------------------------------------------------------------------------------
-- Members: suspended with a reason the member reads, reactivated; the directory's members listed
-- ---------------------------------------------------------------------------------------------

alter table public.vendor_members
  add column status_reason text
    constraint vendor_members_status_reason_check check (status_reason is null or char_length(status_reason) <= 2000);

create function public.vendor_members_guard()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if new.status = 'suspended' and new.status is distinct from old.status
     and coalesce(btrim(new.status_reason), '') = '' then
    raise exception 'Say why the membership is suspended; the member reads it' using errcode = '23514';
  end if;
  if new.status = 'active' then
    new.status_reason := null;
  end if;
  new.updated_at := now();
  return new;
end;
$$;
revoke all on function public.vendor_members_guard() from public, anon, authenticated;

create trigger vendor_members_guard
  before update on public.vendor_members
  for each row execute function public.vendor_members_guard();

-- A suspended member's listings leave the directory while the suspension lasts (kept, not
-- changed: reactivating brings them back as they were).
create function public.is_suspended_member(user_id uuid)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select exists (
    select 1 from public.vendor_members m
    where m.user_id = is_suspended_member.user_id and m.status = 'suspended'
  );
$$;
revoke all on function public.is_suspended_member(uuid) from public;
grant execute on function public.is_suspended_member(uuid) to anon, authenticated;

drop policy "anon reads published listings" on public.listings;
create policy "anon reads published listings of members in good standing" on public.listings
  for select to anon
  using (status = 'published' and (owner_id is null or not public.is_suspended_member(owner_id)));

drop policy "authenticated reads published listings, own listings, admins all" on public.listings;
create policy "authenticated reads shown listings, own listings, admins all" on public.listings
  for select to authenticated
  using (
    (status = 'published' and (owner_id is null or not public.is_suspended_member(owner_id)))
    or (owner_id = (select auth.uid()) and (select public.is_active_vendor()))
    or (select public.is_admin())
  );

create function public.admin_members()
returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  if not (select public.is_admin()) then
    raise exception 'Only an administrator can see the members' using errcode = '42501';
  end if;
  return coalesce((
    select jsonb_agg(jsonb_build_object(
      'user_id', m.user_id, 'email', u.email, 'full_name', p.full_name, 'status', m.status,
      'status_reason', m.status_reason, 'joined_at', m.joined_at,
      'listings', (select count(*) from public.listings l where l.owner_id = m.user_id),
      'published', (select count(*) from public.listings l where l.owner_id = m.user_id and l.status = 'published')
    ) order by m.status desc, m.joined_at desc)
    from public.vendor_members m
    join auth.users u on u.id = m.user_id
    left join public.profiles p on p.id = m.user_id
  ), '[]'::jsonb);
end;
$$;
revoke all on function public.admin_members() from public, anon;
grant execute on function public.admin_members() to authenticated;

-- ---------------------------------------------------------------------------------------------
-- Inboxes: contact messages and wedding submissions are read, annotated and archived, never
-- deleted from the UI
-- ---------------------------------------------------------------------------------------------

alter table public.contact_messages
  add column notes text
    constraint contact_messages_notes_check check (notes is null or char_length(notes) <= 5000);

alter table public.wedding_submissions
  add column notes text
    constraint wedding_submissions_notes_check check (notes is null or char_length(notes) <= 5000);
alter table public.wedding_submissions drop constraint wedding_submissions_status_check;
alter table public.wedding_submissions
  add constraint wedding_submissions_status_check
  check (status in ('new', 'reviewing', 'accepted', 'declined', 'archived'));

drop policy "admins delete wedding submissions" on public.wedding_submissions;
create policy "admins delete archived wedding submissions" on public.wedding_submissions
  for delete to authenticated
  using ((select public.is_admin()) and status = 'archived');
