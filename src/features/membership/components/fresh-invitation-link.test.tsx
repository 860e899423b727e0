import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { renderRoutes } from '@/testing/render-routes';
import { server } from '@/testing/server';
import { FreshInvitationLink } from './fresh-invitation-link';

const TOKEN = 'ab'.repeat(32);
const EMAIL = 'ines@studio.example';

/** The database's answer to request_invitation_link, and the sign-in links asked of Auth. */
function serve(answer: () => Response) {
  const asked: unknown[] = [];
  const links: { body: unknown; redirectTo: string | null }[] = [];
  server.use(
    http.post('*/rest/v1/rpc/request_invitation_link', async ({ request }) => {
      asked.push(await request.json());
      return answer();
    }),
    http.post('*/auth/v1/otp', async ({ request }) => {
      links.push({
        body: await request.json(),
        redirectTo: new URL(request.url).searchParams.get('redirect_to'),
      });
      return HttpResponse.json({});
    }),
  );
  return { asked, links };
}

const open = () => HttpResponse.json({ state: 'open', email: EMAIL });
const renderAt = (search: string) =>
  renderRoutes(
    [{ path: '/membership/accept', element: <FreshInvitationLink token={TOKEN} /> }],
    `/membership/accept?${search}`,
  );

describe('FreshInvitationLink', () => {
  it('after a refused link, sends a fresh one to the invited address at once, and only once', async () => {
    const { asked, links } = serve(open);
    const { router } = renderAt(`invitation=${TOKEN}&link=refused`);

    expect(
      await screen.findByRole('heading', { name: 'A sign-in link is on its way' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(`We’ve sent a sign-in link to ${EMAIL}.`);
    expect(screen.getByRole('status')).toHaveTextContent('had expired or had already been used');
    expect(asked).toEqual([{ invitation_token: TOKEN }]);
    expect(links).toHaveLength(1);
    expect(links[0]!.body).toMatchObject({ email: EMAIL, create_user: true });
    expect(links[0]!.redirectTo).toBe(
      `${window.location.origin}/membership/accept?invitation=${TOKEN}`,
    );
    // A reload offers the button instead of sending again by itself.
    expect(router.state.location.search).toBe(`?invitation=${TOKEN}`);
  });

  it('without a refused link, sends one only when asked', async () => {
    const { asked, links } = serve(open);
    renderAt(`invitation=${TOKEN}`);
    const button = await screen.findByRole('button', { name: 'Email me a sign-in link' });
    expect(asked).toEqual([]);
    await userEvent.click(button);
    await screen.findByRole('heading', { name: 'A sign-in link is on its way' });
    expect(screen.getByRole('status')).toHaveTextContent(`We’ve sent a sign-in link to ${EMAIL}.`);
    expect(screen.getByRole('status')).not.toHaveTextContent('had expired');
    expect(links).toHaveLength(1);
  });

  it('says an expired invitation has expired, and sends nothing', async () => {
    const { links } = serve(() => HttpResponse.json({ state: 'expired' }));
    renderAt(`invitation=${TOKEN}&link=refused`);
    expect(
      await screen.findByRole('heading', { name: 'This invitation has expired' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Write to us' })).toHaveAttribute('href', '/contact');
    expect(links).toEqual([]);
  });

  it('says so in words when the hour’s fresh links are used up', async () => {
    const { links } = serve(() =>
      HttpResponse.json(
        { code: 'PT429', message: 'throttled', details: null, hint: 'throttled' },
        { status: 429 },
      ),
    );
    renderAt(`invitation=${TOKEN}&link=refused`);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'We’ve sent several sign-in links to this address in the last hour. Please open the newest one.',
    );
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
    await waitFor(() => expect(links).toEqual([]));
  });
});
