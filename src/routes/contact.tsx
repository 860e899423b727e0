import { Link } from 'react-router-dom';
import { PageMeta } from '@/components/page-meta';
import { CONTACT_HEAD } from '@/config/page-heads';
import { PATHS } from '@/config/paths';
import { ContactForm } from '@/features/content';

const DESCRIPTION = CONTACT_HEAD.description;

const DESKS = [
  {
    title: 'Editorial',
    text: 'Story ideas, corrections and letters to the editor. For your own wedding, use our submissions page.',
    link: { to: PATHS.submissions, label: 'Submit a wedding' },
  },
  {
    title: 'Vendors',
    text: 'Membership of the directory is by invitation. Tell us about your studio and we will be in touch.',
    link: { to: PATHS.membership, label: 'Vendor membership' },
  },
  {
    title: 'Partnerships & press',
    text: 'Advertising, collaborations, interviews and image requests — choose the topic that fits below.',
  },
] as const;

/** /contact: who reads what, and the form. */
export default function ContactPage() {
  return (
    <>
      <PageMeta title={CONTACT_HEAD.title} description={DESCRIPTION} path={PATHS.contact} />
      <header className="mx-auto flex max-w-3xl flex-col items-center gap-4 px-4 pt-12 pb-10 text-center md:pt-20 md:pb-14">
        <p className="text-xs font-medium tracking-label text-champagne-700 uppercase">The House</p>
        <h1 className="font-display text-5xl leading-none text-ink md:text-7xl">Contact</h1>
        <p className="max-w-2xl text-lg text-ink-700">{DESCRIPTION}</p>
      </header>
      <div className="mx-auto grid max-w-6xl gap-14 px-4 pb-24 md:px-8 lg:grid-cols-[1fr_2fr] lg:gap-20">
        <aside aria-label="Our desks" className="flex flex-col gap-8">
          {DESKS.map((desk) => (
            <section key={desk.title} className="border-t border-ivory-300 pt-6">
              <h2 className="mb-2 font-display text-2xl text-ink">{desk.title}</h2>
              <p className="text-ink-700">{desk.text}</p>
              {'link' in desk && (
                <Link
                  to={desk.link.to}
                  className="mt-3 inline-block text-xs font-medium tracking-label text-ink uppercase underline decoration-champagne-400 underline-offset-4"
                >
                  {desk.link.label}
                </Link>
              )}
            </section>
          ))}
          <p className="text-sm text-ink-500">
            We reply within three working days. How we handle your message is explained in our{' '}
            <Link to={PATHS.privacyPolicy} className="underline underline-offset-4">
              privacy policy
            </Link>
            .
          </p>
        </aside>
        <section aria-labelledby="contact-form-heading">
          <h2 id="contact-form-heading" className="mb-8 font-display text-3xl text-ink">
            Write to us
          </h2>
          <ContactForm />
        </section>
      </div>
    </>
  );
}
