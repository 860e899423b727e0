-- =================================================================================================
-- membership.sql
--
-- Membership: applying to list on Perféte (membership_applications), invitations and
-- their links, the vendor members and their standing (vendor_members, is_active_vendor,
-- is_suspended_member), and the networks members write from (member_networks).
-- =================================================================================================

-- -------------------------------------------------------------------------------------------------
-- member_networks
-- -------------------------------------------------------------------------------------------------
create table public.member_networks (
  user_id       uuid                     not null,
  network_hash  text                     not null,
  first_seen_at timestamp with time zone not null default now(),
  last_seen_at  timestamp with time zone not null default now(),
  constraint member_networks_network_hash_check check ((network_hash ~ '^[0-9a-f]{64}$'::text)),
  constraint member_networks_pkey primary key (user_id, network_hash)
);
comment on table public.member_networks is 'Hashes of the client networks each vendor member wrote through the API from (kept 400 days): no review invitation for an inquiry sent from one. Private.';
alter table public.member_networks
  add constraint member_networks_user_id_fkey foreign key (user_id) references auth.users(id)
    on delete cascade;
alter table public.member_networks
  enable row level security;
grant delete, insert, maintain, references, select, trigger, truncate, update
  on table public.member_networks
  to anon, authenticated;

-- -------------------------------------------------------------------------------------------------
-- membership_applications
-- -------------------------------------------------------------------------------------------------
create table public.membership_applications (
  id                uuid                     not null default gen_random_uuid(),
  business_name     text                     not null,
  contact_name      text                     not null,
  email             text                     not null,
  website           text,
  instagram         text,
  category          uuid                     not null,
  city              text,
  state             text,
  country           text,
  message           text,
  status            text                     not null default 'pending'::text,
  created_at        timestamp with time zone not null default now(),
  updated_at        timestamp with time zone not null default now(),
  portfolio_links   text[]                   not null default '{}'::text[],
  years_in_business smallint,
  phone             text,
  consent           boolean                  not null default false,
  internal_notes    text,
  decision_reason   text,
  admission_note    text,
  reviewed_by       uuid,
  reviewed_at       timestamp with time zone,
  constraint membership_applications_admission_note_check
    check (((admission_note is null) or (char_length(admission_note) <= 500))),
  constraint membership_applications_business_name_check
    check
    (((char_length(btrim(business_name)) >= 1) and (char_length(btrim(business_name)) <= 200))),
  constraint membership_applications_city_check
    check
    (((city is null) or ((char_length(btrim(city)) >= 1) and (char_length(btrim(city)) <= 100)))),
  constraint membership_applications_contact_name_check
    check (((char_length(btrim(contact_name)) >= 1) and (char_length(btrim(contact_name)) <= 200))),
  constraint membership_applications_country_check
    check
    (((country is null) or ((char_length(btrim(country)) >= 1) and (char_length(btrim(country)) <=
    100)))),
  constraint membership_applications_decision_reason_check
    check (((decision_reason is null) or (char_length(decision_reason) <= 2000))),
  constraint membership_applications_email_check
    check (((char_length(email) <= 254) and (email ~* '^[^@\s]+@[^@\s]+\.[^@\s]+$'::text))),
  constraint membership_applications_instagram_check
    check
    (((instagram is null) or (instagram ~ '^@?[A-Za-z0-9._]{1,30}$'::text) or (instagram ~*
    '^https?://(www\.)?instagram\.com/[A-Za-z0-9._]{1,30}/?$'::text))),
  constraint membership_applications_internal_notes_check
    check (((internal_notes is null) or (char_length(internal_notes) <= 5000))),
  constraint membership_applications_message_check
    check (((message is null) or (char_length(message) <= 5000))),
  constraint membership_applications_phone_check
    check (((phone is null) or (phone ~ '^[0-9+() .-]{5,40}$'::text))),
  constraint membership_applications_pkey primary key (id),
  constraint membership_applications_portfolio_links_check
    check
    (((cardinality(portfolio_links) <= 5) and (array_position(portfolio_links, null::text) IS
    null))),
  constraint membership_applications_state_check
    check
    (((state is null) or ((char_length(btrim(state)) >= 1) and (char_length(btrim(state)) <=
    100)))),
  constraint membership_applications_status_check
    check
    ((status = any (array['pending'::text, 'in_review'::text, 'invited'::text, 'declined'::text,
    'waitlisted'::text, 'held'::text, 'archived'::text]))),
  constraint membership_applications_website_check
    check
    (((website is null) or ((char_length(website) <= 2048) and (website ~*
    '^https?://[^\s/]+[^\s]*$'::text)))),
  constraint membership_applications_years_check
    check (((years_in_business >= 0) and (years_in_business <= 150)))
);
alter table public.membership_applications
  add constraint membership_applications_category_fkey foreign key (category)
    references public.business_categories(id) on delete restrict;
