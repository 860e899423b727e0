import { Helmet } from 'react-helmet-async';
import { SITE_NAME, SITE_TITLE } from '@/config/site';

/** Placeholder home page; the real home sections arrive in a later issue. */
export default function HomePage() {
  return (
    <>
      <Helmet>
        <title>{SITE_TITLE}</title>
      </Helmet>
      <section className="mx-auto flex max-w-3xl flex-col items-center gap-4 px-4 py-24 text-center md:py-32">
        <p className="text-xs tracking-label text-champagne-700 uppercase">
          Wedding magazine & vendor directory
        </p>
        <h1 className="text-5xl font-medium text-ink md:text-7xl">{SITE_NAME}</h1>
        <p className="max-w-xl text-lg text-ink-700">
          Real weddings, fashion and planning stories, and the artists who make the day — coming
          together here soon.
        </p>
      </section>
    </>
  );
}
