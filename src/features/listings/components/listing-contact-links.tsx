/** Website and Instagram of a vendor, opening in a new tab without handing over this page. */
const LINK =
  'inline-flex min-h-11 items-center gap-2 text-label tracking-label text-ink uppercase underline decoration-champagne-400 underline-offset-4 hover:text-champagne-700';

/** '@studio.name', 'studio.name' or a profile URL → the profile URL. */
export function instagramUrl(value: string): string {
  if (/^https?:\/\//i.test(value)) return value;
  return `https://www.instagram.com/${value.replace(/^@/, '')}/`;
}

export function instagramHandle(value: string): string {
  const match = /instagram\.com\/([A-Za-z0-9._]+)/i.exec(value);
  return `@${match ? match[1] : value.replace(/^@/, '')}`;
}

/** 'https://www.studio.example/' → 'studio.example' */
export function websiteLabel(url: string): string {
  return url.replace(/^https?:\/\/(www\.)?/i, '').replace(/\/$/, '');
}

export function ListingContactLinks({
  website,
  instagram,
}: {
  website: string | null;
  instagram: string | null;
}) {
  if (!website && !instagram) return null;
  return (
    <ul className="flex flex-wrap gap-x-6 gap-y-2">
      {website ? (
        <li>
          <a href={website} target="_blank" rel="noopener noreferrer" className={LINK}>
            Website: {websiteLabel(website)}
            <span className="sr-only"> (opens in a new tab)</span>
          </a>
        </li>
      ) : null}
      {instagram ? (
        <li>
          <a
            href={instagramUrl(instagram)}
            target="_blank"
            rel="noopener noreferrer"
            className={LINK}
          >
            Instagram: {instagramHandle(instagram)}
            <span className="sr-only"> (opens in a new tab)</span>
          </a>
        </li>
      ) : null}
    </ul>
  );
}