alter table public.membership_applications
  add constraint membership_applications_consent_check check (consent) not valid;
alter table public.membership_applications
  add constraint membership_applications_reviewed_by_fkey foreign key (reviewed_by)
    references auth.users(id) on delete set null;
create index membership_applications_category_idx on public.membership_applications
  using btree (category);
create index membership_applications_created_at_idx on public.membership_applications
  using btree (created_at desc);
create index membership_applications_email_created_at_idx on public.membership_applications
  using btree (lower(email), created_at desc);
create index membership_applications_status_created_at_idx on public.membership_applications
  using btree (status, created_at desc);
alter table public.membership_applications
  enable row level security;
create or replace function public.notify_application()
  returns trigger
  language plpgsql
  security definer
  set search_path to ''
  as $function$
declare
  category text;
  about jsonb;
begin
  if new.status = 'held' then
    return null;
  end if;
  select c.name into category from public.business_categories c where c.id = new.category;
  about := jsonb_build_object(
    'application_id', new.id,
    'business_name', new.business_name,
    'contact_name', new.contact_name,
    'category', category,
    'sent_at', new.created_at
  );
  if tg_op = 'INSERT' then
    perform public.enqueue_message('application_received', new.email, new.contact_name, null, about);
    perform public.notify_admins(about || jsonb_build_object('what', 'application'));
  elsif old.status = 'held' and new.status = 'pending' then
    perform public.enqueue_message('application_received', new.email, new.contact_name, null, about);
  elsif new.status is distinct from old.status and new.status in ('declined', 'waitlisted') then
    perform public.enqueue_message(
      'application_' || new.status, new.email, new.contact_name, null,
      about || jsonb_build_object('reason', nullif(btrim(new.decision_reason), '')));
  end if;
  return null;
end;
$function$;
revoke all on function public.notify_application() from public;
create or replace function public.withdraw_invitations_on_decision()
  returns trigger
  language plpgsql
  security definer
  set search_path to ''
  as $function$
begin
  if new.status in ('declined', 'waitlisted', 'archived') and new.status is distinct from old.status then
    update public.membership_invitations i
    set revoked_at = now()
    where i.application_id = new.id and i.accepted_at is null and i.revoked_at is null;
  end if;
  return null;
end;
$function$;
revoke all on function public.withdraw_invitations_on_decision() from public;
grant delete, insert, maintain, references, select, trigger, truncate, update
  on table public.membership_applications
  to anon, authenticated;
create policy "admins delete archived membership applications" on public.membership_applications
  for delete
  to authenticated
  using (((select public.is_admin()) and (status = 'archived'::text)));
create policy "admins read membership applications" on public.membership_applications
  for select
  to authenticated
  using ((select public.is_admin()));
create policy "admins update membership applications" on public.membership_applications
  for update
  to authenticated
  using ((select public.is_admin()))
  with check ((select public.is_admin()));
create policy "anon sends membership applications" on public.membership_applications
  for insert
  to anon
  with check ((status = any (array['pending'::text, 'held'::text])));
create policy "authenticated sends membership applications" on public.membership_applications
  for insert
  to authenticated
  with check ((status = any (array['pending'::text, 'held'::text])));
create or replace function public.membership_applications_guard()
  returns trigger
  language plpgsql
  security definer
  set search_path to ''
  as $function$
declare
  applications_per_sender_per_hour constant integer := 3;
  applications_per_network_per_hour constant integer := 5;
  open_application record;
  sender text;
  link text;
  held boolean;
