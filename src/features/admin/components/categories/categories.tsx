import { BlogCategories } from './categories-blog';
import { BusinessCategories } from './categories-business';

/**
 * /admin/categories: the magazine's categories and subcategories, and the directory's vendor
 * categories. Created, renamed and deleted here; a category in use is deleted by moving what is
 * filed under it, in one transaction (delete_blog_category / delete_business_category). The
 * categories the site's sections, menus and venue rule name keep their web address and stay.
 */
export function Categories() {
  return (
    <div className="space-y-16">
      <nav aria-label="Kinds of category" className="flex flex-wrap gap-x-6 gap-y-2 text-sm">
        <a href="#blog-categories-heading" className="underline underline-offset-4">
          Blog categories
        </a>
        <a href="#business-categories-heading" className="underline underline-offset-4">
          Vendor categories
        </a>
      </nav>
      <BlogCategories />
      <BusinessCategories />
    </div>
  );
}
