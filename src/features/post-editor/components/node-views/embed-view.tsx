import type { ReactNodeViewProps } from '@tiptap/react';
import { TextField } from '@/components/form';
import { toSafeEmbed } from '@/features/posts';
import { BlockFrame } from './block-frame';
import { setNodeAttrs, stringAttr } from './node-attrs';

/** The providers `toSafeEmbed` plays, for the writer. */
export const EMBED_PROVIDERS_TEXT = 'YouTube (youtube.com, youtu.be) or Vimeo';

/** A film from an allow-listed provider: its address, a title and a caption. */
export function EmbedView(view: ReactNodeViewProps) {
  const { attrs } = view.node;
  const url = stringAttr(attrs, 'url');
  const embed = url ? toSafeEmbed(url) : null;
  const set = (patch: Record<string, unknown>) => setNodeAttrs(view, patch);

  return (
    <BlockFrame view={view}>
      <TextField
        label="Film address"
        hint={
          embed
            ? `A ${embed.provider} film: readers press play before anything loads from ${embed.provider}.`
            : `A link to a film on ${EMBED_PROVIDERS_TEXT}.`
        }
        error={
          url && !embed
            ? `Only films on ${EMBED_PROVIDERS_TEXT} can be embedded; this one will not show.`
            : undefined
        }
        value={url}
        data-autofocus
        onChange={(event) => set({ url: event.target.value.trim() })}
      />
      <TextField
        label="Title"
        optional
        hint="Names the film on its play button."
        value={stringAttr(attrs, 'title')}
        onChange={(event) => set({ title: event.target.value })}
      />
      <TextField
        label="Caption"
        optional
        value={stringAttr(attrs, 'caption')}
        onChange={(event) => set({ caption: event.target.value })}
      />
    </BlockFrame>
  );
}
