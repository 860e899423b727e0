import type { ReactNodeViewProps } from '@tiptap/react';
import { useRef } from 'react';
import { TextField } from '@/components/form';
import { isSafeMediaRef, type Credit, type GalleryImage } from '@/features/posts';
import { mediaUrl } from '@/lib/media';
import { AltTextField } from '../fields/alt-text-field';
import { CreditRows } from '../fields/credit-rows';
import { FocalPointPicker } from '../fields/focal-point-picker';
import { ImagePicker } from '../fields/image-picker';
import { ICON_BUTTON } from '../fields/styles';
import { focusWasLost, focusWhenReady } from '../../lib/focus';
import { BlockFrame } from './block-frame';
import { setNodeAttrs, stringAttr } from './node-attrs';

type EditedImage = Omit<GalleryImage, 'credits'> & { credits?: Credit[] };

const imagesOf = (attrs: Record<string, unknown>): EditedImage[] =>
  Array.isArray(attrs.images) ? (attrs.images as EditedImage[]) : [];

/**
 * Several photos, each with its alt text, caption, focal point and the vendors in it (searched
 * by name among published listings). Photos are added by upload and can be reordered.
 */
export function GalleryView(view: ReactNodeViewProps) {
  const images = imagesOf(view.node.attrs);
  const setImages = (change: (images: EditedImage[]) => EditedImage[]) =>
    setNodeAttrs(view, (attrs) => ({ images: change(imagesOf(attrs)) }));
  const setImage = (index: number, patch: Partial<EditedImage>) =>
    setImages((all) => all.map((image, at) => (at === index ? { ...image, ...patch } : image)));
  const list = useRef<HTMLOListElement>(null);
  const move = (index: number, by: -1 | 1, action: string, from: HTMLElement) => {
    const to = index + by;
    if (to < 0 || to >= images.length) return;
    setImages((all) => {
      const next = [...all];
      [next[index], next[to]] = [next[to]!, next[index]!];
      return next;
    });
    // The photo's controls move with it; focus stays on the button that moved it.
    focusWhenReady(() =>
      !view.editor.isDestroyed && focusWasLost(from, view.editor)
        ? list.current?.querySelector<HTMLElement>(`[data-photo="${to}"][data-action="${action}"]`)
        : false,
    );
  };
  const seen = new Map<string, number>();
  const keyOf = (url: string) => {
    const count = (seen.get(url) ?? 0) + 1;
    seen.set(url, count);
    return `${url}#${count}`;
  };

  return (
    <BlockFrame view={view}>
      {images.length === 0 && <p className="text-sm text-ink-700">No photos yet.</p>}
      <ol ref={list} aria-label="Photos in this gallery" className="flex flex-col gap-6">
        {images.map((image, index) => {
          const name = `photo ${index + 1}`;
          return (
            <li
              key={keyOf(image.url)}
              className="flex min-w-0 flex-col gap-4 border-t border-ivory-300 pt-4"
            >
              <div className="flex flex-wrap items-center justify-between gap-2">
                <span className="text-sm font-medium text-ink">Photo {index + 1}</span>
                <div className="flex gap-1">
                  <button
                    type="button"
                    className={ICON_BUTTON}
                    aria-label={`Move ${name} earlier`}
                    data-photo={index}
                    data-action="earlier"
                    onClick={(event) => move(index, -1, 'earlier', event.currentTarget)}
                  >
                    <span aria-hidden="true">↑</span>
                  </button>
                  <button
                    type="button"
                    className={ICON_BUTTON}
                    aria-label={`Move ${name} later`}
                    data-photo={index}
                    data-action="later"
                    onClick={(event) => move(index, 1, 'later', event.currentTarget)}
                  >
                    <span aria-hidden="true">↓</span>
                  </button>
                  <button
                    type="button"
                    className={ICON_BUTTON}
                    aria-label={`Remove ${name}`}
                    onClick={() => setImages((all) => all.filter((_, at) => at !== index))}
                  >
                    <span aria-hidden="true">×</span>
                  </button>
                </div>
              </div>
              {isSafeMediaRef(image.url) && (
                <FocalPointPicker
                  src={mediaUrl(image.url)}
                  name={name}
                  value={image.focal}
                  onChange={(focal) => setImage(index, { focal: focal ?? undefined })}
                />
              )}
              <AltTextField
                label={`Alt text of ${name}`}
                value={image.alt}
                onChange={(alt) => setImage(index, { alt })}
              />
              <TextField
                label={`Caption of ${name}`}
                optional
                value={image.caption ?? ''}
                onChange={(event) => setImage(index, { caption: event.target.value })}
              />
              <CreditRows
                legend={`Vendors in ${name}`}
                credits={image.credits ?? []}
                onChange={(credits) => setImage(index, { credits })}
              />
            </li>
          );
        })}
      </ol>
      <ImagePicker
        label="Add photos"
        multiple
        onUploaded={(path) => setImages((all) => [...all, { url: path, alt: '' }])}
      />
      <TextField
        label="Gallery caption"
        optional
        value={stringAttr(view.node.attrs, 'caption')}
        onChange={(event) => setNodeAttrs(view, { caption: event.target.value })}
      />
    </BlockFrame>
  );
}
