import referenceIds from '../../supabase/reference-ids.json';

/**
 * The fixed category ids written by the reference-rows migration (supabase/reference-ids.json).
 * The app refers to categories only through these names.
 */
export const BLOG_CATEGORY_IDS = referenceIds.blogCategories;
export const BUSINESS_CATEGORY_IDS = referenceIds.businessCategories;

export type BlogCategoryKey = keyof typeof BLOG_CATEGORY_IDS;
export type BusinessCategoryKey = keyof typeof BUSINESS_CATEGORY_IDS;
