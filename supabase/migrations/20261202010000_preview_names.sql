-- A preview link shows the story as its readers will see it (#41): its byline, its section and
-- its vendors. The draft's own row (post_preview) cannot embed them for a visitor: row-level
-- security hides a draft's credits, and the profile of an author with an account until that
-- author signs a published story. This function answers the same link with those names only:
-- the author's public face (name, picture), the category and subcategory names, and the credits
-- with the listings a visitor could open (published, member in good standing), else no listing.

create function public.post_preview_names(token text)
returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  story public.blog_posts;
begin
  perform public.bounded_text(post_preview_names.token, 200, 'token');
  select p.* into story from public.post_preview(post_preview_names.token) p;
  if story.id is null then
    return null;
  end if;
  return jsonb_build_object(
    'profile', (
      select jsonb_build_object('full_name', pr.full_name, 'avatar_url', pr.avatar_url)
      from public.profiles pr
      where pr.id = story.author_id
    ),
    'category_ref', (
      select jsonb_build_object('id', c.id, 'name', c.name)
      from public.blog_categories c
      where c.id = story.category
    ),
    'subcategory_ref', (
      select jsonb_build_object('id', c.id, 'name', c.name)
      from public.blog_categories c
      where c.id = story.subcategory
    ),
    'credits', coalesce((
      select jsonb_agg(
        jsonb_build_object(
          'role', v.role,
          'display_order', v.display_order,
          'listing', case
            when l.status = 'published'
              and (l.owner_id is null or not public.is_suspended_member(l.owner_id))
            then jsonb_build_object('id', l.id, 'name', l.name, 'url_name', l.url_name)
          end
        )
        order by v.display_order
      )
      from public.post_vendor_credits v
      join public.listings l on l.id = v.listing_id
      where v.post_id = story.id
    ), '[]'::jsonb)
  );
end;
$$;

comment on function public.post_preview_names(text) is
  'The names a preview link''s story shows (author''s name and picture, category and subcategory names, vendor credits with their public listings), for the story post_preview opens with the same token; null for a wrong, revoked or expired link. Security definer: a draft''s credits and an unpublished author''s profile are not readable otherwise. Its argument is bounded (token 200 characters).';

revoke all on function public.post_preview_names(text) from public;
grant execute on function public.post_preview_names(text) to anon, authenticated;
