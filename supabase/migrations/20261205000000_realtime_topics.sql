-- Issue #43: who may join which Realtime topic, and the inbox's broadcast of a new inquiry.
--
-- Realtime Authorization: a private channel's join is allowed when the user may read
-- realtime.messages for its topic (realtime.topic()), and they may broadcast or track presence
-- when they may insert there. The realtime schema, messages and realtime.send() are the platform's
-- (hosted Supabase has them; the local stack creates them, supabase/local/realtime-shim.sql):
-- this migration only adds policies and a trigger, so it runs unchanged on both. Hosted projects
-- set Realtime to private channels only (README, "Realtime").
--
-- The topics, each scoped to what its readers may already read:
--   listing:<listing id>:inbox   the listing's owner, an active vendor (public.owns_listing)
--   admin:queues                 admins
--   post:<post id>               admins (the blog editor is theirs)
--   saved:<share id>             whoever holds the share id (a random uuid in a shared list's link)

create function public.may_use_realtime_topic(topic text)
returns boolean
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  id_pattern constant text := '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';
begin
  -- a topic is at most 255 bytes on the wire (realtime-js); a longer one is no topic of ours
  perform public.bounded_text(topic, 255, 'topic');
  if topic is null then
    return false;
  elsif topic ~ ('^listing:' || id_pattern || ':inbox$') then
    return public.owns_listing(split_part(topic, ':', 2)::uuid);
  elsif topic = 'admin:queues' or topic ~ ('^post:' || id_pattern || '$') then
    return public.is_admin();
  elsif topic ~ ('^saved:' || id_pattern || '$') then
    return true;
  end if;
  return false;
end;
$$;
comment on function public.may_use_realtime_topic(text) is
  'True when the caller may join (and send on) this Realtime topic; the policies on realtime.messages ask it.';
revoke all on function public.may_use_realtime_topic(text) from public;
grant execute on function public.may_use_realtime_topic(text) to anon, authenticated, service_role;

create policy "members read their realtime topics"
  on realtime.messages for select to authenticated
  using (
    realtime.messages.extension in ('broadcast', 'presence')
    and (select public.may_use_realtime_topic((select realtime.topic())))
  );

create policy "members send on their realtime topics"
  on realtime.messages for insert to authenticated
  with check (
    realtime.messages.extension in ('broadcast', 'presence')
    and (select public.may_use_realtime_topic((select realtime.topic())))
  );

create policy "visitors read shared-list topics"
  on realtime.messages for select to anon
  using (
    realtime.messages.extension in ('broadcast', 'presence')
    and (select public.may_use_realtime_topic((select realtime.topic())))
  );

create policy "visitors send on shared-list topics"
  on realtime.messages for insert to anon
  with check (
    realtime.messages.extension in ('broadcast', 'presence')
    and (select public.may_use_realtime_topic((select realtime.topic())))
  );

-- A new inquiry, held or not, to its listing's inbox: ids, status and time only (the inbox reads
-- the rest through its own policies). security definer: realtime.send's row is written as the
-- owner, whoever sent the inquiry (a visitor may not write realtime.messages for that topic).
create function public.broadcast_new_inquiry()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  perform realtime.send(
    jsonb_build_object('id', new.id, 'listing_id', new.listing_id, 'status', new.status,
                       'created_at', new.created_at),
    'inquiry_created',
    'listing:' || new.listing_id::text || ':inbox',
    true);
  return null;
end;
$$;
revoke all on function public.broadcast_new_inquiry() from public, anon, authenticated;

create trigger inquiries_broadcast_new
  after insert on public.inquiries
  for each row execute function public.broadcast_new_inquiry();
