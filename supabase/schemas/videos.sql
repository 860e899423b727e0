-- =================================================================================================
-- videos.sql
--
-- Videos: the standalone films on the video pages, and their order.
-- =================================================================================================

-- -------------------------------------------------------------------------------------------------
-- standalone_videos
-- -------------------------------------------------------------------------------------------------
create table public.standalone_videos (
  id                uuid                     not null default gen_random_uuid(),
  title             text                     not null,
  description       text,
  video_url         text                     not null,
  overlay_photo_url text,
  external_link     text,
  status            text                     not null default 'draft'::text,
  location          text                     not null default 'testimonial'::text,
  order_index       integer                  not null default 0,
  created_at        timestamp with time zone not null default now(),
  updated_at        timestamp with time zone not null default now(),
  constraint standalone_videos_description_check
    check (((description is null) or (char_length(description) <= 2000))),
  constraint standalone_videos_external_link_check
    check
    (((external_link is null) or ((char_length(external_link) <= 2048) and (external_link ~*
    '^(https?://|/)[^\s]*$'::text)))),
  constraint standalone_videos_location_check
    check (((location ~ '^[a-z][a-z0-9-]*$'::text) and (char_length(location) <= 50))),
  constraint standalone_videos_order_index_check check ((order_index >= 0)),
  constraint standalone_videos_overlay_photo_url_check
    check
    (((overlay_photo_url is null) or ((char_length(overlay_photo_url) <= 2048) and
    (overlay_photo_url !~ '\s'::text) and
    ((overlay_photo_url ~* '^https?://'::text) or (overlay_photo_url !~
    '^[a-zA-Z][a-zA-Z0-9+.-]*:'::text))))),
  constraint standalone_videos_pkey primary key (id),
  constraint standalone_videos_status_check
    check
    ((status = any (array['active'::text, 'published'::text, 'draft'::text, 'archived'::text]))),
  constraint standalone_videos_title_check
    check (((char_length(btrim(title)) >= 1) and (char_length(btrim(title)) <= 200))),
  constraint standalone_videos_video_url_check check (
    char_length(video_url) between 1 and 2048 and video_url !~ '\s'
    and (video_url ~* '^https?://' or video_url !~ '^[a-zA-Z][a-zA-Z0-9+.-]*:')
  )
);
create index standalone_videos_location_order_index_idx on public.standalone_videos
  using btree (location, order_index);
alter table public.standalone_videos
  enable row level security;
create or replace function public.standalone_videos_place_at_end()
  returns trigger
  language plpgsql
  security definer
  set search_path to ''
  as $function$
begin
  if (tg_op = 'INSERT' and new.order_index = 0)
     or (tg_op = 'UPDATE' and new.location is distinct from old.location
         and new.order_index = old.order_index) then
    select coalesce(max(v.order_index), 0) + 1
    into new.order_index
    from public.standalone_videos v
    where v.location = new.location and v.id <> new.id;
  end if;
  return new;
end;
$function$;
revoke all on function public.standalone_videos_place_at_end() from public;
grant delete, insert, maintain, references, select, trigger, truncate, update
  on table public.standalone_videos
  to anon, authenticated;
create policy "admins delete archived videos" on public.standalone_videos
  for delete
  to authenticated
  using (((select public.is_admin()) and (status = 'archived'::text)));
create policy "admins insert videos" on public.standalone_videos
  for insert
  to authenticated
  with check ((select public.is_admin()));
create policy "admins update videos" on public.standalone_videos
  for update
  to authenticated
  using ((select public.is_admin()))
  with check ((select public.is_admin()));
create policy "anon reads live videos" on public.standalone_videos
  for select
  to anon
  using ((status = any (array['active'::text, 'published'::text])));
create policy "authenticated reads live videos, admins all" on public.standalone_videos
  for select
  to authenticated
  using
    (((status = any (array['active'::text, 'published'::text])) or ( select public.is_admin() as
    is_admin)));
create trigger standalone_videos_audit
  after insert or delete or update on public.standalone_videos
  for each row
  execute function public.record_admin_write('id');
create trigger standalone_videos_keep_server_dates
  before insert or update on public.standalone_videos
  for each row
  execute function public.keep_server_dates();
create trigger standalone_videos_place_at_end
  before insert or update of location on public.standalone_videos
  for each row
  execute function public.standalone_videos_place_at_end();
create trigger standalone_videos_set_updated_at
  before update on public.standalone_videos
  for each row
  execute function public.set_updated_at();

create or replace function public.reorder_videos (
  location  text,
  video_ids jsonb
)
  returns void
  language plpgsql
  security definer
  set search_path to ''
  as $function$
declare
  ids jsonb := video_ids;
  wanted uuid[];
  strangers integer;
begin
  perform public.bounded_text(reorder_videos.location, 50, 'location');
  perform public.bounded_jsonb(video_ids, 500, 100000, 'video_ids');
  perform private.assert_admin('order the videos');
  -- The local stack on PostgreSQL hands a jsonb argument over as a JSON string.
  if jsonb_typeof(ids) = 'string' then
    ids := (ids #>> '{}')::jsonb;
  end if;
  if jsonb_typeof(ids) is distinct from 'array' then
    raise exception 'video_ids must be an array of video ids' using errcode = '22023';
  end if;
  select coalesce(array_agg(value::uuid order by ordinality), '{}')
  into wanted
  from jsonb_array_elements_text(ids) with ordinality;
  if cardinality(wanted) <> (select count(distinct w) from unnest(wanted) w) then
    raise exception 'A video can take one place only' using errcode = '23505';
  end if;
  select count(*) into strangers
  from unnest(wanted) w
  where not exists (
    select 1 from public.standalone_videos v
    where v.id = w and v.location = reorder_videos.location
  );
  if strangers > 0 then
    raise exception 'Every video to order must belong to this location' using errcode = '23514';
  end if;

  -- Rows whose place stays the same are not written (and not audited).
  with placed as (
    select w.video_id, w.position::integer as position
    from unnest(wanted) with ordinality as w(video_id, position)
  ),
  others as (
    select v.id as video_id,
           (cardinality(wanted) + row_number() over (order by v.order_index, v.created_at, v.id))::integer as position
    from public.standalone_videos v
    where v.location = reorder_videos.location and v.id <> all (wanted)
  ),
  positions as (
    select * from placed
    union all
    select * from others
  )
  update public.standalone_videos v
  set order_index = p.position
  from positions p
  where v.id = p.video_id and v.order_index is distinct from p.position;
end;
$function$;
revoke all on function public.reorder_videos(text, jsonb) from public;
grant execute on function public.reorder_videos(text, jsonb) to authenticated;