begin
  foreach link in array coalesce(new.portfolio_links, '{}') loop
    if char_length(link) > 2048 or link !~* '^https?://[^\s/]+[^\s]*$' then
      raise exception 'Each portfolio link must be a web address (http or https)' using errcode = '23514';
    end if;
  end loop;

  if tg_op = 'UPDATE' then
    -- Who decided and when: recorded by the database whenever the state changes.
    if new.status is distinct from old.status then
      new.reviewed_by := (select auth.uid());
      new.reviewed_at := now();
    else
      new.reviewed_by := old.reviewed_by;
      new.reviewed_at := old.reviewed_at;
    end if;
    new.id := old.id;
    new.created_at := old.created_at;
    return new;
  end if;

  if coalesce((select auth.role()), '') not in ('anon', 'authenticated') or (select public.is_admin()) then
    return new;
  end if;

  new.id := gen_random_uuid();
  new.status := 'pending';
  new.created_at := now();
  new.updated_at := now();
  new.internal_notes := null;
  new.decision_reason := null;
  new.admission_note := null;
  new.reviewed_by := null;
  new.reviewed_at := null;
  new.email := lower(btrim(new.email));
  sender := public.normalized_email(new.email);

  -- Serialises concurrent applications so the check below holds.
  perform pg_advisory_xact_lock(hashtext('membership_applications:sender:' || sender));

  select a.id, a.business_name, a.email, a.created_at into open_application
  from public.membership_applications a
  where a.status in ('pending', 'in_review', 'waitlisted', 'held')
    and public.normalized_email(a.email) = sender
  order by a.created_at desc
  limit 1;
  if found and open_application.created_at = now() then
    -- the same request's earlier row: a batch, which one_row_per_request refuses as a whole
    raise exception 'Send one application at a time' using errcode = '22023', hint = 'one_per_request';
  end if;

  -- Every application counts, a repeat too: past a limit it is held (a repeat: nobody is told).
  held := public.hold_form_send('application', null, new.email, applications_per_sender_per_hour,
                                applications_per_network_per_hour);

  if open_application.id is not null then
    if not held and not exists (
      select 1 from public.outbox o
      where o.kind = 'application_repeated'
        and o.created_at > now() - interval '1 day'
        and public.normalized_email(o.recipient_email) = sender
    ) then
      perform public.enqueue_message('application_repeated', open_application.email, new.contact_name, null,
        jsonb_build_object('business_name', open_application.business_name,
                           'sent_at', open_application.created_at));
    end if;
    return null; -- the same 201 as a first application; nothing stored
  end if;

  if held then
    new.status := 'held';
  end if;
  return new;
end;
$function$;
create trigger membership_applications_audit
  after insert or delete or update on public.membership_applications
  for each row
  execute function public.record_admin_write('id');
create trigger membership_applications_broadcast_queue_state
  after update of status on public.membership_applications
  for each row
  when ((old.status is distinct from new.status))
  execute function public.broadcast_admin_queue_change();
create trigger membership_applications_broadcast_queue
  after insert or delete on public.membership_applications
  for each row
  execute function public.broadcast_admin_queue_change();
create trigger membership_applications_guard
  before insert or update on public.membership_applications
  for each row
  execute function public.membership_applications_guard();
create trigger membership_applications_held_guard
  before update of status on public.membership_applications
  for each row
  execute function public.held_rows_guard('pending');
create trigger membership_applications_notify
  after insert or update on public.membership_applications
  for each row
  execute function public.notify_application();
create trigger membership_applications_one_row_per_request after insert
  on public.membership_applications
  referencing NEW table as inserted_rows for each STATEMENT execute function
  public.one_row_per_request (
  'application'
);
create trigger membership_applications_set_updated_at
  before update on public.membership_applications
  for each row
  execute function public.set_updated_at();
create trigger membership_applications_withdraw_invitations
  after update of status on public.membership_applications
  for each row
  execute function public.withdraw_invitations_on_decision();

