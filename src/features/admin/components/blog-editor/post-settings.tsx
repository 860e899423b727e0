import { useId, type ChangeEvent } from 'react';
import { CONTROL_CLASS, FormField } from '@/components/form';
import { useBlogCategories, type PostFields } from '@/features/posts';
import { AuthorField } from './author-field';
import { FeaturedImageField } from './featured-image-field';
import { SearchCardFields } from './search-card-fields';

/** Limits of the blog_posts checks, shown as counts. */
const EXCERPT_MAX = 1000;

type Change = (patch: Partial<PostFields>) => void;

/**
 * The post's settings beside its words: where it is filed, who wrote it, its image, video and
 * flags, and what search engines and social cards show when that should differ from the title
 * and excerpt. Every change goes straight into the draft the editor autosaves.
 */
export function PostSettings({
  fields,
  onChange,
  slugError,
  onSlug,
}: {
  fields: PostFields;
  onChange: Change;
  slugError?: string;
  onSlug: (slug: string) => void;
}) {
  const categories = useBlogCategories();
  const parents = (categories.data ?? []).filter((entry) => !entry.parent_id);
  const subcategories = (categories.data ?? []).filter(
    (entry) => entry.parent_id && entry.parent_id === fields.category,
  );
  const text = (value: string) => (value.trim() === '' ? null : value);

  return (
    <div className="space-y-6">
      <FormField label="Web address" error={slugError} hint={`/blog/${fields.slug || '…'}`}>
        {(control) => (
          <input
            {...control}
            value={fields.slug}
            maxLength={200}
            onChange={(event) => onSlug(event.target.value)}
            className={CONTROL_CLASS}
          />
        )}
      </FormField>
      <FormField
        label="Excerpt"
        optional
        count={{ length: (fields.excerpt ?? '').length, max: EXCERPT_MAX }}
        hint="The lines under the title on cards and in search results."
      >
        {(control) => (
          <textarea
            {...control}
            value={fields.excerpt ?? ''}
            maxLength={EXCERPT_MAX}
            onChange={(event) => onChange({ excerpt: text(event.target.value) })}
            className={`${CONTROL_CLASS} min-h-28`}
          />
        )}
      </FormField>
      <FormField label="Category" optional>
        {(control) => (
          <select
            {...control}
            value={fields.category ?? ''}
            onChange={(event) =>
              onChange({ category: event.target.value || null, subcategory: null })
            }
            className={CONTROL_CLASS}
          >
            <option value="">No category</option>
            {parents.map((entry) => (
              <option key={entry.id} value={entry.id}>
                {entry.name}
              </option>
            ))}
          </select>
        )}
      </FormField>
      {subcategories.length > 0 ? (
        <FormField label="Subcategory" optional>
          {(control) => (
            <select
              {...control}
              value={fields.subcategory ?? ''}
              onChange={(event) => onChange({ subcategory: event.target.value || null })}
              className={CONTROL_CLASS}
            >
              <option value="">None</option>
              {subcategories.map((entry) => (
                <option key={entry.id} value={entry.id}>
                  {entry.name}
                </option>
              ))}
            </select>
          )}
        </FormField>
      ) : null}
      <AuthorField authorId={fields.author_id} onChange={onChange} />
      <FormField
        label="Byline"
        optional
        hint="As printed, when it differs from the profile (“Words by Ines Duarte”)."
      >
        {(control) => (
          <input
            {...control}
            value={fields.author ?? ''}
            maxLength={200}
            onChange={(event) => onChange({ author: text(event.target.value) })}
            className={CONTROL_CLASS}
          />
        )}
      </FormField>
      <FeaturedImageField fields={fields} onChange={onChange} />
      <FormField
        label="Video"
        optional
        hint="A film the cards play instead of the image: a media path or an https address."
      >
        {(control) => (
          <input
            {...control}
            value={fields.video_url[0] ?? ''}
            maxLength={2048}
            onChange={(event) =>
              onChange({
                video_url: event.target.value.trim()
                  ? [event.target.value.trim(), ...fields.video_url.slice(1)]
                  : fields.video_url.slice(1),
              })
            }
            className={CONTROL_CLASS}
          />
        )}
      </FormField>
      <Flag
        label="Opinion"
        hint="Shown in the Opinion column."
        checked={fields.is_opinion}
        onChange={(event) => onChange({ is_opinion: event.target.checked })}
      />
      <Flag
        label="Featured"
        hint="Offered first where the magazine features stories."
        checked={fields.is_featured}
        onChange={(event) => onChange({ is_featured: event.target.checked })}
      />
      <SearchCardFields fields={fields} onChange={onChange} />
    </div>
  );
}

/** A yes/no setting with what it does, read together. */
function Flag({
  label,
  hint,
  checked,
  onChange,
}: {
  label: string;
  hint: string;
  checked: boolean;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
}) {
  const id = useId();
  return (
    <div className="flex items-start gap-3">
      <input
        id={id}
        type="checkbox"
        checked={checked}
        onChange={onChange}
        aria-describedby={`${id}-hint`}
        className="mt-1 size-5 shrink-0 accent-ink"
      />
      <label htmlFor={id} className="text-base text-ink">
        {label}
        <span id={`${id}-hint`} className="block text-sm text-ink-700">
          {hint}
        </span>
      </label>
    </div>
  );
}
