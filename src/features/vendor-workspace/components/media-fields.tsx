import { refusedFile, UploadField } from '@/components/upload';
import { HEADSHOT_MAX_SIDE, LISTING_VIDEO_MAX_BYTES } from '@/config/workspace';
import { uploadListingFile } from '@/features/listings';
import { mediaUrl } from '@/lib/media';
import { resizeImage } from '@/lib/resize-image';
import { videoPoster } from '@/lib/video-poster';

const MIB = 1024 * 1024;

/**
 * A film's name stem, `film-<digits>`: the upload's time and 128 random bits written in decimal,
 * as unguessable as the other uploads' names (src/lib/unique-file-name.ts) and still the
 * `film-<number>` the vendor page and its tests know a film by. The poster shares the stem.
 */
function filmStem() {
  const bits = crypto.getRandomValues(new Uint8Array(16));
  const random = bits.reduce((value, byte) => (value << 8n) | BigInt(byte), 0n);
  return `film-${Date.now()}${random.toString().padStart(39, '0')}`;
}

/** The square portrait beside the description: resized in the browser, then uploaded. */
export function HeadshotField({
  listingId,
  headshot,
  onChange,
}: {
  listingId: string;
  headshot: string | null;
  onChange: (path: string | null) => void;
}) {
  return (
    <UploadField
      label="Headshot"
      hint="A portrait of you or your team, shown beside your description. Square works best."
      accept="image/jpeg,image/png,image/webp,image/avif"
      preview={
        headshot ? (
          <img
            src={mediaUrl(headshot)}
            alt="Your headshot"
            width={160}
            height={160}
            className="size-40 object-cover"
          />
        ) : null
      }
      upload={async (file, onProgress) => {
        const image = await resizeImage(file, HEADSHOT_MAX_SIDE);
        onChange(await uploadListingFile(listingId, image, 'webp', onProgress));
      }}
      onRemove={headshot ? () => onChange(null) : null}
    />
  );
}

/**
 * One short film (MP4, within the size limit) that opens the vendor page; its poster is a frame
 * taken in the browser and uploaded beside it (`<name>.webp`, where the page looks for it).
 */
export function FilmField({
  listingId,
  video,
  onChange,
}: {
  listingId: string;
  video: string | null;
  onChange: (path: string | null) => void;
}) {
  return (
    <UploadField
      label="Film"
      hint={`One short MP4 film, up to ${LISTING_VIDEO_MAX_BYTES / MIB} MB; it plays muted at the top of your page, with a frame of it as its poster.`}
      accept="video/mp4"
      preview={
        video ? (
          <video
            src={mediaUrl(video)}
            poster={mediaUrl(video.replace(/\.mp4$/i, '.webp'))}
            controls
            muted
            preload="none"
            width={320}
            height={180}
            className="aspect-video w-80 bg-ink"
          >
            <track kind="captions" />
          </video>
        ) : null
      }
      upload={async (file, onProgress) => {
        if (file.type !== 'video/mp4') throw refusedFile('Please choose an MP4 film.');
        if (file.size > LISTING_VIDEO_MAX_BYTES)
          throw refusedFile(
            `This film is ${Math.ceil(file.size / MIB)} MB; please choose one of at most ${LISTING_VIDEO_MAX_BYTES / MIB} MB.`,
          );
        const poster = await videoPoster(file).catch(() => {
          throw refusedFile('This film could not be read. Please choose an MP4 (H.264) film.');
        });
        const name = filmStem();
        await uploadListingFile(listingId, poster, 'webp', () => {}, name);
        onChange(await uploadListingFile(listingId, file, 'mp4', onProgress, name));
      }}
      onRemove={video ? () => onChange(null) : null}
    />
  );
}
