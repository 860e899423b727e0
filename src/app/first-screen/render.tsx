import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { SiteFrame } from '@/app/layout/root-layout';
import { PATHS } from '@/config/paths';
import { AuthContext, type AuthContextValue } from '@/features/auth';
import {
  DIRECTORY_INTRO,
  DirectoryColumn,
  DirectoryIntro,
  VENUES_INTRO,
} from '@/features/listings';
import type { FirstScreen } from './types';

/**
 * Build-time only (the `firstScreen` Vite plugin loads it; no page imports it): the markup
 * index.html paints before any script has run, rendered by the app's own components so that it is
 * what React's first render draws again. See ./types.ts for what each part is.
 */

/** Auth as it is before the first session check: nobody known yet, nothing signed-in shown. */
const LOADING_AUTH: AuthContextValue = {
  user: null,
  loading: true,
  isAdmin: false,
  recheckAdmin: async () => {},
};

function render(path: string, node: ReactNode): string {
  return renderToStaticMarkup(
    <QueryClientProvider client={new QueryClient()}>
      <AuthContext.Provider value={LOADING_AUTH}>
        <MemoryRouter initialEntries={[path]}>{node}</MemoryRouter>
      </AuthContext.Provider>
    </QueryClientProvider>,
  );
}

export function renderFirstScreen(): FirstScreen {
  return {
    frame: render(PATHS.home, <SiteFrame>{null}</SiteFrame>),
    pages: [
      {
        path: PATHS.index,
        unlessParams: ['category'],
        html: render(
          PATHS.index,
          <DirectoryColumn>
            <DirectoryIntro title={DIRECTORY_INTRO.title} text={DIRECTORY_INTRO.text} />
          </DirectoryColumn>,
        ),
      },
      {
        path: PATHS.venues,
        unlessParams: ['type'],
        html: render(
          PATHS.venues,
          <DirectoryColumn>
            <DirectoryIntro title={VENUES_INTRO.title} text={VENUES_INTRO.text} />
          </DirectoryColumn>,
        ),
      },
    ],
  };
}
