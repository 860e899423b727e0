import { PageMeta } from '@/components/page-meta';
import { SUBMISSIONS_HEAD } from '@/config/page-heads';
import { PATHS } from '@/config/paths';
import { SubmissionForm } from '@/features/content';

const DESCRIPTION = SUBMISSIONS_HEAD.description;

const GUIDELINES = [
  {
    title: 'What we look for',
    text: 'Weddings with a point of view: a place that meant something, details with a story behind them, a celebration that felt unmistakably like the two of you. Size and budget never matter.',
  },
  {
    title: 'Photographs',
    text: 'A professional gallery of 40 to 80 images, including the ceremony, portraits, details and the party. We credit your photographer on every image.',
  },
  {
    title: 'Timing',
    text: 'Send your wedding within a year of the day, and before it appears in full elsewhere. We reply to every submission within four weeks.',
  },
] as const;

/** /submissions: what the editors look for, and the form. */
export default function SubmissionsPage() {
  return (
    <>
      <PageMeta title={SUBMISSIONS_HEAD.title} description={DESCRIPTION} path={PATHS.submissions} />
      <header className="mx-auto flex max-w-3xl flex-col items-center gap-4 px-4 pt-12 pb-10 text-center md:pt-20 md:pb-14">
        <p className="text-xs font-medium tracking-label text-champagne-700 uppercase">
          Real Weddings
        </p>
        <h1 className="font-display text-5xl leading-none text-ink md:text-7xl">
          Submit Your Wedding
        </h1>
        <p className="max-w-2xl text-lg text-ink-700">{DESCRIPTION}</p>
      </header>
      <div className="mx-auto grid max-w-6xl gap-14 px-4 pb-24 md:px-8 lg:grid-cols-[1fr_2fr] lg:gap-20">
        <aside aria-label="Submission guidelines" className="flex flex-col gap-8">
          {GUIDELINES.map((entry) => (
            <section key={entry.title} className="border-t border-ivory-300 pt-6">
              <h2 className="mb-2 font-display text-2xl text-ink">{entry.title}</h2>
              <p className="text-ink-700">{entry.text}</p>
            </section>
          ))}
        </aside>
        <section aria-labelledby="submission-form-heading">
          <h2 id="submission-form-heading" className="mb-8 font-display text-3xl text-ink">
            Tell us about your wedding
          </h2>
          <SubmissionForm />
        </section>
      </div>
    </>
  );
}
