-- Issue #31, "one inquiry to several vendors": a couple picks vendors from their saved list and
-- sends one form (names, email, date, guests, budget, message).
--
-- * send_inquiries(listing_ids, name, email, wedding_date, guest_count, message, budget_band)
--   writes one inquiries row per chosen vendor, in one transaction, through the same insert the
--   single form uses: the same BEFORE INSERT trigger (server-owned columns, hold_form_send with the
--   per-sender and per-network limits, counted per vendor: a vendor past a limit gets its row
--   held, the others not), the same vendor notification (inquiry_received, each to its own
--   vendor), the same RLS for reading (a vendor sees only rows to its own listings; nothing in a
--   row names another recipient).
-- * All or nothing: every vendor is checked before anything is written. A vendor that does not
--   take inquiries (not published, or its member suspended: what the directory hides) refuses
--   the whole send with SQLSTATE P0001, hint 'listing_refused' and the listing's id as detail.
--   The message names the vendor by id only: a hidden listing's name is not public; the site
--   names it from the list the couple chose from. At most INQUIRY_VENDORS_PER_SEND (10, the
--   per-sender hourly limit, src/config/site.ts) per send, and at least one: refused with hint
--   'too_many_vendors' / 'no_vendors'. The same id twice counts once.
-- * The couple gets ONE email, inquiries_sent, listing every vendor written to, instead of one
--   inquiry_copy per vendor: notify_inquiry leaves out the copy while the transaction-local
--   setting perfete.inquiry_copy is 'off', which only send_inquiries sets. Held rows are left
--   out of the list, as a held single inquiry mails nobody; when all are held no email goes.
--   Released later (held -> new), a row sends its vendor alert and the couple's inquiry_copy as
--   before.
-- * The answer is the same whether rows were held or not: the vendors written to, in the order
--   given.

-- ---------------------------------------------------------------------------------------------
-- The couple's confirmation: a new kind of email (the kinds of 20261129030000, plus any added
-- since by other migrations, plus 'inquiries_sent')
-- ---------------------------------------------------------------------------------------------

do $$
declare
  kinds text[];
begin
  -- The definition quotes each kind ('a'::text, …) or one array literal ('{a,b}'::text[]).
  select array_agg(k.kind order by k.first_seen) into kinds
  from (
    select w.kind, min(m.position * 1000 + w.position) as first_seen
    from pg_catalog.pg_constraint c,
         regexp_matches(pg_catalog.pg_get_constraintdef(c.oid), '''([^'']*)''', 'g')
           with ordinality as m (quoted, position),
         unnest(string_to_array(btrim(m.quoted[1], '{}'), ',')) with ordinality as w (kind, position)
    where c.conrelid = 'public.outbox'::regclass and c.conname = 'outbox_kind_check'
      and w.kind ~ '^[a-z_]+$' and w.kind <> 'inquiries_sent'
    group by w.kind
  ) as k;
  alter table public.outbox drop constraint outbox_kind_check;
  execute format(
    'alter table public.outbox add constraint outbox_kind_check check (kind in (%s))',
    (select string_agg(quote_literal(k), ', ') from unnest(kinds || 'inquiries_sent'::text) as k));
end;
$$;

-- ---------------------------------------------------------------------------------------------
-- notify_inquiry: as in 20261129030000, without the couple's copy while send_inquiries writes
-- ---------------------------------------------------------------------------------------------

create or replace function public.notify_inquiry()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  listing record;
  owner record;
  lead jsonb;
begin
  if new.status = 'held'
     or (tg_op = 'UPDATE' and not (old.status = 'held' and new.status = 'new')) then
    return null;
  end if;
  select l.id, l.name, l.url_name, l.contact_email, l.owner_id, c.name as category
  into listing
  from public.listings l
  join public.business_categories c on c.id = l.business_category_id
  where l.id = new.listing_id;
  select * into owner from public.account_contact(listing.owner_id);

  lead := jsonb_build_object(
    'inquiry_id', new.id,
    'listing_name', listing.name,
    'listing_url_name', listing.url_name,
    'category', listing.category,
    'couple_name', new.name,
    'wedding_date', new.wedding_date,
    'guest_count', new.guest_count,
    'budget_band', new.budget_band,
    'message', new.message,
    'sent_at', new.created_at
  );
  perform public.enqueue_message(
    'inquiry_received', coalesce(listing.contact_email, owner.email),
    coalesce(owner.full_name, listing.name), listing.owner_id,
    lead || jsonb_build_object('couple_email', new.email), 'inquiries', new.email);
  -- send_inquiries mails the couple once for all its rows (inquiries_sent)
  if coalesce(current_setting('perfete.inquiry_copy', true), '') <> 'off' then
    perform public.enqueue_message('inquiry_copy', new.email, new.name, null, lead);
  end if;
  return null;
