-- Reference rows with FIXED ids, needed by the app in every environment (production included).
-- The same ids are in supabase/reference-ids.json, which the app (src/config) and the demo seed
-- import. Never change an id here: add a new migration for new categories.

-- Blog categories (sort_order = menu order); subcategories point at their parent.
insert into public.blog_categories (id, name, slug, parent_id, sort_order) values
  ('10000000-0000-4000-8000-000000000001', 'Real Weddings', 'real-weddings', null, 1),
  ('10000000-0000-4000-8000-000000000002', 'Fashion', 'fashion', null, 2),
  ('10000000-0000-4000-8000-000000000003', 'Relationships', 'relationships', null, 3),
  ('10000000-0000-4000-8000-000000000004', 'Planning', 'planning', null, 4),
  ('10000000-0000-4000-8000-000000000005', 'Jewelry', 'jewelry', null, 5),
  ('10000000-0000-4000-8000-000000000006', 'Beauty', 'beauty', null, 6),
  ('10000000-0000-4000-8000-000000000007', 'Destination', 'destination', null, 7),
  ('10000000-0000-4000-8000-000000000008', 'Celebrity', 'celebrity', null, 8),
  ('10000000-0000-4000-8000-000000000009', 'Trends', 'trends', null, 9),
  ('10000000-0000-4000-8000-000000000010', 'Inspiration', 'inspiration', null, 10),
  ('10000000-0000-4000-8000-000000000011', 'NYBFW', 'nybfw', null, 11);

insert into public.blog_categories (id, name, slug, parent_id, sort_order) values
  ('10000000-0000-4000-8000-000000000101', 'Bridal Fashion Week', 'bridal-fashion-week', '10000000-0000-4000-8000-000000000002', 1),
  ('10000000-0000-4000-8000-000000000102', 'Wedding Dresses', 'wedding-dresses', '10000000-0000-4000-8000-000000000002', 2),
  ('10000000-0000-4000-8000-000000000103', 'Wedding Planning', 'wedding-planning', '10000000-0000-4000-8000-000000000004', 1),
  ('10000000-0000-4000-8000-000000000104', 'Budget', 'budget', '10000000-0000-4000-8000-000000000004', 2),
  ('10000000-0000-4000-8000-000000000105', 'Etiquette', 'etiquette', '10000000-0000-4000-8000-000000000004', 3),
  ('10000000-0000-4000-8000-000000000106', 'Registry', 'registry', '10000000-0000-4000-8000-000000000004', 4),
  ('10000000-0000-4000-8000-000000000107', 'City Weddings', 'city-weddings', '10000000-0000-4000-8000-000000000001', 1),
  ('10000000-0000-4000-8000-000000000108', 'Intimate Weddings', 'intimate-weddings', '10000000-0000-4000-8000-000000000001', 2),
  ('10000000-0000-4000-8000-000000000109', 'Elopements', 'elopements', '10000000-0000-4000-8000-000000000001', 3),
  ('10000000-0000-4000-8000-000000000110', 'Hair', 'hair', '10000000-0000-4000-8000-000000000006', 1),
  ('10000000-0000-4000-8000-000000000111', 'Makeup', 'makeup', '10000000-0000-4000-8000-000000000006', 2),
  ('10000000-0000-4000-8000-000000000112', 'Skincare', 'skincare', '10000000-0000-4000-8000-000000000006', 3),
  ('10000000-0000-4000-8000-000000000113', 'Europe', 'europe', '10000000-0000-4000-8000-000000000007', 1),
  ('10000000-0000-4000-8000-000000000114', 'Caribbean', 'caribbean', '10000000-0000-4000-8000-000000000007', 2),
  ('10000000-0000-4000-8000-000000000115', 'Honeymoons', 'honeymoons', '10000000-0000-4000-8000-000000000007', 3),
  ('10000000-0000-4000-8000-000000000116', 'Engagement Rings', 'engagement-rings', '10000000-0000-4000-8000-000000000005', 1);

-- Vendor (business) categories. Venue (20000000-0000-4000-8000-000000000013) is the category the
-- vendor menu leaves out; listings.venue_type is only allowed on it.
insert into public.business_categories (id, name, slug, sort_order) values
  ('20000000-0000-4000-8000-000000000001', 'Planner', 'planner', 1),
  ('20000000-0000-4000-8000-000000000002', 'Decor', 'decor', 2),
  ('20000000-0000-4000-8000-000000000003', 'Photography', 'photography', 3),
  ('20000000-0000-4000-8000-000000000004', 'Videography', 'videography', 4),
  ('20000000-0000-4000-8000-000000000005', 'Content Creator', 'content-creator', 5),
  ('20000000-0000-4000-8000-000000000006', 'Stationery', 'stationery', 6),
  ('20000000-0000-4000-8000-000000000007', 'Beauty', 'beauty', 7),
  ('20000000-0000-4000-8000-000000000008', 'Florist', 'florist', 8),
  ('20000000-0000-4000-8000-000000000009', 'DJ', 'dj', 9),
  ('20000000-0000-4000-8000-000000000010', 'Cakes', 'cakes', 10),
  ('20000000-0000-4000-8000-000000000011', 'Fine Jewelry', 'fine-jewelry', 11),
  ('20000000-0000-4000-8000-000000000012', 'Officiant', 'officiant', 12),
  ('20000000-0000-4000-8000-000000000013', 'Venue', 'venue', 13),
  ('20000000-0000-4000-8000-000000000014', 'Band', 'band', 14),
  ('20000000-0000-4000-8000-000000000015', 'Fashion', 'fashion', 15),
  ('20000000-0000-4000-8000-000000000016', 'Rental', 'rental', 16),
  ('20000000-0000-4000-8000-000000000017', 'Lighting', 'lighting', 17),
  ('20000000-0000-4000-8000-000000000018', 'Catering', 'catering', 18);
