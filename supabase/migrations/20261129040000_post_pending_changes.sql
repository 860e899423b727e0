-- A live story changes only when its editor says so (#28).
--
-- * post_changes: the edits of a published story (live or scheduled) wait here, beside the live
--   row, as the fields that differ from it (a jsonb object of blog_posts columns). Admins only:
--   no policy for anon or any other reader, so a reader can never read a pending version. Not in
--   the audit log (an autosave every few seconds); the Update that swaps them in is.
-- * save_post_changes(post_id, changes, expected): the editor's autosave of a published story;
--   keeps only the fields that differ from the live row. `expected` is the version the editor
--   holds (the later of the post's updated_at and the waiting changes'); a newer save or a
--   change of the live row since then writes nothing and answers a null version (a conflict).
-- * apply_post_changes(post_id, expected): "Update": swaps the waiting changes into the live row
--   and keeps one 'update' revision. discard: a plain delete of the post_changes row.
-- * set_post_status(post_id, status, expected, at): publish now, schedule, unpublish, archive,
--   restore as draft, in one statement: publishing puts out what the editor holds (the waiting
--   changes with it), dated by the database's clock (a browser's clock ahead would make "now"
--   a schedule), and keeps exactly one 'publish' revision.
-- * A story leaving 'published' by any road (the editor, the desk) takes its waiting changes
--   into its row: a draft is edited in place, so the words the editor holds stay.
-- * record_post_revision snapshots what the editor holds (the live row with the waiting changes
--   over it); restore_post_revision loads a revision into a published story as waiting changes
--   (never straight to readers), and into a draft or archived story as before.

create table public.post_changes (
  post_id uuid
    constraint post_changes_pkey primary key
    constraint post_changes_post_id_fkey references public.blog_posts (id) on delete cascade,
  changes jsonb not null default '{}'
    constraint post_changes_changes_check check (jsonb_typeof(changes) = 'object'),
  updated_by uuid
    constraint post_changes_updated_by_fkey references auth.users (id) on delete set null,
  updated_at timestamptz not null default now()
);
alter table public.post_changes enable row level security;
create index post_changes_updated_by_idx on public.post_changes (updated_by);

create policy "admins read waiting changes" on public.post_changes
  for select to authenticated using ((select public.is_admin()));
create policy "admins discard waiting changes" on public.post_changes
  for delete to authenticated using ((select public.is_admin()));
-- No insert or update policy: save_post_changes and restore_post_revision write them.
revoke all on public.post_changes from anon;
revoke insert, update, truncate, references, trigger on public.post_changes from authenticated;

alter table public.post_revisions drop constraint post_revisions_reason_check;
alter table public.post_revisions add constraint post_revisions_reason_check
  check (reason in ('autosave', 'save', 'publish', 'restore', 'update'));

-- The columns an editor edits: every stored column but the ones the database or a move owns.
create function public.post_editable_columns()
returns text[]
language sql
stable
set search_path = ''
as $$
  select coalesce(array_agg(a.attname::text order by a.attnum), '{}')
  from pg_catalog.pg_attribute a
  where a.attrelid = 'public.blog_posts'::regclass
    and a.attnum > 0 and not a.attisdropped and a.attgenerated = ''
    and a.attname not in ('id', 'created_at', 'updated_at', 'status', 'published_at');
$$;
revoke all on function public.post_editable_columns() from public, anon, authenticated;

-- The editable fields of `fields` that differ from the post's.
create function public.post_changes_from(post public.blog_posts, fields jsonb)
returns jsonb
language sql
stable
set search_path = ''
as $$
  select coalesce(jsonb_object_agg(f.key, f.value), '{}')
  from jsonb_each(fields) f
  where f.key = any (public.post_editable_columns())
    and (to_jsonb(post) -> f.key) is distinct from f.value;
$$;
revoke all on function public.post_changes_from(public.blog_posts, jsonb) from public, anon, authenticated;

-- Writes `changes` (a jsonb object of editable columns) into the post's row.
create function public.write_post_fields(post_id uuid, changes jsonb)
returns public.blog_posts
language plpgsql
set search_path = ''
as $$
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
$$;
revoke all on function public.write_post_fields(uuid, jsonb) from public, anon, authenticated;

