import { getEnv } from '@/lib/env';
import { getSupabase } from '@/lib/supabase';

/**
 * Uploads a file to Storage with progress: supabase-js's upload reports none, so this is the
 * same request (POST /storage/v1/object/<bucket>/<path>, the user's token and the publishable
 * key) through XMLHttpRequest, whose upload reports how far it is. The storage policies decide.
 */
export async function uploadWithProgress({
  bucket,
  path,
  file,
  onProgress,
}: {
  bucket: string;
  path: string;
  file: Blob;
  onProgress: (fraction: number) => void;
}): Promise<void> {
  const supabase = await getSupabase();
  const { data } = await supabase.auth.getSession();
  const token = data.session?.access_token;
  if (!token)
    throw Object.assign(new Error('Auth session missing!'), { name: 'AuthSessionMissingError' });
  const { supabaseUrl, supabaseAnonKey } = getEnv();
  const base = supabaseUrl.replace(/\/+$/, '');
  const encoded = path.split('/').map(encodeURIComponent).join('/');
  await new Promise<void>((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', `${base}/storage/v1/object/${bucket}/${encoded}`);
    request.setRequestHeader('Authorization', `Bearer ${token}`);
    request.setRequestHeader('apikey', supabaseAnonKey);
    request.setRequestHeader('Content-Type', file.type || 'application/octet-stream');
    request.setRequestHeader('x-upsert', 'false');
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(event.loaded / event.total);
    };
    request.onload = () =>
      request.status >= 200 && request.status < 300
        ? resolve()
        : reject(
            Object.assign(new Error(`Upload failed (${request.status})`), {
              status: request.status,
            }),
          );
    request.onerror = () => reject(new TypeError('Upload failed: network error'));
    request.send(file);
  });
  onProgress(1);
}
