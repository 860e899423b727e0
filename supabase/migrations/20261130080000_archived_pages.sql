-- The site function at the static host's edge (#30) answers 410 Gone for a story or listing that
-- was archived, and 404 for one that never existed (or is a draft, pending or scheduled). Row-level
-- security hides archived rows from visitors, so the edge asks this one question through a
-- security definer function: it tells only whether the slug or url_name belongs to an archived row.

create function public.is_archived_page(p_kind text, p_key text)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select case p_kind
    when 'post' then exists (
      select 1 from public.blog_posts where slug = p_key and status = 'archived'
    )
    when 'listing' then exists (
      select 1 from public.listings where url_name = p_key and status = 'archived'
    )
    else false
  end;
$$;
comment on function public.is_archived_page(text, text) is
  'Whether the story (p_kind ''post'', p_key its slug) or listing (''listing'', its url_name) is archived: the edge answers 410 for it.';
revoke all on function public.is_archived_page(text, text) from public;
grant execute on function public.is_archived_page(text, text) to anon, authenticated, service_role;
