import { CONTROL_CLASS, FormField } from '@/components/form';
import type { PostFields } from '@/features/posts';

/** Limits of the blog_posts checks, shown as counts. */
const SEO_TITLE_MAX = 120;
const SEO_DESCRIPTION_MAX = 320;

const text = (value: string) => (value.trim() === '' ? null : value);

/**
 * What search engines and social cards show, when that should differ from the title, the excerpt
 * and the featured image.
 */
export function SearchCardFields({
  fields,
  onChange,
}: {
  fields: PostFields;
  onChange: (patch: Partial<PostFields>) => void;
}) {
  return (
    <fieldset className="space-y-6 border-t border-ivory-300 pt-6">
      <legend className="text-xs font-medium tracking-label text-ink-700 uppercase">
        Search and social cards
      </legend>
      <FormField
        label="Search title"
        optional
        count={{ length: (fields.seo_title ?? '').length, max: SEO_TITLE_MAX }}
        hint="When the title is too long or too coy for a search result."
      >
        {(control) => (
          <input
            {...control}
            value={fields.seo_title ?? ''}
            maxLength={SEO_TITLE_MAX}
            onChange={(event) => onChange({ seo_title: text(event.target.value) })}
            className={CONTROL_CLASS}
          />
        )}
      </FormField>
      <FormField
        label="Search description"
        optional
        count={{ length: (fields.seo_description ?? '').length, max: SEO_DESCRIPTION_MAX }}
      >
        {(control) => (
          <textarea
            {...control}
            value={fields.seo_description ?? ''}
            maxLength={SEO_DESCRIPTION_MAX}
            onChange={(event) => onChange({ seo_description: text(event.target.value) })}
            className={`${CONTROL_CLASS} min-h-24`}
          />
        )}
      </FormField>
      <FormField
        label="Social image"
        optional
        hint="A media path or https address; the featured image when empty."
      >
        {(control) => (
          <input
            {...control}
            value={fields.social_image ?? ''}
            maxLength={2048}
            onChange={(event) => onChange({ social_image: text(event.target.value) })}
            className={CONTROL_CLASS}
          />
        )}
      </FormField>
    </fieldset>
  );
}
