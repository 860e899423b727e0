import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { mediaUrl } from '@/lib/media';
import { emailInitial, initials } from '@/lib/initials';
import { cn } from '@/lib/utils';
import { profileQueryOptions } from '../api/get-profile';
import { AccountIcon } from './account-icon';

interface AccountAvatarProps {
  userId: string;
  email: string | undefined;
  className?: string;
}

/**
 * The signed-in person as the account menu shows them: their profile picture (Account settings),
 * else the initials of their name, else of their email, else the account icon. Decorative: the
 * control around it carries the name. Reads the profile query Account settings writes to, so a
 * new picture shows here as soon as it is saved.
 */
export function AccountAvatar({ userId, email, className }: AccountAvatarProps) {
  const profile = useQuery(profileQueryOptions(userId));
  const [failedUrl, setFailedUrl] = useState<string | null>(null);
  const avatarUrl = profile.data?.avatar_url ?? null;
  const box = cn('size-8 shrink-0 rounded-full', className);

  if (avatarUrl && avatarUrl !== failedUrl) {
    return (
      <img
        src={mediaUrl(avatarUrl)}
        alt=""
        width={32}
        height={32}
        decoding="async"
        data-testid="account-avatar"
        onError={() => setFailedUrl(avatarUrl)}
        className={cn(box, 'bg-ivory-200 object-cover')}
      />
    );
  }
  const letters = profile.isSuccess
    ? initials(profile.data.full_name) || emailInitial(email)
    : emailInitial(email);
  if (!letters) return <AccountIcon className={cn('size-6', className)} />;
  return (
    <span
      aria-hidden="true"
      data-testid="account-initials"
      className={cn(
        box,
        'inline-flex items-center justify-center bg-champagne-100 text-xs font-medium tracking-wide text-champagne-700',
      )}
    >
      {letters}
    </span>
  );
}