-- -------------------------------------------------------------------------------------------------
-- membership_invitation_links
-- -------------------------------------------------------------------------------------------------
create table public.membership_invitation_links (
  id            uuid                     not null default gen_random_uuid(),
  invitation_id uuid                     not null,
  created_at    timestamp with time zone not null default now(),
  constraint membership_invitation_links_pkey primary key (id)
);
comment on table public.membership_invitation_links is 'Each fresh sign-in link asked for with an invitation''s token (request_invitation_link).';

-- -------------------------------------------------------------------------------------------------
-- membership_invitations
-- -------------------------------------------------------------------------------------------------
create table public.membership_invitations (
  id             uuid                     not null default gen_random_uuid(),
  application_id uuid,
  email          text                     not null,
  token_hash     text                     not null,
  expires_at     timestamp with time zone not null default (now() + '14 days'::interval),
  revoked_at     timestamp with time zone,
  accepted_at    timestamp with time zone,
  accepted_by    uuid,
  created_at     timestamp with time zone not null default now(),
  constraint membership_invitations_accepted_check check (((accepted_at IS
    not null) or (accepted_by is null))),
  constraint membership_invitations_email_check
    check (((char_length(email) <= 254) and (email ~ '^[^@\sA-Z]+@[^@\sA-Z]+\.[^@\sA-Z]+$'::text))),
  constraint membership_invitations_expiry_check check ((expires_at > created_at)),
  constraint membership_invitations_pkey primary key (id),
  constraint membership_invitations_token_hash_check
    check ((token_hash ~ '^[0-9a-f]{64}$'::text)),
  constraint membership_invitations_token_hash_key unique (token_hash),
  created_by     uuid                     default auth.uid()
);

-- -------------------------------------------------------------------------------------------------
-- membership_invitation_links
-- -------------------------------------------------------------------------------------------------
alter table public.membership_invitation_links
  add constraint membership_invitation_links_invitation_id_fkey foreign key (invitation_id)
    references public.membership_invitations(id) on delete cascade;
create index membership_invitation_links_invitation_id_created_at_idx
  on public.membership_invitation_links using btree (invitation_id, created_at desc);
alter table public.membership_invitation_links
  enable row level security;
grant delete, insert, maintain, references, select, trigger, truncate, update
  on table public.membership_invitation_links
  to anon, authenticated;
create policy "admins read invitation links" on public.membership_invitation_links
  for select
  to authenticated
  using ((select public.is_admin()));

-- -------------------------------------------------------------------------------------------------
-- membership_invitations
-- -------------------------------------------------------------------------------------------------
comment on column public.membership_invitations.email is 'Lowercase; the accepting user''s email must match.';
alter table public.membership_invitations
  add constraint membership_invitations_accepted_by_fkey foreign key (accepted_by)
    references auth.users(id) on delete set null;
alter table public.membership_invitations
  add constraint membership_invitations_application_id_fkey foreign key (application_id)
    references public.membership_applications(id) on delete set null;
alter table public.membership_invitations
  add constraint membership_invitations_created_by_fkey foreign key (created_by)
    references auth.users(id) on delete set null;
create index membership_invitations_application_id_idx on public.membership_invitations
  using btree (application_id);
create index membership_invitations_email_idx on public.membership_invitations using btree (email);
alter table public.membership_invitations
  enable row level security;
create or replace function public.membership_invitations_sender()
  returns trigger
  language plpgsql
  security definer
  set search_path to ''
  as $function$
begin
  if coalesce((select auth.role()), '') = 'authenticated' then
    new.created_by := (select auth.uid());
    new.accepted_at := null;
    new.accepted_by := null;
    new.revoked_at := null;
  end if;
  return new;
end;
$function$;
revoke all on function public.membership_invitations_sender() from public;
create or replace function public.membership_invitations_validity()
  returns trigger
  language plpgsql
  set search_path to ''
  as $function$
begin
  if current_user not in ('anon', 'authenticated') then
    return new;
  end if;
  if tg_op = 'INSERT' then
    new.expires_at := now() + interval '14 days';
  else
    new.expires_at := old.expires_at;
  end if;
  return new;
end;
$function$;
revoke all on function public.membership_invitations_validity() from public;
grant delete, insert, maintain, references, select, trigger, truncate, update
  on table public.membership_invitations
  to anon, authenticated;
