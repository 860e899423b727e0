-- Written by `npm run db:diff -- assert_admin` from supabase/schemas/ (issue #46).
--
-- Every function only an admin may run opened with the same three lines (is the caller an admin?
-- if not, 42501 "Only an administrator can ..."), restated in each: 23 of them, and the newsletter
-- had its own copy (newsletter_require_admin, "Only an admin can do that."). They now call one
-- helper, private.assert_admin(action), in supabase/schemas/_shared.sql, which no browser role
-- may call (each caller is security definer). The refusals read as before, with two made alike:
-- a preview link's ("Only editors can create preview links") and the newsletter's now say
-- "Only an administrator can create preview links" / "... can manage the newsletter".

set check_function_bodies = off;

DROP FUNCTION "public"."newsletter_require_admin"();

CREATE OR REPLACE FUNCTION private.assert_admin(action text)
 RETURNS void
 LANGUAGE plpgsql
 STABLE
 SET search_path TO ''
AS $function$
begin
  if not coalesce((select public.is_admin()), false) then
    raise exception 'Only an administrator can %', action using errcode = '42501';
  end if;
end;
$function$;

CREATE OR REPLACE FUNCTION private.moderate_review(report_id uuid, decision text, reason text DEFAULT NULL::text)
 RETURNS void
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  report public.review_reports;
  review public.reviews;
  invitation public.review_invitations;
  listing record;
begin
  perform private.assert_admin('moderate reviews');
  if moderate_review.decision is null or moderate_review.decision not in ('keep', 'remove') then
    raise exception 'Keep or remove' using errcode = '22023';
  end if;
  if char_length(coalesce(moderate_review.reason, '')) > 2000 then
    raise exception 'A reason is at most 2000 characters' using errcode = '22001';
  end if;
  select * into report from public.review_reports p where p.id = moderate_review.report_id for update;
  if not found or report.status <> 'open' then
    raise exception 'This report is not open' using errcode = 'P0002';
  end if;
  if moderate_review.decision = 'remove' and char_length(btrim(coalesce(moderate_review.reason, ''))) < 5 then
    raise exception 'Say why the review is removed: the couple is told' using errcode = '23514';
  end if;
  update public.review_reports p
  set status = case moderate_review.decision when 'keep' then 'kept' else 'removed' end,
      decision_reason = nullif(btrim(coalesce(moderate_review.reason, '')), ''),
      decided_by = (select auth.uid()), decided_at = now()
  where p.id = report.id;
  if moderate_review.decision = 'keep' then
    update public.reviews r set status = 'published'
    where r.id = report.review_id and r.status = 'held'
    returning * into review;
    if review.id is not null then
      perform public.tell_vendor_of_review(review.id);
    end if;
    return;
  end if;
  update public.reviews r
  set status = 'removed', removed_reason = btrim(moderate_review.reason), removed_at = now()
  where r.id = report.review_id
  returning * into review;
  -- other open reports of the same review are settled by the same decision
  update public.review_reports p
  set status = 'removed', decided_by = (select auth.uid()), decided_at = now()
  where p.review_id = review.id and p.status = 'open';
  select * into invitation from public.review_invitations i where i.id = review.invitation_id;
  select l.name, l.url_name into listing from public.listings l where l.id = review.listing_id;
  perform public.enqueue_message('review_removed', invitation.email, invitation.name, null,
    jsonb_build_object('listing_name', listing.name, 'listing_url_name', listing.url_name,
                       'title', review.title, 'reason', review.removed_reason));
end;
$function$;

CREATE OR REPLACE FUNCTION public.admin_counts(OUT applications integer, OUT listings_in_review integer, OUT changes_in_review integer, OUT spam_inquiries integer, OUT unread_messages integer, OUT new_submissions integer, OUT draft_posts integer, OUT scheduled_posts integer, OUT reported_reviews integer, OUT held_items integer)
 RETURNS record
 LANGUAGE plpgsql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
#variable_conflict use_column
begin
  perform private.assert_admin('see the dashboard');
  applications := (select count(*) from public.membership_applications a where a.status in ('pending', 'in_review'));
  listings_in_review := (select count(*) from public.listings l where l.status = 'pending');
  changes_in_review := (select count(*) from public.listing_changes c where c.status = 'pending');
  spam_inquiries := (select count(*) from public.inquiries i where i.status = 'spam');
  unread_messages := (select count(*) from public.contact_messages m where m.status = 'new');
  new_submissions := (select count(*) from public.wedding_submissions s where s.status = 'new');
  draft_posts := (select count(*) from public.blog_posts p where p.status = 'draft');
  scheduled_posts := (select count(*) from public.blog_posts p where p.status = 'published' and p.published_at > now());
  reported_reviews := (select count(*) from public.review_reports r where r.status = 'open');
  held_items := (select count(*) from public.membership_applications a where a.status = 'held')
              + (select count(*) from public.contact_messages m where m.status = 'held')
              + (select count(*) from public.wedding_submissions s where s.status = 'held')
              + (select count(*) from public.newsletter_subscribers n where n.held_at is not null and n.status = 'pending');
end;
$function$;

CREATE OR REPLACE FUNCTION public.admin_list()
 RETURNS TABLE(id uuid, email text, full_name text, since timestamp with time zone)
 LANGUAGE plpgsql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
#variable_conflict use_column
begin
  perform private.assert_admin('see the administrators');
  return query
  select a.id, u.email::text, p.full_name, a.created_at
  from public.admin_users a
  join auth.users u on u.id = a.id
  left join public.profiles p on p.id = a.id
  order by a.created_at;
end;
$function$;

CREATE OR REPLACE FUNCTION public.admin_members()
 RETURNS TABLE(user_id uuid, email text, full_name text, status text, status_reason text, joined_at timestamp with time zone, listings integer, published integer)
 LANGUAGE plpgsql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
#variable_conflict use_column
begin
  perform private.assert_admin('see the members');
  return query
  select m.user_id, u.email::text, p.full_name, m.status, m.status_reason, m.joined_at,
    (select count(*) from public.listings l where l.owner_id = m.user_id)::integer,
    (select count(*) from public.listings l where l.owner_id = m.user_id and l.status = 'published')::integer
  from public.vendor_members m
  join auth.users u on u.id = m.user_id
  left join public.profiles p on p.id = m.user_id
  order by m.status desc, m.joined_at desc;
end;
$function$;

CREATE OR REPLACE FUNCTION public.apply_post_changes(post_id uuid, expected timestamp with time zone, OUT updated_at timestamp with time zone)
 RETURNS timestamp with time zone
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
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

CREATE OR REPLACE FUNCTION public.approve_listing_changes(listing_id uuid)
 RETURNS void
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  proposed jsonb;
  listing record;
  owner record;
  before_stems text[];
begin
  perform private.assert_admin('approve changes');
  select c.changes into proposed
  from public.listing_changes c
  where c.listing_id = approve_listing_changes.listing_id
  for update;
  if not found then
    raise exception 'There are no changes waiting for this listing' using errcode = 'P0002';
  end if;

  select array_agg(distinct public.media_stem(ref)) into before_stems
  from (
    select unnest(array[l.headshot_url, l.image_url, l.video_url]) as ref
    from public.listings l where l.id = approve_listing_changes.listing_id
    union all
    select p.url from public.listing_photos p where p.listing_id = approve_listing_changes.listing_id
  ) refs
  where ref is not null;

  update public.listings as l
  set (name, description, business_category_id, city, state, country, website, instagram,
       contact_email, contact_phone, venue_type, guest_capacity, price_tier, headshot_url,
       image_url, video_url, price_from, price_currency, price_on_request, languages,
       capacity_seated, capacity_standing, setting, rooms_on_site, updated_at) =
      (select r.name, r.description, r.business_category_id, r.city, r.state, r.country, r.website,
              r.instagram, r.contact_email, r.contact_phone, r.venue_type, r.guest_capacity,
              r.price_tier, r.headshot_url, r.image_url, r.video_url, r.price_from,
              r.price_currency, r.price_on_request, r.languages, r.capacity_seated,
              r.capacity_standing, r.setting, r.rooms_on_site, now()
       from jsonb_populate_record(l, proposed - 'photos') as r)
  where l.id = approve_listing_changes.listing_id;

  if proposed ? 'photos' then
    perform public.replace_listing_photos(approve_listing_changes.listing_id, proposed -> 'photos');
  end if;

  delete from public.listing_changes c where c.listing_id = approve_listing_changes.listing_id;

  insert into public.storage_removals (bucket_id, name, reason)
  select o.bucket_id, o.name, 'replaced'
  from storage.objects o
  where o.bucket_id = 'media'
    and o.name like 'listings/' || approve_listing_changes.listing_id::text || '/%'
    and public.media_stem(o.name) = any (coalesce(before_stems, '{}'))
    and not public.media_is_referenced('media', o.name)
  on conflict (bucket_id, name) do nothing;

  select l.id, l.name, l.url_name, l.owner_id into listing
  from public.listings l where l.id = approve_listing_changes.listing_id;
  if listing.owner_id is not null then
    select * into owner from public.account_contact(listing.owner_id);
    perform public.enqueue_message('listing_changes_approved', owner.email, owner.full_name, listing.owner_id,
      jsonb_build_object('listing_id', listing.id, 'listing_name', listing.name,
                         'listing_url_name', listing.url_name));
  end if;
end;
$function$;

CREATE OR REPLACE FUNCTION public.blog_category_post_counts()
 RETURNS TABLE(id uuid, posts integer)
 LANGUAGE plpgsql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
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

CREATE OR REPLACE FUNCTION public.business_category_listing_counts()
 RETURNS TABLE(id uuid, listings integer, applications integer)
 LANGUAGE plpgsql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
#variable_conflict use_column
begin
  perform private.assert_admin('see how categories are used');
  return query
  select c.id,
    (select count(*) from public.listings l where l.business_category_id = c.id)::integer,
    (select count(*) from public.membership_applications a where a.category = c.id)::integer
  from public.business_categories c
  order by c.id;
end;
$function$;

CREATE OR REPLACE FUNCTION public.create_invitation(application_id uuid, OUT invitation_id uuid, OUT email text, OUT token text, OUT expires_at timestamp with time zone)
 RETURNS record
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
#variable_conflict use_column
declare
  app public.membership_applications%rowtype;
  plain_token text;
  invitation public.membership_invitations%rowtype;
begin
  perform private.assert_admin('invite vendors');

  select * into app from public.membership_applications a where a.id = create_invitation.application_id;
  if not found then
    raise exception 'No membership application with id %', create_invitation.application_id using errcode = '22023';
  end if;

  update public.membership_invitations i
  set revoked_at = now()
  where i.email = lower(app.email) and i.accepted_at is null and i.revoked_at is null;

  plain_token := replace(pg_catalog.gen_random_uuid()::text || pg_catalog.gen_random_uuid()::text, '-', '');

  -- created_by defaults to auth.uid(): the admin's, whose JWT this request carries
  insert into public.membership_invitations (application_id, email, token_hash)
  values (app.id, lower(app.email), encode(pg_catalog.sha256(convert_to(plain_token, 'UTF8')), 'hex'))
  returning * into invitation;

  update public.membership_applications a set status = 'invited' where a.id = app.id;

  -- The invitation email: only what the invitation and its application say, nothing a caller sends.
  perform public.enqueue_message(
    'membership_invitation',
    invitation.email,
    app.contact_name,
    null,
    jsonb_build_object(
      'invitation_id', invitation.id,
      'business_name', app.business_name,
      'token', plain_token,
      'expires_at', invitation.expires_at
    )
  );

  create_invitation.invitation_id := invitation.id;
  create_invitation.email := invitation.email;
  create_invitation.token := plain_token;
  create_invitation.expires_at := invitation.expires_at;
end;
$function$;

CREATE OR REPLACE FUNCTION public.create_post_preview(target_post_id uuid)
 RETURNS TABLE(id uuid, token text, expires_at timestamp with time zone)
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  preview_days constant integer := 7;
  plain_token text;
begin
  perform private.assert_admin('create preview links');
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
$function$;

CREATE OR REPLACE FUNCTION public.delete_blog_category(category_id uuid, move_posts_to uuid)
 RETURNS integer
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
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

CREATE OR REPLACE FUNCTION public.delete_business_category(category_id uuid, move_listings_to uuid)
 RETURNS integer
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  doomed public.business_categories;
  destination public.business_categories;
  proposed integer;
  remaining integer;
  moved integer := 0;
begin
  perform private.assert_admin('delete a category');
  select * into doomed
  from public.business_categories c
  where c.id = delete_business_category.category_id
  for update;
  if not found then
    raise exception 'That category is no longer there' using errcode = 'P0002';
  end if;
  if public.is_reference_category(doomed.id) then
    raise exception '“%” is one of the fixed categories the site’s menus and the venue rule depend on; it cannot be deleted', doomed.name
      using errcode = '42501';
  end if;
  select count(*) into proposed
  from public.listing_changes c
  where c.changes ->> 'business_category_id' = doomed.id::text;
  if proposed > 0 then
    raise exception '% change% to live listings waiting for review propose “%”; review them first', proposed,
      case when proposed = 1 then '' else 's' end, doomed.name
      using errcode = '23503';
  end if;

  if move_listings_to is not null then
    if move_listings_to = doomed.id then
      raise exception 'Choose another category to move the listings to' using errcode = '22023';
    end if;
    select * into destination
    from public.business_categories c
    where c.id = delete_business_category.move_listings_to
    for share;
    if not found then
      raise exception 'The category to move the listings to is no longer there' using errcode = 'P0002';
    end if;
    update public.listings l
    set business_category_id = destination.id
    where l.business_category_id = doomed.id;
    get diagnostics moved = row_count;
    update public.membership_applications a
    set category = destination.id
    where a.category = doomed.id;
  end if;

  select count(*) into remaining from public.listings l where l.business_category_id = doomed.id;
  if remaining > 0 then
    raise exception '% listing% in “%”; move them to another category first', remaining,
      case when remaining = 1 then ' is' else 's are' end, doomed.name
      using errcode = '23503';
  end if;
  select count(*) into remaining from public.membership_applications a where a.category = doomed.id;
  if remaining > 0 then
    raise exception '% membership application% name “%”; move them to another category first', remaining,
      case when remaining = 1 then '' else 's' end, doomed.name
      using errcode = '23503';
  end if;

  delete from public.business_categories c where c.id = doomed.id;
  return moved;
end;
$function$;

CREATE OR REPLACE FUNCTION public.grant_admin(email text)
 RETURNS uuid
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  person uuid;
begin
  perform public.bounded_text(grant_admin.email, 320, 'email');
  perform private.assert_admin('grant admin');
  select u.id into person from auth.users u where lower(u.email) = lower(btrim(grant_admin.email));
  if person is null then
    raise exception 'No account uses this email; ask them to create one first' using errcode = 'P0002';
  end if;
  insert into public.admin_users (id) values (person) on conflict (id) do nothing;
  return person;
end;
$function$;

CREATE OR REPLACE FUNCTION public.newsletter_decide_held(subscriber_id uuid, decision text)
 RETURNS void
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
begin
  -- An oversized argument is refused first, whoever calls (tests/bounded-arguments.test.ts).
  perform public.bounded_text(newsletter_decide_held.decision, 10, 'decision');
  perform private.assert_admin('manage the newsletter');
  if newsletter_decide_held.decision is null or newsletter_decide_held.decision not in ('release', 'delete') then
    raise exception 'Release it or delete it.' using errcode = '22023', hint = 'decision';
  end if;
  if not exists (select 1 from public.newsletter_subscribers s
                 where s.id = newsletter_decide_held.subscriber_id and s.held_at is not null
                   and s.status = 'pending') then
    raise exception 'That subscribe is no longer held.' using errcode = 'P0002';
  end if;
  if newsletter_decide_held.decision = 'release' then
    perform public.newsletter_send_confirmation(newsletter_decide_held.subscriber_id);
  else
    perform public.newsletter_delete_subscriber(newsletter_decide_held.subscriber_id, 'held, discarded');
  end if;
end;
$function$;

CREATE OR REPLACE FUNCTION public.newsletter_desk()
 RETURNS jsonb
 LANGUAGE plpgsql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  growth_weeks constant integer := 12; -- NEWSLETTER_GROWTH_WEEKS
  this_week date := date_trunc('week', now() at time zone 'utc')::date;
  result jsonb;
begin
  perform private.assert_admin('manage the newsletter');
  select jsonb_build_object(
    'letters', (
      select jsonb_agg(to_jsonb(c) - 'position' order by c.position)
      from (
        select l.letter, l.position,
               count(s.id) filter (where s.status = 'confirmed') as confirmed,
               count(s.id) filter (where s.status = 'pending') as pending,
               count(s.id) filter (where s.status = 'unsubscribed') as unsubscribed,
               count(s.id) filter (where s.status = 'suppressed') as suppressed
        from unnest(array['the_edit', 'week_by_week']) with ordinality as l (letter, position)
        left join public.newsletter_subscribers s on l.letter = any (s.letters)
        group by l.letter, l.position
      ) c
    ),
    'people', (
      select jsonb_build_object(
        'confirmed', count(*) filter (where s.status = 'confirmed'),
        'pending', count(*) filter (where s.status = 'pending'),
        'unsubscribed', count(*) filter (where s.status = 'unsubscribed'),
        'suppressed', count(*) filter (where s.status = 'suppressed'),
        'held', count(*) filter (where s.held_at is not null and s.status = 'pending'))
      from public.newsletter_subscribers s
    ),
    'growth', (
      select jsonb_agg(to_jsonb(c) order by c.week)
      from (
        select w.week,
               count(s.id) filter (where 'the_edit' = any (s.letters)) as the_edit,
               count(s.id) filter (where 'week_by_week' = any (s.letters)) as week_by_week,
               count(s.id) as total
        from generate_series(0, growth_weeks - 1) as g (n)
        cross join lateral (select this_week - 7 * (growth_weeks - 1 - g.n) as week) w
        left join public.newsletter_subscribers s
          on s.confirmed_at is not null
         and (s.confirmed_at at time zone 'utc')::date >= w.week
         and (s.confirmed_at at time zone 'utc')::date < w.week + 7
        group by w.week
      ) c
    )
  ) into result;
  return result;
end;
$function$;

CREATE OR REPLACE FUNCTION public.newsletter_draft_the_edit()
 RETURNS uuid
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  today date := (now() at time zone 'utc')::date;
  base text := 'the-edit-' || to_char((now() at time zone 'utc')::date, 'YYYY-MM-DD');
  chosen_slug text := base;
  suffix integer := 1;
  blocks jsonb;
  story_count integer;
  issue_id uuid;
begin
  perform private.assert_admin('manage the newsletter');
  while exists (select 1 from public.newsletter_issues i where i.slug = chosen_slug) loop
    suffix := suffix + 1;
    chosen_slug := base || '-' || suffix;
  end loop;

  select coalesce(jsonb_agg(b.block order by s.published_at desc, s.id, b.position), '[]'::jsonb)
  into blocks
  from (
    select p.id, p.title, p.slug, p.excerpt, p.published_at
    from public.blog_posts p
    where p.status = 'published' and p.published_at > now() - interval '7 days' and p.published_at <= now()
  ) s
  cross join lateral (
    values
      (1, jsonb_build_object('type', 'heading', 'level', 3, 'text', s.title)),
      (2, case when nullif(btrim(s.excerpt), '') is not null
               then jsonb_build_object('type', 'paragraph', 'text', btrim(s.excerpt)) end),
      (3, jsonb_build_object('type', 'paragraph', 'text', 'Read the story',
            'spans', jsonb_build_array(jsonb_build_object('text', 'Read the story', 'href', '/blog/' || s.slug))))
  ) as b (position, block)
  where b.block is not null;
  select count(*) into story_count from public.blog_posts p
  where p.status = 'published' and p.published_at > now() - interval '7 days' and p.published_at <= now();

  if story_count = 0 then
    blocks := jsonb_build_array(jsonb_build_object('type', 'paragraph',
      'text', 'No story was published in the last seven days: write this week''s letter here.'));
  end if;

  insert into public.newsletter_issues (slug, subject, editor_note, content_blocks, created_by)
  values (chosen_slug, 'The Edit — ' || trim(to_char(today, 'FMDD FMMonth YYYY')), '', blocks, auth.uid())
  returning id into issue_id;
  return issue_id;
end;
$function$;

CREATE OR REPLACE FUNCTION public.newsletter_erase_subscriber(subscriber_id uuid)
 RETURNS jsonb
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
begin
  perform private.assert_admin('manage the newsletter');
  return jsonb_build_object('deleted',
    public.newsletter_delete_subscriber(newsletter_erase_subscriber.subscriber_id, 'erased on request'));
end;
$function$;

CREATE OR REPLACE FUNCTION public.newsletter_find_subscriber(email text)
 RETURNS jsonb
 LANGUAGE plpgsql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  subscriber public.newsletter_subscribers%rowtype;
begin
  -- An oversized argument is refused first, whoever calls (tests/bounded-arguments.test.ts).
  perform public.bounded_text(newsletter_find_subscriber.email, 254, 'email');
  perform private.assert_admin('manage the newsletter');
  select * into subscriber from public.newsletter_subscribers s
  where s.mailbox = left(public.normalized_email(lower(btrim(coalesce(newsletter_find_subscriber.email, '')))), 254);
  if not found then
    return jsonb_build_object('found', false);
  end if;
  return jsonb_build_object(
    'found', true, 'id', subscriber.id, 'email', subscriber.email, 'letters', to_jsonb(subscriber.letters),
    'status', subscriber.status, 'held', subscriber.held_at is not null,
    'wedding_date', subscriber.wedding_date, 'city', subscriber.city,
    'created_at', subscriber.created_at, 'confirmed_at', subscriber.confirmed_at);
end;
$function$;

CREATE OR REPLACE FUNCTION public.newsletter_schedule_issue(issue_id uuid, send_at timestamp with time zone)
 RETURNS public.newsletter_issues
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
begin
  -- Bounds first, as every function a browser role calls (20261201050000).
  if send_at is null or send_at <= now() then
    raise exception 'Choose a time still to come.' using errcode = '22023', hint = 'send_at';
  end if;
  if send_at > now() + interval '1 year' then
    raise exception 'Choose a time within a year.' using errcode = '22023', hint = 'send_at';
  end if;
  perform private.assert_admin('manage the newsletter');
  return public.newsletter_set_status(issue_id, array['draft', 'scheduled'], 'scheduled', send_at);
end;
$function$;

CREATE OR REPLACE FUNCTION public.newsletter_send_issue(issue_id uuid)
 RETURNS public.newsletter_issues
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
begin
  perform private.assert_admin('manage the newsletter');
  return public.newsletter_set_status(issue_id, array['draft', 'scheduled'], 'sending', null);
end;
$function$;

CREATE OR REPLACE FUNCTION public.newsletter_send_test(issue_id uuid)
 RETURNS boolean
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  issue public.newsletter_issues%rowtype;
  address text;
begin
  perform private.assert_admin('manage the newsletter');
  select * into issue from public.newsletter_issues i where i.id = newsletter_send_test.issue_id;
  if not found then
    raise exception 'That issue does not exist.' using errcode = 'P0002';
  end if;
  select u.email into address from auth.users u where u.id = auth.uid();
  return public.enqueue_message('newsletter_issue', address, null, auth.uid(),
                                public.newsletter_issue_mail_data(issue, true)) is not null;
end;
$function$;

CREATE OR REPLACE FUNCTION public.newsletter_unschedule_issue(issue_id uuid)
 RETURNS public.newsletter_issues
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
begin
  perform private.assert_admin('manage the newsletter');
  return public.newsletter_set_status(issue_id, array['scheduled'], 'draft', null);
end;
$function$;

CREATE OR REPLACE FUNCTION public.record_post_revision(post_id uuid, reason text)
 RETURNS bigint
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
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

CREATE OR REPLACE FUNCTION public.reorder_videos(location text, video_ids jsonb)
 RETURNS void
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
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

CREATE OR REPLACE FUNCTION public.reported_reviews()
 RETURNS TABLE(report_id uuid, review_id uuid, reason text, reported_at timestamp with time zone, listing_name text, listing_url_name text, rating smallint, title text, body text, author_name text, answer text, review_created_at timestamp with time zone, kind text)
 LANGUAGE plpgsql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
begin
  perform private.assert_admin('read reported reviews');
  return query
  select p.id, r.id, p.reason, p.created_at, l.name, l.url_name, r.rating, r.title, r.body,
         r.author_name, r.answer, r.created_at, p.kind
  from public.review_reports p
  join public.reviews r on r.id = p.review_id
  join public.listings l on l.id = r.listing_id
  where p.status = 'open'
  order by p.created_at;
end;
$function$;

CREATE OR REPLACE FUNCTION public.resend_message(message_id uuid)
 RETURNS void
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
begin
  perform private.assert_admin('send an email again');
  update public.outbox o
  set status = 'pending', attempts = 0, next_attempt_at = now(), failed_at = null, claim_id = null
  where o.id = resend_message.message_id and o.status = 'failed';
  if not found then
    raise exception 'This email is not waiting to be sent again' using errcode = 'P0002';
  end if;
end;
$function$;

CREATE OR REPLACE FUNCTION public.restore_post_revision(revision_id bigint, OUT post_id uuid, OUT updated_at timestamp with time zone, OUT pending boolean)
 RETURNS record
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
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

CREATE OR REPLACE FUNCTION public.revoke_admin(user_id uuid)
 RETURNS void
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
begin
  perform private.assert_admin('revoke admin');
  delete from public.admin_users a where a.id = revoke_admin.user_id;
end;
$function$;

CREATE OR REPLACE FUNCTION public.save_post_changes(post_id uuid, changes jsonb, expected timestamp with time zone, OUT updated_at timestamp with time zone)
 RETURNS timestamp with time zone
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
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

CREATE OR REPLACE FUNCTION public.set_featured_posts(location text, post_ids jsonb)
 RETURNS integer
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
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

CREATE OR REPLACE FUNCTION public.set_post_status(post_id uuid, status text, expected timestamp with time zone, at timestamp with time zone DEFAULT NULL::timestamp with time zone, OUT updated_at timestamp with time zone, OUT published_at timestamp with time zone)
 RETURNS record
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
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

CREATE OR REPLACE FUNCTION public.undelivered_messages()
 RETURNS TABLE(id uuid, kind text, recipient text, subject text, attempts integer, last_error text, created_at timestamp with time zone, failed_at timestamp with time zone)
 LANGUAGE plpgsql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
#variable_conflict use_column
begin
  perform private.assert_admin('read undelivered emails');
  return query
  select o.id, o.kind, o.recipient_email,
    coalesce(o.data ->> 'listing_name', o.data ->> 'business_name', ''),
    o.attempts, o.last_error, o.created_at, o.failed_at
  from public.outbox o
  where o.status = 'failed'
  order by o.failed_at desc
  limit 200;
end;
$function$;

COMMENT ON FUNCTION "private"."assert_admin"(text) IS 'Raises 42501 "Only an administrator can <action>" unless the caller is an admin (is_admin). For security definer functions; no browser role may call it.';

REVOKE ALL ON FUNCTION "private"."assert_admin"(text) FROM PUBLIC;
