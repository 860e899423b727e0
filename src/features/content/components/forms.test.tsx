import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { MemoryRouter } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/testing/render';
import { server } from '@/testing/server';
import { ContactForm } from './contact-form';
import { SEND_THROTTLED } from '../lib/send-messages';
import { SubmissionForm } from './submission-form';

function record(table: string, status = 201) {
  const bodies: unknown[] = [];
  const urls: URL[] = [];
  server.use(
    http.post(`*/rest/v1/${table}`, async ({ request }) => {
      urls.push(new URL(request.url));
      bodies.push(await request.json());
      if (status < 300) return new HttpResponse(null, { status });
      // 429 is the database's hourly throttle, as PostgREST answers SQLSTATE PT429
      return HttpResponse.json(
        status === 429
          ? { message: 'You have sent several messages …; please try again later', code: 'PT429' }
          : { message: 'unavailable', code: 'XX000' },
        { status },
      );
    }),
  );
  return { bodies, urls };
}

// Typing into a validated form is slow on a small machine: long texts are pasted.
vi.setConfig({ testTimeout: 20_000 });

async function fill(label: string, text: string) {
  await userEvent.click(screen.getByLabelText(label));
  await userEvent.paste(text);
}

function renderForm(form: React.ReactNode) {
  return renderWithProviders(<MemoryRouter>{form}</MemoryRouter>);
}

beforeEach(() => {
  window.localStorage.clear();
});

