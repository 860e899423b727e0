import { useQuery } from '@tanstack/react-query';
import { LoadError } from '@/components/load-error';
import { toast } from '@/components/ui/use-toast';
import {
  getAdminBusinessCategoriesQueryOptions,
  useCreateBusinessCategory,
  useDeleteBusinessCategory,
  useUpdateBusinessCategory,
  type AdminBusinessCategory,
} from '@/features/listings';
import type { Filed } from './categories-delete';
import { CategoryForm, type CategoryValues } from './categories-form';
import { CategoryRow } from './categories-row';
import { siteUses } from './categories-usage';

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

function listingsFiled({ listings, applications }: AdminBusinessCategory): Filed {
  const parts = [
    listings > 0 ? plural(listings, 'listing', 'listings') : null,
    applications > 0
      ? plural(applications, 'membership application', 'membership applications')
      : null,
  ].filter((part): part is string => part !== null);
  return {
    words: parts.length === 0 ? 'No listings' : parts.join(' and '),
    count: listings + applications,
    moveWhat: parts.join(' and '),
    one: 'listing',
    many: 'listings',
  };
}

/**
 * Vendor (business) categories with their listing counts: add, rename, and delete, moving the
 * listings (and the membership applications naming it) of one in use to another. The fixed
 * categories the menus, the footer and the venue rule depend on are renamed only.
 */
export function BusinessCategories() {
  const categories = useQuery(getAdminBusinessCategoriesQueryOptions());
  const create = useCreateBusinessCategory();
  const update = useUpdateBusinessCategory();
  const remove = useDeleteBusinessCategory();
  const rows = categories.data ?? [];

  const add = async ({ name, slug }: CategoryValues) => {
    const sortOrder = Math.max(0, ...rows.map((row) => row.sort_order)) + 1;
    await create.mutateAsync({ name, slug, sort_order: sortOrder });
    toast({ title: `Added “${name}”` });
  };

  return (
    <section aria-labelledby="business-categories-heading" className="space-y-6">
      <div className="space-y-2">
        <h2 id="business-categories-heading" className="font-display text-3xl text-ink">
          Vendor categories
        </h2>
        <p className="max-w-prose text-sm text-ink-700">
          Every listing in the directory has one category. Counts include drafts, listings in review
          and archived ones. A category in use is deleted by moving its listings to another one
          first.
        </p>
      </div>
      <div className="max-w-xl border border-ivory-300 p-4 sm:p-6">
        <CategoryForm legend="New vendor category" submitLabel="Add category" onSubmit={add} />
      </div>
      {categories.isPending ? (
        <p role="status" className="text-ink-700">
          Loading the vendor categories…
        </p>
      ) : categories.isError ? (
        <LoadError compact what="the vendor categories" onRetry={() => void categories.refetch()} />
      ) : rows.length === 0 ? (
        <p className="text-ink-700">No vendor categories yet: add the first one above.</p>
      ) : (
        <ul
          aria-label="Vendor categories"
          className="divide-y divide-ivory-300 border-y border-ivory-300"
        >
          {rows.map((category) => (
            <CategoryRow
              key={category.id}
              category={category}
              filed={listingsFiled(category)}
              uses={siteUses('business', category.id)}
              destinations={rows
                .filter((other) => other.id !== category.id)
                .map((other) => ({ id: other.id, label: other.name }))}
              rename={({ name, slug }) => update.mutateAsync({ id: category.id, name, slug })}
              remove={(moveTo) => remove.mutateAsync({ id: category.id, moveTo })}
            />
          ))}
        </ul>
      )}
    </section>
  );
}
