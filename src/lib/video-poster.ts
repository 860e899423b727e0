/**
 * A poster for a film, made in the browser: the frame at `atSeconds` (or the middle of a shorter
 * film), drawn at the film's own size and encoded as WebP. Rejects when the browser cannot decode
 * the file, so the caller can say so before anything is uploaded.
 */
export function videoPoster(file: Blob, atSeconds = 1): Promise<Blob> {
  return new Promise((resolve, reject) => {
    const url = URL.createObjectURL(file);
    const video = document.createElement('video');
    video.muted = true;
    video.playsInline = true;
    video.preload = 'auto';
    const done = (error?: Error, poster?: Blob) => {
      URL.revokeObjectURL(url);
      video.removeAttribute('src');
      if (error || !poster) reject(error ?? new Error('The film could not be read'));
      else resolve(poster);
    };
    video.onerror = () => done(new Error('The film could not be read'));
    video.onloadedmetadata = () => {
      video.currentTime = Math.min(atSeconds, (video.duration || 0) / 2);
    };
    video.onseeked = () => {
      const canvas = document.createElement('canvas');
      canvas.width = video.videoWidth;
      canvas.height = video.videoHeight;
      canvas.getContext('2d')?.drawImage(video, 0, 0);
      canvas.toBlob((poster) => done(undefined, poster ?? undefined), 'image/webp', 0.85);
    };
    video.src = url;
  });
}
