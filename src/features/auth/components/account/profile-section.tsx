import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import * as z from 'zod/mini';
import { TextField } from '@/components/form';
import { refusedFile, UploadField } from '@/components/upload';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/use-toast';
import { mediaUrl } from '@/lib/media';
import { resizeImage } from '@/lib/resize-image';
import { useProfile } from '../../api/get-profile';
import { useUpdateAvatar } from '../../api/update-avatar';
import { useUpdateProfile } from '../../api/update-profile';
import { authErrorMessage } from '../../lib/auth-errors';
import { FormAlert } from '../form-alert';
import { SettingsSection } from './section';

export const FULL_NAME_MAX_LENGTH = 200;
/** The avatar is stored at most this many pixels on its longer side (shown at 48–96 px). */
export const AVATAR_MAX_SIDE = 512;
/** What the picker accepts before resizing; the stored file is a small WebP. */
export const AVATAR_SOURCE_MAX_BYTES = 20 * 1024 * 1024;
const AVATAR_TYPES = ['image/jpeg', 'image/png', 'image/webp'];

export const PROFILE_MESSAGES = {
  nameRequired: 'Enter your name.',
  nameTooLong: `Your name can have at most ${FULL_NAME_MAX_LENGTH} characters.`,
  saved: 'Profile saved',
  avatarType: 'Choose a JPEG, PNG or WebP image.',
  avatarSize: 'Choose an image smaller than 20 MB.',
  avatarSaved: 'Profile picture updated',
} as const;

const nameSchema = z.object({
  fullName: z
    .string()
    .check(
      z.trim(),
      z.minLength(1, PROFILE_MESSAGES.nameRequired),
      z.maxLength(FULL_NAME_MAX_LENGTH, PROFILE_MESSAGES.nameTooLong),
    ),
});

function initials(name: string) {
  const words = name.split(/\s+/).filter(Boolean);
  return (
    (words[0]?.[0] ?? '') + (words.length > 1 ? (words.at(-1)?.[0] ?? '') : '')
  ).toUpperCase();
}

function AvatarPicker({
  userId,
  avatarUrl,
  name,
}: {
  userId: string;
  avatarUrl: string | null;
  name: string;
}) {
  const updateAvatar = useUpdateAvatar();
  const [preview, setPreview] = useState<string | null>(null);

  useEffect(
    () => () => {
      if (preview) URL.revokeObjectURL(preview);
    },
    [preview],
  );

  // The shared upload control shows the file, its progress and a retry; this resizes and stores.
  const upload = async (file: File, onProgress: (fraction: number) => void) => {
    if (!AVATAR_TYPES.includes(file.type)) throw refusedFile(PROFILE_MESSAGES.avatarType);
    if (file.size > AVATAR_SOURCE_MAX_BYTES) throw refusedFile(PROFILE_MESSAGES.avatarSize);
    try {
      const image = await resizeImage(file, AVATAR_MAX_SIDE);
      setPreview(URL.createObjectURL(image));
      await updateAvatar.mutateAsync({ userId, image, previousUrl: avatarUrl, onProgress });
      // The stored picture (now in the profile) replaces the local preview.
      setPreview(null);
      toast({ title: PROFILE_MESSAGES.avatarSaved });
    } catch (failure) {
      console.error('Avatar upload failed', failure);
      setPreview(null);
      if ((failure as { status?: number }).status === 413)
        throw refusedFile(PROFILE_MESSAGES.avatarSize);
      throw new Error(authErrorMessage(failure), { cause: failure });
    }
  };

  const shown = preview ?? (avatarUrl ? mediaUrl(avatarUrl) : null);
  return (
    <UploadField
      label="Profile picture"
      chooseLabel={shown ? 'Change picture' : 'Add a picture'}
      hint="JPEG, PNG or WebP. We resize it for you."
      accept={AVATAR_TYPES.join(',')}
      upload={upload}
      preview={
        shown ? (
          <img
            src={shown}
            alt="Your profile picture"
            width={96}
            height={96}
            className="size-24 shrink-0 rounded-full bg-ivory-200 object-cover"
          />
        ) : (
          <span
            aria-hidden="true"
            className="inline-flex size-24 shrink-0 items-center justify-center rounded-full bg-champagne-100 font-display text-3xl text-champagne-700"
          >
            {initials(name) || '·'}
          </span>
        )
      }
    />
  );
}

/** Name and picture, as the magazine's bylines and the account menu show them. */
export function ProfileSection({ userId }: { userId: string }) {
  const profile = useProfile(userId);
  const updateProfile = useUpdateProfile();
  const {
    register,
    handleSubmit,
    reset,
    setError,
    control,
    formState: { errors, isSubmitting, isDirty },
  } = useForm<{ fullName: string }>({
    resolver: zodResolver(nameSchema),
    mode: 'onTouched',
    defaultValues: { fullName: '' },
  });
  const loadedName = profile.data?.full_name ?? '';
  const fullName = useWatch({ control, name: 'fullName' });
  useEffect(() => {
    if (profile.data) reset({ fullName: profile.data.full_name ?? '' }, { keepDirtyValues: true });
  }, [profile.data, reset]);

  const onSubmit = handleSubmit(async ({ fullName }) => {
    try {
      const saved = await updateProfile.mutateAsync({ userId, changes: { full_name: fullName } });
      reset({ fullName: saved.full_name ?? '' });
      toast({ title: PROFILE_MESSAGES.saved });
    } catch (error) {
      setError('root.server', { message: authErrorMessage(error) });
    }
  });

  return (
    <SettingsSection
      id="profile"
      title="Profile"
      description="Your name and picture, as they appear beside your stories and in your account menu."
    >
      <div className="space-y-8">
        <AvatarPicker
          userId={userId}
          avatarUrl={profile.data?.avatar_url ?? null}
          name={fullName || loadedName}
        />
        <form noValidate onSubmit={onSubmit} className="space-y-6">
          <FormAlert message={errors.root?.server?.message} />
          <TextField
            label="Full name"
            autoComplete="name"
            maxLength={FULL_NAME_MAX_LENGTH}
            count={{ length: fullName.length, max: FULL_NAME_MAX_LENGTH }}
            error={errors.fullName?.message}
            {...register('fullName')}
          />
          <Button type="submit" variant="solid" disabled={isSubmitting || !isDirty}>
            {isSubmitting ? 'Saving…' : 'Save name'}
          </Button>
        </form>
      </div>
    </SettingsSection>
  );
}
