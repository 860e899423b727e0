import { getSupabase } from '@/lib/supabase';
import { uploadWithProgress } from '@/lib/upload-with-progress';
import { AVATAR_BUCKET } from '../lib/avatar';
import { removeAvatarFile } from './remove-avatar-file';
import { updateProfile } from './update-profile';
import { useAuthWrite } from './use-auth-write';
import { uniqueFileStem } from '@/lib/unique-file-name';

/**
 * Uploads an avatar to avatars/<user id>/… with progress and returns its public URL. The storage
 * policies keep each user in their folder.
 */
export async function uploadAvatar(
  userId: string,
  image: Blob,
  onProgress: (fraction: number) => void,
): Promise<string> {
  const path = `${userId}/avatar-${uniqueFileStem()}.webp`;
  await uploadWithProgress({ bucket: AVATAR_BUCKET, path, file: image, onProgress });
  const supabase = await getSupabase();
  return supabase.storage.from(AVATAR_BUCKET).getPublicUrl(path).data.publicUrl;
}

export interface AvatarChange {
  userId: string;
  /** The resized picture. */
  image: Blob;
  /** The picture it replaces, whose file goes once the profile names the new one. */
  previousUrl: string | null;
  onProgress: (fraction: number) => void;
}

/** Uploads the picture, names it in the profile, then removes the replaced file. */
export async function updateAvatar({ userId, image, previousUrl, onProgress }: AvatarChange) {
  const url = await uploadAvatar(userId, image, onProgress);
  await updateProfile(userId, { avatar_url: url });
  // The picture it replaces is no longer shown anywhere: its file goes.
  if (previousUrl && previousUrl !== url) await removeAvatarFile(previousUrl);
  return url;
}

export function useUpdateAvatar() {
  return useAuthWrite(updateAvatar);
}
