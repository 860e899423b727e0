import { useState } from 'react';
import { initials } from '@/lib/initials';
import { mediaUrl } from '@/lib/media';
import { isSafeMediaRef } from '@/features/posts';
import type { WriterProfile } from '../api/get-writer';

/** The stored portrait's size (supabase/seed/images.ts AVATAR_VARIANTS: one 256 x 256 file). */
const PORTRAIT_PX = 256;

/** The writer's portrait, large; their initials on champagne when there is none (or it fails). */
function WriterPortrait({ writer, name }: { writer: WriterProfile; name: string }) {
  const [failed, setFailed] = useState(false);
  const avatar = writer.avatar_url;
  const box = 'size-32 shrink-0 rounded-full md:size-44';
  if (avatar && isSafeMediaRef(avatar) && !failed) {
    return (
      // One stored size (256 px, 2x the phone's 128 px): no srcset to choose from.
      <img
        src={mediaUrl(avatar)}
        alt={`Portrait of ${name}`}
        width={PORTRAIT_PX}
        height={PORTRAIT_PX}
        fetchPriority="high"
        decoding="async"
        onError={() => setFailed(true)}
        className={`${box} bg-ivory-200 object-cover`}
      />
    );
  }
  return (
    <span
      aria-hidden="true"
      className={`${box} inline-flex items-center justify-center bg-champagne-100 font-display text-5xl text-champagne-700`}
    >
      {initials(name)}
    </span>
  );
}

/** The top of a writer's page: eyebrow, portrait, name and bio. */
export function WriterHeader({ writer, name }: { writer: WriterProfile; name: string }) {
  return (
    <header className="mx-auto flex max-w-3xl flex-col items-center gap-6 px-4 pt-12 pb-14 text-center md:pt-20 md:pb-16">
      <p className="text-xs font-medium tracking-label text-champagne-700 uppercase">
        Perféte writer
      </p>
      <WriterPortrait writer={writer} name={name} />
      <h1 className="font-display text-5xl leading-tight text-ink md:text-7xl">{name}</h1>
      {writer.bio ? (
        <p className="max-w-2xl text-lg leading-relaxed text-ink-700 md:text-xl">{writer.bio}</p>
      ) : null}
    </header>
  );
}
