-- The `realtime` schema a hosted Supabase project has before any migration runs, for the local
-- stack (PGlite or a plain PostgreSQL). Run by stack.ts with platform-shim.sql, before the reset and
-- the migrations; never part of supabase/migrations, which only use these and add policies (as they
-- do on storage.objects). Idempotent. The stack's Realtime server (supabase/local/realtime.ts)
-- authorises private channels with the policies on realtime.messages and delivers the rows that
-- realtime.send inserts.
--
-- Same names, columns and signatures as the platform; differences, on purpose: messages is a plain
-- table (hosted partitions it by day and drops partitions after a few days), and the notify trigger
-- at the end is the local server's way to hear of new rows (hosted Realtime reads the table itself).

create schema if not exists realtime;
grant usage on schema realtime to anon, authenticated, service_role;

create table if not exists realtime.messages (
  id uuid not null default gen_random_uuid() primary key,
  topic text not null,
  extension text not null,
  payload jsonb,
  event text,
  private boolean default false,
  created_at timestamp without time zone not null default now(),
  updated_at timestamp without time zone not null default now(),
  inserted_at timestamp without time zone not null default now()
);
alter table realtime.messages enable row level security;
grant select, insert, update on realtime.messages to anon, authenticated, service_role;

-- The topic being authorised (a join's, or a realtime.send's), for the policies on messages.
create or replace function realtime.topic()
returns text
language sql
stable
set search_path = ''
as $$
  select nullif(current_setting('realtime.topic', true), '')::text;
$$;
grant execute on function realtime.topic() to anon, authenticated, service_role;

-- Broadcast from the database: a row in messages, delivered to the topic's subscribers. As on the
-- platform, a failure is a warning, never the caller's error (a trigger must not fail its insert).
create or replace function realtime.send(payload jsonb, event text, topic text, private boolean default true)
returns void
language plpgsql
set search_path = ''
as $$
begin
  begin
    perform set_config('realtime.topic', topic, true);
    insert into realtime.messages (payload, event, topic, private, extension)
    values (payload, event, topic, private, 'broadcast');
  exception when others then
    raise warning 'ErrorSendingBroadcastMessage: %', sqlerrm;
  end;
end;
$$;
grant execute on function realtime.send(jsonb, text, text, boolean) to anon, authenticated, service_role;

-- A row trigger's change as a broadcast: {operation, table, schema, record, old_record}.
create or replace function realtime.broadcast_changes(
  topic_name text, event_name text, operation text, table_name text, table_schema text,
  new record, old record, level text default 'ROW')
returns void
language plpgsql
set search_path = ''
as $$
declare
  row_data jsonb;
begin
  if level = 'STATEMENT' then
    raise exception 'function can only be triggered for each row, not for each statement';
  end if;
  if operation not in ('INSERT', 'UPDATE', 'DELETE') then
    raise exception 'Unexpected operation type: %', operation;
  end if;
  row_data := jsonb_build_object(
    'old_record', case when old is null then null else to_jsonb(old) end,
    'record', case when new is null then null else to_jsonb(new) end,
    'operation', operation, 'table', table_name, 'schema', table_schema);
  perform realtime.send(row_data, event_name, topic_name);
end;
$$;
grant execute on function realtime.broadcast_changes(text, text, text, text, text, record, record, text)
  to anon, authenticated, service_role;

-- Local only: tells the stack's Realtime server of each committed broadcast, in commit order (a
-- NOTIFY is delivered at commit, a transaction's in the order sent). The row itself when it fits a
-- notification (under 8000 bytes), else its id, which the server reads back.
create or replace function realtime.local_notify_message()
returns trigger
language plpgsql
set search_path = ''
as $$
declare
  message text;
begin
  if new.extension <> 'broadcast' then
    return null;
  end if;
  message := jsonb_build_object('id', new.id, 'topic', new.topic, 'event', new.event,
    'private', coalesce(new.private, false), 'payload', new.payload)::text;
  if octet_length(message) > 7900 then
    message := jsonb_build_object('id', new.id)::text;
  end if;
  perform pg_notify('realtime_local_messages', message);
  return null;
end;
$$;

drop trigger if exists local_notify_message on realtime.messages;
create trigger local_notify_message
  after insert on realtime.messages
  for each row execute function realtime.local_notify_message();