create policy "admins delete invitations" on public.membership_invitations
  for delete
  to authenticated
  using ((select public.is_admin()));
create policy "admins insert invitations" on public.membership_invitations
  for insert
  to authenticated
  with check ((select public.is_admin()));
create policy "admins read invitations" on public.membership_invitations
  for select
  to authenticated
  using ((select public.is_admin()));
create policy "admins update invitations" on public.membership_invitations
  for update
  to authenticated
  using ((select public.is_admin()))
  with check ((select public.is_admin()));
create trigger membership_invitations_audit
  after insert or delete or update on public.membership_invitations
  for each row
  execute function public.record_admin_write('id');
create trigger membership_invitations_keep_server_dates
  before insert or update on public.membership_invitations
  for each row
  execute function public.keep_server_dates();
create trigger membership_invitations_sender
  before insert on public.membership_invitations
  for each row
  execute function public.membership_invitations_sender();
create trigger membership_invitations_validity
  before insert or update on public.membership_invitations
  for each row
  execute function public.membership_invitations_validity();

-- -------------------------------------------------------------------------------------------------
-- vendor_members
-- -------------------------------------------------------------------------------------------------
create table public.vendor_members (
  user_id        uuid                     not null,
  status         text                     not null default 'active'::text,
  joined_at      timestamp with time zone not null default now(),
  updated_at     timestamp with time zone not null default now(),
  admission_note text,
  status_reason  text,
  constraint vendor_members_admission_note_check
    check (((admission_note is null) or (char_length(admission_note) <= 500))),
  constraint vendor_members_pkey primary key (user_id),
  constraint vendor_members_status_check
    check ((status = any (array['active'::text, 'suspended'::text]))),
  constraint vendor_members_status_reason_check
    check (((status_reason is null) or (char_length(status_reason) <= 2000)))
);
alter table public.vendor_members
  add constraint vendor_members_user_id_fkey foreign key (user_id) references auth.users(id)
    on delete cascade;
create index vendor_members_status_idx on public.vendor_members using btree (status);
alter table public.vendor_members
  enable row level security;
create or replace function public.notify_member()
  returns trigger
  language plpgsql
  security definer
  set search_path to ''
  as $function$
declare
  member record;
begin
  if new.status is not distinct from old.status then
    return null;
  end if;
  select * into member from public.account_contact(new.user_id);
  if new.status = 'suspended' then
    perform public.enqueue_message('member_suspended', member.email, member.full_name, new.user_id,
                                   jsonb_build_object('reason', new.status_reason));
  elsif new.status = 'active' then
    perform public.enqueue_message('member_reactivated', member.email, member.full_name, new.user_id,
                                   '{}'::jsonb);
  end if;
  return null;
end;
$function$;
revoke all on function public.notify_member() from public;
create or replace function public.vendor_members_end_other_sessions()
  returns trigger
  language plpgsql
  security definer
  set search_path to ''
  as $function$
begin
  if new.status = 'active'
     and (tg_op = 'INSERT' or old.status is distinct from 'active')
     and new.user_id = (select auth.uid()) then
    perform public.end_account_sessions(new.user_id, public.request_session_id());
  end if;
  return null;
end;
$function$;
revoke all on function public.vendor_members_end_other_sessions() from public;
create or replace function public.vendor_members_guard()
  returns trigger
  language plpgsql
  set search_path to ''
  as $function$
begin
  if new.status = 'suspended' and new.status is distinct from old.status
     and coalesce(btrim(new.status_reason), '') = '' then
    raise exception 'Say why the membership is suspended; the member reads it' using errcode = '23514';
  end if;
  if new.status = 'active' then
    new.status_reason := null;
  end if;
  new.updated_at := now();
  return new;
end;
$function$;
revoke all on function public.vendor_members_guard() from public;
grant delete, insert, maintain, references, select, trigger, truncate, update
  on table public.vendor_members
  to anon, authenticated;
create policy "admins delete members" on public.vendor_members
  for delete
  to authenticated
  using ((select public.is_admin()));
create policy "admins insert members" on public.vendor_members
  for insert
  to authenticated
  with check ((select public.is_admin()));
