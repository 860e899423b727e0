import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { createTestQueryClient } from '@/testing/render';
import { server } from '@/testing/server';
import { localIsoDate } from '../lib/inquiry-schema';
import { INQUIRY_SEND_ERROR, INQUIRY_THROTTLED, InquiryForm } from './inquiry-form';

const LISTING_ID = '4f0aed19-c3a0-4e56-8c92-a32e7f9b042b';

function renderForm() {
  return render(
    <QueryClientProvider client={createTestQueryClient()}>
      <InquiryForm listingId={LISTING_ID} listingName="Bellandi Fotografia" />
    </QueryClientProvider>,
  );
}

/** POST /rest/v1/inquiries: records each body and answers with `status`. */
function serveInquiries(status = 201) {
  const bodies: unknown[] = [];
  server.use(
    http.post('*/rest/v1/inquiries', async ({ request }) => {
      bodies.push(await request.json());
      if (status === 201) return new HttpResponse(null, { status });
      // 429 is the database's hourly throttle, as PostgREST answers SQLSTATE PT429
      return HttpResponse.json(
        status === 429
          ? { message: 'You have sent several inquiries …; please try again later', code: 'PT429' }
          : { message: 'boom', code: 'XX000' },
        { status },
      );
    }),
  );
  return bodies;
}

const nextYear = () => {
  const now = new Date();
  return localIsoDate(new Date(now.getFullYear() + 1, now.getMonth(), now.getDate()));
};

async function fillValid(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('Your name'), 'Giulia Rossi');
  await user.type(screen.getByLabelText('Email address'), 'giulia@example.com');
  await user.type(screen.getByLabelText('Wedding date'), nextYear());
  await user.type(screen.getByLabelText('Number of guests'), '120');
  await user.selectOptions(screen.getByLabelText(/Budget/), '25k-50k');
  await user.click(screen.getByLabelText('Your message'));
  await user.paste(
    'We are marrying in an olive grove near Lucca and would love you to photograph it.',
  );
}

/** Typing a whole form takes a while on a busy machine. */
const FORM_TEST_TIMEOUT_MS = 20_000;

beforeEach(() => window.localStorage.clear());

