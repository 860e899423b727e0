-- The editor's desk (#28), P3: credits that travel and preview links.
--
-- 1. post_credits: every vendor a story credits, once per story, derived by the database from the
--    story-level credits (post_vendor_credits) and the credits inside its blocks (vendor_credits
--    blocks, image and gallery-photo credits in content_blocks). A vendor page embeds it in its
--    one request; nobody writes it but the triggers below.
-- 2. post_preview_tokens + post_preview(token): an unguessable link to a draft or scheduled story,
--    read through a security definer function, never through a policy on drafts.

-- ---------------------------------------------------------------------------------------------
-- post_credits
-- ---------------------------------------------------------------------------------------------

create table public.post_credits (
  post_id uuid not null
    constraint post_credits_post_id_fkey references public.blog_posts (id) on delete cascade,
  listing_id uuid not null
    constraint post_credits_listing_id_fkey references public.listings (id) on delete cascade,
  role text not null
    constraint post_credits_role_check check (char_length(role) between 1 and 400),
  display_order integer not null default 0,
  constraint post_credits_pkey primary key (post_id, listing_id)
);
comment on table public.post_credits is
  'Every vendor a story credits (story-level and in its blocks), one row per story and vendor, roles joined. Rebuilt by triggers; read-only to clients.';

alter table public.post_credits enable row level security;

create index post_credits_listing_id_idx on public.post_credits (listing_id);

-- What readers see, for admins too: the vendor page lists only stories that are live.
create policy "anon reads credits of live posts" on public.post_credits
  for select to anon
  using (
    exists (
      select 1 from public.blog_posts p
      where p.id = post_credits.post_id and p.status = 'published' and p.published_at <= now()
    )
  );
create policy "authenticated reads credits of live posts" on public.post_credits
  for select to authenticated
  using (
    exists (
      select 1 from public.blog_posts p
      where p.id = post_credits.post_id and p.status = 'published' and p.published_at <= now()
    )
  );

revoke insert, update, delete, truncate on public.post_credits from anon, authenticated;

-- The credits written in a story's blocks: a credits block's rows and each gallery photo's.
create function public.post_credit_entries(blocks jsonb)
returns table (role text, url_name text, ordinal integer)
language sql
immutable
set search_path = ''
as $$
  select btrim(found.credit ->> 'role'), found.credit ->> 'url_name', found.ordinal::integer
  from (
    select entry.credit, row_number() over () as ordinal
    from (
      select jsonb_path_query(blocks, 'lax $[*] ? (@.type == "vendor_credits").credits[*]') as credit
      union all
      select jsonb_path_query(blocks, 'lax $[*] ? (@.type == "gallery").images[*].credits[*]')
    ) as entry
  ) as found
  where jsonb_typeof(found.credit) = 'object'
    and char_length(btrim(coalesce(found.credit ->> 'role', ''))) between 1 and 100
    and found.credit ->> 'url_name' is not null;
$$;
comment on function public.post_credit_entries(jsonb) is
  'The vendor credits written in content_blocks (credits blocks and gallery photos): role, url_name, ordinal.';

create function public.rebuild_post_credits(target_post_id uuid)
returns void
language plpgsql
volatile
security definer
set search_path = ''
as $$
begin
  delete from public.post_credits c where c.post_id = target_post_id;
  insert into public.post_credits (post_id, listing_id, role, display_order)
  select target_post_id, found.listing_id,
         left(string_agg(distinct found.role, ', ' order by found.role), 400),
         min(found.position)
  from (
    select v.role, v.listing_id, v.display_order as position
    from public.post_vendor_credits v
    where v.post_id = target_post_id
    union all
    select e.role, l.id, 10000 + e.ordinal
    from public.blog_posts p
    cross join lateral public.post_credit_entries(p.content_blocks) e
    join public.listings l on l.url_name = e.url_name
    where p.id = target_post_id
  ) as found
  group by found.listing_id;
end;
$$;
comment on function public.rebuild_post_credits(uuid) is
  'Rebuilds one story''s post_credits from post_vendor_credits and the credits in its content_blocks.';
revoke all on function public.rebuild_post_credits(uuid) from public, anon, authenticated;

create function public.blog_posts_rebuild_credits()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  perform public.rebuild_post_credits(new.id);
  return null;
end;
$$;
revoke all on function public.blog_posts_rebuild_credits() from public, anon, authenticated;

create trigger blog_posts_rebuild_credits
  after insert or update of content_blocks on public.blog_posts
  for each row execute function public.blog_posts_rebuild_credits();

create function public.post_vendor_credits_rebuild_credits()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if tg_op in ('UPDATE', 'DELETE') then
    perform public.rebuild_post_credits(old.post_id);
  end if;
  if tg_op in ('INSERT', 'UPDATE') and (tg_op = 'INSERT' or new.post_id <> old.post_id) then
    perform public.rebuild_post_credits(new.post_id);
  end if;
  return null;
end;
$$;
revoke all on function public.post_vendor_credits_rebuild_credits() from public, anon, authenticated;

create trigger post_vendor_credits_rebuild_credits
  after insert or update or delete on public.post_vendor_credits
  for each row execute function public.post_vendor_credits_rebuild_credits();

