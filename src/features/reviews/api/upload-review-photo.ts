import { REVIEW_PHOTO_BUCKET } from '@/config/reviews';
import { getSupabase } from '@/lib/supabase';

/**
 * One resized photo into the link's folder (the storage policy admits only the folder of a valid,
 * unused token); resolves to its path in the bucket.
 */
export async function uploadReviewPhoto(folder: string, file: Blob): Promise<string> {
  const supabase = await getSupabase();
  const extension = file.type === 'image/webp' ? 'webp' : 'jpg';
  const path = `${folder}/${crypto.randomUUID()}.${extension}`;
  // The bytes as the body (a Blob would go as a multipart form, whose part the stack looks for by name).
  const { error } = await supabase.storage
    .from(REVIEW_PHOTO_BUCKET)
    .upload(path, await file.arrayBuffer(), { contentType: file.type, upsert: false });
  if (error) throw error;
  return path;
}

/** The public URL of a review photo. */
export async function reviewPhotoUrl(path: string): Promise<string> {
  const supabase = await getSupabase();
  return supabase.storage.from(REVIEW_PHOTO_BUCKET).getPublicUrl(path).data.publicUrl;
}
