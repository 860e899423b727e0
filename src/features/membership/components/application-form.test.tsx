import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/testing/render';
import { server } from '@/testing/server';
import { APPLICATION_MESSAGES } from '../lib/application-schema';
import { APPLICATION_COPY, ApplicationForm } from './application-form';

const CATEGORIES = [
  { id: 'photography', name: 'Photography', slug: 'photography' },
  { id: 'florals', name: 'Florals', slug: 'florals' },
];
const STATEMENT =
  'We photograph weddings on film and digital across Portugal, quietly, in natural light, for couples who want the day as it felt.';

/**
 * membership_applications as PostgREST answers: each POST's body is recorded and answered with
 * the next of `answers` (the last repeats). 201 is a stored application, and also what the
 * database answers a repeated one (issue #29: answered as a first, nothing stored again).
 */
function serveApplications(...answers: Array<() => Response>) {
  const bodies: Array<Record<string, unknown>> = [];
  server.use(
    http.get('*/rest/v1/business_categories', () => HttpResponse.json(CATEGORIES)),
    http.post('*/rest/v1/membership_applications', async ({ request }) => {
      bodies.push((await request.json()) as Record<string, unknown>);
      return (answers[bodies.length - 1] ?? answers.at(-1) ?? created)();
    }),
  );
  return bodies;
}
const created = () => new HttpResponse(null, { status: 201 });
const refused = (status: number, code: string, message: string) => () =>
  HttpResponse.json({ message, code }, { status });

// Typing a long form is slow on a small machine: long texts are pasted.
vi.setConfig({ testTimeout: 20_000 });

async function fill(label: string | RegExp, text: string) {
  await userEvent.click(screen.getByLabelText(label));
  await userEvent.paste(text);
}

async function fillValid() {
  await fill('Business name', 'Luz de Lisboa');
  await waitFor(() => expect(screen.getByRole('option', { name: 'Photography' })).toBeVisible());
  await userEvent.selectOptions(screen.getByLabelText('What you do'), 'photography');
  await fill('City', 'Lisbon');
  await fill('Country', 'Portugal');
  await fill('Your work, in your words', STATEMENT);
  await fill('Your name', 'Inês Duarte');
  await fill('Email address', 'ines@luzdelisboa.pt');
  await userEvent.click(screen.getByLabelText(/Perféte may contact me/));
}

const send = () => userEvent.click(screen.getByRole('button', { name: 'Send my application' }));

beforeEach(() => window.localStorage.clear());

