-- The magazine's desk: home curation in one write.
--
-- * set_featured_posts(location, post_ids): the featured entries of a location become exactly
--   these posts in this order, in one transaction (no moment where the home page shows four or
--   six), admins only, published posts only. Each row written is audited by featured_posts_audit.

create function public.set_featured_posts(location text, post_ids jsonb)
returns integer
language plpgsql
security definer
set search_path = ''
as $$
declare
  ids jsonb := post_ids;
  wanted uuid[];
  not_published integer;
begin
  if not (select public.is_admin()) then
    raise exception 'Only an administrator can curate the home page' using errcode = '42501';
  end if;
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
$$;
revoke all on function public.set_featured_posts(text, jsonb) from public, anon;
grant execute on function public.set_featured_posts(text, jsonb) to authenticated;

-- A vendor credit has no id of its own (its key is the post and the listing): its audit rows
-- name the post, so the post's history lists its credits.
drop trigger post_vendor_credits_audit on public.post_vendor_credits;
create trigger post_vendor_credits_audit
  after insert or update or delete on public.post_vendor_credits
  for each row execute function public.record_admin_write('post_id');
