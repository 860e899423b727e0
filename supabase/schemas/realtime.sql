-- =================================================================================================
-- realtime.sql
--
-- Realtime: who may join which private channel (realtime.messages policies,
-- may_use_realtime_topic), and the broadcast that tells the admins' queues a row came or went.
-- =================================================================================================

create or replace function public.may_use_realtime_topic (
  topic text
)
  returns boolean
  language plpgsql
  stable
  security definer
  set search_path to ''
  as $function$
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
$function$;

-- -------------------------------------------------------------------------------------------------
-- messages
-- -------------------------------------------------------------------------------------------------
create policy "members read their realtime topics" on realtime.messages
  for select
  to authenticated
  using
    (((extension = any (array['broadcast'::text, 'presence'::text])) and ( select
    public.may_use_realtime_topic(( select realtime.topic() as topic)) as may_use_realtime_topic)));
create policy "members send on their realtime topics" on realtime.messages
  for insert
  to authenticated
  with
    check
    (((extension = any (array['broadcast'::text, 'presence'::text])) and ( select
    public.may_use_realtime_topic(( select realtime.topic() as topic)) as may_use_realtime_topic)));
create policy "visitors read shared-list topics" on realtime.messages
  for select
  to anon
  using
    (((extension = any (array['broadcast'::text, 'presence'::text])) and ( select
    public.may_use_realtime_topic(( select realtime.topic() as topic)) as may_use_realtime_topic)));
create policy "visitors send on shared-list topics" on realtime.messages
  for insert
  to anon
  with
    check
    (((extension = any (array['broadcast'::text, 'presence'::text])) and ( select
    public.may_use_realtime_topic(( select realtime.topic() as topic)) as may_use_realtime_topic)));

create or replace function public.broadcast_admin_queue_change()
  returns trigger
  language plpgsql
  security definer
  set search_path to ''
  as $function$
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
$function$;
revoke all on function public.broadcast_admin_queue_change() from public;
comment on function public.broadcast_admin_queue_change() is 'Trigger: tells admin:queues that a queue row arrived, changed state or left (kind, key, op only).';

revoke all on function public.may_use_realtime_topic(text) from public;
grant execute
  on function public.may_use_realtime_topic(text)
  to anon, authenticated, service_role;
comment on function public.may_use_realtime_topic(text) is 'True when the caller may join (and send on) this Realtime topic; the policies on realtime.messages ask it.';
