// @vitest-environment node
import { describe, expect, it } from 'vitest';
import referenceIds from '../../supabase/reference-ids.json';
import {
  BLOG_MENU_LINKS,
  FOOTER_CATEGORY_LINKS,
  MAIN_NAV,
  MOBILE_BLOG_LINKS,
  MOBILE_MENU_GROUPS,
  SOCIAL_LINKS,
  VENDOR_MENU_EXCLUDED_CATEGORY_ID,
  VENDOR_MENU_LINKS,
  VENUE_MENU_LINKS,
  VENUE_MENU_POST_CATEGORY_ID,
} from './navigation';

const blog = referenceIds.blogCategories;
const vendors = referenceIds.businessCategories;
const pairs = (links: readonly { label: string; to: string }[]) =>
  links.map(({ label, to }) => [label, to]);

describe('header navigation', () => {
  it('has HOME, VENUE, BLOG and INDEX, the last three with a mega menu', () => {
    expect(MAIN_NAV.map(({ label, to, menu }) => [label, to, menu])).toEqual([
      ['HOME', '/', undefined],
      ['VENUE', '/venues', 'venue'],
      ['BLOG', '/blog', 'blog'],
      ['INDEX', '/index', 'vendor'],
    ]);
  });
});

describe('mega menu side lists', () => {
  it('maps the blog list to /blog?category=<id>, with TRENDS (NEW) and NYBFW on their pages', () => {
    expect(pairs(BLOG_MENU_LINKS)).toEqual([
      ['ALL CATEGORIES', '/blog'],
      ['PLANNING', `/blog?category=${blog.planning}`],
      ['TRENDS', '/blog/trends'],
      ['REAL WEDDINGS', `/blog?category=${blog.realWeddings}`],
      ['NYBFW', '/nybfw'],
      ['INSPIRATION', `/blog?category=${blog.inspiration}`],
      ['DESTINATION', `/blog?category=${blog.destination}`],
      ['JEWELRY', `/blog?category=${blog.jewelry}`],
      ['BEAUTY', `/blog?category=${blog.beauty}`],
    ]);
    expect(BLOG_MENU_LINKS.filter((link) => link.isNew).map((link) => link.label)).toEqual([
      'TRENDS',
    ]);
  });

  it('maps the venue list to /venues?type=Hotel|Estate|Resort|Vineyard', () => {
    expect(pairs(VENUE_MENU_LINKS)).toEqual([
      ['ALL VENUES', '/venues'],
      ['HOTEL', '/venues?type=Hotel'],
      ['ESTATE', '/venues?type=Estate'],
      ['RESORT', '/venues?type=Resort'],
      ['VINEYARD', '/venues?type=Vineyard'],
    ]);
  });

  it('maps the vendor list to /index?category=<fixed business category id>', () => {
    expect(pairs(VENDOR_MENU_LINKS)).toEqual([
      ['ALL VENDORS', '/index'],
      ['PLANNER', `/index?category=${vendors.planner}`],
      ['DECOR', `/index?category=${vendors.decor}`],
      ['PHOTOGRAPHY', `/index?category=${vendors.photography}`],
      ['VIDEOGRAPHY', `/index?category=${vendors.videography}`],
      ['CONTENT CREATOR', `/index?category=${vendors.contentCreator}`],
      ['STATIONERY', `/index?category=${vendors.stationery}`],
      ['BEAUTY', `/index?category=${vendors.beauty}`],
      ['FLORIST', `/index?category=${vendors.florist}`],
      ['DJ', `/index?category=${vendors.dj}`],
      ['CAKES', `/index?category=${vendors.cakes}`],
      ['FINE JEWELRY', `/index?category=${vendors.fineJewelry}`],
      ['OFFICIANT', `/index?category=${vendors.officiant}`],
    ]);
  });

  it('leaves venues out of the vendor panel and shows destination posts in the venue panel', () => {
    expect(VENDOR_MENU_EXCLUDED_CATEGORY_ID).toBe(vendors.venue);
    expect(VENUE_MENU_POST_CATEGORY_ID).toBe(blog.destination);
  });
});

describe('mobile menu', () => {
  it('has the groups Venues, Blog and Vendors', () => {
    expect(MOBILE_MENU_GROUPS.map((group) => group.label)).toEqual(['Venues', 'Blog', 'Vendors']);
  });

  it('links the blog group to the section pages', () => {
    expect(MOBILE_BLOG_LINKS.map((link) => link.to)).toEqual([
      '/blog',
      '/blog/planning',
      '/blog/trends',
      '/blog/real-weddings',
      '/nybfw',
      '/blog/inspiration',
      '/blog/destinations',
      '/blog/jewelry',
      '/blog/beauty',
    ]);
  });
});

describe('footer', () => {
  it('filters the index by id, and by the spec’s words for Rental, Officiant, Lighting, Decor and catering', () => {
    const categoryOf = (to: string) => new URL(to, 'http://x').searchParams.get('category');
    expect(FOOTER_CATEGORY_LINKS.map(({ label, to }) => [label, categoryOf(to)])).toEqual([
      ['Planner', vendors.planner],
      ['Photography', vendors.photography],
      ['Content Creator', vendors.contentCreator],
      ['Stationery', vendors.stationery],
      ['Beauty', vendors.beauty],
      ['Florist', vendors.florist],
      ['DJ', vendors.dj],
      ['Cakes', vendors.cakes],
      ['Fine Jewelry', vendors.fineJewelry],
      ['Venue', vendors.venue],
      ['Videography', vendors.videography],
      ['Band', vendors.band],
      ['Fashion', vendors.fashion],
      ['Rental', 'Rental'],
      ['Officiant', 'Officiant'],
      ['Lighting', 'Lighting'],
      ['Decor', 'Decor'],
      ['Catering', 'Cakes & Catering'],
    ]);
    expect(FOOTER_CATEGORY_LINKS.every((link) => link.to.startsWith('/index?category='))).toBe(
      true,
    );
  });

  it('links the five social profiles', () => {
    expect(SOCIAL_LINKS.map((link) => link.network)).toEqual([
      'instagram',
      'pinterest',
      'facebook',
      'tiktok',
      'youtube',
    ]);
    expect(SOCIAL_LINKS.every((link) => link.href.startsWith('https://'))).toBe(true);
  });
});
