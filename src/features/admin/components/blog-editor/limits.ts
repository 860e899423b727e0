/** The blog_posts title check's limit, shown as a count. */
export const TITLE_MAX = 300;