create policy "admins update members" on public.vendor_members
  for update
  to authenticated
  using ((select public.is_admin()))
  with check ((select public.is_admin()));
create policy "members read their own membership, admins all" on public.vendor_members
  for select
  to authenticated
  using (((user_id = (select auth.uid())) or (select public.is_admin())));
comment on function public.vendor_members_end_other_sessions() is 'Trigger: the person who activates their own membership (accept_my_invitation) keeps only the session they did it in.';
create trigger vendor_members_audit
  after insert or delete or update on public.vendor_members
  for each row
  execute function public.record_admin_write('user_id');
create trigger vendor_members_end_other_sessions
  after insert or update of status on public.vendor_members
  for each row
  execute function public.vendor_members_end_other_sessions();
create trigger vendor_members_guard
  before update on public.vendor_members
  for each row
  execute function public.vendor_members_guard();
create trigger vendor_members_notify
  after update on public.vendor_members
  for each row
  execute function public.notify_member();
create trigger vendor_members_set_updated_at
  before update on public.vendor_members
  for each row
  execute function public.set_updated_at();

create or replace function public.accept_invitation (
  token text,
  OUT   user_id uuid,
  OUT   status text,
  OUT   joined_at timestamp with time zone
)
  returns record
  language plpgsql
  security definer
  set search_path to ''
  as $function$
#variable_conflict use_column
declare
  caller uuid := (select auth.uid());
  caller_email text;
  caller_confirmed timestamptz;
  invitation public.membership_invitations%rowtype;
  member public.vendor_members%rowtype;
begin
  perform public.bounded_text(accept_invitation.token, 200, 'token');
  if caller is null then
    raise exception 'Sign in to accept an invitation' using errcode = '42501';
  end if;

  if accept_invitation.token is null or accept_invitation.token !~ '^[0-9a-f]{64}$' then
    raise exception 'Invalid invitation token' using errcode = '22023';
  end if;

  select * into invitation
  from public.membership_invitations i
  where i.token_hash = encode(pg_catalog.sha256(convert_to(accept_invitation.token, 'UTF8')), 'hex')
  for update;

  if not found then
    raise exception 'Invalid invitation token' using errcode = '22023';
  end if;
  if invitation.accepted_at is not null then
    raise exception 'This invitation has already been accepted' using errcode = '22023';
  end if;
  if invitation.revoked_at is not null then
    raise exception 'This invitation has been replaced by a newer one' using errcode = '22023';
  end if;
  if invitation.expires_at <= now() then
    raise exception 'This invitation has expired' using errcode = '22023';
  end if;

  select lower(u.email), u.email_confirmed_at into caller_email, caller_confirmed
  from auth.users u where u.id = caller;
  if caller_email is null or caller_email <> invitation.email then
    raise exception 'This invitation was sent to a different email address' using errcode = '42501';
  end if;
  if caller_confirmed is null then
    raise exception 'Confirm your email address before accepting the invitation' using errcode = '42501';
  end if;

  insert into public.vendor_members (user_id, status)
  values (caller, 'active')
  on conflict (user_id) do update set status = 'active'
  returning * into member;

  update public.membership_invitations i
  set accepted_at = now(), accepted_by = caller
  where i.id = invitation.id;

  accept_invitation.user_id := member.user_id;
  accept_invitation.status := member.status;
  accept_invitation.joined_at := member.joined_at;
end;
$function$;
revoke all on function public.accept_invitation(text) from public;
grant execute on function public.accept_invitation(text) to authenticated;

create or replace function public.accept_my_invitation (
  OUT user_id uuid,
  OUT status text,
  OUT listing_id uuid
)
  returns record
  language plpgsql
  security definer
  set search_path to ''
  as $function$
#variable_conflict use_column
declare
  caller uuid := (select auth.uid());
  caller_email text;
  caller_confirmed timestamptz;
  invitation public.membership_invitations%rowtype;
  app public.membership_applications%rowtype;
  base text;
  slug text;
