import type { ReactNodeViewProps } from '@tiptap/react';
import { TextField } from '@/components/form';
import { isSafeMediaRef } from '@/features/posts';
import { ImagePicker } from '../fields/image-picker';
import { BlockFrame } from './block-frame';
import { setNodeAttrs, stringAttr } from './node-attrs';

const NOT_A_MEDIA_REF =
  'Use a stored file path (posts/film.mp4) or an address starting with https://. Not saved until then.';

/** A film file: where it is, its poster (typed or uploaded) and a caption. */
export function VideoView(view: ReactNodeViewProps) {
  const { attrs } = view.node;
  const url = stringAttr(attrs, 'url');
  const poster = stringAttr(attrs, 'poster');
  const set = (patch: Record<string, unknown>) => setNodeAttrs(view, patch);

  return (
    <BlockFrame view={view}>
      <TextField
        label="Video file or address"
        hint="An MP4 in the media library or an https:// address."
        error={url && !isSafeMediaRef(url) ? NOT_A_MEDIA_REF : undefined}
        value={url}
        data-autofocus
        onChange={(event) => set({ url: event.target.value.trim() })}
      />
      <TextField
        label="Poster image"
        optional
        hint="Shown before the film plays."
        error={poster && !isSafeMediaRef(poster) ? NOT_A_MEDIA_REF : undefined}
        value={poster}
        onChange={(event) => set({ poster: event.target.value.trim() })}
      />
      <ImagePicker label="Upload a poster" onUploaded={(path) => set({ poster: path })} />
      <TextField
        label="Caption"
        optional
        hint="Also the film’s name for screen readers."
        value={stringAttr(attrs, 'caption')}
        onChange={(event) => set({ caption: event.target.value })}
      />
    </BlockFrame>
  );
}
