-- Invitations that stay open for 14 days, and a fresh sign-in link for their holder.
--
-- The invitation email is the auth service's one-hour sign-in link (20261125030000). An invitation
-- itself is open for 14 days, so the hour must not be the end of it: when the link has expired or
-- been used, the page it opens asks for a fresh one to the invited address, with nobody to write to.
--
-- * 14 days, whoever writes the invitation through the API: an insert's expires_at is its
--   creation + 14 days, and an update keeps it (withdrawing is how an invitation ends early).
--   Tooling with the service key (a test backdating an invitation) is left alone.
-- * The link carries the invitation's token: create_invitation() returns it once and keeps only its
--   sha256; the admin's browser passes it as the sign-in link's redirect (/membership/accept?
--   invitation=<token>), which the email's link carries along. request_invitation_link(token)
--   answers its holder with the invitation's state and, while it is open, the invited address,
--   to which the page then asks the auth service for a sign-in link (signInWithOtp, creating no
--   account). Without the token there is nothing to ask by: no one can learn whether an address
--   was invited, or have a link sent to an address that was not.
-- * Each fresh link is logged in membership_invitation_links (admins read it); 3 an hour per
--   invitation, then PT429 — a limit only the invitation's own holder can reach.

create function public.membership_invitations_validity()
returns trigger
language plpgsql
set search_path = ''
as $$
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
$$;
revoke all on function public.membership_invitations_validity() from public, anon, authenticated;

create trigger membership_invitations_validity
  before insert or update on public.membership_invitations
  for each row execute function public.membership_invitations_validity();

create table public.membership_invitation_links (
  id uuid primary key default gen_random_uuid(),
  invitation_id uuid not null
    constraint membership_invitation_links_invitation_id_fkey references public.membership_invitations (id) on delete cascade,
  created_at timestamptz not null default now()
);
comment on table public.membership_invitation_links is
  'Each fresh sign-in link asked for with an invitation''s token (request_invitation_link).';

alter table public.membership_invitation_links enable row level security;

create index membership_invitation_links_invitation_id_created_at_idx
  on public.membership_invitation_links (invitation_id, created_at desc);

create policy "admins read invitation links" on public.membership_invitation_links
  for select to authenticated using ((select public.is_admin()));

revoke insert, update, delete on public.membership_invitation_links from anon, authenticated;

create function public.request_invitation_link(invitation_token text)
returns jsonb
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  links_per_invitation_per_hour constant integer := 3;
  invitation public.membership_invitations%rowtype;
begin
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
$$;

revoke all on function public.request_invitation_link(text) from public;
grant execute on function public.request_invitation_link(text) to anon, authenticated;