begin
  if caller is null then
    raise exception 'Sign in to accept your invitation' using errcode = '42501';
  end if;
  select lower(u.email), u.email_confirmed_at into caller_email, caller_confirmed
  from auth.users u where u.id = caller;
  if caller_confirmed is null then
    raise exception 'Confirm your email address before accepting the invitation' using errcode = '42501';
  end if;

  select * into invitation
  from public.membership_invitations i
  where i.email = caller_email and i.accepted_at is null and i.revoked_at is null
  order by i.created_at desc
  limit 1
  for update;
  if not found then
    if exists (select 1 from public.membership_invitations i where i.email = caller_email and i.accepted_at is not null) then
      raise exception 'This invitation has already been accepted' using errcode = '22023';
    elsif exists (select 1 from public.membership_invitations i where i.email = caller_email) then
      raise exception 'This invitation has been withdrawn' using errcode = '22023';
    end if;
    raise exception 'There is no invitation for this email address' using errcode = '42501';
  end if;
  if invitation.expires_at <= now() then
    raise exception 'This invitation has expired' using errcode = '22023';
  end if;

  select * into app from public.membership_applications a where a.id = invitation.application_id;

  insert into public.vendor_members (user_id, status, admission_note)
  values (caller, 'active', app.admission_note)
  on conflict (user_id) do update set status = 'active', admission_note = excluded.admission_note;

  update public.membership_invitations i
  set accepted_at = now(), accepted_by = caller
  where i.id = invitation.id;

  if app.id is not null then
    -- The name they gave, unless the profile already has one (theirs to keep).
    update public.profiles p
    set full_name = left(btrim(app.contact_name), 200)
    where p.id = caller and coalesce(btrim(p.full_name), '') = '' and btrim(app.contact_name) <> '';

    -- The first listing, as a draft filled from the application: the plain web address when it
    -- is free, with a short suffix only when another listing has it.
    if not exists (select 1 from public.listings l where l.owner_id = caller) then
      base := coalesce(nullif(public.url_name_from(app.business_name), ''), 'member');
      slug := base;
      if exists (select 1 from public.listings l where l.url_name = slug) then
        slug := rtrim(left(base, 73), '-') || '-' || substr(replace(gen_random_uuid()::text, '-', ''), 1, 6);
      end if;
      insert into public.listings (name, url_name, business_category_id, status, owner_id, city, state,
                                   country, website, instagram, description)
      values (app.business_name, slug, app.category, 'draft', caller, app.city, app.state, app.country,
              app.website, app.instagram, nullif(btrim(app.message), ''))
      returning id into accept_my_invitation.listing_id;
    end if;
  end if;

  accept_my_invitation.user_id := caller;
  accept_my_invitation.status := 'active';
end;
$function$;
revoke all on function public.accept_my_invitation() from public;
grant execute on function public.accept_my_invitation() to authenticated;

create or replace function public.create_invitation (
  application_id uuid,
  OUT            invitation_id uuid,
  OUT            email text,
  OUT            token text,
  OUT            expires_at timestamp with time zone
)
  returns record
  language plpgsql
  security definer
  set search_path to ''
  as $function$
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
revoke all on function public.create_invitation(uuid) from public;
grant execute on function public.create_invitation(uuid) to authenticated;

create or replace function public.is_active_vendor()
  returns boolean
  language sql
  stable
  security definer
  set search_path to ''
  as $function$
  select exists (
    select 1 from public.vendor_members m
    where m.user_id = (select auth.uid()) and m.status = 'active'
  ) and (select public.session_is_current());
$function$;
revoke all on function public.is_active_vendor() from public;
grant execute on function public.is_active_vendor() to authenticated, service_role;
comment on function public.is_active_vendor() is 'True when the signed-in user is an active vendor member and their session is live.';

create or replace function public.is_suspended_member (
  user_id uuid
)
  returns boolean
  language sql
  stable
  security definer
  set search_path to ''
  as $function$
  select exists (
    select 1 from public.vendor_members m
    where m.user_id = is_suspended_member.user_id and m.status = 'suspended'
  );
$function$;
revoke all on function public.is_suspended_member(uuid) from public;
grant execute on function public.is_suspended_member(uuid) to anon, authenticated;

