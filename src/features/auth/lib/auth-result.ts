/** Every auth call that can fail throws its AuthError; forms word it with authErrorMessage. */
export function check<R extends { data: unknown; error: unknown }>(
  result: R,
): Extract<R, { error: null }>['data'] {
  if (result.error) throw result.error;
  return result.data as Extract<R, { error: null }>['data'];
}

/** An absolute address on this site, for the links the auth service emails. */
export const siteUrl = (path: string) => new URL(path, window.location.origin).href;
