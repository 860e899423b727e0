import { MEMBERSHIP_REVIEW_DAYS, PORTFOLIO_LINK_LIMIT } from '@/config/site';
import { useAfterFirstScreen } from '@/hooks/use-in-steps';
import { ApplicationForm } from './application-form';

const STEPS = [
  {
    title: 'You apply',
    body: `Tell us about your studio and link up to ${PORTFOLIO_LINK_LIMIT} pieces of work. It takes about ten minutes.`,
  },
  {
    title: 'An editor reviews it',
    body: `Every application is read in full, with the work you linked, within ${MEMBERSHIP_REVIEW_DAYS} days. Sometimes we ask a question first.`,
  },
  {
    title: 'An invitation, or a reason',
    body: 'If your work fits, you receive an invitation by email. If not yet, we say why — and when it may make sense to apply again.',
  },
  {
    title: 'Your place in the directory',
    body: 'Accept the invitation, choose a password, and your first listing is waiting as a draft, filled in from your application.',
  },
] as const;

const FAQ = [
  {
    question: 'Does membership cost anything?',
    answer:
      'No. There is no fee to apply, no fee to join and no paid placement. Nobody can buy a better position in the directory or in the magazine.',
  },
  {
    question: 'Who decides, and on what?',
    answer:
      'Our editors, on the work alone: its quality, its craft, and how it sits beside the weddings we publish. Follower counts and budgets do not come into it.',
  },
  {
    question: 'What if I am not invited?',
    answer:
      'You receive a reasoned answer, not silence. Many studios we admire applied a second time, a year or two later, with a body of work that had grown.',
  },
  {
    question: 'Can I apply again while I wait?',
    answer:
      'There is no need: one application from an address is reviewed at a time, and the form tells you when yours arrived.',
  },
  {
    question: 'What happens to my details?',
    answer:
      'Only our editors read applications. We use your details to answer you and, if you join, to start your listing — for nothing else.',
  },
] as const;

/** /membership: what membership is, how admission works, and the application. */
export function MembershipPage() {
  // The application form, far below the first screen, is drawn a task after the page: with it,
  // the page's first render was one task of 30–40 ms on this machine (src/hooks/use-in-steps.ts).
  const formDrawn = useAfterFirstScreen(1) === 1;
  return (
    <div className="mx-auto w-full max-w-frame px-gutter">
      <header className="grid gap-8 py-12 md:grid-cols-[1fr_1fr] md:py-20">
        <div className="space-y-4">
          <p className="text-label tracking-eyebrow text-champagne-700 uppercase">
            Vendor membership
          </p>
          <h1 className="font-display text-display-lg font-light text-balance text-ink">
            An invitation-only directory of the artists behind the day
          </h1>
        </div>
        <div className="space-y-4 self-end text-lg text-ink-700">
          <p>
            Perféte’s vendor community is exclusively invitation-only. It brings together
            professionals who reflect our commitment to quality, artistry and a shared aesthetic
            vision — photographers, planners, florists, venues and makers whose work we would
            publish.
          </p>
          <a
            href="#apply"
            className="inline-flex items-center text-sm font-medium tracking-label text-ink uppercase underline underline-offset-8 hover:text-champagne-700"
          >
            Apply for membership
          </a>
        </div>
      </header>

      <section
        aria-labelledby="membership-what"
        className="grid gap-10 border-t border-ivory-300 py-12 md:grid-cols-3"
      >
        <h2 id="membership-what" className="font-display text-3xl text-ink">
          What membership is
        </h2>
        <div className="space-y-3 text-ink-700">
          <h3 className="text-label tracking-label text-ink uppercase">It is</h3>
          <ul className="list-disc space-y-2 pl-5">
            <li>a place in a directory couples trust, because every listing was chosen;</li>
            <li>a listing page with your work, your story and the couples’ inquiries;</li>
            <li>the chance to be credited in the magazine’s real weddings;</li>
            <li>a public note on your page saying why we invited you.</li>
          </ul>
        </div>
        <div className="space-y-3 text-ink-700">
          <h3 className="text-label tracking-label text-ink uppercase">It is not</h3>
          <ul className="list-disc space-y-2 pl-5">
            <li>advertising: there is no fee, and no one can pay to rank higher;</li>
            <li>open to everyone: we keep the directory small on purpose;</li>
            <li>forever by right: a member whose work no longer fits may be asked to leave.</li>
          </ul>
        </div>
      </section>

      <section
        aria-labelledby="membership-who"
        className="grid gap-10 border-t border-ivory-300 py-12 md:grid-cols-3"
      >
        <h2 id="membership-who" className="font-display text-3xl text-ink">
          Who it is for
        </h2>
        <p className="text-ink-700 md:col-span-2">
          Independent studios and venues with a body of finished work — usually at least two seasons
          of weddings — and a point of view you can see in every picture, arrangement or room. Big
          or small, new or long established, anywhere in the world.
        </p>
      </section>

      <section aria-labelledby="membership-how" className="border-t border-ivory-300 py-12">
        <h2 id="membership-how" className="mb-10 font-display text-3xl text-ink">
          How admission works
        </h2>
        <ol className="grid gap-8 md:grid-cols-4">
          {STEPS.map((step, index) => (
            <li key={step.title} className="space-y-3">
              <p aria-hidden="true" className="font-display text-4xl text-champagne-600">
                {index + 1}
              </p>
              <h3 className="text-label tracking-label text-ink uppercase">{step.title}</h3>
              <p className="text-ink-700">{step.body}</p>
            </li>
          ))}
        </ol>
      </section>

      <section
        aria-labelledby="membership-faq"
        className="grid gap-10 border-t border-ivory-300 py-12 md:grid-cols-3"
      >
        <h2 id="membership-faq" className="font-display text-3xl text-ink">
          Questions
        </h2>
        <div className="divide-y divide-ivory-300 md:col-span-2">
          {FAQ.map((entry) => (
            <details key={entry.question} className="group py-4">
              <summary className="cursor-pointer list-none font-medium text-ink marker:hidden focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-champagne-600">
                <span
                  aria-hidden="true"
                  className="mr-3 inline-block w-3 text-champagne-700 group-open:rotate-45"
                >
                  +
                </span>
                {entry.question}
              </summary>
              <p className="mt-3 pl-6 text-ink-700">{entry.answer}</p>
            </details>
          ))}
        </div>
      </section>

      <section
        id="apply"
        aria-labelledby="membership-apply"
        className="grid scroll-mt-28 gap-10 border-t border-ivory-300 py-12 md:grid-cols-3 md:py-16"
      >
        <div className="space-y-3">
          <h2 id="membership-apply" className="font-display text-3xl text-ink">
            Apply
          </h2>
          <p className="text-ink-700">
            About ten minutes. What you type is kept in this browser until you send it.
          </p>
        </div>
        <div className="md:col-span-2">{formDrawn ? <ApplicationForm /> : null}</div>
      </section>
    </div>
  );
}