create or replace function public.my_invitation (
  OUT state text,
  OUT email text,
  OUT business_name text,
  OUT expires_at timestamp with time zone
)
  returns record
  language plpgsql
  stable
  security definer
  set search_path to ''
  as $function$
#variable_conflict use_column
declare
  caller uuid := (select auth.uid());
  caller_email text;
  caller_confirmed timestamptz;
  invitation public.membership_invitations%rowtype;
begin
  if caller is null then
    raise exception 'Sign in to see your invitation' using errcode = '42501';
  end if;
  select lower(u.email), u.email_confirmed_at into caller_email, caller_confirmed
  from auth.users u where u.id = caller;
  email := caller_email;
  if caller_confirmed is null then
    state := 'unconfirmed';
    return;
  end if;

  select * into invitation
  from public.membership_invitations i
  where i.email = caller_email
  order by (i.accepted_at is not null) desc, (i.revoked_at is null and i.expires_at > now()) desc, i.created_at desc
  limit 1;
  if not found then
    state := 'none';
    return;
  end if;

  state := case
    when invitation.accepted_at is not null then 'accepted'
    when invitation.revoked_at is not null then 'withdrawn'
    when invitation.expires_at <= now() then 'expired'
    else 'open'
  end;
  business_name := (select a.business_name from public.membership_applications a
                    where a.id = invitation.application_id);
  expires_at := invitation.expires_at;
end;
$function$;
revoke all on function public.my_invitation() from public;
grant execute on function public.my_invitation() to authenticated;

create or replace function public.record_member_network()
  returns trigger
  language plpgsql
  security definer
  set search_path to ''
  as $function$
declare
  member_id uuid := (select auth.uid());
  network_hash text;
begin
  if member_id is null or coalesce((select auth.role()), '') <> 'authenticated'
     or not exists (select 1 from public.vendor_members m where m.user_id = member_id) then
    return null;
  end if;
  network_hash := public.client_network_hash();
  if network_hash is null then
    return null;
  end if;
  insert into public.member_networks as m (user_id, network_hash)
  values (member_id, network_hash)
  on conflict on constraint member_networks_pkey do update
    set last_seen_at = now()
    where m.last_seen_at < now() - interval '1 hour';
  delete from public.member_networks m
  where m.user_id = member_id and m.last_seen_at < now() - interval '400 days'; -- MEMBER_NETWORK_KEEP_DAYS
  return null;
end;
$function$;
revoke all on function public.record_member_network() from public;

create or replace function public.request_invitation_link (
  invitation_token text
)
  returns jsonb
  language plpgsql
  security definer
  set search_path to ''
  as $function$
declare
  links_per_invitation_per_hour constant integer := 3;
  invitation public.membership_invitations%rowtype;
begin
  perform public.bounded_text(invitation_token, 200, 'invitation_token');
  if invitation_token is null or invitation_token !~ '^[0-9a-f]{64}$' then
    return jsonb_build_object('state', 'unknown');
  end if;

  select * into invitation
  from public.membership_invitations i
  where i.token_hash = encode(pg_catalog.sha256(convert_to(invitation_token, 'UTF8')), 'hex')
  for update;
  if not found then
    return jsonb_build_object('state', 'unknown');
  end if;
  if invitation.accepted_at is not null then
    return jsonb_build_object('state', 'accepted');
  elsif invitation.revoked_at is not null then
    return jsonb_build_object('state', 'withdrawn');
  elsif invitation.expires_at <= now() then
    return jsonb_build_object('state', 'expired');
  end if;

  if (select count(*) from public.membership_invitation_links l
      where l.invitation_id = invitation.id and l.created_at > now() - interval '1 hour')
     >= links_per_invitation_per_hour then
    raise exception 'We have sent several fresh links to this address in the last hour; please open the newest one'
      using errcode = 'PT429', hint = 'throttled';
  end if;
  insert into public.membership_invitation_links (invitation_id) values (invitation.id);

  return jsonb_build_object(
    'state', 'open',
    'email', invitation.email,
    'expires_at', invitation.expires_at
  );
end;
$function$;
revoke all on function public.request_invitation_link(text) from public;
grant execute on function public.request_invitation_link(text) to anon, authenticated;
