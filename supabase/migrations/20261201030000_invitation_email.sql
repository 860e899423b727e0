-- Issue #40, part B2, "Perféte's words only": the invitation email is written from the invitation
-- row, never from what a caller sends.
--
-- Until now the invitation was the auth service's magic-link email, sent from the admin's browser
-- with signInWithOtp and the applicant's names as `data`; the magic-link template printed `.Data`.
-- But anyone may call /auth/v1/otp with any `data` for any address, so anyone could send a genuine
-- "You're invited to Perféte" email with their own words in it ("… fee due: pay at https://…").
--
-- * create_invitation() now writes the invitation email itself: an outbox message of the new kind
--   'membership_invitation', in the same transaction as the invitation, to the application's
--   address, with the names from the application row (the applicant's own words, read by the
--   admin who chose to invite them) and the invitation's token, from which the delivery function
--   (supabase/functions/_shared/mail/messages.ts) makes the link /membership/accept?invitation=
--   <token>. The outbox is private to the service role, so the token stays there; the gate
--   (enqueue_message -> admit_mail, 20261201010000) counts the email like every other.
-- * The acceptance page then signs the invitee in with the invitation's own fresh-link path
--   (request_invitation_link + signInWithOtp), whose email is the neutral "Sign in to Perféte"
--   (supabase/templates/magic-link.html, which renders no `.Data` any more): docs/decisions.md.
-- * create_invitation is now security definer: enqueue_message is granted to no browser role. It
--   still checks is_admin() first and does what the admin's own rights allowed before (the
--   created_by default is still the admin's auth.uid()); same signature, same grants.

-- ---------------------------------------------------------------------------------------------
-- The new kind of email: every kind the outbox had (20261129030000, 20261130020000,
-- 20261130070000), any a migration since has added, and 'membership_invitation'
-- ---------------------------------------------------------------------------------------------

do $$
declare
  kinds text[] := array[
    'inquiry_received', 'inquiry_copy',
    'application_received', 'application_declined', 'application_waitlisted', 'application_repeated',
    'review_waiting',
    'listing_published', 'listing_returned', 'listing_changes_approved', 'listing_changes_requested',
    'member_suspended', 'member_reactivated',
    'digest',
    'review_invitation', 'review_reminder', 'review_received', 'review_removed',
    'inquiries_sent',
    'membership_invitation'
  ];
begin
  -- The constraint's definition quotes each kind ('a'::text, …) or one array literal ('{a,b}').
  select array_agg(k order by first_seen) into kinds
  from (
    select k, min(first_seen) as first_seen
    from (
      select k, position as first_seen from unnest(kinds) with ordinality as given (k, position)
      union all
      select w.kind, 1000 + m.position * 1000 + w.position
      from pg_catalog.pg_constraint c,
           regexp_matches(pg_catalog.pg_get_constraintdef(c.oid), '''([^'']*)''', 'g')
             with ordinality as m (quoted, position),
           unnest(string_to_array(btrim(m.quoted[1], '{}'), ',')) with ordinality as w (kind, position)
      where c.conrelid = 'public.outbox'::regclass and c.conname = 'outbox_kind_check'
        and w.kind ~ '^[a-z_]+$'
    ) as every_kind
    group by k
  ) as distinct_kinds;
  alter table public.outbox drop constraint outbox_kind_check;
  execute format(
    'alter table public.outbox add constraint outbox_kind_check check (kind in (%s))',
    (select string_agg(quote_literal(k), ', ') from unnest(kinds) as k));
end;
$$;

-- ---------------------------------------------------------------------------------------------
-- create_invitation: as in 20261129010000, and the invitation email queued with it
-- ---------------------------------------------------------------------------------------------

-- Invites the applicant of a membership application and queues the invitation email (Perféte's
-- words, the application's names, a link with the token). Returns the plain token once, for
-- tooling; the database keeps only its sha256, and the outbox keeps the email. A newer invitation
-- to the same email withdraws the older open ones. Security definer (enqueue_message is no
-- browser role's), for administrators only.
create or replace function public.create_invitation(
  application_id uuid,
  out invitation_id uuid, out email text, out token text, out expires_at timestamptz
)
language plpgsql
volatile
security definer
set search_path = ''
as $$
#variable_conflict use_column
declare
  app public.membership_applications%rowtype;
  plain_token text;
  invitation public.membership_invitations%rowtype;
begin
  if not (select public.is_admin()) then
    raise exception 'Only an administrator can invite vendors' using errcode = '42501';
  end if;

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
$$;
revoke all on function public.create_invitation(uuid) from public, anon;
grant execute on function public.create_invitation(uuid) to authenticated;
