-- The admin Videos desk: standalone videos (the testimonial strip, the Destination band) added,
-- edited, ordered, archived and restored by admins; deleted for good only once archived.
--
-- * Deleting for good is for archived videos only, as for listings, posts and messages.
-- * A video added without a place (order_index 0, the default) or moved to another location goes
--   to the end of its location's order, so it never jumps ahead of the videos already curated.
-- * reorder_videos(location, video_ids): the listed videos of a location take positions 1..n in
--   this order, the location's other videos (archived ones, say) follow in their old order, all
--   in one transaction; admins only. Each row whose place changes is audited by
--   standalone_videos_audit (20261125050000_admin_safety.sql) with the admin as its actor.

-- ---------------------------------------------------------------------------------------------
-- Deleting for good: archived videos only
-- ---------------------------------------------------------------------------------------------

drop policy "admins delete videos" on public.standalone_videos;
create policy "admins delete archived videos" on public.standalone_videos
  for delete to authenticated
  using ((select public.is_admin()) and status = 'archived');

-- ---------------------------------------------------------------------------------------------
-- A new or moved video goes to the end of its location
-- ---------------------------------------------------------------------------------------------

create function public.standalone_videos_place_at_end()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
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
$$;
revoke all on function public.standalone_videos_place_at_end() from public, anon, authenticated;

create trigger standalone_videos_place_at_end
  before insert or update of location on public.standalone_videos
  for each row execute function public.standalone_videos_place_at_end();

-- ---------------------------------------------------------------------------------------------
-- The order of a location's videos, in one write
-- ---------------------------------------------------------------------------------------------

create function public.reorder_videos(location text, video_ids jsonb)
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  ids jsonb := video_ids;
  wanted uuid[];
  strangers integer;
begin
  if not (select public.is_admin()) then
    raise exception 'Only an administrator can order the videos' using errcode = '42501';
  end if;
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
$$;
revoke all on function public.reorder_videos(text, jsonb) from public, anon;
grant execute on function public.reorder_videos(text, jsonb) to authenticated;
