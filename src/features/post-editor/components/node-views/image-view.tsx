import type { ReactNodeViewProps } from '@tiptap/react';
import { TextField } from '@/components/form';
import { isSafeMediaRef, type FocalPoint } from '@/features/posts';
import { mediaUrl } from '@/lib/media';
import { AltTextField } from '../fields/alt-text-field';
import { FocalPointPicker } from '../fields/focal-point-picker';
import { ImagePicker } from '../fields/image-picker';
import { BlockFrame } from './block-frame';
import { setNodeAttrs, stringAttr } from './node-attrs';

/** One photo: upload (resized, with progress), alt text, caption, credit and focal point. */
export function ImageView(view: ReactNodeViewProps) {
  const { attrs } = view.node;
  const url = stringAttr(attrs, 'url');
  const set = (patch: Record<string, unknown>) => setNodeAttrs(view, patch);

  return (
    <BlockFrame view={view}>
      {isSafeMediaRef(url) ? (
        <FocalPointPicker
          src={mediaUrl(url)}
          value={attrs.focal as FocalPoint | null}
          onChange={(focal) => set({ focal })}
        />
      ) : (
        <p className="text-sm text-ink-700">No photo yet: choose one to upload.</p>
      )}
      <ImagePicker
        label={url ? 'Replace the photo' : 'Choose a photo'}
        onUploaded={(path) => set({ url: path })}
      />
      <AltTextField value={stringAttr(attrs, 'alt')} onChange={(alt) => set({ alt })} />
      <TextField
        label="Caption"
        optional
        value={stringAttr(attrs, 'caption')}
        onChange={(event) => set({ caption: event.target.value })}
      />
      <TextField
        label="Photo credit"
        optional
        hint="Shown as ‘Photo: …’ under the picture."
        value={stringAttr(attrs, 'credit')}
        onChange={(event) => set({ credit: event.target.value })}
      />
    </BlockFrame>
  );
}