describe('ApplicationForm', () => {
  it('says what is wrong with each field, focuses the first, and sends nothing', async () => {
    const bodies = serveApplications(created);
    renderWithProviders(<ApplicationForm />);
    await fill(/^Website/, 'luzdelisboa.pt');
    await fill(/^Years in business/, 'twelve');
    await fill(/^Portfolio link 1/, 'not a link');
    await fill('Your work, in your words', 'Too short.');
    await send();

    for (const message of [
      APPLICATION_MESSAGES.businessName,
      APPLICATION_MESSAGES.category,
      APPLICATION_MESSAGES.city,
      APPLICATION_MESSAGES.country,
      APPLICATION_MESSAGES.website,
      APPLICATION_MESSAGES.years,
      APPLICATION_MESSAGES.portfolio,
      APPLICATION_MESSAGES.statementShort,
      APPLICATION_MESSAGES.contactName,
      APPLICATION_MESSAGES.email,
      APPLICATION_MESSAGES.consent,
    ])
      expect(await screen.findByText(message)).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('11 fields need your attention');
    expect(screen.getByLabelText('Business name')).toHaveFocus();
    expect(screen.getByLabelText(/^Website/)).toHaveAccessibleDescription(
      APPLICATION_MESSAGES.website,
    );
    expect(screen.getByLabelText(/^Website/)).toHaveValue('luzdelisboa.pt');
    expect(bodies).toHaveLength(0);
  });

  it('sends a good application and answers that it is with us, at the address given', async () => {
    const bodies = serveApplications(created);
    renderWithProviders(<ApplicationForm />);
    await fillValid();
    await send();

    expect(
      await screen.findByRole('heading', { name: APPLICATION_COPY.receivedTitle }),
    ).toHaveFocus();
    expect(screen.getByRole('status')).toHaveTextContent('ines@luzdelisboa.pt');
    expect(bodies).toEqual([
      expect.objectContaining({
        business_name: 'Luz de Lisboa',
        category: 'photography',
        city: 'Lisbon',
        state: null,
        country: 'Portugal',
        portfolio_links: [],
        years_in_business: null,
        message: STATEMENT,
        contact_name: 'Inês Duarte',
        email: 'ines@luzdelisboa.pt',
        consent: true,
      }),
    ]);
  });

  it('answers a repeated application exactly as a first one (the database accepts it)', async () => {
    const bodies = serveApplications(created, created);
    renderWithProviders(<ApplicationForm />);
    await fillValid();
    await send();
    const first = await screen.findByRole('status');
    const firstWords = first.textContent;
    await userEvent.click(screen.getByRole('button', { name: 'Back to the form' }));

    expect(screen.getByLabelText('Business name')).toHaveValue('');
    await fillValid();
    await send();
    expect(
      await screen.findByRole('heading', { name: APPLICATION_COPY.receivedTitle }),
    ).toBeVisible();
    expect(screen.getByRole('status').textContent).toBe(firstWords);
    expect(screen.queryByText(APPLICATION_COPY.alreadyTitle)).not.toBeInTheDocument();
    expect(bodies).toHaveLength(2);
  });

  it('gives the date of the open application where the API names one, and keeps the words', async () => {
    serveApplications(
      refused(
        400,
        'P0001',
        'An application from this address is already with us, sent on 2026-11-02',
      ),
    );
    renderWithProviders(<ApplicationForm />);
    await fillValid();
    await send();

    expect(
      await screen.findByRole('heading', { name: APPLICATION_COPY.alreadyTitle }),
    ).toBeVisible();
    expect(screen.getByRole('status')).toHaveTextContent('You applied on 2 November 2026');
    await userEvent.click(screen.getByRole('button', { name: 'Back to the form' }));
    expect(screen.getByLabelText('Business name')).toHaveValue('Luz de Lisboa');
  });

  it('says the hourly limit was reached, not an outage, and keeps every word', async () => {
    serveApplications(refused(429, 'PT429', 'Too many applications; please try again later'));
    renderWithProviders(<ApplicationForm />);
    await fillValid();
    await send();

    expect(await screen.findByRole('alert')).toHaveTextContent(APPLICATION_COPY.throttled);
    expect(screen.getByLabelText('Your work, in your words')).toHaveValue(STATEMENT);
    expect(screen.getByRole('button', { name: 'Send my application' })).toBeEnabled();
  });

  it('says a failed send failed, and keeps every word', async () => {
    serveApplications(refused(503, 'XX000', 'unavailable'));
    renderWithProviders(<ApplicationForm />);
    await fillValid();
    await send();

    expect(await screen.findByRole('alert')).toHaveTextContent(APPLICATION_COPY.failed);
    expect(screen.getByLabelText('Email address')).toHaveValue('ines@luzdelisboa.pt');
  });

  describe('its draft', () => {
    it('is offered back after a reload, and restored on request, links and all', async () => {
      serveApplications(created);
      const first = renderWithProviders(<ApplicationForm />);
      await fill('Business name', 'Luz de Lisboa');
      await fill(/^Portfolio link 1/, 'https://luzdelisboa.pt/weddings');
      await userEvent.click(screen.getByRole('button', { name: 'Add another link' }));
      await fill(/^Portfolio link 2/, 'https://vimeo.com/luz');
      first.unmount();

      renderWithProviders(<ApplicationForm />);
      expect(screen.getByRole('status')).toHaveTextContent(
        'You have unsaved changes from earlier.',
      );
      expect(screen.getByLabelText('Business name')).toHaveValue('');
      await userEvent.click(screen.getByRole('button', { name: 'Restore them' }));

      expect(screen.getByLabelText('Business name')).toHaveValue('Luz de Lisboa');
      expect(screen.getByLabelText(/^Portfolio link 1/)).toHaveValue(
        'https://luzdelisboa.pt/weddings',
      );
      expect(screen.getByLabelText(/^Portfolio link 2/)).toHaveValue('https://vimeo.com/luz');
      expect(screen.queryByRole('button', { name: 'Restore them' })).not.toBeInTheDocument();
    });

    it('is gone once discarded', async () => {
      serveApplications(created);
      const first = renderWithProviders(<ApplicationForm />);
      await fill('Business name', 'Luz de Lisboa');
      first.unmount();

      const second = renderWithProviders(<ApplicationForm />);
      await userEvent.click(screen.getByRole('button', { name: 'Discard' }));
      expect(screen.queryByRole('button', { name: 'Restore them' })).not.toBeInTheDocument();
      second.unmount();

      renderWithProviders(<ApplicationForm />);
      // The categories answer before the test ends (its handler goes with it).
      expect(await screen.findByRole('option', { name: 'Photography' })).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Restore them' })).not.toBeInTheDocument();
    });

    it('is forgotten once the application is sent', async () => {
      serveApplications(created);
      const first = renderWithProviders(<ApplicationForm />);
      await fillValid();
      await send();
      await screen.findByRole('heading', { name: APPLICATION_COPY.receivedTitle });
      first.unmount();

      renderWithProviders(<ApplicationForm />);
      // The categories answer before the test ends (its handler goes with it).
      expect(await screen.findByRole('option', { name: 'Photography' })).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Restore them' })).not.toBeInTheDocument();
    });
  });
});
