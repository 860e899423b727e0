-- Perféte schema: tables, constraints, indexes and bookkeeping triggers.
--
-- Row-level security is enabled here, in the migration that creates each table (default deny);
-- the policies, the helper functions they call and the grants live in
-- 20261122020000_security.sql. Storage is 20261122030000_storage.sql, the fixed-id reference rows
-- are 20261122040000_reference_rows.sql.
--
-- Conventions: plural tables, singular columns, <thing>_id foreign keys (except the spec's own
-- names: blog_posts.category / subcategory / author_id), uuid keys, timestamptz in UTC.
--
-- Shapes used by the check constraints below:
--   * text that must be "something": char_length(btrim(x)) between 1 and <max>
--   * email: one @, no whitespace, a dot in the domain, at most 254 characters
--   * media url: no whitespace, and either http(s):// or no scheme at all (a storage path such as
--     'media/<uid>/photo.jpg' or a root-relative '/images/x.jpg'); this refuses javascript:,
--     data: and friends, which would otherwise end up in an href or src
--   * slug / url_name: lowercase words joined by single hyphens

-- ---------------------------------------------------------------------------------------------
-- updated_at bookkeeping
-- ---------------------------------------------------------------------------------------------

create function public.set_updated_at()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  new.updated_at := now();
  return new;
end;
$$;

-- ---------------------------------------------------------------------------------------------
-- profiles: one per auth user, created by a trigger on auth.users
-- ---------------------------------------------------------------------------------------------

