-- Issue #44, every issue of The Edit on the web: a sent issue is read at /newsletter/<slug>.
--
-- /newsletter/confirm and /newsletter/preferences are the newsletter's own pages (the link in a
-- confirmation email, the link in every letter's footer), so no issue may take either word as its
-- slug: its web page would never be reached, and the words' pages would be shadowed in any router
-- that tried the issue first. The slugs already stored are checked by the new constraint too.

alter table public.newsletter_issues
  drop constraint newsletter_issues_slug_check,
  add constraint newsletter_issues_slug_check check (
    slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$'
    and char_length(slug) <= 120
    and slug not in ('confirm', 'preferences')
  );

comment on column public.newsletter_issues.slug is
  'The issue''s web address, /newsletter/<slug>: lower-case words joined by hyphens, never a word the newsletter''s own pages use (confirm, preferences).';
