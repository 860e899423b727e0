-- The admin dashboard's "Waiting for a decision" counts everything that waits for an admin
-- (#41): besides applications, listings, changes, inbox and posts, the reported reviews (open
-- reports, including the reviews the database held for a look) and what the abuse guard held
-- (applications, contact messages and wedding submissions with status 'held').
-- The function's result gains two columns, so it is dropped and made again (same rights).

drop function public.admin_counts();

create function public.admin_counts(
  out applications integer,
  out listings_in_review integer,
  out changes_in_review integer,
  out spam_inquiries integer,
  out unread_messages integer,
  out new_submissions integer,
  out draft_posts integer,
  out scheduled_posts integer,
  out reported_reviews integer,
  out held_items integer
)
returns record
language plpgsql
stable
security definer
set search_path = ''
as $$
#variable_conflict use_column
begin
  if not (select public.is_admin()) then
    raise exception 'Only an administrator can see the dashboard' using errcode = '42501';
  end if;
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
              + (select count(*) from public.wedding_submissions s where s.status = 'held');
end;
$$;

comment on function public.admin_counts() is
  'What waits for an administrator, counted in one call for the dashboard: applications, listings and changes in review, spam inquiries, unread messages, new submissions, draft and scheduled posts, open review reports and held items. Admins only.';

revoke all on function public.admin_counts() from public, anon;
grant execute on function public.admin_counts() to authenticated;
