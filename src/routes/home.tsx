import { Helmet } from 'react-helmet-async';
import { SITE_TITLE } from '@/config/site';
import type { PagePrefetch } from '@/types/page-prefetch';
import { HomeSections, prefetchHomeFirstScreen } from '@/features/home';

export const prefetch: PagePrefetch = (client) => prefetchHomeFirstScreen(client);

const DESCRIPTION =
  'Perféte: real weddings, bridal fashion, planning, jewelry, beauty and destinations, and an invitation-only directory of the wedding artists behind them.';

/** Home: the magazine's sections (the frame's layout adds the membership promo after them). */
export default function HomePage() {
  return (
    <>
      <Helmet>
        <title>{SITE_TITLE}</title>
        <meta name="description" content={DESCRIPTION} />
      </Helmet>
      <HomeSections />
    </>
  );
}
