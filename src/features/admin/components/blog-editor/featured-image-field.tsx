import { useId, useState } from 'react';
import { CONTROL_CLASS, FormField } from '@/components/form';
import { Button } from '@/components/ui/button';
import { FocalPointPicker, prepareImage } from '@/features/post-editor';
import { uploadPostCover, type PostFields } from '@/features/posts';
import { mediaUrl } from '@/lib/media';
import { makeCoverSiblings } from '@/lib/share-siblings';

/**
 * The featured image: uploaded (resized in the browser first, with progress), described (alt text,
 * needed before publishing) and given a focal point — the part every card's crop keeps in view —
 * set by pointing at the picture or with the arrow keys (the block editor's picker).
 */
export function FeaturedImageField({
  fields,
  onChange,
}: {
  fields: PostFields;
  onChange: (patch: Partial<PostFields>) => void;
}) {
  const inputId = useId();
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const image = fields.featured_image;
  const x = fields.featured_image_focal_x;
  const y = fields.featured_image_focal_y;

  const upload = async (file: File) => {
    setError(null);
    setProgress(0);
    try {
      const prepared = await prepareImage(file);
      // The cover's siblings (share images, 800 wide, card), from the original (sharper than the
      // resized WebP), at the focal point the upload sets; none when the browser cannot make them.
      const siblings = await makeCoverSiblings(file).catch(() => null);
      const path = await uploadPostCover(prepared, siblings, setProgress);
      onChange({ featured_image: path, featured_image_focal_x: 50, featured_image_focal_y: 50 });
    } catch (failure) {
      setError(`The image did not upload: ${(failure as Error).message}. Try again.`);
    } finally {
      setProgress(null);
    }
  };
  return (
    <fieldset className="space-y-4">
      <legend className="text-xs font-medium tracking-label text-ink uppercase">
        Featured image
      </legend>
      {image ? (
        <FocalPointPicker
          src={mediaUrl(image, { width: 640 })}
          name="the featured image"
          value={{ x, y }}
          onChange={(focal) =>
            onChange({
              featured_image_focal_x: focal?.x ?? 50,
              featured_image_focal_y: focal?.y ?? 50,
            })
          }
        />
      ) : (
        <p className="text-sm text-ink-700">No image yet: cards need one.</p>
      )}
      <div className="flex flex-wrap items-center gap-3">
        <label
          htmlFor={inputId}
          className="inline-flex min-h-9 cursor-pointer items-center border border-ink px-4 text-xs font-medium tracking-label text-ink uppercase focus-within:outline-2 hover:bg-ink hover:text-ivory-50"
        >
          {image ? 'Replace the image' : 'Upload an image'}
          <input
            id={inputId}
            type="file"
            accept="image/jpeg,image/png,image/webp"
            className="sr-only"
            disabled={progress !== null}
            onChange={(event) => {
              const file = event.target.files?.[0];
              event.target.value = '';
              if (file) void upload(file);
            }}
          />
        </label>
        {image ? (
          <Button size="sm" onClick={() => onChange({ featured_image: null })}>
            Remove the image
          </Button>
        ) : null}
      </div>
      {progress !== null ? (
        <progress
          value={progress}
          max={1}
          aria-label="Uploading the featured image"
          className="h-2 w-full accent-ink"
        />
      ) : null}
      {error ? (
        <p role="alert" className="text-sm text-red-800">
          {error}
        </p>
      ) : null}
      {image ? (
        <FormField
          label="Alt text"
          hint="What the picture shows, for readers who cannot see it. Needed before publishing."
          count={{ length: (fields.featured_image_alt ?? '').length, max: 300 }}
        >
          {(control) => (
            <input
              {...control}
              value={fields.featured_image_alt ?? ''}
              maxLength={300}
              onChange={(event) => onChange({ featured_image_alt: event.target.value || null })}
              className={CONTROL_CLASS}
            />
          )}
        </FormField>
      ) : null}
    </fieldset>
  );
}
