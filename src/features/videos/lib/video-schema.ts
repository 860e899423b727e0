import * as z from 'zod';

/**
 * The words of a video as an admin types them, each rule with the sentence they read when a
 * field is wrong. The database checks the same bounds (standalone_videos' check constraints).
 */
export const VIDEO_TITLE_MAX_LENGTH = 200;
export const VIDEO_DESCRIPTION_MAX_LENGTH = 2000;
export const VIDEO_LINK_MAX_LENGTH = 2048;
/** A web address or a path on the site (/index/...), as the external_link check allows. */
const LINK = /^(https?:\/\/|\/)\S*$/i;

export const videoFieldsSchema = z.object({
  title: z
    .string()
    .trim()
    .min(1, 'Please give the video a title.')
    .max(
      VIDEO_TITLE_MAX_LENGTH,
      `Please keep the title under ${VIDEO_TITLE_MAX_LENGTH} characters.`,
    ),
  description: z
    .string()
    .trim()
    .max(
      VIDEO_DESCRIPTION_MAX_LENGTH,
      `Please keep the description under ${VIDEO_DESCRIPTION_MAX_LENGTH} characters.`,
    ),
  externalLink: z
    .string()
    .trim()
    .max(VIDEO_LINK_MAX_LENGTH, 'That link is too long.')
    .refine(
      (value) => value === '' || LINK.test(value),
      'Please enter a web address (https://…) or a path on this site (/index/…).',
    ),
});

export type VideoFieldValues = z.input<typeof videoFieldsSchema>;

export const EMPTY_VIDEO_FIELDS: VideoFieldValues = {
  title: '',
  description: '',
  externalLink: '',
};

/** The columns these values fill; empty optional fields are stored as null. */
export function toVideoColumns(values: VideoFieldValues) {
  const parsed = videoFieldsSchema.parse(values);
  return {
    title: parsed.title,
    description: parsed.description || null,
    external_link: parsed.externalLink || null,
  };
}
