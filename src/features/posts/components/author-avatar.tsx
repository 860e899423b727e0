import { useState } from 'react';
import { mediaUrl } from '@/lib/media';
import { cn } from '@/lib/utils';
import type { AuthorProfile } from '../api/post-fields';
import { isSafeMediaRef } from '../lib/safe-url';

const SIZE = {
  sm: { box: 'size-7 text-[0.6rem]', pixels: 28 },
  md: { box: 'size-12 text-sm', pixels: 48 },
} as const;

function initials(name: string): string {
  const letters = name
    .split(/\s+/)
    .filter(Boolean)
    .map((word) => word[0]?.toUpperCase() ?? '');
  return (letters[0] ?? '') + (letters.length > 1 ? (letters[letters.length - 1] ?? '') : '');
}

/** The author's portrait, or their initials on champagne when there is none (or it fails). */
export function AuthorAvatar({
  profile,
  name,
  size = 'md',
}: {
  profile?: AuthorProfile | null;
  name: string;
  size?: keyof typeof SIZE;
}) {
  const [failed, setFailed] = useState(false);
  const avatar = profile?.avatar_url;
  const { box, pixels } = SIZE[size];
  if (avatar && isSafeMediaRef(avatar) && !failed) {
    return (
      <img
        src={mediaUrl(avatar)}
        alt=""
        width={pixels}
        height={pixels}
        loading="lazy"
        decoding="async"
        onError={() => setFailed(true)}
        className={cn('shrink-0 rounded-full bg-ivory-200 object-cover', box)}
      />
    );
  }
  return (
    <span
      aria-hidden="true"
      className={cn(
        'inline-flex shrink-0 items-center justify-center rounded-full bg-champagne-100 font-medium tracking-wide text-champagne-700',
        box,
      )}
    >
      {initials(name)}
    </span>
  );
}