describe('InquiryForm', () => {
  it(
    'says what is missing in every field and sends nothing',
    async () => {
      const bodies = serveInquiries();
      const user = userEvent.setup();
      renderForm();

      await user.click(screen.getByRole('button', { name: 'Send inquiry' }));

      expect(await screen.findByText('Please tell us your name.')).toBeInTheDocument();
      expect(screen.getByText(/Please enter your email address/)).toBeInTheDocument();
      expect(screen.getByText(/Please choose your wedding date/)).toBeInTheDocument();
      expect(screen.getByText(/how many guests/)).toBeInTheDocument();
      expect(screen.getByText(/Please write a little more/)).toBeInTheDocument();
      expect(screen.getByLabelText('Your name')).toHaveAttribute('aria-invalid', 'true');
      expect(screen.getByLabelText('Your name')).toHaveAccessibleDescription(
        'Please tell us your name.',
      );
      expect(bodies).toHaveLength(0);
    },
    FORM_TEST_TIMEOUT_MS,
  );

  it(
    'refuses a bad email, a past date and a silly guest count, keeping what was typed',
    async () => {
      const bodies = serveInquiries();
      const user = userEvent.setup();
      renderForm();
      await fillValid(user);
      await user.clear(screen.getByLabelText('Email address'));
      await user.type(screen.getByLabelText('Email address'), 'giulia@nowhere');
      await user.clear(screen.getByLabelText('Wedding date'));
      await user.type(screen.getByLabelText('Wedding date'), '2001-06-01');
      await user.clear(screen.getByLabelText('Number of guests'));
      await user.type(screen.getByLabelText('Number of guests'), '0');

      await user.click(screen.getByRole('button', { name: 'Send inquiry' }));

      expect(await screen.findByText(/Please enter a valid email address/)).toBeInTheDocument();
      expect(screen.getByText('Your wedding date can’t be in the past.')).toBeInTheDocument();
      expect(screen.getByText('Please enter at least 1 guest.')).toBeInTheDocument();
      expect(screen.getByLabelText('Email address')).toHaveValue('giulia@nowhere');
      expect(screen.getByLabelText('Your name')).toHaveValue('Giulia Rossi');
      expect(screen.getByLabelText('Your message')).toHaveValue(
        'We are marrying in an olive grove near Lucca and would love you to photograph it.',
      );
      expect(bodies).toHaveLength(0);

      await user.clear(screen.getByLabelText('Number of guests'));
      await user.type(screen.getByLabelText('Number of guests'), '12.5');
      expect(await screen.findByText(/whole number/)).toBeInTheDocument();
      await user.clear(screen.getByLabelText('Number of guests'));
      await user.type(screen.getByLabelText('Number of guests'), '50000');
      expect(await screen.findByText(/Please enter up to 2,000 guests/)).toBeInTheDocument();
    },
    FORM_TEST_TIMEOUT_MS,
  );

  it(
    'saves a valid inquiry to inquiries and confirms',
    async () => {
      const bodies = serveInquiries();
      const user = userEvent.setup();
      renderForm();
      await fillValid(user);

      await user.click(screen.getByRole('button', { name: 'Send inquiry' }));

      expect(
        await screen.findByRole('heading', { name: /your inquiry is on its way/ }),
      ).toHaveFocus();
      expect(bodies).toEqual([
        {
          listing_id: LISTING_ID,
          name: 'Giulia Rossi',
          email: 'giulia@example.com',
          wedding_date: nextYear(),
          guest_count: 120,
          budget_band: '25k-50k',
          message:
            'We are marrying in an olive grove near Lucca and would love you to photograph it.',
        },
      ]);
    },
    FORM_TEST_TIMEOUT_MS,
  );

  it(
    'refused by the hourly throttle, says so (not as an outage), sends once and keeps every field',
    async () => {
      const bodies = serveInquiries(429);
      const user = userEvent.setup();
      renderForm();
      await fillValid(user);

      await user.click(screen.getByRole('button', { name: 'Send inquiry' }));

      const alert = await screen.findByRole('alert');
      expect(alert).toHaveTextContent(INQUIRY_THROTTLED);
      expect(alert).not.toHaveTextContent(INQUIRY_SEND_ERROR);
      expect(bodies).toHaveLength(1);
      expect(screen.getByLabelText('Your name')).toHaveValue('Giulia Rossi');
      expect(screen.getByLabelText('Your message')).toHaveValue(
        'We are marrying in an olive grove near Lucca and would love you to photograph it.',
      );
    },
    FORM_TEST_TIMEOUT_MS,
  );

  it(
    'on a failed send, says so and loses nothing that was typed',
    async () => {
      const bodies = serveInquiries(500);
      const user = userEvent.setup();
      renderForm();
      await fillValid(user);

      await user.click(screen.getByRole('button', { name: 'Send inquiry' }));

      expect(await screen.findByRole('alert')).toHaveTextContent(INQUIRY_SEND_ERROR);
      expect(bodies).toHaveLength(1);
      expect(screen.getByLabelText('Your name')).toHaveValue('Giulia Rossi');
      expect(screen.getByLabelText('Email address')).toHaveValue('giulia@example.com');
      expect(screen.getByLabelText('Number of guests')).toHaveValue('120');
      expect(screen.getByLabelText(/Budget/)).toHaveValue('25k-50k');
      expect(screen.getByLabelText('Your message')).toHaveValue(
        'We are marrying in an olive grove near Lucca and would love you to photograph it.',
      );

      // and trying again works
      serveInquiries(201);
      await user.click(screen.getByRole('button', { name: 'Send inquiry' }));
      await waitFor(() =>
        expect(
          screen.getByRole('heading', { name: /your inquiry is on its way/ }),
        ).toBeInTheDocument(),
      );
    },
    FORM_TEST_TIMEOUT_MS,
  );
});
