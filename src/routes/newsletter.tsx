import { Link, useSearchParams } from 'react-router-dom';
import { PageMeta } from '@/components/page-meta';
import { NEWSLETTER_CONFIRM_HOURS, NEWSLETTER_LETTERS } from '@/config/newsletter';
import { NEWSLETTER_HEAD } from '@/config/page-heads';
import { PATHS } from '@/config/paths';
import { IssueArchive, SubscribeForm } from '@/features/newsletter';

const PROMISES = [
  {
    title: 'Confirm once',
    text: `We email a link first; nothing else arrives until you click it (it works for ${NEWSLETTER_CONFIRM_HOURS} hours).`,
  },
  {
    title: 'No tracking pixel',
    text: 'Our letters carry no open-tracking image and no tracked links: we don’t know whether or when you read them.',
  },
  {
    title: 'Leave in one click',
    text: 'Every letter has a link to change your letters, your date or your city, and to unsubscribe — no account, no sign-in.',
  },
] as const;

/**
 * /newsletter: what the letters are, how often they come, what we don’t do, the form, and The
 * Edit's past issues (`?page=` pages them).
 */
export default function NewsletterPage() {
  const [searchParams] = useSearchParams();
  const page = Math.max(1, Math.floor(Number(searchParams.get('page'))) || 1);
  return (
    <>
      <PageMeta
        title={NEWSLETTER_HEAD.title}
        description={NEWSLETTER_HEAD.description}
        path={PATHS.newsletter}
      />
      <header className="mx-auto flex max-w-3xl flex-col items-center gap-4 px-4 pt-12 pb-10 text-center md:pt-20 md:pb-14">
        <p className="text-xs font-medium tracking-label text-champagne-700 uppercase">By email</p>
        <h1 className="font-display text-5xl leading-none text-ink md:text-7xl">The Newsletter</h1>
        <p className="max-w-2xl text-lg text-ink-700">{NEWSLETTER_HEAD.description}</p>
      </header>
      <div className="mx-auto grid max-w-6xl gap-14 px-4 pb-24 md:px-8 lg:grid-cols-[1fr_1fr] lg:gap-20">
        <div className="flex flex-col gap-10">
          <section aria-labelledby="newsletter-letters" className="flex flex-col gap-6">
            <h2 id="newsletter-letters" className="font-display text-3xl text-ink">
              What you get, and how often
            </h2>
            {NEWSLETTER_LETTERS.map((letter) => (
              <article key={letter.value} className="border-t border-ivory-300 pt-5">
                <h3 className="font-display text-2xl text-ink">{letter.label}</h3>
                <p className="mt-1 text-xs font-medium tracking-label text-champagne-700 uppercase">
                  {letter.cadence}
                </p>
                <p className="mt-2 text-ink-700">{letter.description}</p>
              </article>
            ))}
          </section>
          <section aria-labelledby="newsletter-promises" className="flex flex-col gap-5">
            <h2 id="newsletter-promises" className="font-display text-3xl text-ink">
              What we promise
            </h2>
            <ul className="flex flex-col gap-4">
              {PROMISES.map((promise) => (
                <li key={promise.title}>
                  <p className="font-medium text-ink">{promise.title}</p>
                  <p className="text-ink-700">{promise.text}</p>
                </li>
              ))}
            </ul>
            <p className="text-sm text-ink-500">
              We keep your address for the letters only, and never share it. More in our{' '}
              <Link to={PATHS.privacyPolicy} className="underline underline-offset-4">
                privacy policy
              </Link>
              .
            </p>
          </section>
        </div>
        <section aria-labelledby="newsletter-form-heading">
          <h2 id="newsletter-form-heading" className="mb-8 font-display text-3xl text-ink">
            Subscribe
          </h2>
          <SubscribeForm />
        </section>
      </div>
      <div className="mx-auto max-w-3xl px-4 pb-24 md:px-8">
        <IssueArchive page={page} />
      </div>
    </>
  );
}
