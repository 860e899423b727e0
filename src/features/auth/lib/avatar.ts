export const AVATAR_BUCKET = 'avatars';

const AVATAR_OBJECT = /\/storage\/v1\/object\/public\/avatars\/(.+)$/;

/** The object path of an avatar this site uploaded, from its public URL; null for others. */
export function avatarPath(url: string | null): string | null {
  const match = url ? AVATAR_OBJECT.exec(url) : null;
  return match?.[1] ? decodeURIComponent(match[1]) : null;
}