end;
$$;

-- ---------------------------------------------------------------------------------------------
-- send_inquiries
-- ---------------------------------------------------------------------------------------------

create function public.send_inquiries(
  listing_ids uuid[],
  name text,
  email text,
  wedding_date date,
  guest_count integer,
  message text,
  budget_band text default null
)
returns table (listing_id uuid, listing_name text)
language plpgsql
volatile
security definer
set search_path = ''
as $$
#variable_conflict use_column
declare
  -- src/config/site.ts INQUIRY_VENDORS_PER_SEND: the per-sender hourly limit, so one send from a
  -- fresh address is never held by its own size.
  vendors_per_send constant integer := 10;
  chosen uuid[];
  refused uuid;
  vendor record;
  written jsonb := '[]'::jsonb;
  row_id uuid;
  row_status text;
  row_created_at timestamptz;
begin
  select coalesce(array_agg(id order by first_position), '{}') into chosen
  from (
    select id, min(position) as first_position
    from unnest(send_inquiries.listing_ids) with ordinality as given (id, position)
    where id is not null
    group by id
  ) as distinct_ids;

  if cardinality(chosen) = 0 then
    raise exception 'Choose at least one vendor to write to' using hint = 'no_vendors';
  end if;
  if cardinality(chosen) > vendors_per_send then
    raise exception 'Write to at most % vendors at once', vendors_per_send
      using hint = 'too_many_vendors', detail = vendors_per_send::text;
  end if;

  -- Every vendor first: one that does not take inquiries refuses the whole send.
  select id into refused
  from unnest(chosen) with ordinality as c (id, position)
  where not exists (
    select 1 from public.listings l
    where l.id = c.id
      and l.status = 'published'
      and (l.owner_id is null or not public.is_suspended_member(l.owner_id))
  )
  order by position
  limit 1;
  if refused is not null then
    raise exception 'Vendor % is not taking inquiries now; nothing was sent', refused
      using hint = 'listing_refused', detail = refused::text;
  end if;

  -- One row per vendor, each through the inquiries triggers (held or not, per vendor).
  perform set_config('perfete.inquiry_copy', 'off', true);
  for vendor in
    select l.id, l.name, l.url_name, cat.name as category, c.position
    from unnest(chosen) with ordinality as c (id, position)
    join public.listings l on l.id = c.id
    join public.business_categories cat on cat.id = l.business_category_id
    order by c.position
  loop
    insert into public.inquiries (listing_id, name, email, wedding_date, guest_count, budget_band, message)
    values (vendor.id, send_inquiries.name, send_inquiries.email, send_inquiries.wedding_date,
            send_inquiries.guest_count, send_inquiries.budget_band, send_inquiries.message)
    returning id, status, created_at into row_id, row_status, row_created_at;
    if row_status <> 'held' then
      written := written || jsonb_build_array(jsonb_build_object(
        'inquiry_id', row_id,
        'listing_name', vendor.name,
        'listing_url_name', vendor.url_name,
        'category', vendor.category));
    end if;
    listing_id := vendor.id;
    listing_name := vendor.name;
    return next;
  end loop;
  perform set_config('perfete.inquiry_copy', '', true);

  if jsonb_array_length(written) > 0 then
    perform public.enqueue_message('inquiries_sent', send_inquiries.email, send_inquiries.name, null,
      jsonb_build_object(
        'couple_name', send_inquiries.name,
        'wedding_date', send_inquiries.wedding_date,
        'guest_count', send_inquiries.guest_count,
        'budget_band', send_inquiries.budget_band,
        'message', send_inquiries.message,
        'sent_at', row_created_at,
        'listings', written));
  end if;
end;
$$;
comment on function public.send_inquiries(uuid[], text, text, date, integer, text, text) is
  'One inquiry per chosen vendor (at most 10), all or nothing, each through the single inquiry''s triggers (held per vendor); the couple gets one inquiries_sent email listing the vendors written to.';
revoke all on function public.send_inquiries(uuid[], text, text, date, integer, text, text) from public;
grant execute on function public.send_inquiries(uuid[], text, text, date, integer, text, text)
  to anon, authenticated;
