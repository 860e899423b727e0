/**
 * Generates the demo videos ONCE; the outputs are committed under supabase/seed/assets/videos/ so
 * neither the seed nor CI needs ffmpeg.
 *
 *   apt-get install -y ffmpeg   # Debian's ffmpeg with libx264
 *   npx node supabase/seed/generate-videos.ts
 *
 * Each clip: a generated artwork (art.ts, rendered at twice the frame size) with a slow push-in,
 * a layer of petals or motes drifting over it, fades in and out; silent H.264 (yuv420p, faststart),
 * 24 fps, a few seconds, a few hundred kilobytes at most. A poster (WebP) is taken from each clip.
 * The x264 build and its settings are fixed, but re-running on another ffmpeg may change bytes;
 * the committed files are the reference.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { PALETTES, type Motif } from './art.ts';
import { renderComposition } from './images.ts';
import { createRandom } from './random.ts';
import { VIDEO_CLIPS, type VideoClip } from './videos.ts';

const OUT_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), 'assets/videos');
const FPS = 24;
const MAX_BYTES = 300 * 1024;

function driftLayerSvg(clip: VideoClip, width: number, height: number): string {
  const r = createRandom(`drift:${clip.name}`);
  const palette = PALETTES.find((p) => p.name === clip.palette) ?? PALETTES[0]!;
  const shapes: string[] = [];
  const count = clip.drift === 'petals' ? 26 : 60;
  for (let i = 0; i < count; i += 1) {
    const x = r.float(0, width);
    const y = r.float(0, height);
    if (clip.drift === 'petals') {
      const size = Math.min(width, height) * r.float(0.012, 0.03);
      const color = r.pick([palette.primary, palette.light, palette.accent]);
      shapes.push(
        `<ellipse cx="0" cy="0" rx="${(size * 0.55).toFixed(1)}" ry="${size.toFixed(1)}" fill="${color}" fill-opacity="${r.float(0.55, 0.9).toFixed(2)}" transform="translate(${x.toFixed(1)} ${y.toFixed(1)}) rotate(${r.int(0, 359)})"/>`,
      );
    } else {
      const size = Math.min(width, height) * r.float(0.002, 0.006);
      shapes.push(
        `<circle cx="${x.toFixed(1)}" cy="${y.toFixed(1)}" r="${size.toFixed(1)}" fill="${palette.light}" fill-opacity="${r.float(0.35, 0.85).toFixed(2)}"/>`,
      );
    }
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">${shapes.join('')}</svg>`;
}

async function generate(clip: VideoClip, workDir: string) {
  const { width, height, seconds } = clip;
  const frames = Math.round(seconds * FPS);
  // Twice the frame size, so the push-in crops at half-pixel precision (zoompan rounds to pixels).
  const art = await renderComposition({
    motif: clip.motif as Motif,
    seed: `video:${clip.name}`,
    width: width * 2,
    height: height * 2,
    palette: clip.palette,
    frame: false,
  });
  const artFile = path.join(workDir, `${clip.name}-art.png`);
  await sharp(art.data, { raw: art.info }).png().toFile(artFile);
  // The drift layer is twice as tall as the frame and scrolls by one frame height over the clip.
  const driftFile = path.join(workDir, `${clip.name}-drift.png`);
  await sharp(Buffer.from(driftLayerSvg(clip, width, height * 2)))
    .png()
    .toFile(driftFile);

  const zoomEnd = clip.zoom;
  const fadeOut = seconds - 0.6;
  const filter = [
    `[0:v]zoompan=z='1+(${zoomEnd}-1)*on/${frames}':x='iw/2-(iw/zoom/2)':y='ih/2-(ih/zoom/2)':d=${frames}:s=${width}x${height}:fps=${FPS}[bg]`,
    `[1:v]format=rgba,colorchannelmixer=aa=0.85[drift]`,
    `[bg][drift]overlay=x=0:y='-${height}+${height}*t/${seconds}':shortest=0:eval=frame[mix]`,
    `[mix]fade=t=in:st=0:d=0.6,fade=t=out:st=${fadeOut}:d=0.6,format=yuv420p[out]`,
  ].join(';');
  const output = path.join(OUT_DIR, `${clip.name}.mp4`);
  let crf = clip.crf;
  for (;;) {
    execFileSync('ffmpeg', [
      '-hide_banner',
      '-loglevel',
      'error',
      '-y',
      '-i',
      artFile,
      '-loop',
      '1',
      '-framerate',
      String(FPS),
      '-t',
      String(seconds),
      '-i',
      driftFile,
      '-filter_complex',
      filter,
      '-map',
      '[out]',
      '-t',
      String(seconds),
      '-r',
      String(FPS),
      '-c:v',
      'libx264',
      '-preset',
      'slow',
      '-crf',
      String(crf),
      '-profile:v',
      'high',
      '-pix_fmt',
      'yuv420p',
      '-movflags',
      '+faststart',
      '-an',
      '-map_metadata',
      '-1',
      '-threads',
      '2',
      output,
    ]);
    const size = (await fs.stat(output)).size;
    if (size <= MAX_BYTES || crf >= 40) break;
    crf += 2;
  }
  // Poster: the frame at the middle of the clip, as WebP.
  const posterPng = path.join(workDir, `${clip.name}-poster.png`);
  execFileSync('ffmpeg', [
    '-hide_banner',
    '-loglevel',
    'error',
    '-y',
    '-ss',
    String(seconds / 2),
    '-i',
    output,
    '-frames:v',
    '1',
    posterPng,
  ]);
  await sharp(posterPng)
    .webp({ quality: 80 })
    .toFile(path.join(OUT_DIR, `${clip.name}.webp`));
  const size = (await fs.stat(output)).size;
  console.log(
    `${clip.name}.mp4  ${width}x${height}  ${seconds}s  crf ${crf}  ${(size / 1024).toFixed(0)} KB`,
  );
}

await fs.mkdir(OUT_DIR, { recursive: true });
const workDir = await fs.mkdtemp(path.join(os.tmpdir(), 'perfete-videos-'));
try {
  for (const clip of VIDEO_CLIPS) await generate(clip, workDir);
} finally {
  await fs.rm(workDir, { recursive: true, force: true });
}
const total = (
  await Promise.all(VIDEO_CLIPS.map((clip) => fs.stat(path.join(OUT_DIR, `${clip.name}.mp4`))))
).reduce((sum, stat) => sum + stat.size, 0);
console.log(`total ${(total / 1024).toFixed(0)} KB in ${OUT_DIR}`);
