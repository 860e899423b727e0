import { useRef, useState, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/use-toast';
import { CategoryForm, type CategoryValues } from './categories-form';
import { CategoryDelete, type Destination, type Filed } from './categories-delete';
import { SiteUsage } from './categories-usage';

export interface CategoryRowProps {
  category: { id: string; name: string; slug: string };
  /** What is filed under it, in words and as the number to move. */
  filed: Filed;
  /** Where the site names it (src/config); non-empty: renamed only, never deleted. */
  uses: readonly string[];
  /** Why it cannot be deleted yet (its subcategories), if so. */
  blocked?: string | null;
  destinations: readonly Destination[];
  rename: (values: { name: string; slug?: string }) => Promise<void>;
  /** Deletes it, moving what is filed under it to `moveTo`; resolves to how many moved. */
  remove: (moveTo: string | null) => Promise<number>;
  /** A subcategory's row is smaller. */
  nested?: boolean;
  /** Its subcategories (a nested list). */
  children?: ReactNode;
}

/** One category: its name, web address and use; rename in place; delete, moving its contents. */
export function CategoryRow({
  category,
  filed,
  uses,
  blocked = null,
  destinations,
  rename,
  remove,
  nested = false,
  children,
}: CategoryRowProps) {
  const [mode, setMode] = useState<'idle' | 'rename' | 'delete'>('idle');
  const renameButton = useRef<HTMLButtonElement>(null);
  const deleteButton = useRef<HTMLButtonElement>(null);
  const locked = uses.length > 0;
  const close = (button: HTMLButtonElement | null) => {
    setMode('idle');
    // Back to the control that opened it, once it is enabled again.
    queueMicrotask(() => button?.focus());
  };
  const named = <span className="sr-only"> {category.name}</span>;

  const save = async ({ name, slug }: CategoryValues) => {
    await rename(locked ? { name } : { name, slug });
    toast({ title: 'Saved', description: name });
    close(renameButton.current);
  };

  return (
    <li className={nested ? 'py-3 pl-4 sm:pl-6' : 'py-4'}>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div className="min-w-0 space-y-1">
          <p className="flex flex-wrap items-baseline gap-x-3">
            <span
              className={
                nested
                  ? 'text-lg break-words text-ink'
                  : 'font-display text-2xl break-words text-ink'
              }
            >
              {category.name}
            </span>
            <span className="text-sm break-all text-ink-700">/{category.slug}</span>
          </p>
          <p className="text-sm text-ink-700">{filed.words}</p>
          <SiteUsage uses={uses} />
        </div>
        <div className="flex shrink-0 flex-wrap gap-2">
          <Button
            ref={renameButton}
            size="sm"
            aria-expanded={mode === 'rename'}
            onClick={() => setMode(mode === 'rename' ? 'idle' : 'rename')}
          >
            Rename{named}
          </Button>
          {locked ? null : (
            <Button
              ref={deleteButton}
              size="sm"
              aria-expanded={mode === 'delete'}
              onClick={() => setMode(mode === 'delete' ? 'idle' : 'delete')}
            >
              Delete{named}
            </Button>
          )}
        </div>
      </div>
      {mode === 'rename' ? (
        <div className="mt-3 border-l-2 border-champagne-600 bg-ivory-100 p-4">
          <CategoryForm
            legend={`Rename ${category.name}`}
            submitLabel="Save"
            initial={{ name: category.name, slug: category.slug }}
            slugLocked={locked}
            autoFocus
            onSubmit={save}
            onCancel={() => close(renameButton.current)}
          />
          {locked ? (
            <p className="mt-3 text-sm text-ink-700">
              Its web address stays /{category.slug}: the site names this category.
            </p>
          ) : null}
        </div>
      ) : null}
      {mode === 'delete' ? (
        <CategoryDelete
          category={category}
          filed={filed}
          blocked={blocked}
          destinations={destinations}
          remove={remove}
          onClose={() => close(deleteButton.current)}
        />
      ) : null}
      {children}
    </li>
  );
}
