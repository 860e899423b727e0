import { missingAltText } from '@/features/post-editor';
import { parseBlocks, type PostFields } from '@/features/posts';
import type { Json } from '@/types/database';

/** What stops a post from going out, in words; empty when it is ready. */
export function publishProblems(
  post: Pick<PostFields, 'title' | 'featured_image' | 'featured_image_alt'>,
  document: Json,
  slugError: string | undefined,
): string[] {
  const problems: string[] = [];
  if (!post.title.trim()) problems.push('The story needs a title.');
  if (slugError) problems.push(`The web address: ${slugError}`);
  if (post.featured_image && !post.featured_image_alt?.trim())
    problems.push('Describe the featured image (alt text).');
  const missing = missingAltText(parseBlocks(document)).length;
  if (missing > 0)
    problems.push(
      missing === 1
        ? 'One image in the story has no alt text.'
        : `${missing} images in the story have no alt text.`,
    );
  return problems;
}
