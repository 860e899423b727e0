-- Invitations from the review queue to a member's first listing.
--
-- The invitation email is the auth service's own sign-in link (signInWithOtp, sent from the
-- admin's browser): following it proves the applicant holds the address and signs them in, with
-- no server of our own. The acceptance page then asks the database about "my invitation": the
-- newest one for the caller's confirmed email. That email, not a token in the link, is the proof,
-- so the link can be the auth service's (whose redirect the local stack cannot carry a token in).
-- create_invitation() still returns a token for tooling; accept_invitation(token) still works.
--
-- * my_invitation(): the caller's invitation and its state (open, expired, withdrawn, accepted,
--   none), with the business it is for.
-- * accept_my_invitation(): makes the caller an active member, records the admission note and the
--   date, and starts their first listing as a draft from the application.
-- * listing_admissions: the public part of a membership, per published listing (why we invited
--   them, since when).

alter table public.vendor_members
  add column admission_note text
    constraint vendor_members_admission_note_check check (admission_note is null or char_length(admission_note) <= 500);

create function public.my_invitation()
returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  caller uuid := (select auth.uid());
  caller_email text;
  caller_confirmed timestamptz;
  invitation public.membership_invitations%rowtype;
  business text;
  state text;
begin
  if caller is null then
    raise exception 'Sign in to see your invitation' using errcode = '42501';
  end if;
  select lower(u.email), u.email_confirmed_at into caller_email, caller_confirmed
  from auth.users u where u.id = caller;
  if caller_confirmed is null then
    return jsonb_build_object('state', 'unconfirmed', 'email', caller_email);
  end if;

  select * into invitation
  from public.membership_invitations i
  where i.email = caller_email
  order by (i.accepted_at is not null) desc, (i.revoked_at is null and i.expires_at > now()) desc, i.created_at desc
  limit 1;
  if not found then
    return jsonb_build_object('state', 'none', 'email', caller_email);
  end if;

  state := case
    when invitation.accepted_at is not null then 'accepted'
    when invitation.revoked_at is not null then 'withdrawn'
    when invitation.expires_at <= now() then 'expired'
    else 'open'
  end;
  select a.business_name into business
  from public.membership_applications a where a.id = invitation.application_id;

  return jsonb_build_object(
    'state', state,
    'email', caller_email,
    'business_name', business,
    'expires_at', invitation.expires_at
  );
end;
$$;

create function public.accept_my_invitation()
returns jsonb
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  caller uuid := (select auth.uid());
  caller_email text;
  caller_confirmed timestamptz;
  invitation public.membership_invitations%rowtype;
  app public.membership_applications%rowtype;
  base text;
  slug text;
  listing_id uuid;
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

  -- The first listing, as a draft filled from the application.
  if app.id is not null and not exists (select 1 from public.listings l where l.owner_id = caller) then
    base := left(btrim(regexp_replace(lower(app.business_name), '[^a-z0-9]+', '-', 'g'), '-'), 80);
    if base = '' then base := 'member'; end if;
    slug := base || '-' || substr(replace(gen_random_uuid()::text, '-', ''), 1, 6);
    insert into public.listings (name, url_name, business_category_id, status, owner_id, city, state, country, website, instagram, description)
    values (app.business_name, slug, app.category, 'draft', caller, app.city, app.state, app.country, app.website, app.instagram, null)
    returning id into listing_id;
  end if;

  return jsonb_build_object('user_id', caller, 'status', 'active', 'listing_id', listing_id);
end;
$$;

revoke all on function public.my_invitation() from public, anon;
revoke all on function public.accept_my_invitation() from public, anon;
grant execute on function public.my_invitation() to authenticated;
grant execute on function public.accept_my_invitation() to authenticated;

-- Why we invited them, and since when: public for the published listings of active members (a
-- vendor page shows it). Keyed by listing, so it hands out no account ids.
create view public.listing_admissions as
  select l.id as listing_id, m.admission_note, m.joined_at as member_since
  from public.listings l
  join public.vendor_members m on m.user_id = l.owner_id
  where m.status = 'active' and l.status = 'published';
grant select on public.listing_admissions to anon, authenticated;