-- A listing created or renamed after a story named it: the stories that name it find it.
create function public.listings_rebuild_credits()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  story uuid;
begin
  for story in
    select distinct p.id
    from public.blog_posts p
    cross join lateral public.post_credit_entries(p.content_blocks) e
    where e.url_name in (select a.url_name from changed a)
    union
    select c.post_id from public.post_credits c where c.listing_id in (select a.id from changed a)
  loop
    perform public.rebuild_post_credits(story);
  end loop;
  return null;
end;
$$;
revoke all on function public.listings_rebuild_credits() from public, anon, authenticated;

create trigger listings_rebuild_credits_on_insert
  after insert on public.listings
  referencing new table as changed
  for each statement execute function public.listings_rebuild_credits();
create function public.listings_rename_rebuild_credits()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  story uuid;
begin
  for story in
    select distinct p.id
    from public.blog_posts p
    cross join lateral public.post_credit_entries(p.content_blocks) e
    where e.url_name = new.url_name
    union
    select c.post_id from public.post_credits c where c.listing_id = new.id
  loop
    perform public.rebuild_post_credits(story);
  end loop;
  return null;
end;
$$;
revoke all on function public.listings_rename_rebuild_credits() from public, anon, authenticated;

create trigger listings_rebuild_credits_on_rename
  after update of url_name on public.listings
  for each row when (old.url_name is distinct from new.url_name)
  execute function public.listings_rename_rebuild_credits();

select public.rebuild_post_credits(p.id) from public.blog_posts p;

-- ---------------------------------------------------------------------------------------------
-- Preview links
-- ---------------------------------------------------------------------------------------------

create table public.post_preview_tokens (
  id uuid primary key default gen_random_uuid(),
  post_id uuid not null
    constraint post_preview_tokens_post_id_fkey references public.blog_posts (id) on delete cascade,
  token_hash text not null
    constraint post_preview_tokens_token_hash_key unique
    constraint post_preview_tokens_token_hash_check check (token_hash ~ '^[0-9a-f]{64}$'),
  created_by uuid default auth.uid()
    constraint post_preview_tokens_created_by_fkey references auth.users (id) on delete set null,
  created_at timestamptz not null default now(),
  expires_at timestamptz not null,
  revoked_at timestamptz
);
comment on table public.post_preview_tokens is
  'Preview links to unpublished stories: only the hash of each token is kept; the link is shown once (create_post_preview). Admins list and revoke; anon reads through post_preview(token) only.';

alter table public.post_preview_tokens enable row level security;

create index post_preview_tokens_post_id_idx on public.post_preview_tokens (post_id, created_at desc);

create policy "admins read preview links" on public.post_preview_tokens
  for select to authenticated using ((select public.is_admin()));
create policy "admins revoke preview links" on public.post_preview_tokens
  for update to authenticated using ((select public.is_admin())) with check ((select public.is_admin()));
create policy "admins delete preview links" on public.post_preview_tokens
  for delete to authenticated using ((select public.is_admin()));

revoke insert, truncate on public.post_preview_tokens from anon, authenticated;
revoke update on public.post_preview_tokens from anon, authenticated;
grant update (revoked_at) on public.post_preview_tokens to authenticated;

-- Seven days: long enough for a couple or a photographer to open it after a weekend, short enough
-- that a forwarded link dies on its own; the editor can make a new one at any time.
create function public.create_post_preview(target_post_id uuid)
returns table (id uuid, token text, expires_at timestamptz)
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  preview_days constant integer := 7;
  plain_token text;
begin
  if not public.is_admin() then
    raise exception 'Only editors can create preview links' using errcode = '42501';
  end if;
  if not exists (select 1 from public.blog_posts p where p.id = target_post_id) then
    raise exception 'No such story' using errcode = 'P0002';
  end if;
  plain_token := replace(pg_catalog.gen_random_uuid()::text || pg_catalog.gen_random_uuid()::text, '-', '');
  return query
  insert into public.post_preview_tokens as t (post_id, token_hash, created_by, expires_at)
  values (target_post_id, encode(pg_catalog.sha256(convert_to(plain_token, 'UTF8')), 'hex'),
          (select auth.uid()), now() + make_interval(days => preview_days))
  returning t.id, plain_token, t.expires_at;
end;
$$;
revoke all on function public.create_post_preview(uuid) from public, anon;
grant execute on function public.create_post_preview(uuid) to authenticated;

-- What a preview link opens: exactly its story (a draft, scheduled, or by now published: the page
-- then sends the reader to the story), or no row for a wrong, revoked or expired token and for an
-- archived story (one answer for all, so a token cannot be probed).
create function public.post_preview(token text)
returns setof public.blog_posts
language sql
stable
security definer
set search_path = ''
as $$
  select p.*
  from public.post_preview_tokens t
  join public.blog_posts p on p.id = t.post_id
  where post_preview.token ~ '^[0-9a-f]{64}$'
    and t.token_hash = encode(pg_catalog.sha256(convert_to(post_preview.token, 'UTF8')), 'hex')
    and t.revoked_at is null
    and t.expires_at > now()
    and p.status <> 'archived'
  limit 1;
$$;
revoke all on function public.post_preview(text) from public;
grant execute on function public.post_preview(text) to anon, authenticated;
