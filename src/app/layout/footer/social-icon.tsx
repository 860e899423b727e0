import type { SocialNetwork } from '@/config/navigation';

/** Hairline glyphs for the footer's social links (drawn here: no icon font, nothing fetched). */
const GLYPHS: Record<SocialNetwork, React.ReactNode> = {
  instagram: (
    <>
      <rect x="3.5" y="3.5" width="17" height="17" rx="5" />
      <circle cx="12" cy="12" r="4" />
      <circle cx="17.2" cy="6.8" r="0.6" fill="currentColor" />
    </>
  ),
  pinterest: (
    <>
      <circle cx="12" cy="12" r="8.5" />
      <path d="M11.2 20.3l1.7-7.4" />
      <path d="M9.7 14.3c-.8-2.9 1-5.8 3.8-5.8 2.3 0 3.7 1.7 3.3 3.9-.4 2.2-1.9 3.6-3.4 3.4-1-.1-1.5-.9-1.3-1.9" />
    </>
  ),
  facebook: (
    <path d="M14.5 3.5h-1.8c-2.3 0-3.7 1.5-3.7 3.9v2.4H6.8v3h2.2v7.7h3.1v-7.7h2.5l.5-3h-3V7.9c0-.8.4-1.3 1.3-1.3h1.1z" />
  ),
  tiktok: <path d="M13.5 3.5v11.3a3.3 3.3 0 1 1-3.3-3.3M13.5 3.5c.3 2.5 2.2 4.4 5 4.6" />,
  youtube: (
    <>
      <rect x="2.5" y="5.5" width="19" height="13" rx="3.5" />
      <path d="M10.3 9.3v5.4l4.6-2.7z" fill="currentColor" />
    </>
  ),
};

export function SocialIcon({ network }: { network: SocialNetwork }) {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.3"
      strokeLinecap="round"
      strokeLinejoin="round"
      className="size-5"
    >
      {GLYPHS[network]}
    </svg>
  );
}
