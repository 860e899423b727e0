-- Issue #44: a newsletter subscribe held past a burst waits for an admin like every other held
-- form (#29, #41). The dashboard's "Held for review" counts it, /admin/held lists it beside the
-- held applications, messages and submissions, and admin:queues announces its arrival and its
-- decision (#43), so the count and the list are live.
--
-- admin_counts() keeps its signature (create or replace keeps its rights); held_items gains the
-- held subscribes (newsletter_subscribers.held_at set: nothing was mailed to them yet).

create or replace function public.admin_counts(
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
              + (select count(*) from public.wedding_submissions s where s.status = 'held')
              + (select count(*) from public.newsletter_subscribers n where n.held_at is not null and n.status = 'pending');
end;
$$;

comment on function public.admin_counts() is
  'What waits for an administrator, counted in one call for the dashboard: applications, listings and changes in review, spam inquiries, unread messages, new submissions, draft and scheduled posts, open review reports and held items (applications, messages, submissions and newsletter subscribes). Admins only.';

-- Announced only when a subscribe is held, released or discarded while held: an ordinary
-- subscribe, a confirmation or an unsubscribe changes no queue, and a list of 50,000 readers
-- imported or sent to announces nothing.
create trigger newsletter_subscribers_broadcast_held
  after insert on public.newsletter_subscribers
  for each row when (new.held_at is not null)
  execute function public.broadcast_admin_queue_change();
create trigger newsletter_subscribers_broadcast_held_state
  after update of held_at on public.newsletter_subscribers
  for each row when (old.held_at is distinct from new.held_at)
  execute function public.broadcast_admin_queue_change();
create trigger newsletter_subscribers_broadcast_held_gone
  after delete on public.newsletter_subscribers
  for each row when (old.held_at is not null)
  execute function public.broadcast_admin_queue_change();
