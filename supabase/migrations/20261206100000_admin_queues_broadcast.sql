-- Issue #43: the admin dashboard's counts and the open queues update live. Every row that arrives
-- in a queue, or whose state an admin (or the abuse guard) changes, is announced on the private
-- topic admin:queues (only admins may join it: may_use_realtime_topic, 20261205000000). The
-- payload names the kind (the table), the row's id and the operation, never a field of the row: a
-- subscriber refetches what its own policies let it read.
--
-- Only state changes are announced (an update that leaves the status as it was changes no count
-- and no queue), and inquiries only when spam is involved (the dashboard counts spam; a vendor's
-- own inbox has its own topic).

-- The trigger's argument names the row's key column when it is not "id" (listing_changes is keyed
-- by its listing). The key is read through to_jsonb, so that nothing here can fail the write.
create function public.broadcast_admin_queue_change()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  changed jsonb := case when tg_op = 'DELETE' then to_jsonb(old) else to_jsonb(new) end;
begin
  -- security definer: the message is written as the owner, whoever caused the change (a visitor
  -- applying, a vendor sending a change for review), since they may not write on admin:queues.
  perform realtime.send(
    jsonb_build_object(
      'kind', tg_table_name,
      'id', changed ->> coalesce(tg_argv[0], 'id'),
      'op', lower(tg_op)),
    'queue_changed',
    'admin:queues',
    true);
  return null;
end;
$$;
comment on function public.broadcast_admin_queue_change() is
  'Trigger: tells admin:queues that a queue row arrived, changed state or left (kind, key, op only).';
revoke all on function public.broadcast_admin_queue_change() from public, anon, authenticated;

create trigger membership_applications_broadcast_queue
  after insert or delete on public.membership_applications
  for each row execute function public.broadcast_admin_queue_change();
create trigger membership_applications_broadcast_queue_state
  after update of status on public.membership_applications
  for each row when (old.status is distinct from new.status)
  execute function public.broadcast_admin_queue_change();

create trigger listings_broadcast_queue
  after insert or delete on public.listings
  for each row execute function public.broadcast_admin_queue_change();
create trigger listings_broadcast_queue_state
  after update of status on public.listings
  for each row when (old.status is distinct from new.status)
  execute function public.broadcast_admin_queue_change();

create trigger listing_changes_broadcast_queue
  after insert or delete on public.listing_changes
  for each row execute function public.broadcast_admin_queue_change('listing_id');
create trigger listing_changes_broadcast_queue_state
  after update of status on public.listing_changes
  for each row when (old.status is distinct from new.status)
  execute function public.broadcast_admin_queue_change('listing_id');

create trigger review_reports_broadcast_queue
  after insert or delete on public.review_reports
  for each row execute function public.broadcast_admin_queue_change();
create trigger review_reports_broadcast_queue_state
  after update of status on public.review_reports
  for each row when (old.status is distinct from new.status)
  execute function public.broadcast_admin_queue_change();

create trigger contact_messages_broadcast_queue
  after insert or delete on public.contact_messages
  for each row execute function public.broadcast_admin_queue_change();
create trigger contact_messages_broadcast_queue_state
  after update of status on public.contact_messages
  for each row when (old.status is distinct from new.status)
  execute function public.broadcast_admin_queue_change();

create trigger wedding_submissions_broadcast_queue
  after insert or delete on public.wedding_submissions
  for each row execute function public.broadcast_admin_queue_change();
create trigger wedding_submissions_broadcast_queue_state
  after update of status on public.wedding_submissions
  for each row when (old.status is distinct from new.status)
  execute function public.broadcast_admin_queue_change();

create trigger inquiries_broadcast_spam_queue
  after insert on public.inquiries
  for each row when (new.status = 'spam')
  execute function public.broadcast_admin_queue_change();
create trigger inquiries_broadcast_spam_queue_state
  after update of status on public.inquiries
  for each row when (old.status is distinct from new.status and 'spam' in (old.status, new.status))
  execute function public.broadcast_admin_queue_change();
