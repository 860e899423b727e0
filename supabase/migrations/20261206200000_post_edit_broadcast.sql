-- Issue #43: a story open in two editors. Every change to a post as its editors hold it (a
-- draft's save, a published story's waiting changes saved, updated, discarded, a publish, an
-- unpublish, a restore, a desk's move) is told to `post:<id>` (admins only: may_use_realtime_topic)
-- ONCE per transaction, at commit, so an editor with the story open learns at once that their
-- copy is old, before the version check refuses their next save.
--
-- Two steps, because one change is several row events: "Update" writes the row and deletes the
-- waiting changes, a publish writes them, deletes them and sets the status. Each row event notes
-- the fields it changed in a transaction-local setting (note_post_edit); a deferred constraint
-- trigger (broadcast_post_edit) sends at commit, once per post, with the version the editor must
-- now hold (the later of the row's and the waiting changes' updated_at, as the editor computes it),
-- who saved (their profile's name and user id), the names of the fields changed and whether the
-- published row itself changed (`live`: an Update, a publish): never the words themselves (a
-- subscriber reloads through the posts' own policies).

-- The post's fields that differ between two versions of a row of blog_posts, or of the waiting
-- changes (a jsonb object of blog_posts columns).
create function public.post_fields_changed(was jsonb, now jsonb, columns text[])
returns text[]
language sql
immutable
set search_path = ''
as $$
  select coalesce(array_agg(k.key order by k.key), '{}')
  from (
    select jsonb_object_keys(coalesce(was, '{}')) as key
    union
    select jsonb_object_keys(coalesce(now, '{}'))
  ) k
  where (columns is null or k.key = any (columns))
    and (was -> k.key) is distinct from (now -> k.key);
$$;
revoke all on function public.post_fields_changed(jsonb, jsonb, text[]) from public, anon, authenticated;

create function public.note_post_edit()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
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
$$;
revoke all on function public.note_post_edit() from public, anon, authenticated;

create function public.broadcast_post_edit()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
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
$$;
revoke all on function public.broadcast_post_edit() from public, anon, authenticated;

create trigger blog_posts_note_edit
  after update on public.blog_posts
  for each row execute function public.note_post_edit();
create constraint trigger blog_posts_broadcast_edit
  after update on public.blog_posts
  deferrable initially deferred
  for each row execute function public.broadcast_post_edit();

create trigger post_changes_note_edit
  after insert or update or delete on public.post_changes
  for each row execute function public.note_post_edit();
create constraint trigger post_changes_broadcast_edit
  after insert or update or delete on public.post_changes
  deferrable initially deferred
  for each row execute function public.broadcast_post_edit();
