-- =================================================================================================
-- posts.sql
--
-- Stories (blog_posts): drafts, publishing, edits that wait as pending changes until Update
-- (post_changes), revisions, preview links, credits of vendors, featured stories, and the story
-- categories. Also who may read an author's profile.
-- =================================================================================================

-- -------------------------------------------------------------------------------------------------
-- blog_categories
-- -------------------------------------------------------------------------------------------------
create table public.blog_categories (
  id         uuid                     not null default gen_random_uuid(),
  name       text                     not null,
  slug       text                     not null,
  parent_id  uuid,
  sort_order integer                  not null default 0,
  created_at timestamp with time zone not null default now(),
  updated_at timestamp with time zone not null default now(),
  constraint blog_categories_name_check
    check (((char_length(btrim(name)) >= 1) and (char_length(btrim(name)) <= 100))),
  constraint blog_categories_not_own_parent check ((parent_id is distinct from id)),
  constraint blog_categories_pkey primary key (id),
  constraint blog_categories_slug_check
    check (((slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$'::text) and (char_length(slug) <= 100))),
  constraint blog_categories_slug_key unique (slug),
  constraint blog_categories_sort_order_check check ((sort_order >= 0))
);
alter table public.blog_categories
  add constraint blog_categories_parent_id_fkey foreign key (parent_id)
    references public.blog_categories(id) on delete restrict;
create index blog_categories_parent_id_sort_order_idx on public.blog_categories
  using btree (parent_id, sort_order);
alter table public.blog_categories
  enable row level security;
create or replace function public.blog_categories_guard()
  returns trigger
  language plpgsql
  security definer
  set search_path to ''
  as $function$
begin
  if tg_op = 'DELETE' then
    if public.is_reference_category(old.id) then
      raise exception '“%” is named by the site’s sections and menus; it cannot be deleted', old.name
        using errcode = '42501';
    end if;
    return old;
  end if;

  if tg_op = 'UPDATE' then
    if new.id is distinct from old.id then
      raise exception 'A category keeps its id' using errcode = '42501';
    end if;
    if public.is_reference_category(old.id)
       and (new.slug is distinct from old.slug or new.parent_id is distinct from old.parent_id) then
      raise exception '“%” is named by the site’s sections and menus; its web address and parent stay as they are', old.name
        using errcode = '42501';
    end if;
    if new.parent_id is distinct from old.parent_id
       and exists (select 1 from public.blog_posts p where p.category = old.id or p.subcategory = old.id) then
      raise exception 'Posts are filed under “%”; move them before giving it another parent', old.name
        using errcode = '23514';
    end if;
  end if;

  if new.parent_id is not null then
    if exists (select 1 from public.blog_categories c where c.id = new.parent_id and c.parent_id is not null) then
      raise exception 'A subcategory belongs to a top-level category, not to another subcategory'
        using errcode = '23514';
    end if;
    if tg_op = 'UPDATE' and exists (select 1 from public.blog_categories c where c.parent_id = new.id) then
      raise exception '“%” has subcategories of its own; it cannot become a subcategory', new.name
        using errcode = '23514';
    end if;
  end if;
  return new;
end;
$function$;
revoke all on function public.blog_categories_guard() from public;
grant delete, insert, maintain, references, select, trigger, truncate, update
  on table public.blog_categories
  to anon, authenticated;
create policy "admins delete blog categories" on public.blog_categories
  for delete
  to authenticated
  using ((select public.is_admin()));
create policy "admins insert blog categories" on public.blog_categories
  for insert
  to authenticated
  with check ((select public.is_admin()));
create policy "admins update blog categories" on public.blog_categories
  for update
  to authenticated
  using ((select public.is_admin()))
  with check ((select public.is_admin()));
create policy "anon reads blog categories" on public.blog_categories
  for select
  to anon
  using (true);
create policy "authenticated reads blog categories" on public.blog_categories
  for select
  to authenticated
  using (true);
create trigger blog_categories_audit
  after insert or delete or update on public.blog_categories
  for each row
  execute function public.record_admin_write('id');
create trigger blog_categories_guard
  before insert or delete or update on public.blog_categories
  for each row
  execute function public.blog_categories_guard();
create trigger blog_categories_keep_server_dates
  before insert or update on public.blog_categories
  for each row
  execute function public.keep_server_dates();
create trigger blog_categories_set_updated_at
  before update on public.blog_categories
  for each row
  execute function public.set_updated_at();

-- -------------------------------------------------------------------------------------------------
-- blog_posts
-- -------------------------------------------------------------------------------------------------
create table public.blog_posts (
  id                     uuid                     not null default gen_random_uuid(),
  title                  text                     not null,
  slug                   text                     not null,
  excerpt                text,
  featured_image         text,
  status                 text                     not null default 'draft'::text,
  author                 text,
  author_id              uuid,
  published_at           timestamp with time zone,
  created_at             timestamp with time zone not null default now(),
  updated_at             timestamp with time zone not null default now(),
  content                text,
  category               uuid,
  subcategory            uuid,
  photos                 text[]                   not null default '{}'::text[],
  video_url              text[]                   not null default '{}'::text[],
  is_opinion             boolean                  not null default false,
  is_featured            boolean                  not null default false,
  content_blocks         jsonb                    not null default '[]'::jsonb,
  seo_title              text,
  seo_description        text,
  featured_image_alt     text,
  featured_image_focal_x smallint                 not null default 50,
  featured_image_focal_y smallint                 not null default 50,
  social_image           text,
  constraint blog_posts_author_check
    check
    (((author is null) or ((char_length(btrim(author)) >= 1) and (char_length(btrim(author)) <=
    200)))),
  constraint blog_posts_content_blocks_check
    check ((jsonb_typeof(content_blocks) = 'array'::text)),
  constraint blog_posts_content_check
    check (((content is null) or (char_length(content) <= 500000))),
  constraint blog_posts_excerpt_check
    check (((excerpt is null) or (char_length(excerpt) <= 1000))),
  constraint blog_posts_featured_image_alt_check
    check (((featured_image_alt is null) or (char_length(featured_image_alt) <= 300))),
  constraint blog_posts_featured_image_check
    check
    (((featured_image is null) or ((char_length(featured_image) <= 2048) and (featured_image !~
    '\s'::text) and
    ((featured_image ~* '^https?://'::text) or (featured_image !~
    '^[a-zA-Z][a-zA-Z0-9+.-]*:'::text))))),
  constraint blog_posts_featured_image_focal_x_check
    check (((featured_image_focal_x >= 0) and (featured_image_focal_x <= 100))),
  constraint blog_posts_featured_image_focal_y_check
    check (((featured_image_focal_y >= 0) and (featured_image_focal_y <= 100))),
  constraint blog_posts_photos_check
    check (((cardinality(photos) <= 200) and (array_position(photos, null::text) is null))),
  constraint blog_posts_pkey primary key (id),
  constraint blog_posts_published_has_date
    check (((status <> 'published'::text) or (published_at is not null))),
  constraint blog_posts_seo_description_check
    check
    (((seo_description is null) or ((char_length(btrim(seo_description)) >= 1) and
    (char_length(btrim(seo_description)) <= 320)))),
  constraint blog_posts_seo_title_check
    check
    (((seo_title is null) or ((char_length(btrim(seo_title)) >= 1) and
    (char_length(btrim(seo_title)) <= 120)))),
  constraint blog_posts_slug_check
    check (((slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$'::text) and (char_length(slug) <= 200))),
  constraint blog_posts_slug_key unique (slug),
  constraint blog_posts_slug_not_reserved
    check
    ((slug <> all (array['destinations'::text, 'destination'::text, 'trends'::text,
    'planning'::text,
    'real-weddings'::text, 'inspiration'::text, 'jewelry'::text, 'beauty'::text]))),
  constraint blog_posts_social_image_check
    check
    (((social_image is null) or ((char_length(social_image) <= 2048) and (social_image !~
    '\s'::text) and
    ((social_image ~* '^https?://'::text) or (social_image !~
    '^[a-zA-Z][a-zA-Z0-9+.-]*:'::text))))),
  constraint blog_posts_status_check
    check ((status = any (array['draft'::text, 'published'::text, 'archived'::text]))),
  constraint blog_posts_subcategory_differs
    check (((subcategory is null) or (subcategory is distinct from category))),
  constraint blog_posts_title_check
    check (((char_length(btrim(title)) >= 1) and (char_length(btrim(title)) <= 300))),
  constraint blog_posts_video_url_check
    check (((cardinality(video_url) <= 20) and (array_position(video_url, null::text) is null)))
);
alter table public.blog_posts
  add column search_vector tsvector generated always as
    ((((setweight(to_tsvector('english'::regconfig, coalesce(title, ''::text)), 'A'::"char") ||
    setweight(to_tsvector('english'::regconfig, coalesce(excerpt, ''::text)), 'B'::"char")) ||
    setweight(to_tsvector('english'::regconfig, coalesce(content, ''::text)), 'C'::"char")) ||
    setweight(jsonb_to_tsvector('english'::regconfig, (jsonb_path_query_array(content_blocks,
    '$[*]."text"'::jsonpath) || jsonb_path_query_array(content_blocks, '$[*]."caption"'::jsonpath)),
    '["string"]'::jsonb), 'C'::"char"))) stored;
alter table public.blog_posts
  add column search_title text generated always as (public.search_fold(title)) stored;
alter table public.blog_posts
  add column search_terms tsvector generated always as
    (to_tsvector('english'::regconfig, public.post_search_text(title, excerpt))) stored;
comment on column public.blog_posts.search_vector is 'Full-text search document (title A, excerpt B, content HTML or content_blocks prose C). Generated; filter with wfts(english).';
comment on column public.blog_posts.search_title is 'The title folded for the site search (lower case, no accents). Generated; trigram-indexed.';
comment on column public.blog_posts.search_terms is 'Title and excerpt, folded, as full text (english) for the site search. Generated; indexed.';
alter table public.blog_posts
  add constraint blog_posts_category_fkey foreign key (category)
    references public.blog_categories(id) on delete restrict;
alter table public.blog_posts
  add constraint blog_posts_subcategory_fkey foreign key (subcategory)
    references public.blog_categories(id) on delete restrict;
alter table public.blog_posts
  add constraint blog_posts_author_id_fkey foreign key (author_id) references public.profiles(id)
    on delete set null;
create index blog_posts_author_id_idx on public.blog_posts using btree (author_id);
create index blog_posts_published_category_created_idx on public.blog_posts
  using btree (category, created_at desc)
  where (status = 'published'::text);
create index blog_posts_published_category_idx on public.blog_posts
  using btree (category, published_at desc)
  where (status = 'published'::text);
create index blog_posts_published_featured_idx on public.blog_posts using btree (published_at desc)
  where ((status = 'published'::text) and is_featured);
create index blog_posts_published_subcategory_idx on public.blog_posts
  using btree (subcategory, published_at desc)
  where (status = 'published'::text);
create index blog_posts_search_vector_idx on public.blog_posts using gin (search_vector);
create index blog_posts_status_published_at_idx on public.blog_posts
  using btree (status, published_at desc);
create index blog_posts_updated_at_idx on public.blog_posts using btree (updated_at desc);
create index blog_posts_search_terms_idx on public.blog_posts using gin (search_terms)
  where (status = 'published'::text);
create index blog_posts_search_title_trgm_idx on public.blog_posts
  using gin (search_title extensions.gin_trgm_ops)
  where (status = 'published'::text);
alter table public.blog_posts
  enable row level security;
create or replace function public.blog_posts_apply_waiting_changes()
  returns trigger
  language plpgsql
  security definer
  set search_path to ''
  as $function$
declare
  waiting jsonb;
begin
  if old.status = 'published' and new.status <> 'published' then
    delete from public.post_changes c where c.post_id = new.id returning c.changes into waiting;
    if waiting is not null then
      new := jsonb_populate_record(new, waiting);
    end if;
  end if;
  return new;
end;
$function$;
revoke all on function public.blog_posts_apply_waiting_changes() from public;
create or replace function public.blog_posts_before_write()
  returns trigger
  language plpgsql
  set search_path to ''
  as $function$
declare
  sub_parent uuid;
begin
  if new.subcategory is not null then
    select c.parent_id into sub_parent from public.blog_categories c where c.id = new.subcategory;
    if sub_parent is null then
      raise exception 'blog_posts.subcategory must be a subcategory (a blog_categories row with a parent)'
        using errcode = '23514';
    end if;
    if new.category is null then
      new.category := sub_parent;
    elsif new.category <> sub_parent then
      raise exception 'blog_posts.subcategory does not belong to blog_posts.category'
        using errcode = '23514';
    end if;
  end if;
  if new.status = 'published' and new.published_at is null then
    new.published_at := now();
  end if;
  return new;
end;
$function$;
revoke all on function public.blog_posts_before_write() from public;
create or replace function public.blog_posts_rebuild_credits()
  returns trigger
  language plpgsql
  security definer
  set search_path to ''
  as $function$
begin
  perform public.rebuild_post_credits(new.id);
  return null;
end;
$function$;
revoke all on function public.blog_posts_rebuild_credits() from public;
create or replace function public.broadcast_post_edit()
  returns trigger
  language plpgsql
  security definer
  set search_path to ''
  as $function$
declare
  target uuid;
  noted jsonb;
  entry jsonb;
  version timestamptz;
  published boolean;
  saved_by uuid;
  name text;
begin
  if tg_table_name = 'blog_posts' then
    target := new.id;
  elsif tg_op = 'DELETE' then
    target := old.post_id;
  else
    target := new.post_id;
  end if;
  noted := coalesce(nullif(current_setting('perfete.post_edits', true), ''), '{}')::jsonb;
  entry := noted -> target::text;
  -- Already sent by an earlier event of this transaction.
  if entry is null then
    return null;
  end if;
  perform set_config('perfete.post_edits', (noted - target::text)::text, true);
  select greatest(p.updated_at, c.updated_at), p.status = 'published' into version, published
  from public.blog_posts p
  left join public.post_changes c on c.post_id = p.id
  where p.id = target;
  -- The post is gone (deleted for good): nothing to hold.
  if version is null then
    return null;
  end if;
  saved_by := nullif(entry ->> 'by', '')::uuid;
  select p.full_name into name from public.profiles p where p.id = saved_by;
  perform realtime.send(
    jsonb_build_object(
      'id', target,
      'version', version,
      'updated_by', coalesce(name, 'Someone'),
      'updated_by_id', saved_by,
      'fields', entry -> 'fields',
      -- What readers have changed (an Update, a publish, a live story's move), not only a save.
      'live', published and (entry -> 'row') = 'true'::jsonb),
    'post_saved',
    'post:' || target::text,
    true);
  return null;
end;
$function$;
revoke all on function public.broadcast_post_edit() from public;
create or replace function public.note_post_edit()
  returns trigger
  language plpgsql
  security definer
  set search_path to ''
  as $function$
declare
  target uuid;
  fields text[];
  noted jsonb;
  entry jsonb;
begin
  if tg_table_name = 'blog_posts' then
    target := new.id;
    fields := public.post_fields_changed(
      to_jsonb(old), to_jsonb(new),
      public.post_editable_columns() || array['status', 'published_at']);
  else
    if tg_op = 'INSERT' then
      target := new.post_id;
      fields := public.post_fields_changed(null, new.changes, null);
    elsif tg_op = 'UPDATE' then
      target := new.post_id;
      fields := public.post_fields_changed(old.changes, new.changes, null);
    else
      target := old.post_id;
      fields := public.post_fields_changed(old.changes, null, null);
    end if;
  end if;
  noted := coalesce(nullif(current_setting('perfete.post_edits', true), ''), '{}')::jsonb;
  entry := coalesce(noted -> target::text,
                    jsonb_build_object('by', (select auth.uid()), 'fields', '[]'::jsonb, 'row', false));
  if tg_table_name = 'blog_posts' then
    entry := jsonb_set(entry, '{row}', 'true'::jsonb);
  end if;
  entry := jsonb_set(entry, '{fields}', (
    select coalesce(jsonb_agg(distinct f), '[]'::jsonb)
    from (
      select jsonb_array_elements_text(entry -> 'fields') as f
      union
      select unnest(fields)
    ) all_fields
  ));
  perform set_config('perfete.post_edits', jsonb_set(noted, array[target::text], entry)::text, true);
  return null;
end;
$function$;
revoke all on function public.note_post_edit() from public;
grant delete, insert, maintain, references, select, trigger, truncate, update
  on table public.blog_posts
  to anon, authenticated;
create policy "admins delete archived posts" on public.blog_posts
  for delete
  to authenticated
  using (((select public.is_admin()) and (status = 'archived'::text)));
create policy "admins insert posts" on public.blog_posts
  for insert
  to authenticated
  with check ((select public.is_admin()));
create policy "admins update posts" on public.blog_posts
  for update
  to authenticated
  using ((select public.is_admin()))
  with check ((select public.is_admin()));
create policy "anon reads published posts" on public.blog_posts
  for select
  to anon
  using (((status = 'published'::text) and (published_at <= now())));
create policy "authenticated reads published posts, admins all" on public.blog_posts
  for select
  to authenticated
  using
    ((((status = 'published'::text) and (published_at <= now())) or ( select public.is_admin() as
    is_admin)));
create trigger blog_posts_apply_waiting_changes
  before update of status on public.blog_posts
  for each row
  execute function public.blog_posts_apply_waiting_changes();
create trigger blog_posts_audit
  after insert or delete or update on public.blog_posts
  for each row
  execute function public.record_admin_write('id');
create trigger blog_posts_author_is_writer
  after insert or update of author_id on public.blog_posts
  for each row
  when ((new.author_id is not null))
  execute function public.mark_post_author_writer();
create trigger blog_posts_before_write
  before insert or update on public.blog_posts
  for each row
  execute function public.blog_posts_before_write();
create constraint trigger blog_posts_broadcast_edit
  after update on public.blog_posts deferrable initially deferred
  for each row
  execute function public.broadcast_post_edit();
-- The search's known words (public.search_story_words, search.sql), counted per statement.
create trigger blog_posts_count_search_words_on_insert
  after insert on public.blog_posts
  referencing new table as new_rows
  for each statement execute function public.blog_posts_count_search_words();
create trigger blog_posts_count_search_words_on_update
  after update on public.blog_posts
  referencing old table as old_rows new table as new_rows
  for each statement execute function public.blog_posts_count_search_words();
create trigger blog_posts_count_search_words_on_delete
  after delete on public.blog_posts
  referencing old table as old_rows
  for each statement execute function public.blog_posts_count_search_words();
create trigger blog_posts_keep_server_dates
  before insert or update on public.blog_posts
  for each row
  execute function public.keep_server_dates();
create trigger blog_posts_note_edit
  after update on public.blog_posts
  for each row
  execute function public.note_post_edit();
create trigger blog_posts_rebuild_credits
  after insert or update of content_blocks on public.blog_posts
  for each row
  execute function public.blog_posts_rebuild_credits();
create trigger blog_posts_set_updated_at
  before update on public.blog_posts
  for each row
  execute function public.set_updated_at();

-- -------------------------------------------------------------------------------------------------
-- featured_posts
-- -------------------------------------------------------------------------------------------------
create table public.featured_posts (
  id            uuid                     not null default gen_random_uuid(),
  post_id       uuid                     not null,
  location      text                     not null default 'home'::text,
  display_order integer                  not null default 0,
  created_at    timestamp with time zone not null default now(),
  updated_at    timestamp with time zone not null default now(),
  constraint featured_posts_display_order_check check ((display_order >= 0)),
  constraint featured_posts_location_check
    check (((location ~ '^[a-z][a-z0-9-]*$'::text) and (char_length(location) <= 50))),
  constraint featured_posts_location_post_id_key unique (location, post_id),
  constraint featured_posts_pkey primary key (id)
);
alter table public.featured_posts
  add constraint featured_posts_post_id_fkey foreign key (post_id)
    references public.blog_posts(id) on delete cascade;
create index featured_posts_location_display_order_idx on public.featured_posts
  using btree (location, display_order);
create index featured_posts_post_id_idx on public.featured_posts using btree (post_id);
alter table public.featured_posts
  enable row level security;
grant delete, insert, maintain, references, select, trigger, truncate, update
  on table public.featured_posts
  to anon, authenticated;
create policy "admins delete featured entries" on public.featured_posts
  for delete
  to authenticated
  using ((select public.is_admin()));
create policy "admins insert featured entries" on public.featured_posts
  for insert
  to authenticated
  with check ((select public.is_admin()));
create policy "admins update featured entries" on public.featured_posts
  for update
  to authenticated
  using ((select public.is_admin()))
  with check ((select public.is_admin()));
create policy "anon reads featured entries of published posts" on public.featured_posts
  for select
  to anon
  using ((exists ( select 1
   from public.blog_posts p
  where
    ((p.id = featured_posts.post_id) and (p.status = 'published'::text) and (p.published_at <=
    now())))));
create policy "authenticated reads featured entries of published posts, admins"
  on public.featured_posts
  for select
  to authenticated
  using (((select public.is_admin()) or (exists ( select 1
   from public.blog_posts p
  where
    ((p.id = featured_posts.post_id) and (p.status = 'published'::text) and (p.published_at <=
    now()))))));
create trigger featured_posts_audit
  after insert or delete or update on public.featured_posts
  for each row
  execute function public.record_admin_write('id');
create trigger featured_posts_keep_server_dates
  before insert or update on public.featured_posts
  for each row
  execute function public.keep_server_dates();
create trigger featured_posts_set_updated_at
  before update on public.featured_posts
  for each row
  execute function public.set_updated_at();

-- -------------------------------------------------------------------------------------------------
-- post_changes
-- -------------------------------------------------------------------------------------------------
create table public.post_changes (
  post_id    uuid                     not null,
  changes    jsonb                    not null default '{}'::jsonb,
  updated_by uuid,
  updated_at timestamp with time zone not null default now(),
  constraint post_changes_changes_check check ((jsonb_typeof(changes) = 'object'::text)),
  constraint post_changes_pkey primary key (post_id)
);
alter table public.post_changes
  add constraint post_changes_post_id_fkey foreign key (post_id) references public.blog_posts(id)
    on delete cascade;
alter table public.post_changes
  add constraint post_changes_updated_by_fkey foreign key (updated_by) references auth.users(id)
    on delete set null;
create index post_changes_updated_by_idx on public.post_changes using btree (updated_by);
alter table public.post_changes
  enable row level security;
grant delete, insert, maintain, references, select, trigger, truncate, update
  on table public.post_changes
  to anon, authenticated;
create policy "admins discard waiting changes" on public.post_changes
  for delete
  to authenticated
  using ((select public.is_admin()));
create policy "admins read waiting changes" on public.post_changes
  for select
  to authenticated
  using ((select public.is_admin()));
create constraint trigger post_changes_broadcast_edit
  after insert or delete or update on public.post_changes deferrable initially deferred
  for each row
  execute function public.broadcast_post_edit();
create trigger post_changes_note_edit
  after insert or delete or update on public.post_changes
  for each row
  execute function public.note_post_edit();

-- -------------------------------------------------------------------------------------------------
-- post_credit_pairs
-- -------------------------------------------------------------------------------------------------
create table public.post_credit_pairs (
  post_id    uuid not null,
  listing_id uuid not null,
  partner_id uuid not null,
  constraint post_credit_pairs_pkey primary key (listing_id, partner_id, post_id),
  constraint post_credit_pairs_two_vendors check ((listing_id <> partner_id))
);
comment on table public.post_credit_pairs is 'Two vendors credited in the same story, once per story and ordered pair; derived from post_credits by triggers; read-only to clients.';
alter table public.post_credit_pairs
  add constraint post_credit_pairs_listing_id_fkey foreign key (listing_id)
    references public.listings(id) on delete cascade;
alter table public.post_credit_pairs
  add constraint post_credit_pairs_partner_id_fkey foreign key (partner_id)
    references public.listings(id) on delete cascade;
alter table public.post_credit_pairs
  add constraint post_credit_pairs_post_id_fkey foreign key (post_id)
    references public.blog_posts(id) on delete cascade;
create index post_credit_pairs_partner_id_idx on public.post_credit_pairs using btree (partner_id);
create index post_credit_pairs_post_id_idx on public.post_credit_pairs using btree (post_id);
alter table public.post_credit_pairs
  enable row level security;
grant delete, insert, maintain, references, select, trigger, truncate, update
  on table public.post_credit_pairs
  to anon, authenticated;
create policy "anon reads pairs of live posts" on public.post_credit_pairs
  for select
  to anon
  using ((exists ( select 1
   from public.blog_posts p
  where
    ((p.id = post_credit_pairs.post_id) and (p.status = 'published'::text) and (p.published_at <=
    now())))));
create policy "authenticated reads pairs of live posts" on public.post_credit_pairs
  for select
  to authenticated
  using ((exists ( select 1
   from public.blog_posts p
  where
    ((p.id = post_credit_pairs.post_id) and (p.status = 'published'::text) and (p.published_at <=
    now())))));

-- -------------------------------------------------------------------------------------------------
-- post_credits
-- -------------------------------------------------------------------------------------------------
create table public.post_credits (
  post_id       uuid    not null,
  listing_id    uuid    not null,
  role          text    not null,
  display_order integer not null default 0,
  constraint post_credits_pkey primary key (post_id, listing_id),
  constraint post_credits_role_check
    check (((char_length(role) >= 1) and (char_length(role) <= 400)))
);
comment on table public.post_credits is 'Every vendor a story credits (story-level and in its blocks), one row per story and vendor, roles joined. Rebuilt by triggers; read-only to clients.';
alter table public.post_credits
  add constraint post_credits_listing_id_fkey foreign key (listing_id)
    references public.listings(id) on delete cascade;
alter table public.post_credits
  add constraint post_credits_post_id_fkey foreign key (post_id) references public.blog_posts(id)
    on delete cascade;
create index post_credits_listing_id_idx on public.post_credits using btree (listing_id);
alter table public.post_credits
  enable row level security;
create or replace function public.post_credits_add_pairs()
  returns trigger
  language plpgsql
  security definer
  set search_path to ''
  as $function$
begin
  insert into public.post_credit_pairs (post_id, listing_id, partner_id)
  select new.post_id, new.listing_id, other.listing_id
  from public.post_credits other
  where other.post_id = new.post_id and other.listing_id <> new.listing_id
  union
  select new.post_id, other.listing_id, new.listing_id
  from public.post_credits other
  where other.post_id = new.post_id and other.listing_id <> new.listing_id
  on conflict do nothing;
  return null;
end;
$function$;
revoke all on function public.post_credits_add_pairs() from public;
create or replace function public.post_credits_remove_pairs()
  returns trigger
  language plpgsql
  security definer
  set search_path to ''
  as $function$
begin
  delete from public.post_credit_pairs pair
  where pair.post_id = old.post_id
    and (pair.listing_id = old.listing_id or pair.partner_id = old.listing_id);
  return null;
end;
$function$;
revoke all on function public.post_credits_remove_pairs() from public;
grant delete, insert, maintain, references, select, trigger, truncate, update
  on table public.post_credits
  to anon, authenticated;
create policy "anon reads credits of live posts" on public.post_credits
  for select
  to anon
  using ((exists ( select 1
   from public.blog_posts p
  where
    ((p.id = post_credits.post_id) and (p.status = 'published'::text) and (p.published_at <=
    now())))));
create policy "authenticated reads credits of live posts" on public.post_credits
  for select
  to authenticated
  using ((exists ( select 1
   from public.blog_posts p
  where
    ((p.id = post_credits.post_id) and (p.status = 'published'::text) and (p.published_at <=
    now())))));
create trigger post_credits_add_pairs
  after insert on public.post_credits
  for each row
  execute function public.post_credits_add_pairs();
create trigger post_credits_remove_pairs
  after delete on public.post_credits
  for each row
  execute function public.post_credits_remove_pairs();

-- -------------------------------------------------------------------------------------------------
-- post_preview_tokens
-- -------------------------------------------------------------------------------------------------
create table public.post_preview_tokens (
  id         uuid                     not null default gen_random_uuid(),
  post_id    uuid                     not null,
  token_hash text                     not null,
  created_at timestamp with time zone not null default now(),
  expires_at timestamp with time zone not null,
  revoked_at timestamp with time zone,
  constraint post_preview_tokens_pkey primary key (id),
  constraint post_preview_tokens_token_hash_check check ((token_hash ~ '^[0-9a-f]{64}$'::text)),
  constraint post_preview_tokens_token_hash_key unique (token_hash),
  created_by uuid                     default auth.uid()
);
comment on table public.post_preview_tokens is 'Preview links to unpublished stories: only the hash of each token is kept; the link is shown once (create_post_preview). Admins list and revoke; anon reads through post_preview(token) only.';
alter table public.post_preview_tokens
  add constraint post_preview_tokens_post_id_fkey foreign key (post_id)
    references public.blog_posts(id) on delete cascade;
alter table public.post_preview_tokens
  add constraint post_preview_tokens_created_by_fkey foreign key (created_by)
    references auth.users(id) on delete set null;
create index post_preview_tokens_post_id_idx on public.post_preview_tokens
  using btree (post_id, created_at desc);
alter table public.post_preview_tokens
  enable row level security;
revoke all on table public.post_preview_tokens from authenticated;
grant delete, insert, maintain, references, select, trigger, truncate
  on table public.post_preview_tokens
  to authenticated;
grant update (revoked_at) on table public.post_preview_tokens to authenticated;
create policy "admins delete preview links" on public.post_preview_tokens
  for delete
  to authenticated
  using ((select public.is_admin()));
create policy "admins read preview links" on public.post_preview_tokens
  for select
  to authenticated
  using ((select public.is_admin()));
create policy "admins revoke preview links" on public.post_preview_tokens
  for update
  to authenticated
  using ((select public.is_admin()))
  with check ((select public.is_admin()));

-- -------------------------------------------------------------------------------------------------
-- post_revisions
-- -------------------------------------------------------------------------------------------------
create table public.post_revisions (
  id         bigint                   generated always as identity not null,
  post_id    uuid                     not null,
  author_id  uuid,
  reason     text                     not null,
  snapshot   jsonb                    not null,
  created_at timestamp with time zone not null default now(),
  constraint post_revisions_pkey primary key (id),
  constraint post_revisions_reason_check
    check
    ((reason = any (array['autosave'::text, 'save'::text, 'publish'::text, 'restore'::text,
    'update'::text])))
);
alter table public.post_revisions
  add constraint post_revisions_author_id_fkey foreign key (author_id) references auth.users(id)
    on delete set null;
alter table public.post_revisions
  add constraint post_revisions_post_id_fkey foreign key (post_id)
    references public.blog_posts(id) on delete cascade;
create index post_revisions_post_id_created_at_idx on public.post_revisions
  using btree (post_id, created_at desc);
alter table public.post_revisions
  enable row level security;
grant delete, insert, maintain, references, select, trigger, truncate, update
  on table public.post_revisions
  to anon, authenticated;
create policy "admins read revisions" on public.post_revisions
  for select
  to authenticated
  using ((select public.is_admin()));

-- -------------------------------------------------------------------------------------------------
-- post_vendor_credits
-- -------------------------------------------------------------------------------------------------
create table public.post_vendor_credits (
  post_id       uuid                     not null,
  listing_id    uuid                     not null,
  role          text                     not null,
  display_order integer                  not null default 0,
  created_at    timestamp with time zone not null default now(),
  constraint post_vendor_credits_display_order_check check ((display_order >= 0)),
  constraint post_vendor_credits_pkey primary key (post_id, listing_id),
  constraint post_vendor_credits_role_check
    check (((char_length(btrim(role)) >= 1) and (char_length(btrim(role)) <= 100)))
);
alter table public.post_vendor_credits
  add constraint post_vendor_credits_listing_id_fkey foreign key (listing_id)
    references public.listings(id) on delete restrict;
alter table public.post_vendor_credits
  add constraint post_vendor_credits_post_id_fkey foreign key (post_id)
    references public.blog_posts(id) on delete restrict;
create index post_vendor_credits_listing_id_idx on public.post_vendor_credits
  using btree (listing_id);
alter table public.post_vendor_credits
  enable row level security;
create or replace function public.post_vendor_credits_rebuild_credits()
  returns trigger
  language plpgsql
  security definer
  set search_path to ''
  as $function$
begin
  if tg_op in ('UPDATE', 'DELETE') then
    perform public.rebuild_post_credits(old.post_id);
  end if;
  if tg_op in ('INSERT', 'UPDATE') and (tg_op = 'INSERT' or new.post_id <> old.post_id) then
    perform public.rebuild_post_credits(new.post_id);
  end if;
  return null;
end;
$function$;
revoke all on function public.post_vendor_credits_rebuild_credits() from public;
grant delete, insert, maintain, references, select, trigger, truncate, update
  on table public.post_vendor_credits
  to anon, authenticated;
create policy "admins delete credits" on public.post_vendor_credits
  for delete
  to authenticated
  using ((select public.is_admin()));
create policy "admins insert credits" on public.post_vendor_credits
  for insert
  to authenticated
  with check ((select public.is_admin()));
create policy "admins update credits" on public.post_vendor_credits
  for update
  to authenticated
  using ((select public.is_admin()))
  with check ((select public.is_admin()));
create policy "anon reads credits of published posts" on public.post_vendor_credits
  for select
  to anon
  using ((exists ( select 1
   from public.blog_posts p
  where
    ((p.id = post_vendor_credits.post_id) and (p.status = 'published'::text) and (p.published_at <=
    now())))));
create policy "authenticated reads credits of published posts, admins all"
  on public.post_vendor_credits
  for select
  to authenticated
  using (((select public.is_admin()) or (exists ( select 1
   from public.blog_posts p
  where
    ((p.id = post_vendor_credits.post_id) and (p.status = 'published'::text) and (p.published_at <=
    now()))))));
create trigger post_vendor_credits_audit
  after insert or delete or update on public.post_vendor_credits
  for each row
  execute function public.record_admin_write('post_id');
create trigger post_vendor_credits_keep_server_dates
  before insert or update on public.post_vendor_credits
  for each row
  execute function public.keep_server_dates();
create trigger post_vendor_credits_rebuild_credits
  after insert or delete or update on public.post_vendor_credits
  for each row
  execute function public.post_vendor_credits_rebuild_credits();

-- -------------------------------------------------------------------------------------------------
-- profiles
-- -------------------------------------------------------------------------------------------------
create policy "anon reads profiles of published authors" on public.profiles
  for select
  to anon
  using ((exists ( select 1
   from public.blog_posts p
  where
    ((p.author_id = profiles.id) and (p.status = 'published'::text) and (p.published_at <=
    now())))));
create policy "authenticated reads own, admin or published-author profiles" on public.profiles
  for select
  to authenticated
  using
    (((id = (select auth.uid())) or (select public.is_admin()) or (exists (
    select 1
   from public.blog_posts p
  where
    ((p.author_id = profiles.id) and (p.status = 'published'::text) and (p.published_at <=
    now()))))));

create or replace function public.apply_post_changes (
  post_id  uuid,
  expected timestamp with time zone,
  OUT      updated_at timestamp with time zone
)
  returns timestamp with time zone
  language plpgsql
  security definer
  set search_path to ''
  as $function$
#variable_conflict use_column
declare
  post public.blog_posts;
  waiting public.post_changes;
  written public.blog_posts;
begin
  perform public.bounded_time(apply_post_changes.expected, 'expected');
  perform private.assert_admin('update a story');
  select * into post from public.blog_posts p where p.id = apply_post_changes.post_id for update;
  if not found then
    raise exception 'No such post' using errcode = 'P0002';
  end if;
  select * into waiting from public.post_changes c where c.post_id = post.id for update;
  if not found then
    raise exception 'No changes are waiting for this story' using errcode = 'P0002';
  end if;
  if expected is distinct from greatest(waiting.updated_at, post.updated_at) then
    apply_post_changes.updated_at := null;
    return;
  end if;
  written := public.write_post_fields(post.id, waiting.changes);
  delete from public.post_changes c where c.post_id = post.id;
  insert into public.post_revisions (post_id, author_id, reason, snapshot)
  values (written.id, (select auth.uid()), 'update', public.post_snapshot(written));
  apply_post_changes.updated_at := written.updated_at;
end;
$function$;
revoke all on function public.apply_post_changes(uuid, timestamp with time zone) from public;
grant execute
  on function public.apply_post_changes(uuid, timestamp with time zone)
  to authenticated;

create or replace function public.blog_category_post_counts()
  returns table (
    id    uuid,
    posts integer
  )
  language plpgsql
  stable
  security definer
  set search_path to ''
  as $function$
#variable_conflict use_column
begin
  perform private.assert_admin('see how categories are used');
  return query
  select used.category_id, count(*)::integer
  from (
    select p.category as category_id from public.blog_posts p where p.category is not null
    union all
    select p.subcategory from public.blog_posts p where p.subcategory is not null
  ) as used
  group by used.category_id
  order by used.category_id;
end;
$function$;
revoke all on function public.blog_category_post_counts() from public;
grant execute on function public.blog_category_post_counts() to authenticated;

create or replace function public.delete_blog_category (
  category_id   uuid,
  move_posts_to uuid
)
  returns integer
  language plpgsql
  security definer
  set search_path to ''
  as $function$
declare
  doomed public.blog_categories;
  destination public.blog_categories;
  children integer;
  remaining integer;
  moved integer := 0;
begin
  perform private.assert_admin('delete a category');
  select * into doomed
  from public.blog_categories c
  where c.id = delete_blog_category.category_id
  for update;
  if not found then
    raise exception 'That category is no longer there' using errcode = 'P0002';
  end if;
  if public.is_reference_category(doomed.id) then
    raise exception '“%” is named by the site’s sections and menus; it cannot be deleted', doomed.name
      using errcode = '42501';
  end if;
  select count(*) into children from public.blog_categories c where c.parent_id = doomed.id;
  if children > 0 then
    raise exception '“%” has % subcategor%; move or delete them first', doomed.name, children,
      case when children = 1 then 'y' else 'ies' end
      using errcode = '23503';
  end if;

  if move_posts_to is not null then
    if move_posts_to = doomed.id then
      raise exception 'Choose another category to move the posts to' using errcode = '22023';
    end if;
    select * into destination
    from public.blog_categories c
    where c.id = delete_blog_category.move_posts_to
    for share;
    if not found then
      raise exception 'The category to move the posts to is no longer there' using errcode = 'P0002';
    end if;
    update public.blog_posts p
    set category = coalesce(destination.parent_id, destination.id),
        subcategory = case when destination.parent_id is null then null else destination.id end
    where p.category = doomed.id or p.subcategory = doomed.id;
    get diagnostics moved = row_count;
  end if;

  select count(*) into remaining
  from public.blog_posts p
  where p.category = doomed.id or p.subcategory = doomed.id;
  if remaining > 0 then
    raise exception '% post% filed under “%”; move them to another category first', remaining,
      case when remaining = 1 then ' is' else 's are' end, doomed.name
      using errcode = '23503';
  end if;

  delete from public.blog_categories c where c.id = doomed.id;
  return moved;
end;
$function$;
revoke all on function public.delete_blog_category(uuid, uuid) from public;
grant execute on function public.delete_blog_category(uuid, uuid) to authenticated;

create or replace function public.is_archived_page (
  p_kind text,
  p_key  text
)
  returns boolean
  language plpgsql
  stable
  security definer
  set search_path to ''
  as $function$
begin
  perform public.bounded_text(p_kind, 20, 'p_kind');
  perform public.bounded_text(p_key, 200, 'p_key');
  return case p_kind
    when 'post' then exists (
      select 1 from public.blog_posts where slug = p_key and status = 'archived'
    )
    when 'listing' then exists (
      select 1 from public.listings where url_name = p_key and status = 'archived'
    )
    else false
  end;
end;
$function$;
revoke all on function public.is_archived_page(text, text) from public;
grant execute
  on function public.is_archived_page(text, text)
  to anon, authenticated, service_role;
comment on function public.is_archived_page(text, text) is 'Whether the story (p_kind ''post'', p_key its slug) or listing (''listing'', its url_name) is archived: the edge answers 410 for it.';

create or replace function public.post_as_edited (
  post public.blog_posts
)
  returns public.blog_posts
  language sql
  stable
  set search_path to ''
  as $function$
  select jsonb_populate_record(
    post,
    coalesce((select c.changes from public.post_changes c where c.post_id = post.id), '{}')
  );
$function$;
revoke all on function public.post_as_edited(public.blog_posts) from public;

create or replace function public.post_changes_from (
  post   public.blog_posts,
  fields jsonb
)
  returns jsonb
  language sql
  stable
  set search_path to ''
  as $function$
  select coalesce(jsonb_object_agg(f.key, f.value), '{}')
  from jsonb_each(fields) f
  where f.key = any (public.post_editable_columns())
    and (to_jsonb(post) -> f.key) is distinct from f.value;
$function$;
revoke all on function public.post_changes_from(public.blog_posts, jsonb) from public;

create or replace function public.post_credit_entries (
  blocks jsonb
)
  returns table (
    role     text,
    url_name text,
    ordinal  integer
  )
  language sql
  immutable
  set search_path to ''
  as $function$
  select btrim(found.credit ->> 'role'), found.credit ->> 'url_name', found.ordinal::integer
  from (
    select entry.credit, row_number() over () as ordinal
    from (
      select jsonb_path_query(b.blocks, 'lax $[*] ? (@.type == "vendor_credits").credits[*]') as credit
      from (select public.bounded_jsonb(blocks, 10000, 50000000, 'blocks') as blocks) b
      union all
      select jsonb_path_query(b.blocks, 'lax $[*] ? (@.type == "gallery").images[*].credits[*]')
      from (select public.bounded_jsonb(blocks, 10000, 50000000, 'blocks') as blocks) b
    ) as entry
  ) as found
  where jsonb_typeof(found.credit) = 'object'
    and char_length(btrim(coalesce(found.credit ->> 'role', ''))) between 1 and 100
    and found.credit ->> 'url_name' is not null;
$function$;
comment on function public.post_credit_entries(jsonb) is 'The vendor credits written in content_blocks (credits blocks and gallery photos): role, url_name, ordinal.';

create or replace function public.post_editable_columns()
  returns text[]
  language sql
  stable
  set search_path to ''
  as $function$
  select coalesce(array_agg(a.attname::text order by a.attnum), '{}')
  from pg_catalog.pg_attribute a
  where a.attrelid = 'public.blog_posts'::regclass
    and a.attnum > 0 and not a.attisdropped and a.attgenerated = ''
    and a.attname not in ('id', 'created_at', 'updated_at', 'status', 'published_at');
$function$;
revoke all on function public.post_editable_columns() from public;

create or replace function public.post_fields_changed (
  was     jsonb,
  now     jsonb,
  columns text[]
)
  returns text[]
  language sql
  immutable
  set search_path to ''
  as $function$
  select coalesce(array_agg(k.key order by k.key), '{}')
  from (
    select jsonb_object_keys(coalesce(was, '{}')) as key
    union
    select jsonb_object_keys(coalesce(now, '{}'))
  ) k
  where (columns is null or k.key = any (columns))
    and (was -> k.key) is distinct from (now -> k.key);
$function$;
revoke all on function public.post_fields_changed(jsonb, jsonb, text[]) from public;

create or replace function public.post_snapshot (
  post public.blog_posts
)
  returns jsonb
  language sql
  immutable
  set search_path to ''
  as $function$
  select to_jsonb(post)
    - array['id', 'created_at', 'updated_at', 'search_vector', 'search', 'search_title', 'search_terms'];
$function$;
revoke all on function public.post_snapshot(public.blog_posts) from public;

create or replace function public.rebuild_post_credits (
  target_post_id uuid
)
  returns void
  language plpgsql
  security definer
  set search_path to ''
  as $function$
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
$function$;
revoke all on function public.rebuild_post_credits(uuid) from public;
comment on function public.rebuild_post_credits(uuid) is 'Rebuilds one story''s post_credits from post_vendor_credits and the credits in its content_blocks.';

create or replace function public.record_post_revision (
  post_id uuid,
  reason  text
)
  returns bigint
  language plpgsql
  security definer
  set search_path to ''
  as $function$
declare
  post public.blog_posts;
  latest timestamptz;
  created bigint;
begin
  perform public.bounded_text(reason, 20, 'reason');
  perform private.assert_admin('keep a revision');
  if reason not in ('autosave', 'save', 'publish') then
    raise exception 'A revision is kept on autosave, save or publish' using errcode = '22023';
  end if;
  select * into post from public.blog_posts p where p.id = record_post_revision.post_id;
  if not found then
    raise exception 'No such post' using errcode = 'P0002';
  end if;
  if reason = 'autosave' then
    select max(r.created_at) into latest
    from public.post_revisions r where r.post_id = record_post_revision.post_id;
    if latest is not null and latest > now() - interval '5 minutes' then
      return null;
    end if;
  end if;
  insert into public.post_revisions (post_id, author_id, reason, snapshot)
  values (post.id, (select auth.uid()), reason, public.post_snapshot(public.post_as_edited(post)))
  returning id into created;
  return created;
end;
$function$;
revoke all on function public.record_post_revision(uuid, text) from public;
grant execute on function public.record_post_revision(uuid, text) to authenticated;

create or replace function public.restore_post_revision (
  revision_id bigint,
  OUT         post_id uuid,
  OUT         updated_at timestamp with time zone,
  OUT         pending boolean
)
  returns record
  language plpgsql
  security definer
  set search_path to ''
  as $function$
#variable_conflict use_column
declare
  revision public.post_revisions;
  post public.blog_posts;
  fields jsonb;
  restored public.blog_posts;
  saved timestamptz;
begin
  perform private.assert_admin('restore a revision');
  select * into revision from public.post_revisions r where r.id = restore_post_revision.revision_id;
  if not found then
    raise exception 'No such revision' using errcode = 'P0002';
  end if;
  select * into post from public.blog_posts p where p.id = revision.post_id for update;
  -- Every editable field of the snapshot; the status stays what it is now.
  select coalesce(jsonb_object_agg(s.key, s.value), '{}') into fields
  from jsonb_each(revision.snapshot) s
  where s.key = any (public.post_editable_columns());
  if post.status = 'published' then
    insert into public.post_changes as c (post_id, changes, updated_by, updated_at)
    values (post.id, public.post_changes_from(post, fields), (select auth.uid()),
            greatest(now(), post.updated_at + interval '1 microsecond',
                     (select c2.updated_at + interval '1 microsecond' from public.post_changes c2 where c2.post_id = post.id)))
    on conflict on constraint post_changes_pkey do update
      set changes = excluded.changes, updated_by = excluded.updated_by, updated_at = excluded.updated_at
    returning c.updated_at into saved;
    restored := public.post_as_edited(post);
    restore_post_revision.pending := true;
  else
    restored := public.write_post_fields(post.id, fields);
    saved := restored.updated_at;
    restore_post_revision.pending := false;
  end if;
  insert into public.post_revisions (post_id, author_id, reason, snapshot)
  values (post.id, (select auth.uid()), 'restore', public.post_snapshot(restored));
  restore_post_revision.post_id := post.id;
  restore_post_revision.updated_at := saved;
end;
$function$;
revoke all on function public.restore_post_revision(bigint) from public;
grant execute on function public.restore_post_revision(bigint) to authenticated;

create or replace function public.save_post_changes (
  post_id  uuid,
  changes  jsonb,
  expected timestamp with time zone,
  OUT      updated_at timestamp with time zone
)
  returns timestamp with time zone
  language plpgsql
  security definer
  set search_path to ''
  as $function$
#variable_conflict use_column
declare
  post public.blog_posts;
  waiting public.post_changes;
  held timestamptz;
  fields jsonb := save_post_changes.changes;
begin
  perform public.bounded_jsonb(save_post_changes.changes, 50, 4000000, 'changes');
  perform public.bounded_time(save_post_changes.expected, 'expected');
  perform private.assert_admin('edit a story');
  -- The local stack on PostgreSQL hands a jsonb argument over as a JSON string.
  if jsonb_typeof(fields) = 'string' then
    fields := (fields #>> '{}')::jsonb;
  end if;
  if jsonb_typeof(fields) is distinct from 'object' then
    raise exception 'Changes are an object of fields' using errcode = '22023';
  end if;
  select * into post from public.blog_posts p where p.id = save_post_changes.post_id for update;
  if not found then
    raise exception 'No such post' using errcode = 'P0002';
  end if;
  select * into waiting from public.post_changes c where c.post_id = post.id for update;
  held := greatest(waiting.updated_at, post.updated_at);
  -- Someone else saved, published, unpublished or changed the live row since: nothing written.
  if post.status <> 'published' or expected is distinct from held then
    save_post_changes.updated_at := null;
    return;
  end if;
  insert into public.post_changes as c (post_id, changes, updated_by, updated_at)
  values (post.id, public.post_changes_from(post, fields), (select auth.uid()),
          greatest(now(), held + interval '1 microsecond'))
  on conflict on constraint post_changes_pkey do update
    set changes = excluded.changes, updated_by = excluded.updated_by, updated_at = excluded.updated_at
  returning c.updated_at into save_post_changes.updated_at;
end;
$function$;
revoke all
  on function public.save_post_changes(uuid, jsonb, timestamp with time zone)
  from public;
grant execute
  on function public.save_post_changes(uuid, jsonb, timestamp with time zone)
  to authenticated;

create or replace function public.set_featured_posts (
  location text,
  post_ids jsonb
)
  returns integer
  language plpgsql
  security definer
  set search_path to ''
  as $function$
declare
  ids jsonb := post_ids;
  wanted uuid[];
  not_published integer;
begin
  perform public.bounded_text(set_featured_posts.location, 50, 'location');
  perform public.bounded_jsonb(post_ids, 20, 10000, 'post_ids');
  perform private.assert_admin('curate the home page');
  -- The local stack on PostgreSQL hands a jsonb argument over as a JSON string.
  if jsonb_typeof(ids) = 'string' then
    ids := (ids #>> '{}')::jsonb;
  end if;
  if jsonb_typeof(ids) is distinct from 'array' then
    raise exception 'post_ids must be an array of post ids' using errcode = '22023';
  end if;
  if jsonb_array_length(ids) > 20 then
    raise exception 'At most 20 posts can be featured in one place' using errcode = '23514';
  end if;
  select coalesce(array_agg(value::uuid order by ordinality), '{}')
  into wanted
  from jsonb_array_elements_text(ids) with ordinality;
  if cardinality(wanted) <> (select count(distinct w) from unnest(wanted) w) then
    raise exception 'A post can be featured once in one place' using errcode = '23505';
  end if;
  select count(*) into not_published
  from unnest(wanted) w
  where not exists (select 1 from public.blog_posts p where p.id = w and p.status = 'published');
  if not_published > 0 then
    raise exception 'Only published posts can be featured' using errcode = '23514';
  end if;

  delete from public.featured_posts f
  where f.location = set_featured_posts.location and f.post_id <> all (wanted);
  insert into public.featured_posts as f (post_id, location, display_order)
  select w.post_id, set_featured_posts.location, (w.position - 1)::integer
  from unnest(wanted) with ordinality as w(post_id, position)
  on conflict on constraint featured_posts_location_post_id_key
  do update set display_order = excluded.display_order
  where f.display_order is distinct from excluded.display_order;
  return cardinality(wanted);
end;
$function$;
revoke all on function public.set_featured_posts(text, jsonb) from public;
grant execute on function public.set_featured_posts(text, jsonb) to authenticated;

create or replace function public.set_post_status (
  post_id  uuid,
  status   text,
  expected timestamp with time zone,
  at       timestamp with time zone              default null::timestamp with time zone,
  OUT      updated_at timestamp with time zone,
  OUT      published_at timestamp with time zone
)
  returns record
  language plpgsql
  security definer
  set search_path to ''
  as $function$
#variable_conflict use_column
declare
  post public.blog_posts;
  waiting public.post_changes;
  written public.blog_posts;
begin
  perform public.bounded_time(set_post_status.expected, 'expected');
  perform public.bounded_text(set_post_status.status, 20, 'status');
  perform public.bounded_time(set_post_status.at, 'at');
  perform private.assert_admin('publish a story');
  if set_post_status.status not in ('draft', 'published', 'archived') then
    raise exception 'A story is a draft, published or archived' using errcode = '22023';
  end if;
  if at is not null and (set_post_status.status <> 'published' or at <= now()) then
    raise exception 'Choose a time that is still ahead, or publish now' using errcode = '22023';
  end if;
  select * into post from public.blog_posts p where p.id = set_post_status.post_id for update;
  if not found then
    raise exception 'No such post' using errcode = 'P0002';
  end if;
  select * into waiting from public.post_changes c where c.post_id = post.id for update;
  if expected is distinct from greatest(waiting.updated_at, post.updated_at) then
    return;
  end if;
  if set_post_status.status = 'published' then
    if waiting.post_id is not null then
      perform public.write_post_fields(post.id, waiting.changes);
      delete from public.post_changes c where c.post_id = post.id;
    end if;
    update public.blog_posts p
    set status = 'published', published_at = coalesce(at, now())
    where p.id = post.id
    returning * into written;
    insert into public.post_revisions (post_id, author_id, reason, snapshot)
    values (written.id, (select auth.uid()), 'publish', public.post_snapshot(written));
  else
    -- blog_posts_apply_waiting_changes takes the waiting changes into the row.
    update public.blog_posts p
    set status = set_post_status.status
    where p.id = post.id
    returning * into written;
  end if;
  set_post_status.updated_at := written.updated_at;
  set_post_status.published_at := written.published_at;
end;
$function$;
revoke all
  on function public.set_post_status(uuid, text, timestamp with time zone, timestamp
    with time zone)
  from public;
grant execute
  on function public.set_post_status(uuid, text, timestamp with time zone, timestamp
    with time zone)
  to authenticated;

create or replace function public.write_post_fields (
  post_id uuid,
  changes jsonb
)
  returns public.blog_posts
  language plpgsql
  set search_path to ''
  as $function$
declare
  targets text;
  sources text;
  written public.blog_posts;
begin
  select string_agg(format('%I', c), ', '), string_agg(format('s.%I', c), ', ')
  into targets, sources
  from unnest(public.post_editable_columns()) c;
  execute format(
    'update public.blog_posts p set (%s) = (select %s from jsonb_populate_record(p, $1) s) where p.id = $2 returning *',
    targets,
    sources
  )
  into written
  using changes, post_id;
  return written;
end;
$function$;
revoke all on function public.write_post_fields(uuid, jsonb) from public;