create function public.save_post_changes(
  post_id uuid, changes jsonb, expected timestamptz,
  out updated_at timestamptz
)
language plpgsql
security definer
set search_path = ''
as $$
#variable_conflict use_column
declare
  post public.blog_posts;
  waiting public.post_changes;
  held timestamptz;
  fields jsonb := save_post_changes.changes;
begin
  if not (select public.is_admin()) then
    raise exception 'Only an administrator can edit a story' using errcode = '42501';
  end if;
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
$$;
revoke all on function public.save_post_changes(uuid, jsonb, timestamptz) from public, anon;
grant execute on function public.save_post_changes(uuid, jsonb, timestamptz) to authenticated;

-- The post as its editor holds it: the live row with the waiting changes over it.
create function public.post_as_edited(post public.blog_posts)
returns public.blog_posts
language sql
stable
set search_path = ''
as $$
  select jsonb_populate_record(
    post,
    coalesce((select c.changes from public.post_changes c where c.post_id = post.id), '{}')
  );
$$;
revoke all on function public.post_as_edited(public.blog_posts) from public, anon, authenticated;

create function public.apply_post_changes(
  post_id uuid, expected timestamptz,
  out updated_at timestamptz
)
language plpgsql
security definer
set search_path = ''
as $$
#variable_conflict use_column
declare
  post public.blog_posts;
  waiting public.post_changes;
  written public.blog_posts;
begin
  if not (select public.is_admin()) then
    raise exception 'Only an administrator can update a story' using errcode = '42501';
  end if;
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
$$;
revoke all on function public.apply_post_changes(uuid, timestamptz) from public, anon;
grant execute on function public.apply_post_changes(uuid, timestamptz) to authenticated;

-- Leaving 'published' (by the editor or the desk) takes the waiting changes into the row.
create function public.blog_posts_apply_waiting_changes()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
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
$$;
revoke all on function public.blog_posts_apply_waiting_changes() from public, anon, authenticated;
create trigger blog_posts_apply_waiting_changes
  before update of status on public.blog_posts
  for each row execute function public.blog_posts_apply_waiting_changes();

create function public.set_post_status(
  post_id uuid, status text, expected timestamptz, at timestamptz default null,
  out updated_at timestamptz, out published_at timestamptz
)
language plpgsql
security definer
set search_path = ''
as $$
#variable_conflict use_column
declare
  post public.blog_posts;
  waiting public.post_changes;
  written public.blog_posts;
begin
  if not (select public.is_admin()) then
    raise exception 'Only an administrator can publish a story' using errcode = '42501';
  end if;
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
$$;
revoke all on function public.set_post_status(uuid, text, timestamptz, timestamptz) from public, anon;
grant execute on function public.set_post_status(uuid, text, timestamptz, timestamptz) to authenticated;

-- A revision is what the editor holds: the live row with the waiting changes over it.
create or replace function public.record_post_revision(post_id uuid, reason text)
returns bigint
language plpgsql
security definer
set search_path = ''
as $$
declare
  post public.blog_posts;
  latest timestamptz;
  created bigint;
begin
  if not (select public.is_admin()) then
    raise exception 'Only an administrator can keep a revision' using errcode = '42501';
  end if;
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
$$;

-- Restoring a revision of a published story loads it as waiting changes (readers keep the live
-- version until Update); of a draft or archived story, into its row as before. Either way the
-- restored words are kept as a revision of their own.
drop function public.restore_post_revision(bigint);
create function public.restore_post_revision(
  revision_id bigint,
  out post_id uuid, out updated_at timestamptz, out pending boolean
)
language plpgsql
security definer
set search_path = ''
as $$
#variable_conflict use_column
declare
  revision public.post_revisions;
  post public.blog_posts;
  fields jsonb;
  restored public.blog_posts;
  saved timestamptz;
begin
  if not (select public.is_admin()) then
    raise exception 'Only an administrator can restore a revision' using errcode = '42501';
  end if;
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
$$;
revoke all on function public.restore_post_revision(bigint) from public, anon;
grant execute on function public.restore_post_revision(bigint) to authenticated;
