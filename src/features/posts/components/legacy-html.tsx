import { useMemo } from 'react';
import { useInternalLinks } from '@/hooks/use-internal-links';
import { sanitizePostHtml } from '../lib/sanitize-html';

/** Prose styles for markup we do not render ourselves (the body's own blocks are styled inline). */
const LEGACY_PROSE = [
  'flex flex-col gap-6',
  '[&_h2]:pt-6 [&_h2]:font-display [&_h2]:text-3xl [&_h2]:text-ink md:[&_h2]:text-4xl',
  '[&_h3]:pt-4 [&_h3]:font-display [&_h3]:text-2xl [&_h3]:text-ink',
  '[&_h4]:font-display [&_h4]:text-xl [&_h4]:text-ink',
  '[&_blockquote]:border-l-2 [&_blockquote]:border-champagne-500 [&_blockquote]:pl-6 [&_blockquote]:font-display [&_blockquote]:text-2xl [&_blockquote]:italic',
  '[&_cite]:mt-3 [&_cite]:block [&_cite]:font-sans [&_cite]:text-xs [&_cite]:not-italic [&_cite]:tracking-label [&_cite]:text-ink-500 [&_cite]:uppercase',
  '[&_ul]:flex [&_ul]:list-disc [&_ul]:flex-col [&_ul]:gap-2 [&_ul]:pl-6 [&_ol]:list-decimal [&_ol]:pl-6',
  '[&_a]:underline [&_a]:decoration-champagne-400 [&_a]:underline-offset-4 hover:[&_a]:decoration-ink',
  '[&_hr]:mx-auto [&_hr]:w-32 [&_hr]:border-champagne-300',
  '[&_img]:h-auto [&_img]:w-full',
].join(' ');

/**
 * A legacy post's HTML body, sanitized with DOMPurify (lazy-loaded: only legacy posts need it).
 * Links to the site's own pages navigate inside the app instead of reloading it.
 */
export default function LegacyHtml({ html }: { html: string }) {
  const onClick = useInternalLinks();
  const clean = useMemo(() => sanitizePostHtml(html), [html]);

  return (
    // The click handler only upgrades ordinary links to in-app navigation; keyboard users follow
    // the same links with Enter, which browsers deliver as a click.
    <div className={LEGACY_PROSE} onClick={onClick} dangerouslySetInnerHTML={{ __html: clean }} />
  );
}
