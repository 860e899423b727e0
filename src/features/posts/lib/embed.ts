/**
 * The embed block plays only what this allow-list recognises, and only through an iframe URL we
 * build ourselves from the provider and a validated id — never the URL the document holds.
 * Anything else (other hosts, `javascript:`, `data:`, srcdoc tricks) renders as nothing.
 */
export type EmbedProvider = 'YouTube' | 'Vimeo';

export interface SafeEmbed {
  provider: EmbedProvider;
  /** The iframe's src, on the provider's privacy-friendly player host. */
  src: string;
  /** The page to open instead of playing here. */
  watchUrl: string;
}

const YOUTUBE_ID = /^[A-Za-z0-9_-]{11}$/;
const VIMEO_ID = /^\d{1,12}$/;
const YOUTUBE_HOSTS = new Set([
  'youtube.com',
  'www.youtube.com',
  'm.youtube.com',
  'youtube-nocookie.com',
  'www.youtube-nocookie.com',
]);
const VIMEO_HOSTS = new Set(['vimeo.com', 'www.vimeo.com', 'player.vimeo.com']);

function youtubeId(url: URL): string | undefined {
  if (url.hostname === 'youtu.be') return url.pathname.split('/')[1];
  if (!YOUTUBE_HOSTS.has(url.hostname)) return undefined;
  if (url.pathname === '/watch') return url.searchParams.get('v') ?? undefined;
  const [, kind, id] = url.pathname.split('/');
  return kind === 'embed' || kind === 'shorts' ? id : undefined;
}

function vimeoId(url: URL): string | undefined {
  if (!VIMEO_HOSTS.has(url.hostname)) return undefined;
  const parts = url.pathname.split('/').filter(Boolean);
  if (url.hostname === 'player.vimeo.com') return parts[0] === 'video' ? parts[1] : undefined;
  return parts.length === 1 ? parts[0] : undefined;
}

export function toSafeEmbed(raw: unknown): SafeEmbed | null {
  if (typeof raw !== 'string') return null;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  if (url.username || url.password) return null;

  const youtube = youtubeId(url);
  if (youtube && YOUTUBE_ID.test(youtube)) {
    return {
      provider: 'YouTube',
      src: `https://www.youtube-nocookie.com/embed/${youtube}?autoplay=1&rel=0`,
      watchUrl: `https://www.youtube.com/watch?v=${youtube}`,
    };
  }
  const vimeo = vimeoId(url);
  if (vimeo && VIMEO_ID.test(vimeo)) {
    return {
      provider: 'Vimeo',
      src: `https://player.vimeo.com/video/${vimeo}?autoplay=1&dnt=1`,
      watchUrl: `https://vimeo.com/${vimeo}`,
    };
  }
  return null;
}
