/** A business category as an editor writes it. */
export interface BusinessCategoryInput {
  name: string;
  slug: string;
  sort_order: number;
}

/** The database's refusals, in words an editor can act on. */
export function explainCategoryError(
  error: { code?: string; message: string },
  input?: { name: string; slug?: string },
) {
  if (error.code === '23505') {
    if (/name/.test(error.message) && input)
      return new Error(`Another category is already called “${input.name}”.`);
    return new Error(
      input?.slug
        ? `Another category already uses the web address “${input.slug}”. Choose another.`
        : 'Another category already uses that name or web address.',
    );
  }
  if (error.code === '23503')
    return new Error('Listings or membership applications are filed under it: move them first.');
  return new Error(error.message);
}
