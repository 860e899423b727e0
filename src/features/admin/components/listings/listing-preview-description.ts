/** What a preview of a listing in this state shows, and where couples will find it. */
export function previewDescription(status: string, path: string) {
  switch (status) {
    case 'published':
      return `Live at ${path}.`;
    case 'pending':
      return `Sent for review: the page couples will see at ${path} once it is published.`;
    case 'archived':
      return `Archived: the page as it was, at ${path} if published again.`;
    default:
      return `A draft: the page as couples would see it at ${path} if it were published.`;
  }
}