create table public.profiles (
  id uuid primary key references auth.users (id) on delete cascade,
  full_name text
    constraint profiles_full_name_check check (full_name is null or char_length(btrim(full_name)) between 1 and 200),
  avatar_url text
    constraint profiles_avatar_url_check check (
      avatar_url is null
      or (char_length(avatar_url) <= 2048 and avatar_url !~ '\s' and (avatar_url ~* '^https?://' or avatar_url !~ '^[a-zA-Z][a-zA-Z0-9+.-]*:'))
    ),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
comment on table public.profiles is 'Public face of an auth user (author bylines). Created by on_auth_user_created.';

alter table public.profiles enable row level security;

create trigger profiles_set_updated_at
  before update on public.profiles
  for each row execute function public.set_updated_at();

-- Runs as the definer because the signing-up user cannot insert profiles themselves.
create function public.handle_new_user()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  insert into public.profiles (id, full_name, avatar_url)
  values (
    new.id,
    nullif(left(btrim(coalesce(new.raw_user_meta_data ->> 'full_name', new.raw_user_meta_data ->> 'name', '')), 200), ''),
    case
      when (new.raw_user_meta_data ->> 'avatar_url') ~* '^https?://[^\s]+$' then left(new.raw_user_meta_data ->> 'avatar_url', 2048)
    end
  )
  on conflict (id) do nothing;
  return new;
end;
$$;

create trigger on_auth_user_created
  after insert on auth.users
  for each row execute function public.handle_new_user();

-- ---------------------------------------------------------------------------------------------
-- admin_users: a row makes the user an administrator (spec section 6)
-- ---------------------------------------------------------------------------------------------

create table public.admin_users (
  id uuid primary key references auth.users (id) on delete cascade,
  created_at timestamptz not null default now()
);
comment on table public.admin_users is 'Administrators. Granted with SQL / the service role only, never from the browser.';

alter table public.admin_users enable row level security;

-- ---------------------------------------------------------------------------------------------
-- blog_categories: categories and subcategories in one table (parent_id)
-- ---------------------------------------------------------------------------------------------

create table public.blog_categories (
  id uuid primary key default gen_random_uuid(),
  name text not null
    constraint blog_categories_name_check check (char_length(btrim(name)) between 1 and 100),
  slug text not null
    constraint blog_categories_slug_key unique
    constraint blog_categories_slug_check check (slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$' and char_length(slug) <= 100),
  parent_id uuid
    constraint blog_categories_parent_id_fkey references public.blog_categories (id) on delete restrict,
  sort_order integer not null default 0
    constraint blog_categories_sort_order_check check (sort_order >= 0),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint blog_categories_not_own_parent check (parent_id is distinct from id)
);

alter table public.blog_categories enable row level security;

create index blog_categories_parent_id_sort_order_idx on public.blog_categories (parent_id, sort_order);

create trigger blog_categories_set_updated_at
  before update on public.blog_categories
  for each row execute function public.set_updated_at();

-- ---------------------------------------------------------------------------------------------
-- blog_posts
-- ---------------------------------------------------------------------------------------------

create table public.blog_posts (
  id uuid primary key default gen_random_uuid(),
  title text not null
    constraint blog_posts_title_check check (char_length(btrim(title)) between 1 and 300),
  slug text not null
    constraint blog_posts_slug_key unique
    constraint blog_posts_slug_check check (slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$' and char_length(slug) <= 200)
    -- /blog/<slug> shares its URL space with the section pages
    constraint blog_posts_slug_not_reserved check (
      slug not in ('destinations', 'destination', 'trends', 'planning', 'real-weddings', 'inspiration', 'jewelry', 'beauty')
    ),
  excerpt text
    constraint blog_posts_excerpt_check check (excerpt is null or char_length(excerpt) <= 1000),
  featured_image text
    constraint blog_posts_featured_image_check check (
      featured_image is null
      or (char_length(featured_image) <= 2048 and featured_image !~ '\s' and (featured_image ~* '^https?://' or featured_image !~ '^[a-zA-Z][a-zA-Z0-9+.-]*:'))
    ),
  status text not null default 'draft'
    constraint blog_posts_status_check check (status in ('draft', 'published', 'archived')),
  author text
    constraint blog_posts_author_check check (author is null or char_length(btrim(author)) between 1 and 200),
  author_id uuid
    constraint blog_posts_author_id_fkey references public.profiles (id) on delete set null,
  -- set to now() by blog_posts_fill_published_at when a post is published without one;
  -- a published post whose published_at is still ahead is "scheduled"
  published_at timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  content text
    constraint blog_posts_content_check check (content is null or char_length(content) <= 500000),
  category uuid
    constraint blog_posts_category_fkey references public.blog_categories (id) on delete set null,
  subcategory uuid
    constraint blog_posts_subcategory_fkey references public.blog_categories (id) on delete set null,
  photos text[] not null default '{}'
    constraint blog_posts_photos_check check (cardinality(photos) <= 200 and array_position(photos, null) is null),
  -- an array of URLs as the spec says; the first one is the one the cards play
  video_url text[] not null default '{}'
    constraint blog_posts_video_url_check check (cardinality(video_url) <= 20 and array_position(video_url, null) is null),
  is_opinion boolean not null default false,
  is_featured boolean not null default false,
  -- the block editor's document: an array of {type, ...} objects
  content_blocks jsonb not null default '[]'
    constraint blog_posts_content_blocks_check check (jsonb_typeof(content_blocks) = 'array'),
  seo_title text
    constraint blog_posts_seo_title_check check (seo_title is null or char_length(btrim(seo_title)) between 1 and 120),
  seo_description text
    constraint blog_posts_seo_description_check check (seo_description is null or char_length(btrim(seo_description)) between 1 and 320),
  constraint blog_posts_published_has_date check (status <> 'published' or published_at is not null),
  constraint blog_posts_subcategory_differs check (subcategory is null or subcategory is distinct from category)
);

alter table public.blog_posts enable row level security;

-- Every page query is "published, <filter>, newest first": partial indexes on the published rows.
create index blog_posts_status_published_at_idx on public.blog_posts (status, published_at desc);
create index blog_posts_published_category_idx on public.blog_posts (category, published_at desc) where status = 'published';
create index blog_posts_published_category_created_idx on public.blog_posts (category, created_at desc) where status = 'published';
create index blog_posts_published_subcategory_idx on public.blog_posts (subcategory, published_at desc) where status = 'published';
create index blog_posts_published_featured_idx on public.blog_posts (published_at desc) where status = 'published' and is_featured;
create index blog_posts_author_id_idx on public.blog_posts (author_id);
create index blog_posts_updated_at_idx on public.blog_posts (updated_at desc);

create trigger blog_posts_set_updated_at
  before update on public.blog_posts
  for each row execute function public.set_updated_at();

-- Keeps category/subcategory coherent (a subcategory belongs to the post's category; a missing
-- category is taken from the subcategory's parent) and dates a post when it is published.
create function public.blog_posts_before_write()
returns trigger
language plpgsql
set search_path = ''
as $$
declare
  sub_parent uuid;
begin
  if new.subcategory is not null then
    select c.parent_id into sub_parent from public.blog_categories c where c.id = new.subcategory;
    if sub_parent is null then
      raise exception 'blog_posts.subcategory must be a subcategory (a blog_categories row with a parent)'
        using errcode = '23514';
    end if;
    if new.category is null then
      new.category := sub_parent;
    elsif new.category <> sub_parent then
      raise exception 'blog_posts.subcategory does not belong to blog_posts.category'
        using errcode = '23514';
    end if;
  end if;
  if new.status = 'published' and new.published_at is null then
    new.published_at := now();
  end if;
  return new;
end;
$$;

create trigger blog_posts_before_write
  before insert or update on public.blog_posts
  for each row execute function public.blog_posts_before_write();

-- ---------------------------------------------------------------------------------------------
-- featured_posts: hand-picked posts per page location ('home' = The Latest)
-- ---------------------------------------------------------------------------------------------

create table public.featured_posts (
  id uuid primary key default gen_random_uuid(),
  post_id uuid not null
    constraint featured_posts_post_id_fkey references public.blog_posts (id) on delete cascade,
  location text not null default 'home'
    constraint featured_posts_location_check check (location ~ '^[a-z][a-z0-9-]*$' and char_length(location) <= 50),
  display_order integer not null default 0
    constraint featured_posts_display_order_check check (display_order >= 0),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint featured_posts_location_post_id_key unique (location, post_id)
);

alter table public.featured_posts enable row level security;

create index featured_posts_location_display_order_idx on public.featured_posts (location, display_order);
create index featured_posts_post_id_idx on public.featured_posts (post_id);

create trigger featured_posts_set_updated_at
  before update on public.featured_posts
  for each row execute function public.set_updated_at();

-- ---------------------------------------------------------------------------------------------
-- standalone_videos: testimonial strip, destination band, ...
-- ---------------------------------------------------------------------------------------------

create table public.standalone_videos (
  id uuid primary key default gen_random_uuid(),
  title text not null
    constraint standalone_videos_title_check check (char_length(btrim(title)) between 1 and 200),
  description text
    constraint standalone_videos_description_check check (description is null or char_length(description) <= 2000),
  video_url text not null
    constraint standalone_videos_video_url_check check (
      char_length(video_url) between 1 and 2048 and video_url !~ '\s' and (video_url ~* '^https?://' or video_url !~ '^[a-zA-Z][a-zA-Z0-9+.-]*:')
    ),
  overlay_photo_url text
    constraint standalone_videos_overlay_photo_url_check check (
      overlay_photo_url is null
      or (char_length(overlay_photo_url) <= 2048 and overlay_photo_url !~ '\s' and (overlay_photo_url ~* '^https?://' or overlay_photo_url !~ '^[a-zA-Z][a-zA-Z0-9+.-]*:'))
    ),
  -- where the card links to: an external page or a path on the site (/index/...)
  external_link text
    constraint standalone_videos_external_link_check check (
      external_link is null or (char_length(external_link) <= 2048 and external_link ~* '^(https?://|/)[^\s]*$')
    ),
  status text not null default 'draft'
    constraint standalone_videos_status_check check (status in ('active', 'published', 'draft', 'archived')),
  location text not null default 'testimonial'
    constraint standalone_videos_location_check check (location ~ '^[a-z][a-z0-9-]*$' and char_length(location) <= 50),
  order_index integer not null default 0
    constraint standalone_videos_order_index_check check (order_index >= 0),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

alter table public.standalone_videos enable row level security;

create index standalone_videos_location_order_index_idx on public.standalone_videos (location, order_index);

create trigger standalone_videos_set_updated_at
  before update on public.standalone_videos
  for each row execute function public.set_updated_at();

-- ---------------------------------------------------------------------------------------------
-- business_categories: vendor categories (fixed-id reference rows)
-- ---------------------------------------------------------------------------------------------

create table public.business_categories (
  id uuid primary key default gen_random_uuid(),
  name text not null
    constraint business_categories_name_key unique
    constraint business_categories_name_check check (char_length(btrim(name)) between 1 and 100),
  slug text not null
    constraint business_categories_slug_key unique
    constraint business_categories_slug_check check (slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$' and char_length(slug) <= 100),
  sort_order integer not null default 0
    constraint business_categories_sort_order_check check (sort_order >= 0),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

alter table public.business_categories enable row level security;

create index business_categories_sort_order_idx on public.business_categories (sort_order);

create trigger business_categories_set_updated_at
  before update on public.business_categories
  for each row execute function public.set_updated_at();

-- ---------------------------------------------------------------------------------------------
-- vendor_members: invitation-only membership; only active members own listings
-- ---------------------------------------------------------------------------------------------

create table public.vendor_members (
  user_id uuid primary key
    constraint vendor_members_user_id_fkey references auth.users (id) on delete cascade,
  status text not null default 'active'
    constraint vendor_members_status_check check (status in ('active', 'suspended')),
  joined_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

alter table public.vendor_members enable row level security;

create index vendor_members_status_idx on public.vendor_members (status);

create trigger vendor_members_set_updated_at
  before update on public.vendor_members
  for each row execute function public.set_updated_at();

-- ---------------------------------------------------------------------------------------------
-- listings: the vendor directory (and venues: business category Venue)
-- ---------------------------------------------------------------------------------------------

create table public.listings (
  id uuid primary key default gen_random_uuid(),
  name text not null
    constraint listings_name_check check (char_length(btrim(name)) between 1 and 200),
  url_name text not null
    constraint listings_url_name_key unique
    constraint listings_url_name_check check (url_name ~ '^[a-z0-9]+(-[a-z0-9]+)*$' and char_length(url_name) <= 100),
  headshot_url text
    constraint listings_headshot_url_check check (
      headshot_url is null
      or (char_length(headshot_url) <= 2048 and headshot_url !~ '\s' and (headshot_url ~* '^https?://' or headshot_url !~ '^[a-zA-Z][a-zA-Z0-9+.-]*:'))
    ),
  image_url text
    constraint listings_image_url_check check (
      image_url is null
      or (char_length(image_url) <= 2048 and image_url !~ '\s' and (image_url ~* '^https?://' or image_url !~ '^[a-zA-Z][a-zA-Z0-9+.-]*:'))
    ),
  -- a single URL (unlike blog_posts.video_url)
  video_url text
    constraint listings_video_url_check check (
      video_url is null
      or (char_length(video_url) <= 2048 and video_url !~ '\s' and (video_url ~* '^https?://' or video_url !~ '^[a-zA-Z][a-zA-Z0-9+.-]*:'))
    ),
  status text not null default 'draft'
    constraint listings_status_check check (status in ('draft', 'pending', 'published', 'archived')),
  is_featured boolean not null default false,
  business_category_id uuid not null
    constraint listings_business_category_id_fkey references public.business_categories (id) on delete restrict,
  owner_id uuid
    constraint listings_owner_id_fkey references auth.users (id) on delete set null,
  description text
    constraint listings_description_check check (description is null or char_length(description) <= 10000),
  city text
    constraint listings_city_check check (city is null or char_length(btrim(city)) between 1 and 100),
  state text
    constraint listings_state_check check (state is null or char_length(btrim(state)) between 1 and 100),
  country text
    constraint listings_country_check check (country is null or char_length(btrim(country)) between 1 and 100),
  -- only venues (business category Venue, fixed id in 20261122040000_reference_rows.sql) have a type
  venue_type text
    constraint listings_venue_type_check check (venue_type in ('Hotel', 'Estate', 'Resort', 'Vineyard')),
  website text
    constraint listings_website_check check (website is null or (char_length(website) <= 2048 and website ~* '^https?://[^\s/]+[^\s]*$')),
  -- a handle (with or without @) or a link to the profile
  instagram text
    constraint listings_instagram_check check (
      instagram is null
      or instagram ~ '^@?[A-Za-z0-9._]{1,30}$'
      or instagram ~* '^https?://(www\.)?instagram\.com/[A-Za-z0-9._]{1,30}/?$'
    ),
  contact_email text
    constraint listings_contact_email_check check (
      contact_email is null or (char_length(contact_email) <= 254 and contact_email ~* '^[^@\s]+@[^@\s]+\.[^@\s]+$')
    ),
  contact_phone text
    constraint listings_contact_phone_check check (contact_phone is null or contact_phone ~ '^\+?[0-9 ().-]{7,25}$'),
  price_tier text
    constraint listings_price_tier_check check (price_tier in ('$', '$$', '$$$', '$$$$')),
  guest_capacity integer
    constraint listings_guest_capacity_check check (guest_capacity between 1 and 100000),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint listings_venue_type_only_for_venues check (
    venue_type is null or business_category_id = '20000000-0000-4000-8000-000000000013'
  )
);

alter table public.listings enable row level security;

-- "published, <filter>, newest first" again, plus the owner lookups of the policies
create index listings_status_created_at_idx on public.listings (status, created_at desc);
create index listings_published_category_idx on public.listings (business_category_id, created_at desc) where status = 'published';
create index listings_published_featured_idx on public.listings (created_at desc) where status = 'published' and is_featured;
create index listings_published_venue_type_idx on public.listings (venue_type, created_at desc) where status = 'published' and venue_type is not null;
create index listings_owner_id_idx on public.listings (owner_id);

create trigger listings_set_updated_at
  before update on public.listings
  for each row execute function public.set_updated_at();

-- ---------------------------------------------------------------------------------------------
-- listing_photos: a listing's gallery
-- ---------------------------------------------------------------------------------------------

-- A table rather than a jsonb array on listings because: each photo gets its own not-null alt text
-- and url checks (a jsonb array could only be checked as a whole); the gallery gets its own RLS
-- policies, so a vendor can add or reorder photos without rewriting the listing row; PostgREST
-- embeds and orders it in the same request (listings?select=...,listing_photos(url,alt,position)
-- with .order('position', { referencedTable: 'listing_photos' })); and deleting a listing cascades.
create table public.listing_photos (
  id uuid primary key default gen_random_uuid(),
  listing_id uuid not null
    constraint listing_photos_listing_id_fkey references public.listings (id) on delete cascade,
  url text not null
    constraint listing_photos_url_check check (
      char_length(url) between 1 and 2048 and url !~ '\s' and (url ~* '^https?://' or url !~ '^[a-zA-Z][a-zA-Z0-9+.-]*:')
    ),
  alt text not null
    constraint listing_photos_alt_check check (char_length(btrim(alt)) between 1 and 300),
  position integer not null default 0
    constraint listing_photos_position_check check (position >= 0),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  -- deferred so a reorder can swap positions inside one transaction / one upsert
  constraint listing_photos_listing_id_position_key unique (listing_id, position) deferrable initially deferred
);

alter table public.listing_photos enable row level security;

create index listing_photos_listing_id_position_idx on public.listing_photos (listing_id, position);

create trigger listing_photos_set_updated_at
  before update on public.listing_photos
  for each row execute function public.set_updated_at();

-- ---------------------------------------------------------------------------------------------
-- post_vendor_credits: "vendors of this wedding" on a post
-- ---------------------------------------------------------------------------------------------

create table public.post_vendor_credits (
  post_id uuid not null
    constraint post_vendor_credits_post_id_fkey references public.blog_posts (id) on delete cascade,
  listing_id uuid not null
    constraint post_vendor_credits_listing_id_fkey references public.listings (id) on delete cascade,
  role text not null
    constraint post_vendor_credits_role_check check (char_length(btrim(role)) between 1 and 100),
  display_order integer not null default 0
    constraint post_vendor_credits_display_order_check check (display_order >= 0),
  created_at timestamptz not null default now(),
  constraint post_vendor_credits_pkey primary key (post_id, listing_id)
);

alter table public.post_vendor_credits enable row level security;

create index post_vendor_credits_listing_id_idx on public.post_vendor_credits (listing_id);

-- ---------------------------------------------------------------------------------------------
-- membership: applications from /membership, invitations sent by admins
-- ---------------------------------------------------------------------------------------------

create table public.membership_applications (
  id uuid primary key default gen_random_uuid(),
  business_name text not null
    constraint membership_applications_business_name_check check (char_length(btrim(business_name)) between 1 and 200),
  contact_name text not null
    constraint membership_applications_contact_name_check check (char_length(btrim(contact_name)) between 1 and 200),
  email text not null
    constraint membership_applications_email_check check (char_length(email) <= 254 and email ~* '^[^@\s]+@[^@\s]+\.[^@\s]+$'),
  website text
    constraint membership_applications_website_check check (website is null or (char_length(website) <= 2048 and website ~* '^https?://[^\s/]+[^\s]*$')),
  instagram text
    constraint membership_applications_instagram_check check (
      instagram is null
      or instagram ~ '^@?[A-Za-z0-9._]{1,30}$'
      or instagram ~* '^https?://(www\.)?instagram\.com/[A-Za-z0-9._]{1,30}/?$'
    ),
  category uuid not null
    constraint membership_applications_category_fkey references public.business_categories (id) on delete restrict,
  city text
    constraint membership_applications_city_check check (city is null or char_length(btrim(city)) between 1 and 100),
  state text
    constraint membership_applications_state_check check (state is null or char_length(btrim(state)) between 1 and 100),
  country text
    constraint membership_applications_country_check check (country is null or char_length(btrim(country)) between 1 and 100),
  message text
    constraint membership_applications_message_check check (message is null or char_length(message) <= 5000),
  status text not null default 'pending'
    constraint membership_applications_status_check check (status in ('pending', 'invited', 'declined')),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

alter table public.membership_applications enable row level security;

create index membership_applications_status_created_at_idx on public.membership_applications (status, created_at desc);
create index membership_applications_category_idx on public.membership_applications (category);

create trigger membership_applications_set_updated_at
  before update on public.membership_applications
  for each row execute function public.set_updated_at();

-- Only a sha256 of the token is stored; the plain token is shown once by create_invitation().
create table public.membership_invitations (
  id uuid primary key default gen_random_uuid(),
  application_id uuid
    constraint membership_invitations_application_id_fkey references public.membership_applications (id) on delete set null,
  email text not null
    constraint membership_invitations_email_check check (
      char_length(email) <= 254 and email ~ '^[^@\sA-Z]+@[^@\sA-Z]+\.[^@\sA-Z]+$'
    ),
  token_hash text not null
    constraint membership_invitations_token_hash_key unique
    constraint membership_invitations_token_hash_check check (token_hash ~ '^[0-9a-f]{64}$'),
  expires_at timestamptz not null default (now() + interval '14 days'),
  -- set when a newer invitation to the same email replaces this one
  revoked_at timestamptz,
  accepted_at timestamptz,
  accepted_by uuid
    constraint membership_invitations_accepted_by_fkey references auth.users (id) on delete set null,
  created_by uuid default auth.uid()
    constraint membership_invitations_created_by_fkey references auth.users (id) on delete set null,
  created_at timestamptz not null default now(),
  constraint membership_invitations_accepted_check check (accepted_at is not null or accepted_by is null),
  constraint membership_invitations_expiry_check check (expires_at > created_at)
);
comment on column public.membership_invitations.email is 'Lowercase; the accepting user''s email must match.';

alter table public.membership_invitations enable row level security;

create index membership_invitations_email_idx on public.membership_invitations (email);
create index membership_invitations_application_id_idx on public.membership_invitations (application_id);

-- ---------------------------------------------------------------------------------------------
-- inquiries: a couple writes to a vendor from the listing page
-- ---------------------------------------------------------------------------------------------

create table public.inquiries (
  id uuid primary key default gen_random_uuid(),
  listing_id uuid not null
    constraint inquiries_listing_id_fkey references public.listings (id) on delete cascade,
  name text not null
    constraint inquiries_name_check check (char_length(btrim(name)) between 1 and 200),
  email text not null
    constraint inquiries_email_check check (char_length(email) <= 254 and email ~* '^[^@\s]+@[^@\s]+\.[^@\s]+$'),
  wedding_date date,
  guest_count integer
    constraint inquiries_guest_count_check check (guest_count between 1 and 100000),
  budget_band text
    constraint inquiries_budget_band_check check (budget_band in ('under-10k', '10k-25k', '25k-50k', '50k-100k', '100k-250k', '250k-plus')),
  message text not null
    constraint inquiries_message_check check (char_length(btrim(message)) between 1 and 5000),
  status text not null default 'new'
    constraint inquiries_status_check check (status in ('new', 'replied', 'archived')),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

alter table public.inquiries enable row level security;

create index inquiries_listing_id_created_at_idx on public.inquiries (listing_id, created_at desc);
create index inquiries_status_created_at_idx on public.inquiries (status, created_at desc);

create trigger inquiries_set_updated_at
  before update on public.inquiries
  for each row execute function public.set_updated_at();

-- ---------------------------------------------------------------------------------------------
-- contact_messages (/contact) and wedding_submissions (/submissions)
-- ---------------------------------------------------------------------------------------------

create table public.contact_messages (
  id uuid primary key default gen_random_uuid(),
  name text not null
    constraint contact_messages_name_check check (char_length(btrim(name)) between 1 and 200),
  email text not null
    constraint contact_messages_email_check check (char_length(email) <= 254 and email ~* '^[^@\s]+@[^@\s]+\.[^@\s]+$'),
  subject text
    constraint contact_messages_subject_check check (subject is null or char_length(btrim(subject)) between 1 and 200),
  message text not null
    constraint contact_messages_message_check check (char_length(btrim(message)) between 1 and 5000),
  status text not null default 'new'
    constraint contact_messages_status_check check (status in ('new', 'read', 'archived')),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

alter table public.contact_messages enable row level security;

create index contact_messages_status_created_at_idx on public.contact_messages (status, created_at desc);

create trigger contact_messages_set_updated_at
  before update on public.contact_messages
  for each row execute function public.set_updated_at();

create table public.wedding_submissions (
  id uuid primary key default gen_random_uuid(),
  partner_one_name text not null
    constraint wedding_submissions_partner_one_name_check check (char_length(btrim(partner_one_name)) between 1 and 200),
  partner_two_name text not null
    constraint wedding_submissions_partner_two_name_check check (char_length(btrim(partner_two_name)) between 1 and 200),
  email text not null
    constraint wedding_submissions_email_check check (char_length(email) <= 254 and email ~* '^[^@\s]+@[^@\s]+\.[^@\s]+$'),
  wedding_date date,
  location text
    constraint wedding_submissions_location_check check (location is null or char_length(btrim(location)) between 1 and 200),
  photographer text
    constraint wedding_submissions_photographer_check check (photographer is null or char_length(btrim(photographer)) between 1 and 200),
  gallery_url text
    constraint wedding_submissions_gallery_url_check check (gallery_url is null or (char_length(gallery_url) <= 2048 and gallery_url ~* '^https?://[^\s/]+[^\s]*$')),
  message text
    constraint wedding_submissions_message_check check (message is null or char_length(message) <= 5000),
  status text not null default 'new'
    constraint wedding_submissions_status_check check (status in ('new', 'reviewing', 'accepted', 'declined')),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

alter table public.wedding_submissions enable row level security;

create index wedding_submissions_status_created_at_idx on public.wedding_submissions (status, created_at desc);

create trigger wedding_submissions_set_updated_at
  before update on public.wedding_submissions
  for each row execute function public.set_updated_at();
