-- =================================================================================================
-- writers.sql
--
-- Writers: a profile that writes stories gets a page, /writers/<slug>; the slug is set by
-- the database once, from the name.
-- =================================================================================================

create or replace function public.mark_post_author_writer()
  returns trigger
  language plpgsql
  security definer
  set search_path to ''
  as $function$
begin
  update public.profiles set is_writer = true where id = new.author_id and not is_writer;
  return new;
end;
$function$;
revoke all on function public.mark_post_author_writer() from public;
comment on function public.mark_post_author_writer() is 'Marks the profile a story is signed with as a writer.';

create or replace function public.set_writer_slug()
  returns trigger
  language plpgsql
  security definer
  set search_path to ''
  as $function$
declare
  base text := btrim(public.writer_slug_base(new.full_name), '-');
  candidate text := base;
  n integer := 1;
begin
  while exists (select 1 from public.profiles p where p.slug = candidate and p.id <> new.id) loop
    n := n + 1;
    candidate := base || '-' || n;
  end loop;
  new.slug := candidate;
  return new;
end;
$function$;
revoke all on function public.set_writer_slug() from public;
comment on function public.set_writer_slug() is 'Gives a writer with a name the address of their page, once: the first free form of their name.';

create or replace function public.writer_slug_base (
  name text
)
  returns text
  language sql
  immutable
  set search_path to ''
  as $function$
  select coalesce(
    nullif(
      left(
        btrim(
          regexp_replace(
            translate(
              lower(coalesce(name, '')),
              'àáâãäåāăąçćčďèéêëēėęěìíîïīįıñńňòóôõöøōőŕřśšşßťùúûüūůűųýÿžźż',
              'aaaaaaaaacccdeeeeeeeeiiiiiiinnnoooooooorrsssstuuuuuuuuyyzzz'
            ),
            '[^a-z0-9]+', '-', 'g'
          ),
          '-'
        ),
        60
      ),
      ''
    ),
    'writer'
  );
$function$;
revoke all on function public.writer_slug_base(text) from public;
comment on function public.writer_slug_base(text) is 'The web-address form of a writer''s name (lowercase ASCII words joined by hyphens), before making it unique.';
