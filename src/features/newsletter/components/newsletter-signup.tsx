import { lazy, Suspense } from 'react';
import { Link } from 'react-router-dom';
import { PATHS } from '@/config/paths';
import { cn } from '@/lib/utils';

/** The form and its rules are a chunk of their own, loaded after the first paint. */
const SubscribeForm = lazy(() =>
  import('./subscribe-form').then((module) => ({ default: module.SubscribeForm })),
);

/** The forms' accessible names: two can be on one page (a story's end and the footer). */
export const SIGNUP_LABELS = {
  footer: 'Newsletter sign-up',
  story: 'Newsletter sign-up, end of story',
} as const;

/**
 * The newsletter's invitation where a reader already is: the footer of every page and the end
 * of every story (issue #44). Only these words are first-paint code; the form (react-hook-form,
 * zod) loads lazily, in a box that keeps its height meanwhile.
 */
export function NewsletterSignup({
  where,
  className,
}: {
  where: 'footer' | 'story';
  className?: string;
}) {
  const headingId = `newsletter-signup-${where}`;
  return (
    <section
      aria-labelledby={headingId}
      className={cn('flex flex-col gap-6', className)}
      data-newsletter-signup={where}
    >
      <div className="flex flex-col gap-3">
        <p className="text-xs font-medium tracking-label text-champagne-700 uppercase">
          The newsletter
        </p>
        <h2 id={headingId} className="font-display text-3xl text-ink">
          {where === 'story'
            ? 'Liked this story? Have the next ones in your inbox'
            : 'Letters from Perféte'}
        </h2>
        <p className="max-w-prose text-ink-700">
          The Edit, every Friday: the week’s stories. Or, with your date, a letter for each stage of
          your planning. No tracking pixel; leave in one click.{' '}
          <Link to={PATHS.newsletter} className="underline underline-offset-4">
            More about the letters
          </Link>
        </p>
      </div>
      <Suspense fallback={<div className="min-h-64" aria-hidden="true" />}>
        <SubscribeForm compact label={SIGNUP_LABELS[where]} />
      </Suspense>
    </section>
  );
}
