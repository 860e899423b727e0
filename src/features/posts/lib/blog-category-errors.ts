/** The database's refusals of a category write, in words an editor can act on. */
export function explainCategoryError(error: { code?: string; message: string }, slug?: string) {
  if (error.code === '23505')
    return new Error(
      slug
        ? `Another category already uses the web address “${slug}”. Choose another.`
        : 'Another category already uses that web address.',
    );
  if (error.code === '23503')
    return new Error('Posts or subcategories are filed under it: move them first.');
  return new Error(error.message);
}
