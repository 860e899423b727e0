import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { TextareaField, TextField } from '@/components/form';
import { DESTINATION_VIDEO_LOCATION, TESTIMONIAL_VIDEO_LOCATION } from '@/config/site';
import {
  VIDEO_DESCRIPTION_MAX_LENGTH,
  VIDEO_LINK_MAX_LENGTH,
  VIDEO_TITLE_MAX_LENGTH,
  type VideoFieldValues,
} from '@/features/videos';

/** Where standalone videos play on the home page, in the words the desk uses. */
export const VIDEO_LOCATIONS = [
  { value: TESTIMONIAL_VIDEO_LOCATION, label: 'Testimonial strip' },
  { value: DESTINATION_VIDEO_LOCATION, label: 'Destination band' },
] as const;

export const locationLabel = (location: string) =>
  VIDEO_LOCATIONS.find((option) => option.value === location)?.label ?? location;

/**
 * A video's status in words, with whether the home page plays it there: the testimonial strip
 * plays published videos, the Destination band active or published ones (spec §7).
 */
export function statusInWords(status: string, location: string): string {
  if (status === 'published') return 'Published · on the home page';
  if (status === 'active')
    return location === TESTIMONIAL_VIDEO_LOCATION
      ? 'Active · not in the strip, which plays published videos'
      : 'Active · on the home page';
  if (status === 'archived') return 'Archived · not on the site';
  return 'Draft · not on the site';
}

/** The statuses an admin picks in the editor (archiving has its own button). */
export function statusChoices(current: string) {
  const choices = [
    { value: 'draft', label: 'Draft (not on the site)' },
    { value: 'published', label: 'Published (on the home page)' },
  ];
  if (current === 'active') choices.push({ value: 'active', label: 'Active (as it is now)' });
  if (current === 'archived') choices.push({ value: 'archived', label: 'Archived' });
  return choices;
}

/** Title, description and link: the words of a video, shared by the add and edit forms. */
export function VideoWordsFields({
  idPrefix,
  register,
  errors,
}: {
  idPrefix: string;
  register: UseFormRegister<VideoFieldValues>;
  errors: FieldErrors<VideoFieldValues>;
}) {
  return (
    <>
      <TextField
        id={`${idPrefix}-title`}
        label="Title"
        maxLength={VIDEO_TITLE_MAX_LENGTH}
        error={errors.title?.message}
        {...register('title')}
      />
      <TextareaField
        id={`${idPrefix}-description`}
        label="Description"
        optional
        maxLength={VIDEO_DESCRIPTION_MAX_LENGTH}
        className="[&_textarea]:min-h-24"
        error={errors.description?.message}
        {...register('description')}
      />
      <TextField
        id={`${idPrefix}-link`}
        label="Link"
        optional
        inputMode="url"
        maxLength={VIDEO_LINK_MAX_LENGTH}
        hint="Where the title leads: a web address (https://…) or a page of this site (/index/…)."
        error={errors.externalLink?.message}
        {...register('externalLink')}
      />
    </>
  );
}
