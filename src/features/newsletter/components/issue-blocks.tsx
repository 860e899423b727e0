import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { buttonVariants } from '@/components/ui/button';
import type { IssueBlock } from '../lib/issue-web';

const LINK = 'underline decoration-champagne-600 underline-offset-4 hover:text-champagne-700';

/** A link the template kept: a site path goes through the router, an http(s) address leaves. */
function IssueLink({
  href,
  className,
  children,
}: {
  href: string;
  className?: string;
  children: ReactNode;
}) {
  if (href.startsWith('/') && !href.startsWith('//')) {
    return (
      <Link to={href} className={className}>
        {children}
      </Link>
    );
  }
  return (
    <a href={href} className={className} rel="noopener noreferrer">
      {children}
    </a>
  );
}

function IssueBlockView({ block }: { block: IssueBlock }) {
  switch (block.type) {
    case 'subheading':
      return <h2 className="mt-6 font-display text-3xl leading-tight text-ink">{block.text}</h2>;
    case 'paragraph':
      return <p>{block.text}</p>;
    case 'rich':
      return (
        <p>
          {block.spans.map((span, index) => {
            let words: ReactNode = span.text;
            if (span.italic) words = <em>{words}</em>;
            if (span.bold) words = <strong className="font-medium text-ink">{words}</strong>;
            return span.href ? (
              <IssueLink key={index} href={span.href} className={LINK}>
                {words}
              </IssueLink>
            ) : (
              <span key={index}>{words}</span>
            );
          })}
        </p>
      );
    case 'quote':
      return (
        <blockquote className="border-l-2 border-champagne-600 pl-5 font-display text-2xl leading-snug whitespace-pre-line text-ink italic">
          {block.text}
        </blockquote>
      );
    case 'image':
      return (
        <figure className="flex flex-col gap-2">
          <img src={block.src} alt={block.alt} loading="lazy" className="h-auto w-full" />
          {block.caption ? (
            <figcaption className="text-sm text-ink-500">{block.caption}</figcaption>
          ) : null}
        </figure>
      );
    case 'list':
      return (
        <ul className="flex list-disc flex-col gap-1 pl-5">
          {block.items.map((item, index) => (
            <li key={index}>
              {item.href ? (
                <IssueLink href={item.href} className={LINK}>
                  {item.text}
                </IssueLink>
              ) : (
                item.text
              )}
            </li>
          ))}
        </ul>
      );
    case 'entries':
      return (
        <section className="flex flex-col gap-3">
          <h2 className="font-display text-2xl text-ink">{block.label}</h2>
          <ul className="flex flex-col gap-3">
            {block.items.map((entry, index) => (
              <li key={index}>
                <IssueLink href={entry.href} className={LINK}>
                  {entry.title}
                </IssueLink>
                {entry.note ? <p className="text-sm text-ink-500">{entry.note}</p> : null}
              </li>
            ))}
          </ul>
        </section>
      );
    case 'details':
      return (
        <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
          {block.rows.map((row, index) => (
            <div key={index} className="contents">
              <dt className="text-ink-500">{row.label}</dt>
              <dd>{row.value}</dd>
            </div>
          ))}
        </dl>
      );
    case 'button':
      return (
        <p className="pt-4">
          <IssueLink href={block.href} className={buttonVariants({ variant: 'solid' })}>
            {block.label}
          </IssueLink>
        </p>
      );
    case 'rule':
      return <hr className="border-ivory-300" />;
  }
}

/** The blocks of an issue (issueWebBlocks) in the site's type, one column for reading. */
export function IssueBlocks({ blocks }: { blocks: readonly IssueBlock[] }) {
  return (
    <div className="flex flex-col gap-5 text-lg leading-relaxed break-words text-ink-700">
      {blocks.map((block, index) => (
        <IssueBlockView key={index} block={block} />
      ))}
    </div>
  );
}
