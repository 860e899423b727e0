import { useQuery } from '@tanstack/react-query';
import { LoadError } from '@/components/load-error';
import { toast } from '@/components/ui/use-toast';
import {
  getAdminBlogCategoriesQueryOptions,
  useCreateBlogCategory,
  useDeleteBlogCategory,
  useUpdateBlogCategory,
  type AdminBlogCategory,
} from '@/features/posts';
import { CategoryForm, type CategoryValues } from './categories-form';
import { CategoryRow } from './categories-row';
import { siteUses } from './categories-usage';
import type { Destination, Filed } from './categories-delete';

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

function postsFiled(count: number): Filed {
  return {
    words: count === 0 ? 'No posts' : plural(count, 'post', 'posts'),
    count,
    moveWhat: plural(count, 'post', 'posts'),
    one: 'post',
    many: 'posts',
  };
}

/** The categories, each followed by its subcategories, in menu order. */
function tree(rows: readonly AdminBlogCategory[]) {
  const tops = rows.filter((row) => row.parent_id === null);
  return tops.map((top) => ({
    top,
    subs: rows.filter((row) => row.parent_id === top.id),
  }));
}

/**
 * Blog categories and subcategories as a tree with each one's post count: add, rename, and
 * delete, moving the posts of one in use to another category (the database keeps every post's
 * category and subcategory coherent). The ones the site names are renamed only.
 */
export function BlogCategories() {
  const categories = useQuery(getAdminBlogCategoriesQueryOptions());
  const create = useCreateBlogCategory();
  const update = useUpdateBlogCategory();
  const remove = useDeleteBlogCategory();

  const rows = categories.data ?? [];
  const groups = tree(rows);
  const destinations: Destination[] = groups.flatMap(({ top, subs }) => [
    { id: top.id, label: top.name },
    ...subs.map((sub) => ({ id: sub.id, label: `${top.name} › ${sub.name}` })),
  ]);
  const nextOrder = (parentId: string | null) =>
    Math.max(0, ...rows.filter((row) => row.parent_id === parentId).map((row) => row.sort_order)) +
    1;

  const add = async ({ name, slug, parentId }: CategoryValues) => {
    const parent = parentId || null;
    await create.mutateAsync({ name, slug, parent_id: parent, sort_order: nextOrder(parent) });
    toast({ title: `Added “${name}”`, description: parent ? 'As a subcategory.' : undefined });
  };

  const row = (category: AdminBlogCategory, subs: readonly AdminBlogCategory[] = []) => (
    <CategoryRow
      key={category.id}
      category={category}
      filed={postsFiled(category.posts)}
      uses={siteUses('blog', category.id)}
      blocked={
        subs.length > 0
          ? `“${category.name}” has ${plural(subs.length, 'subcategory', 'subcategories')}. Move or delete ${subs.length === 1 ? 'it' : 'them'} first.`
          : null
      }
      destinations={destinations.filter((destination) => destination.id !== category.id)}
      nested={category.parent_id !== null}
      rename={({ name, slug }) => update.mutateAsync({ id: category.id, name, slug })}
      remove={(moveTo) => remove.mutateAsync({ id: category.id, moveTo })}
    >
      {subs.length > 0 ? (
        <ul
          aria-label={`Subcategories of ${category.name}`}
          className="mt-2 divide-y divide-ivory-300 border-l border-ivory-300"
        >
          {subs.map((sub) => row(sub))}
        </ul>
      ) : null}
    </CategoryRow>
  );

  return (
    <section aria-labelledby="blog-categories-heading" className="space-y-6">
      <div className="space-y-2">
        <h2 id="blog-categories-heading" className="font-display text-3xl text-ink">
          Blog categories
        </h2>
        <p className="max-w-prose text-sm text-ink-700">
          A post is filed under a category and, if you like, one of its subcategories. Counts
          include drafts and archived posts. A category in use is deleted by moving its posts to
          another one first.
        </p>
      </div>
      <div className="max-w-xl border border-ivory-300 p-4 sm:p-6">
        <CategoryForm
          legend="New blog category"
          submitLabel="Add category"
          parents={groups.map(({ top }) => top)}
          onSubmit={add}
        />
      </div>
      {categories.isPending ? (
        <p role="status" className="text-ink-700">
          Loading the blog categories…
        </p>
      ) : categories.isError ? (
        <LoadError compact what="the blog categories" onRetry={() => void categories.refetch()} />
      ) : groups.length === 0 ? (
        <p className="text-ink-700">No blog categories yet: add the first one above.</p>
      ) : (
        <ul
          aria-label="Blog categories"
          className="divide-y divide-ivory-300 border-y border-ivory-300"
        >
          {groups.map(({ top, subs }) => row(top, subs))}
        </ul>
      )}
    </section>
  );
}
