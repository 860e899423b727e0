-- Membership applications, as /membership's form sends them and the admins' review queue reads
-- them: more of the applicant's work (portfolio links, years, phone, consent), the review states
-- (new = 'pending', in review, invited, declined, waitlisted) with who decided and when, internal
-- notes, the reason given, and the public admission note written when inviting.
--
-- The database owns what the applicant cannot set: a browser insert gets a fresh id, status
-- 'pending', now() for its dates and empty review fields, whatever it sent. It also throttles:
-- one open application per email (a second answers with the first one's date), at most
-- APPLICATIONS_PER_EMAIL_PER_HOUR per email and APPLICATIONS_PER_HOUR in all per hour.

alter table public.membership_applications
  add column portfolio_links text[] not null default '{}'
    constraint membership_applications_portfolio_links_check check (
      cardinality(portfolio_links) <= 5
      and array_position(portfolio_links, null) is null
    ),
  add column years_in_business smallint
    constraint membership_applications_years_check check (years_in_business between 0 and 150),
  add column phone text
    constraint membership_applications_phone_check check (phone is null or phone ~ '^[0-9+() .-]{5,40}$'),
  add column consent boolean not null default false,
  add column internal_notes text
    constraint membership_applications_internal_notes_check check (internal_notes is null or char_length(internal_notes) <= 5000),
  add column decision_reason text
    constraint membership_applications_decision_reason_check check (decision_reason is null or char_length(decision_reason) <= 2000),
  add column admission_note text
    constraint membership_applications_admission_note_check check (admission_note is null or char_length(admission_note) <= 500),
  add column reviewed_by uuid
    constraint membership_applications_reviewed_by_fkey references auth.users (id) on delete set null,
  add column reviewed_at timestamptz;

-- Every link is an http(s) URL (a check constraint cannot hold a subquery, so a trigger checks it).
alter table public.membership_applications
  drop constraint membership_applications_status_check;
alter table public.membership_applications
  add constraint membership_applications_status_check
  check (status in ('pending', 'in_review', 'invited', 'declined', 'waitlisted'));

-- Rows before this migration never had to consent; every new one does.
alter table public.membership_applications
  add constraint membership_applications_consent_check check (consent) not valid;

create index membership_applications_email_created_at_idx
  on public.membership_applications (lower(email), created_at desc);
create index membership_applications_created_at_idx
  on public.membership_applications (created_at desc);

create function public.membership_applications_guard()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  applications_per_email_per_hour constant integer := 3;
  applications_per_hour constant integer := 60;
  open_since timestamptz;
  link text;
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
    return new;
  end if;

  -- Inserts from the site (not the seed, not service_role, not an admin's tooling). This
  -- function runs with its owner's rights (to count rows the applicant cannot read), so the
  -- caller's role comes from the request's JWT, not current_user.
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

  -- Serialises concurrent applications so the counts below hold.
  lock table public.membership_applications in share row exclusive mode;

  select a.created_at into open_since
  from public.membership_applications a
  where lower(a.email) = new.email and a.status in ('pending', 'in_review', 'waitlisted')
  order by a.created_at desc
  limit 1;
  if found then
    -- The date is in the message itself: the local stack passes on messages, not hints.
    raise exception 'An application from this email address is already with us, sent on %',
      to_char(open_since at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')
      using errcode = 'P0001', hint = 'already_open';
  end if;

  if (select count(*) from public.membership_applications a
      where lower(a.email) = new.email and a.created_at > now() - interval '1 hour') >= applications_per_email_per_hour
     or (select count(*) from public.membership_applications a
      where a.created_at > now() - interval '1 hour') >= applications_per_hour then
    raise exception 'Too many applications in the last hour; please try again later'
      using errcode = 'P0001', hint = 'throttled';
  end if;
  return new;
end;
$$;

create trigger membership_applications_guard
  before insert or update on public.membership_applications
  for each row execute function public.membership_applications_guard();
