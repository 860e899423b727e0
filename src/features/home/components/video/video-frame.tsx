import { useEffect, type ReactNode, type Ref } from 'react';
import { cn } from '@/lib/utils';
import { useVideoSound } from './sound-manager';
import { useVideoPlayback, type PlaybackOptions } from './use-video-playback';

export interface VideoFrameProps extends PlaybackOptions {
  /** Identifies the video for the sound manager. */
  videoId: string;
  src: string | undefined;
  /** What the video is of; names the sound and replay buttons. */
  title: string;
  /** The poster: the card's image, shown whenever the video is not playing. */
  children: ReactNode;
  className?: string;
  /** A sound toggle (only one video unmuted at a time). */
  withSound?: boolean;
  /** A replay button once the video has stopped for good (Beauty). */
  withReplay?: boolean;
  /** Shown while the source loads (the Destination band's spinner). */
  loadingIndicator?: ReactNode;
  /** The frame's element (observed for visibility by AutoplayVideo). */
  frameRef?: Ref<HTMLDivElement>;
}

/** A poster with a muted, inline video laid over it while it plays (spec §4). */
export function VideoFrame({
  videoId,
  src,
  title,
  children,
  className,
  withSound = false,
  withReplay = false,
  loadingIndicator,
  frameRef,
  ...playback
}: VideoFrameProps) {
  const { videoRef, videoProps, showVideo, loading, stopped, replay } = useVideoPlayback(
    src,
    playback,
  );
  const sound = useVideoSound(videoId);

  useEffect(() => {
    if (videoRef.current) videoRef.current.muted = sound.muted;
  }, [sound.muted, videoRef]);

  return (
    <div
      ref={frameRef}
      className={cn('relative overflow-hidden', className)}
      data-video-state={stateOf(showVideo, stopped)}
    >
      {children}
      {src ? (
        <video
          ref={videoRef}
          {...videoProps}
          muted={sound.muted}
          aria-hidden="true"
          tabIndex={-1}
          className={cn(
            'pointer-events-none absolute inset-0 h-full w-full object-cover transition-opacity duration-300',
            showVideo ? 'opacity-100' : 'opacity-0',
          )}
        />
      ) : null}
      {loading && loadingIndicator ? (
        <div className="absolute inset-0 grid place-items-center">{loadingIndicator}</div>
      ) : null}
      {src && withSound && stopped !== 'failed' ? (
        <button
          type="button"
          aria-pressed={!sound.muted}
          aria-label={`Sound: ${title}`}
          onClick={(event) => {
            event.preventDefault();
            event.stopPropagation();
            sound.toggle();
          }}
          className="absolute right-3 bottom-3 z-10 grid size-10 place-items-center rounded-full bg-ink/70 text-ivory-50 hover:bg-ink"
        >
          <SpeakerIcon muted={sound.muted} />
        </button>
      ) : null}
      {withReplay && stopped === 'finished' ? (
        <button
          type="button"
          onClick={(event) => {
            event.preventDefault();
            event.stopPropagation();
            replay();
          }}
          className="absolute top-1/2 left-1/2 z-10 -translate-x-1/2 -translate-y-1/2 rounded-full bg-ink/75 px-5 py-2 text-xs tracking-label text-ivory-50 uppercase hover:bg-ink"
        >
          Replay video<span className="sr-only">: {title}</span>
        </button>
      ) : null}
    </div>
  );
}

function stateOf(showVideo: boolean, stopped: string | null) {
  if (stopped) return stopped;
  return showVideo ? 'playing' : 'poster';
}

function SpeakerIcon({ muted }: { muted: boolean }) {
  return (
    <svg
      viewBox="0 0 24 24"
      width="18"
      height="18"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      aria-hidden="true"
    >
      <path d="M11 5 6 9H3v6h3l5 4V5Z" fill="currentColor" />
      {muted ? (
        <path d="m16 9 5 6m0-6-5 6" strokeLinecap="round" />
      ) : (
        <path d="M15.5 8.5a5 5 0 0 1 0 7M18.5 5.5a9 9 0 0 1 0 13" strokeLinecap="round" />
      )}
    </svg>
  );
}
