import { createContext, use, useCallback, useMemo, useState, type ReactNode } from 'react';
import { toast } from '@/components/ui/use-toast';
import { SOUND_OFF_TOAST, SOUND_ON_TOAST } from '@/config/site';

interface SoundContextValue {
  /** The one video allowed to play with sound, or null: every video muted. */
  unmutedId: string | null;
  toggleSound: (videoId: string) => void;
}

const SoundContext = createContext<SoundContextValue | null>(null);

/** Only one video unmuted at a time (spec §4); toggling toasts 'Sound turned on' / 'off'. */
export function SoundProvider({ children }: { children: ReactNode }) {
  const [unmutedId, setUnmutedId] = useState<string | null>(null);

  const toggleSound = useCallback(
    (videoId: string) => {
      const next = unmutedId === videoId ? null : videoId;
      setUnmutedId(next);
      toast({ title: next ? SOUND_ON_TOAST : SOUND_OFF_TOAST });
    },
    [unmutedId],
  );

  const value = useMemo(() => ({ unmutedId, toggleSound }), [unmutedId, toggleSound]);
  return <SoundContext value={value}>{children}</SoundContext>;
}

/** Whether this video is muted, and its toggle. Outside a provider every video stays muted. */
export function useVideoSound(videoId: string) {
  const context = use(SoundContext);
  return {
    muted: context?.unmutedId !== videoId,
    toggle: () => context?.toggleSound(videoId),
  };
}
