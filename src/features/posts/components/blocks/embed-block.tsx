import { useState } from 'react';
import type { ContentBlock } from '../../lib/blocks';
import { toSafeEmbed } from '../../lib/embed';

type EmbedBlockProps = { block: Extract<ContentBlock, { type: 'embed' }> };

/**
 * An embedded film from an allow-listed provider. Nothing of the provider loads until the reader
 * asks (a privacy- and speed-friendly facade); then a sandboxed iframe plays it. A URL outside the
 * allow-list renders nothing at all.
 */
export function EmbedBlock({ block }: EmbedBlockProps) {
  const [playing, setPlaying] = useState(false);
  const embed = toSafeEmbed(block.url);
  if (!embed) return null;
  const title = block.title ?? `${embed.provider} video`;

  return (
    <figure className="my-4 md:-mx-16 lg:-mx-24">
      <div className="relative aspect-video bg-ink">
        {playing ? (
          <iframe
            src={embed.src}
            title={title}
            sandbox="allow-scripts allow-same-origin allow-presentation allow-popups"
            allow="autoplay; encrypted-media; fullscreen; picture-in-picture"
            referrerPolicy="strict-origin-when-cross-origin"
            className="absolute inset-0 size-full"
          />
        ) : (
          <button
            type="button"
            onClick={() => setPlaying(true)}
            className="absolute inset-0 flex flex-col items-center justify-center gap-4 text-ivory-50 hover:bg-ink-700"
          >
            <span
              aria-hidden="true"
              className="flex size-16 items-center justify-center rounded-full border border-ivory-50 text-2xl"
            >
              ▶
            </span>
            <span className="text-xs tracking-label uppercase">
              Play “{title}” from {embed.provider}
            </span>
          </button>
        )}
      </div>
      <figcaption className="mt-3 flex flex-wrap justify-between gap-x-4 text-sm text-ink-700">
        {block.caption && <span>{block.caption}</span>}
        <a
          href={embed.watchUrl}
          target="_blank"
          rel="noopener noreferrer"
          className="text-xs tracking-label text-ink-500 uppercase underline-offset-4 hover:underline"
        >
          Watch on {embed.provider}
          <span className="sr-only"> (opens in a new tab)</span>
        </a>
      </figcaption>
    </figure>
  );
}
