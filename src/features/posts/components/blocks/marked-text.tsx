import { Fragment } from 'react';
import { Link } from 'react-router-dom';
import type { Span } from '../../lib/blocks';
import { isExternalHref, isSafeHref } from '../../lib/safe-url';

const LINK_CLASS = 'underline decoration-champagne-500 underline-offset-4 hover:decoration-ink';

/** One run's link: a site path through the router, mail as is, another site in a new tab. */
function SpanLink({ href, children }: { href: string; children: React.ReactNode }) {
  if (href.startsWith('/'))
    return (
      <Link to={href} className={LINK_CLASS}>
        {children}
      </Link>
    );
  if (!isExternalHref(href))
    return (
      <a href={href} className={LINK_CLASS}>
        {children}
      </a>
    );
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" className={LINK_CLASS}>
      {children}
      <span className="sr-only"> (opens in a new tab)</span>
    </a>
  );
}

/**
 * A paragraph's or quote's words with their marks, as React elements (never markup): bold is
 * `<strong>`, italic `<em>`, a link `<a>`. The href is checked again here, so a span that did not
 * come through `parseBlocks` still cannot link anywhere unsafe.
 */
export function MarkedText({ text, spans }: { text: string; spans?: readonly Span[] }) {
  if (!spans || spans.length === 0) return <>{text}</>;
  return (
    <>
      {spans.map((span, index) => {
        let content: React.ReactNode = span.text;
        if (span.italic) content = <em>{content}</em>;
        if (span.bold) content = <strong>{content}</strong>;
        if (span.href && isSafeHref(span.href))
          content = <SpanLink href={span.href}>{content}</SpanLink>;
        return <Fragment key={index}>{content}</Fragment>;
      })}
    </>
  );
}
