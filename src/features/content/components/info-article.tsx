import { useInternalLinks } from '@/hooks/use-internal-links';
import { monthDayYear } from '@/lib/english-dates';
import type { RenderedPage } from '../lib/markdown';

/** A table of contents is worth it for the long documents (the policies). */
const TOC_MIN_SECTIONS = 5;

const PROSE = [
  'flex flex-col gap-5 text-lg leading-relaxed text-ink-700',
  '[&_h2]:scroll-mt-28 [&_h2]:pt-8 [&_h2]:font-display [&_h2]:text-3xl [&_h2]:text-ink md:[&_h2]:text-4xl',
  '[&_h3]:pt-4 [&_h3]:font-display [&_h3]:text-2xl [&_h3]:text-ink',
  '[&_strong]:font-medium [&_strong]:text-ink',
  '[&_ul]:flex [&_ul]:list-disc [&_ul]:flex-col [&_ul]:gap-3 [&_ul]:pl-6 [&_ul]:marker:text-champagne-600',
  '[&_a]:text-ink [&_a]:underline [&_a]:decoration-champagne-400 [&_a]:underline-offset-4 hover:[&_a]:decoration-ink',
  '[&_blockquote]:border-l-2 [&_blockquote]:border-champagne-500 [&_blockquote]:bg-ivory-100 [&_blockquote]:px-6 [&_blockquote]:py-4 [&_blockquote]:text-base',
].join(' ');

/** An information page: masthead, (table of contents,) and the document. */
export function InfoArticle({ page }: { page: RenderedPage }) {
  const onClick = useInternalLinks();
  const { meta, html, toc } = page;
  return (
    <article className="pb-24">
      <header className="mx-auto flex max-w-3xl flex-col items-center gap-4 px-4 pt-12 pb-10 text-center md:pt-20">
        <p className="text-xs font-medium tracking-label text-champagne-700 uppercase">
          {meta.eyebrow}
        </p>
        <h1 className="font-display text-5xl leading-none text-ink md:text-7xl">{meta.title}</h1>
        <p className="max-w-2xl text-lg text-ink-700">{meta.description}</p>
        {meta.updated && (
          <p className="text-xs tracking-label text-ink-500 uppercase">
            Last updated{' '}
            <time dateTime={meta.updated}>{monthDayYear(new Date(meta.updated), 'utc')}</time>
          </p>
        )}
      </header>
      <div className="mx-auto flex max-w-5xl flex-col gap-12 px-4 lg:flex-row lg:items-start">
        {toc.length >= TOC_MIN_SECTIONS && (
          <nav
            aria-label="On this page"
            className="border-ivory-300 lg:sticky lg:top-28 lg:w-60 lg:shrink-0 lg:border-r lg:pr-8"
          >
            <p className="mb-3 text-xs tracking-label text-ink-500 uppercase">On this page</p>
            <ol className="flex flex-col gap-2 text-sm">
              {toc.map((entry) => (
                <li key={entry.id}>
                  <a href={`#${entry.id}`} className="text-ink-700 hover:text-ink hover:underline">
                    {entry.text}
                  </a>
                </li>
              ))}
            </ol>
          </nav>
        )}
        {/* Clicks only upgrade ordinary links to in-app navigation (Enter is delivered as a click). */}
        <div
          className={`${PROSE} mx-auto max-w-2xl min-w-0 flex-1`}
          onClick={onClick}
          dangerouslySetInnerHTML={{ __html: html }}
        />
      </div>
    </article>
  );
}