describe('ContactForm', () => {
  it('says what is wrong with each field, and sends nothing', async () => {
    const { bodies } = record('contact_messages');
    renderForm(<ContactForm />);
    await fill('Email address', 'not-an-email');
    await fill('Your message', 'Too short');
    await userEvent.click(screen.getByRole('button', { name: 'Send message' }));

    expect(await screen.findByText('Please enter your name.')).toBeInTheDocument();
    expect(
      screen.getByText('Please enter a valid email address, like name@example.com.'),
    ).toBeInTheDocument();
    expect(screen.getByText('Please choose what your message is about.')).toBeInTheDocument();
    expect(
      screen.getByText('Please tell us a little more — at least 20 characters.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('4 fields need your attention');
    expect(screen.getByLabelText('Your name')).toHaveFocus();
    expect(screen.getByLabelText('Email address')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Email address')).toHaveAccessibleDescription(
      'Please enter a valid email address, like name@example.com.',
    );
    expect(bodies).toHaveLength(0);
  });

  it('saves a good message to contact_messages (insert only) and confirms', async () => {
    const { bodies, urls } = record('contact_messages');
    renderForm(<ContactForm />);
    await fill('Your name', '  Giulia Rossi ');
    await fill('Email address', 'giulia@example.com');
    await userEvent.selectOptions(screen.getByLabelText('What is it about?'), 'Press');
    await fill('Your message', 'We would love to talk about our wedding in Lucca.');
    await userEvent.click(screen.getByRole('button', { name: 'Send message' }));

    expect(
      await screen.findByRole('heading', { name: 'Thank you — your message is with us' }),
    ).toHaveFocus();
    expect(bodies).toEqual([
      {
        name: 'Giulia Rossi',
        email: 'giulia@example.com',
        subject: 'Press',
        message: 'We would love to talk about our wedding in Lucca.',
      },
    ]);
    expect(urls[0]!.searchParams.get('select')).toBeNull();
  });

  it('keeps every word when sending fails', async () => {
    record('contact_messages', 500);
    renderForm(<ContactForm />);
    await fill('Your name', 'Giulia');
    await fill('Email address', 'giulia@example.com');
    await userEvent.selectOptions(screen.getByLabelText('What is it about?'), 'Press');
    await fill('Your message', 'A message that must never be lost.');
    await userEvent.click(screen.getByRole('button', { name: 'Send message' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Everything you wrote is still here',
    );
    expect(screen.getByLabelText('Your name')).toHaveValue('Giulia');
    expect(screen.getByLabelText('Your message')).toHaveValue('A message that must never be lost.');
  });

  it('says the hourly limit was reached, not an outage, and keeps every word', async () => {
    const { bodies } = record('contact_messages', 429);
    renderForm(<ContactForm />);
    await fill('Your name', 'Giulia');
    await fill('Email address', 'giulia@example.com');
    await userEvent.selectOptions(screen.getByLabelText('What is it about?'), 'Press');
    await fill('Your message', 'A message that must never be lost.');
    await userEvent.click(screen.getByRole('button', { name: 'Send message' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(SEND_THROTTLED);
    expect(bodies).toHaveLength(1);
    expect(screen.getByLabelText('Your name')).toHaveValue('Giulia');
    expect(screen.getByLabelText('Your message')).toHaveValue('A message that must never be lost.');
  });

  it('offers a draft back after a reload of the page, and restores it on request', async () => {
    const first = renderForm(<ContactForm />);
    await fill('Your message', 'Half a thought');
    first.unmount();
    renderForm(<ContactForm />);
    expect(screen.getByLabelText('Your message')).toHaveValue('');
    expect(screen.getByRole('status')).toHaveTextContent('You have unsaved changes from earlier.');
    await userEvent.click(screen.getByRole('button', { name: 'Restore them' }));
    await waitFor(() =>
      expect(screen.getByLabelText('Your message')).toHaveValue('Half a thought'),
    );
    expect(screen.queryByRole('button', { name: 'Restore them' })).not.toBeInTheDocument();
  });

  it('forgets the draft once the message is sent', async () => {
    record('contact_messages');
    const first = renderForm(<ContactForm />);
    await fill('Your name', 'Giulia Rossi');
    await fill('Email address', 'giulia@example.com');
    await userEvent.selectOptions(screen.getByLabelText('What is it about?'), 'Press');
    await fill('Your message', 'We would love to talk about our wedding in Lucca.');
    await userEvent.click(screen.getByRole('button', { name: 'Send message' }));
    expect(await screen.findByRole('heading', { name: /your message is with us/ })).toBeVisible();
    first.unmount();
    renderForm(<ContactForm />);
    expect(screen.queryByRole('button', { name: 'Restore them' })).not.toBeInTheDocument();
  });
});

describe('SubmissionForm', () => {
  it('validates every field with a clear message', async () => {
    const { bodies } = record('wedding_submissions');
    renderForm(<SubmissionForm />);
    await fill('Wedding date', '2999-06-01');
    await fill('Link to your gallery', 'gallery.example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Submit our wedding' }));

    expect(await screen.findByText('Please enter the first partner’s name.')).toBeInTheDocument();
    expect(screen.getByText('Please enter the second partner’s name.')).toBeInTheDocument();
    expect(screen.getByText('Please enter your email address.')).toBeInTheDocument();
    expect(
      screen.getByText(
        'We feature weddings that have taken place — the date can’t be in the future.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByText('Please enter where the wedding took place.')).toBeInTheDocument();
    expect(screen.getByText('Please enter your photographer’s name.')).toBeInTheDocument();
    expect(
      screen.getByText(/Please enter a full link starting with https:\/\//),
    ).toBeInTheDocument();
    expect(
      screen.getByText('Please confirm you have your photographer’s permission.'),
    ).toBeInTheDocument();
    expect(bodies).toHaveLength(0);
  });

  it('saves a good submission to wedding_submissions and confirms', async () => {
    const { bodies } = record('wedding_submissions');
    renderForm(<SubmissionForm />);
    await fill('First partner’s name', 'Giulia');
    await fill('Second partner’s name', 'Ben');
    await fill('Email address', 'giulia@example.com');
    await fill('Wedding date', '2026-06-14');
    await fill('Location', 'Lucca, Tuscany');
    await fill('Photographer', 'Bellandi Fotografia');
    await fill('Link to your gallery', 'https://gallery.example.com/giulia-ben');
    await userEvent.click(screen.getByRole('checkbox'));
    await userEvent.click(screen.getByRole('button', { name: 'Submit our wedding' }));

    expect(
      await screen.findByRole('heading', { name: 'Thank you — your wedding is with our editors' }),
    ).toBeInTheDocument();
    expect(bodies).toEqual([
      {
        partner_one_name: 'Giulia',
        partner_two_name: 'Ben',
        email: 'giulia@example.com',
        wedding_date: '2026-06-14',
        location: 'Lucca, Tuscany',
        photographer: 'Bellandi Fotografia',
        gallery_url: 'https://gallery.example.com/giulia-ben',
        message: null,
      },
    ]);
  });
});
