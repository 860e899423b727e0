import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { createTestQueryClient } from '@/testing/render';
import { server } from '@/testing/server';
import { localIsoDate } from '../lib/inquiry-schema';
import { MULTI_INQUIRY_SEND_ERROR } from '../lib/multi-inquiry-error';
import { MultiInquiryForm } from './multi-inquiry-form';

const LISTINGS = [
  { id: '4f0aed19-c3a0-4e56-8c92-a32e7f9b042b', name: 'Bellandi Fotografia' },
  { id: '9d1c3b7e-2f4a-4c55-9e0d-1b2c3d4e5f60', name: 'Villa Aurora' },
];
const MESSAGE = 'We are marrying in an olive grove near Lucca and would love to hear from you.';

const nextYear = () => {
  const now = new Date();
  return localIsoDate(new Date(now.getFullYear() + 1, now.getMonth(), now.getDate()));
};

function renderForm() {
  return render(
    <QueryClientProvider client={createTestQueryClient()}>
      <MultiInquiryForm listings={LISTINGS} />
    </QueryClientProvider>,
  );
}

/** POST /rest/v1/rpc/send_inquiries: records each body; answers with `answer(body)`. */
function serve(answer: (body: { listing_ids: string[] }) => Response) {
  const bodies: { listing_ids: string[] }[] = [];
  server.use(
    http.post('*/rest/v1/rpc/send_inquiries', async ({ request }) => {
      const body = (await request.json()) as { listing_ids: string[] };
      bodies.push(body);
      return answer(body);
    }),
  );
  return bodies;
}
const sent = (body: { listing_ids: string[] }) =>
  HttpResponse.json(
    body.listing_ids.map((id) => ({
      listing_id: id,
      listing_name: LISTINGS.find((l) => l.id === id)!.name,
    })),
  );

async function fillValid(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('Your name'), 'Giulia Rossi');
  await user.type(screen.getByLabelText('Email address'), 'giulia@example.com');
  await user.type(screen.getByLabelText('Number of guests'), '120');
  await user.click(screen.getByLabelText('Your message'));
  await user.paste(MESSAGE);
}

const FORM_TEST_TIMEOUT_MS = 20_000;

beforeEach(() => {
  window.localStorage.clear();
  window.localStorage.setItem('perfete:wedding-date', nextYear());
});

describe('MultiInquiryForm', () => {
  it(
    'names every vendor, prefills the couple’s date and says what is missing in each field',
    async () => {
      const bodies = serve(sent);
      const user = userEvent.setup();
      renderForm();

      const to = screen.getByRole('list', { name: 'Writing to' });
      expect(
        within(to)
          .getAllByRole('listitem')
          .map((item) => item.textContent),
      ).toEqual(['Bellandi Fotografia', 'Villa Aurora']);
      expect(screen.getByLabelText('Wedding date')).toHaveValue(nextYear());
      await user.click(screen.getByRole('button', { name: 'Send to 2 vendors' }));

      expect(await screen.findByText('Please tell us your name.')).toBeInTheDocument();
      expect(screen.getByText(/Please enter your email address/)).toBeInTheDocument();
      expect(screen.getByText(/how many guests/)).toBeInTheDocument();
      expect(screen.getByText(/Please write a little more/)).toBeInTheDocument();
      expect(screen.queryByText(/Please choose your wedding date/)).not.toBeInTheDocument();
      expect(bodies).toHaveLength(0);
    },
    FORM_TEST_TIMEOUT_MS,
  );

  it(
    'sends one request for all vendors and lists them once sent',
    async () => {
      const bodies = serve(sent);
      const user = userEvent.setup();
      renderForm();
      await fillValid(user);

      await user.click(screen.getByRole('button', { name: 'Send to 2 vendors' }));

      expect(
        await screen.findByRole('heading', { name: /your message is with 2 vendors/ }),
      ).toHaveFocus();
      const written = screen.getByRole('list', { name: 'Vendors written to' });
      expect(
        within(written)
          .getAllByRole('listitem')
          .map((item) => item.textContent),
      ).toEqual(['Bellandi Fotografia', 'Villa Aurora']);
      expect(bodies).toEqual([
        {
          listing_ids: LISTINGS.map((l) => l.id),
          name: 'Giulia Rossi',
          email: 'giulia@example.com',
          wedding_date: nextYear(),
          guest_count: 120,
          message: MESSAGE,
        },
      ]);
      expect(window.localStorage.getItem('perfete:draft:multi-inquiry:new')).toBeNull();
    },
    FORM_TEST_TIMEOUT_MS,
  );

  it(
    'a refusing vendor is named, nothing typed is lost, and it can be left out',
    async () => {
      const refused = LISTINGS[1]!.id;
      const bodies = serve((body) =>
        body.listing_ids.includes(refused)
          ? HttpResponse.json(
              { code: 'P0001', message: 'refused', hint: 'listing_refused', details: refused },
              { status: 400 },
            )
          : sent(body),
      );
      const user = userEvent.setup();
      renderForm();
      await fillValid(user);

      await user.click(screen.getByRole('button', { name: 'Send to 2 vendors' }));

      expect(await screen.findByRole('alert')).toHaveTextContent(
        'Villa Aurora isn’t taking inquiries through Perféte right now, so nothing was sent to anyone.',
      );
      expect(screen.getByLabelText('Your name')).toHaveValue('Giulia Rossi');
      expect(screen.getByLabelText('Your message')).toHaveValue(MESSAGE);

      await user.click(screen.getByRole('button', { name: 'Leave out Villa Aurora' }));
      await user.click(screen.getByRole('button', { name: 'Send to 1 vendor' }));

      expect(
        await screen.findByRole('heading', { name: /your message is with 1 vendor/ }),
      ).toBeInTheDocument();
      expect(bodies.map((body) => body.listing_ids)).toEqual([
        LISTINGS.map((l) => l.id),
        [LISTINGS[0]!.id],
      ]);
    },
    FORM_TEST_TIMEOUT_MS,
  );

  it(
    'on an outage says so; the words survive a reload as a draft',
    async () => {
      serve(() => HttpResponse.json({ code: 'XX000', message: 'boom' }, { status: 500 }));
      const user = userEvent.setup();
      const { unmount } = renderForm();
      await fillValid(user);

      await user.click(screen.getByRole('button', { name: 'Send to 2 vendors' }));
      expect(await screen.findByRole('alert')).toHaveTextContent(MULTI_INQUIRY_SEND_ERROR);
      unmount();

      renderForm();
      expect(screen.getByLabelText('Your name')).toHaveValue('');
      await user.click(screen.getByRole('button', { name: 'Restore them' }));
      expect(screen.getByLabelText('Your name')).toHaveValue('Giulia Rossi');
      expect(screen.getByLabelText('Your message')).toHaveValue(MESSAGE);
      expect(screen.getByLabelText('Wedding date')).toHaveValue(nextYear());
    },
    FORM_TEST_TIMEOUT_MS,
  );
});
