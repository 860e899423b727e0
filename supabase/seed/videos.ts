/**
 * The demo video clips: generated once by generate-videos.ts (ffmpeg) and committed under
 * assets/videos/ as <name>.mp4 plus a <name>.webp poster. The seed uploads them to storage at
 * demo/videos/<name>.mp4 and demo/videos/<name>.webp.
 */
export interface VideoClip {
  name: string;
  width: number;
  height: number;
  seconds: number;
  motif: string;
  palette: string;
  /** Zoom factor reached at the end of the slow push-in. */
  zoom: number;
  drift: 'petals' | 'motes';
  /** Starting x264 CRF; raised until the file fits the size budget. */
  crf: number;
  /** What it suits: portrait clips for cards and testimonials, landscape for bands and posts. */
  orientation: 'portrait' | 'landscape';
}

const portrait = { width: 540, height: 960, orientation: 'portrait' as const };
const landscape = { width: 1280, height: 720, orientation: 'landscape' as const };

export const VIDEO_CLIPS: readonly VideoClip[] = [
  {
    name: 'garden-vows',
    ...portrait,
    seconds: 5,
    motif: 'bloom',
    palette: 'ivory-blush',
    zoom: 1.12,
    drift: 'petals',
    crf: 24,
  },
  {
    name: 'candlelit-supper',
    ...portrait,
    seconds: 5,
    motif: 'candles',
    palette: 'dusk',
    zoom: 1.1,
    drift: 'motes',
    crf: 24,
  },
  {
    name: 'first-look',
    ...portrait,
    seconds: 4,
    motif: 'veil',
    palette: 'champagne',
    zoom: 1.14,
    drift: 'motes',
    crf: 24,
  },
  {
    name: 'the-toast',
    ...portrait,
    seconds: 4,
    motif: 'coupes',
    palette: 'ink',
    zoom: 1.1,
    drift: 'motes',
    crf: 24,
  },
  {
    name: 'atelier-fitting',
    ...portrait,
    seconds: 5,
    motif: 'gown',
    palette: 'rose',
    zoom: 1.12,
    drift: 'petals',
    crf: 24,
  },
  {
    name: 'ring-box',
    ...portrait,
    seconds: 4,
    motif: 'rings',
    palette: 'sage',
    zoom: 1.16,
    drift: 'motes',
    crf: 24,
  },
  {
    name: 'riviera-evening',
    ...landscape,
    seconds: 6,
    motif: 'landscape',
    palette: 'terracotta',
    zoom: 1.08,
    drift: 'motes',
    crf: 26,
  },
  {
    name: 'island-sunrise',
    ...landscape,
    seconds: 6,
    motif: 'sun',
    palette: 'sea',
    zoom: 1.08,
    drift: 'motes',
    crf: 26,
  },
  {
    name: 'vineyard-arch',
    ...landscape,
    seconds: 5,
    motif: 'arch',
    palette: 'sage',
    zoom: 1.1,
    drift: 'petals',
    crf: 26,
  },
];

export const videoObjectPath = (name: string) => `demo/videos/${name}.mp4`;
export const posterObjectPath = (name: string) => `demo/videos/${name}.webp`;
