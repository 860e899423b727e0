-- Issue #40: every function a browser role may call bounds its arguments first (see
-- 20261201050000_bounded_arguments.sql). The review functions and the listing-media check, replaced
-- by parts C and B1 of the same issue, checked the link, the role or the owner before their
-- arguments' sizes, so an oversized argument was answered as a refusal of the caller (401/403) or,
-- for the three SQL checks, computed in full. Here:
--
-- * The five PL/pgSQL review functions move, unchanged, to the schema `private` (not exposed by the
--   API; no browser role may use it), and a function of the same name and signature in `public`
--   bounds each argument and then calls it. Restating their bodies again would put a fourth copy
--   of submit_review in the migrations; the wrapper keeps one definition of each rule. Both are
--   security definer as the originals were, so auth.uid(), is_admin() and the row access inside
--   are what they were.
-- * The three SQL checks, which storage policies and a check constraint call by their identity,
--   are replaced in place with the bound in front of what they were.
--
-- The bounds are generous (well above the tables' own limits): they stop a call from costing more
-- than a real one; the functions still say what a real argument gets wrong.

create schema if not exists private;
comment on schema private is
  'Functions the API does not expose: called only by security definer functions in public.';
revoke all on schema private from public, anon, authenticated;

-- ---------------------------------------------------------------------------------------------
-- submit_review
-- ---------------------------------------------------------------------------------------------

alter function public.submit_review(text, integer, text, text, boolean, text, integer, integer, integer, integer, jsonb)
  set schema private;
revoke all on function private.submit_review(text, integer, text, text, boolean, text, integer, integer, integer, integer, jsonb)
  from public, anon, authenticated;

create function public.submit_review(
  token text,
  rating integer,
  title text,
  body text,
  publish_names boolean,
  author_name text default null,
  rating_quality integer default null,
  rating_responsiveness integer default null,
  rating_value integer default null,
  rating_professionalism integer default null,
  photos jsonb default '[]'::jsonb
)
returns uuid
language plpgsql
security definer
set search_path = ''
as $$
declare
  score integer;
begin
  -- The couple's form shows these words, so they are the ones private.submit_review uses.
  if char_length(submit_review.token) > 200 then
    raise exception 'This review link is not valid'
      using errcode = '22023', hint = 'Open the link from your email as it is.';
  end if;
  if char_length(submit_review.title) > 200 or char_length(submit_review.body) > 5000
     or char_length(submit_review.author_name) > 200 then
    raise exception 'A title is at most 120 characters, a review 4000 and names 80'
      using errcode = '22023', hint = 'Shorten the title, the review or the names.';
  end if;
  foreach score in array array[submit_review.rating, submit_review.rating_quality,
                               submit_review.rating_responsiveness, submit_review.rating_value,
                               submit_review.rating_professionalism] loop
    if score is not null and score not between 1 and 5 then
      raise exception 'Ratings run from 1 to 5'
        using errcode = '22023', hint = 'Send each rating as 1, 2, 3, 4 or 5.';
    end if;
  end loop;
  if pg_catalog.pg_column_size(submit_review.photos) > 16384 then
    raise exception 'At most 6 photos, each with a short description'
      using errcode = '22023', hint = 'Send at most 6 photos.';
  end if;
  return private.submit_review(submit_review.token, submit_review.rating, submit_review.title,
    submit_review.body, submit_review.publish_names, submit_review.author_name,
    submit_review.rating_quality, submit_review.rating_responsiveness, submit_review.rating_value,
    submit_review.rating_professionalism, submit_review.photos);
end;
$$;
comment on function public.submit_review(text, integer, text, text, boolean, text, integer, integer, integer, integer, jsonb) is
  'A couple''s review through their link: the arguments bounded, then private.submit_review (20261201040000).';
revoke all on function public.submit_review(text, integer, text, text, boolean, text, integer, integer, integer, integer, jsonb) from public;
grant execute on function public.submit_review(text, integer, text, text, boolean, text, integer, integer, integer, integer, jsonb) to anon, authenticated;

-- ---------------------------------------------------------------------------------------------
-- review_invitation
-- ---------------------------------------------------------------------------------------------

alter function public.review_invitation(text) set schema private;
revoke all on function private.review_invitation(text) from public, anon, authenticated;

create function public.review_invitation(token text)
returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  if char_length(review_invitation.token) > 200 then
    raise exception 'This review link is not valid'
      using errcode = '22023', hint = 'Open the link from your email as it is.';
  end if;
  return private.review_invitation(review_invitation.token);
end;
$$;
comment on function public.review_invitation(text) is
  'What a review link opens: the token bounded, then private.review_invitation (20261201040000).';
revoke all on function public.review_invitation(text) from public;
grant execute on function public.review_invitation(text) to anon, authenticated;

-- ---------------------------------------------------------------------------------------------
-- answer_review, report_review, moderate_review
-- ---------------------------------------------------------------------------------------------

alter function public.answer_review(uuid, text) set schema private;
revoke all on function private.answer_review(uuid, text) from public, anon, authenticated;

create function public.answer_review(review_id uuid, answer text)
returns void
language plpgsql
security definer
set search_path = ''
as $$
begin
  perform public.bounded_text(answer_review.answer, 20000, 'answer');
  perform private.answer_review(answer_review.review_id, answer_review.answer);
end;
$$;
comment on function public.answer_review(uuid, text) is
  'A vendor''s answer to a review of their listing: the answer bounded, then private.answer_review (20261130020000).';
revoke all on function public.answer_review(uuid, text) from public, anon;
grant execute on function public.answer_review(uuid, text) to authenticated;

alter function public.report_review(uuid, text) set schema private;
revoke all on function private.report_review(uuid, text) from public, anon, authenticated;

create function public.report_review(review_id uuid, reason text)
returns uuid
language plpgsql
security definer
set search_path = ''
as $$
begin
  perform public.bounded_text(report_review.reason, 20000, 'reason');
  return private.report_review(report_review.review_id, report_review.reason);
end;
$$;
comment on function public.report_review(uuid, text) is
  'A vendor''s report of a review: the reason bounded, then private.report_review (20261130020000).';
revoke all on function public.report_review(uuid, text) from public, anon;
grant execute on function public.report_review(uuid, text) to authenticated;

alter function public.moderate_review(uuid, text, text) set schema private;
revoke all on function private.moderate_review(uuid, text, text) from public, anon, authenticated;

create function public.moderate_review(report_id uuid, decision text, reason text default null)
returns void
language plpgsql
security definer
set search_path = ''
as $$
begin
  perform public.bounded_text(moderate_review.decision, 200, 'decision');
  perform public.bounded_text(moderate_review.reason, 20000, 'reason');
  perform private.moderate_review(moderate_review.report_id, moderate_review.decision, moderate_review.reason);
end;
$$;
comment on function public.moderate_review(uuid, text, text) is
  'An admin''s decision on a reported or held review: the arguments bounded, then private.moderate_review (20261201040000).';
revoke all on function public.moderate_review(uuid, text, text) from public, anon;
grant execute on function public.moderate_review(uuid, text, text) to authenticated;

-- ---------------------------------------------------------------------------------------------
-- The SQL checks that policies and a constraint call: bounded in place
-- ---------------------------------------------------------------------------------------------

-- As in 20261130020000, the folder bounded first.
create or replace function public.review_photo_folder_open(folder text)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select b.folder ~ '^[0-9a-f]{64}$'
    and exists (
      select 1 from public.review_invitations i
      where (i.token_hash = b.folder or i.reminder_token_hash = b.folder)
        and i.used_at is null and i.expires_at > now()
    )
    and (select count(*) from storage.objects o
         where o.bucket_id = 'review-photos' and o.name like b.folder || '/%') < 12 -- REVIEW_PHOTO_OBJECT_LIMIT
  from (select public.bounded_text(review_photo_folder_open.folder, 1024, 'folder') as folder) b;
$$;

-- As in 20261130020000, the document bounded first (a real one holds at most 6 photos).
create or replace function public.review_photos_valid(photos jsonb)
returns boolean
language sql
immutable
set search_path = ''
as $$
  select jsonb_typeof(b.photos) = 'array'
    and jsonb_array_length(b.photos) <= 6 -- REVIEW_PHOTO_LIMIT
    and not exists (
      select 1 from jsonb_array_elements(b.photos) as p(value)
      where jsonb_typeof(p.value) <> 'object'
         or coalesce(p.value ->> 'path', '') !~ '^[0-9a-f]{64}/[A-Za-z0-9_-]{1,80}\.(webp|jpg|jpeg)$'
         or char_length(btrim(coalesce(p.value ->> 'alt', ''))) not between 1 and 200
         or (select count(*) from jsonb_object_keys(p.value)) <> 2
    )
  from (select public.bounded_jsonb(review_photos_valid.photos, 100, 65536, 'photos') as photos) b;
$$;

-- As in 20261201020000 (the session check kept), the object's name bounded first.
create or replace function public.can_write_listing_media(object_name text)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select (storage.foldername(b.name))[1] = 'listings'
    and lower(b.name) ~ '\.(webp|jpe?g|png|avif|mp4|webm)$'
    and (
      (select public.is_admin())
      or exists (
        select 1
        from public.listings l
        join public.vendor_members m on m.user_id = l.owner_id
        where l.id::text = (storage.foldername(b.name))[2]
          and l.owner_id = (select auth.uid())
          and m.status = 'active'
      ) and (select public.session_is_current())
    )
  from (select public.bounded_text(can_write_listing_media.object_name, 1024, 'object_name') as name) b;
$$;
