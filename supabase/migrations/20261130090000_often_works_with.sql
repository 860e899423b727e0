-- Often works with (#32): which vendors a listing has been credited beside, story by story.
--
-- post_credit_pairs holds one row per live-or-not story and ordered pair of vendors it credits
-- (both directions), derived by the database from post_credits (itself one row per story and
-- vendor, rebuilt by triggers whenever a story or its credits change), so a story counts once per
-- pair however often it names them. Readers see the pairs of live stories only (the clock is read
-- at query time: a scheduled story joins when its time comes, with no job to run). The vendor page
-- embeds its pairs in its one request (partner and story through their keys) and ranks partners
-- by the number of stories.

create table public.post_credit_pairs (
  post_id uuid not null
    constraint post_credit_pairs_post_id_fkey references public.blog_posts (id) on delete cascade,
  listing_id uuid not null
    constraint post_credit_pairs_listing_id_fkey references public.listings (id) on delete cascade,
  partner_id uuid not null
    constraint post_credit_pairs_partner_id_fkey references public.listings (id) on delete cascade,
  constraint post_credit_pairs_pkey primary key (listing_id, partner_id, post_id),
  constraint post_credit_pairs_two_vendors check (listing_id <> partner_id)
);
comment on table public.post_credit_pairs is
  'Two vendors credited in the same story, once per story and ordered pair; derived from post_credits by triggers; read-only to clients.';

alter table public.post_credit_pairs enable row level security;

create index post_credit_pairs_post_id_idx on public.post_credit_pairs (post_id);
create index post_credit_pairs_partner_id_idx on public.post_credit_pairs (partner_id);

create policy "anon reads pairs of live posts" on public.post_credit_pairs
  for select to anon
  using (
    exists (
      select 1 from public.blog_posts p
      where p.id = post_credit_pairs.post_id and p.status = 'published' and p.published_at <= now()
    )
  );
create policy "authenticated reads pairs of live posts" on public.post_credit_pairs
  for select to authenticated
  using (
    exists (
      select 1 from public.blog_posts p
      where p.id = post_credit_pairs.post_id and p.status = 'published' and p.published_at <= now()
    )
  );

revoke insert, update, delete, truncate on public.post_credit_pairs from anon, authenticated;

-- A credit added: the vendor is paired with every other vendor of the story, both ways.
create function public.post_credits_add_pairs()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  insert into public.post_credit_pairs (post_id, listing_id, partner_id)
  select new.post_id, new.listing_id, other.listing_id
  from public.post_credits other
  where other.post_id = new.post_id and other.listing_id <> new.listing_id
  union
  select new.post_id, other.listing_id, new.listing_id
  from public.post_credits other
  where other.post_id = new.post_id and other.listing_id <> new.listing_id
  on conflict do nothing;
  return null;
end;
$$;
revoke all on function public.post_credits_add_pairs() from public, anon, authenticated;

create trigger post_credits_add_pairs
  after insert on public.post_credits
  for each row execute function public.post_credits_add_pairs();

-- A credit gone: its pairs in that story go with it.
create function public.post_credits_remove_pairs()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  delete from public.post_credit_pairs pair
  where pair.post_id = old.post_id
    and (pair.listing_id = old.listing_id or pair.partner_id = old.listing_id);
  return null;
end;
$$;
revoke all on function public.post_credits_remove_pairs() from public, anon, authenticated;

create trigger post_credits_remove_pairs
  after delete on public.post_credits
  for each row execute function public.post_credits_remove_pairs();

-- The stories already written.
insert into public.post_credit_pairs (post_id, listing_id, partner_id)
select mine.post_id, mine.listing_id, theirs.listing_id
from public.post_credits mine
join public.post_credits theirs
  on theirs.post_id = mine.post_id and theirs.listing_id <> mine.listing_id
on conflict do nothing;
