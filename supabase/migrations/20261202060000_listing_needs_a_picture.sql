-- #41: a listing reaches review with at least one picture. A new listing with no photo, no cover
-- and no headshot could be sent for review, and an editor could only return it. The browser's
-- form says so before sending; this is the rule, for every way of sending (a vendor's client
-- included). Admins, the secret key and the seed are not held to it (a listing an admin drafts
-- for a vendor, test fixtures).
create function public.listings_need_a_picture()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if current_user not in ('anon', 'authenticated') or (select public.is_admin()) then
    return new;
  end if;
  if new.status = 'pending'
     and (tg_op = 'INSERT' or old.status is distinct from 'pending')
     and nullif(btrim(coalesce(new.headshot_url, '')), '') is null
     and nullif(btrim(coalesce(new.image_url, '')), '') is null
     and not exists (select 1 from public.listing_photos p where p.listing_id = new.id) then
    raise exception 'Add at least one photo or a headshot before sending the listing for review'
      using errcode = '23514',
        hint = 'Couples choose by pictures: add a photo to the gallery, a cover or your headshot.';
  end if;
  return new;
end;
$$;
revoke all on function public.listings_need_a_picture() from public, anon, authenticated;

create trigger listings_need_a_picture
  before insert or update of status on public.listings
  for each row execute function public.listings_need_a_picture();
