import { useState } from 'react';
import { absoluteUrl } from '@/components/page-meta';

interface ShareTarget {
  name: string;
  href: string;
}

/** Plain share links (no third-party scripts), every parameter URL-encoded. */
export function shareTargets({
  url,
  title,
  image,
}: {
  url: string;
  title: string;
  image?: string;
}): ShareTarget[] {
  const u = encodeURIComponent(url);
  const t = encodeURIComponent(title);
  return [
    {
      name: 'Pinterest',
      href: `https://www.pinterest.com/pin/create/button/?url=${u}&description=${t}${image ? `&media=${encodeURIComponent(image)}` : ''}`,
    },
    { name: 'Facebook', href: `https://www.facebook.com/sharer/sharer.php?u=${u}` },
    { name: 'X', href: `https://x.com/intent/post?url=${u}&text=${t}` },
    { name: 'Email', href: `mailto:?subject=${t}&body=${u}` },
  ];
}

const linkClass =
  'inline-flex min-h-11 items-center border border-ivory-300 px-4 text-xs font-medium tracking-label text-ink uppercase hover:border-ink';

export function ShareLinks({
  path,
  title,
  image,
}: {
  path: string;
  title: string;
  image?: string;
}) {
  const [copied, setCopied] = useState(false);
  const url = absoluteUrl(path);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      setCopied(true);
    } catch {
      setCopied(false);
    }
  };

  return (
    <section
      aria-label="Share this story"
      className="flex flex-wrap items-center justify-center gap-2"
    >
      <span className="mr-2 text-xs tracking-label text-ink-500 uppercase">Share</span>
      {shareTargets({ url, title, image }).map((target) => (
        <a
          key={target.name}
          href={target.href}
          target={target.name === 'Email' ? undefined : '_blank'}
          rel="noopener noreferrer"
          className={linkClass}
        >
          {target.name}
          {target.name !== 'Email' && <span className="sr-only"> (opens in a new tab)</span>}
        </a>
      ))}
      <button type="button" onClick={() => void copy()} className={linkClass}>
        {copied ? 'Link copied' : 'Copy link'}
      </button>
      <span role="status" className="sr-only">
        {copied ? 'The link to this story is copied.' : ''}
      </span>
    </section>
  );
}
