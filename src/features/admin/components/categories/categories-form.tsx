import { zodResolver } from '@hookform/resolvers/zod';
import { useState, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import * as z from 'zod/mini';
import { ErrorSummary, errorCount, SelectField, TextField } from '@/components/form';
import { Button } from '@/components/ui/button';
import { SLUG_PATTERN, slugFrom } from '@/lib/slug';

/** The database's checks on a category (blog_categories / business_categories), in words. */
export const CATEGORY_NAME_MAX = 100;
export const CATEGORY_SLUG_MAX = 100;
/** blog_categories_slug_check and business_categories_slug_check. */
export const CATEGORY_SLUG_PATTERN = SLUG_PATTERN;

export const CATEGORY_MESSAGES = {
  nameRequired: 'Give the category a name.',
  nameTooLong: `Keep the name to ${CATEGORY_NAME_MAX} characters.`,
  slugRequired: 'Give the category a web address.',
  slugTooLong: `Keep the web address to ${CATEGORY_SLUG_MAX} characters.`,
  slugShape:
    'Use lowercase letters and digits, with single hyphens between words (e.g. city-weddings).',
} as const;

export const categorySchema = z.object({
  name: z
    .string()
    .check(
      z.trim(),
      z.minLength(1, CATEGORY_MESSAGES.nameRequired),
      z.maxLength(CATEGORY_NAME_MAX, CATEGORY_MESSAGES.nameTooLong),
    ),
  slug: z
    .string()
    .check(
      z.trim(),
      z.minLength(1, CATEGORY_MESSAGES.slugRequired),
      z.maxLength(CATEGORY_SLUG_MAX, CATEGORY_MESSAGES.slugTooLong),
      z.regex(CATEGORY_SLUG_PATTERN, CATEGORY_MESSAGES.slugShape),
    ),
  parentId: z.string(),
});

export type CategoryValues = z.infer<typeof categorySchema>;

/** 'Décor & Lights' → 'decor-and-lights': the web address a name suggests. */
export const slugify = (name: string) => slugFrom(name, CATEGORY_SLUG_MAX);

const SLUG_HINT = 'Made from the name; lowercase letters, digits and hyphens.';

/**
 * Name, web address and (for blog subcategories) the parent: a new category, or a rename of one
 * (`slugLocked` leaves the web address as it is). Typed values stay on every failure; the
 * database's refusal is shown above the buttons.
 */
export function CategoryForm({
  legend,
  submitLabel,
  initial,
  parents,
  slugLocked = false,
  onSubmit,
  onCancel,
  autoFocus = false,
}: {
  legend: string;
  submitLabel: string;
  initial?: Partial<CategoryValues>;
  /** Offered as parents: a subcategory of one of these (blog categories only). */
  parents?: readonly { id: string; name: string }[];
  slugLocked?: boolean;
  /** Resolves when saved; rejects with the words to show. */
  onSubmit: (values: CategoryValues) => Promise<void>;
  onCancel?: () => void;
  autoFocus?: boolean;
}) {
  const defaults = { name: '', slug: '', parentId: '', ...initial };
  const {
    register,
    handleSubmit,
    setValue,
    reset,
    formState,
    formState: { errors, isSubmitting },
  } = useForm<CategoryValues>({
    resolver: zodResolver(categorySchema),
    mode: 'onTouched',
    defaultValues: defaults,
  });
  // The web address follows the name until the editor types one of their own.
  const [slugEdited, setSlugEdited] = useState(Boolean(initial?.slug));
  const [failure, setFailure] = useState<string | null>(null);

  const submit = handleSubmit(async (values) => {
    setFailure(null);
    try {
      await onSubmit(values);
      if (!initial) {
        reset(defaults);
        setSlugEdited(false);
      }
    } catch (error) {
      setFailure((error as Error).message);
    }
  });

  const name = register('name', {
    onChange: (event: { target: { value: string } }) => {
      if (!slugEdited && !slugLocked)
        setValue('slug', slugify(event.target.value), { shouldValidate: formState.isSubmitted });
    },
  });
  const slug = register('slug', { onChange: () => setSlugEdited(true) });

  let slugField: ReactNode = null;
  if (!slugLocked)
    slugField = (
      <TextField
        label="Web address (slug)"
        hint={SLUG_HINT}
        error={errors.slug?.message}
        maxLength={CATEGORY_SLUG_MAX}
        autoComplete="off"
        spellCheck={false}
        {...slug}
      />
    );

  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="space-y-4">
      <fieldset className="min-w-0 space-y-4">
        <legend className="mb-2 font-display text-xl text-ink">{legend}</legend>
        <ErrorSummary count={errorCount({ isSubmitted: formState.isSubmitted, errors })} />
        <TextField
          label="Name"
          error={errors.name?.message}
          maxLength={CATEGORY_NAME_MAX}
          autoComplete="off"
          autoFocus={autoFocus}
          {...name}
        />
        {slugField}
        {parents ? (
          <SelectField
            label="Files under"
            optional
            hint="Choose a category to make this one of its subcategories."
            {...register('parentId')}
          >
            <option value="">Nothing: a top-level category</option>
            {parents.map((parent) => (
              <option key={parent.id} value={parent.id}>
                {parent.name}
              </option>
            ))}
          </SelectField>
        ) : null}
        {failure ? (
          <p role="alert" className="text-sm font-medium text-red-800">
            {failure}
          </p>
        ) : null}
        <div className="flex flex-wrap gap-2">
          <Button type="submit" variant="solid" size="sm" disabled={isSubmitting}>
            {isSubmitting ? 'Saving…' : submitLabel}
          </Button>
          {onCancel ? (
            <Button size="sm" onClick={onCancel}>
              Cancel
            </Button>
          ) : null}
        </div>
      </fieldset>
    </form>
  );
}
