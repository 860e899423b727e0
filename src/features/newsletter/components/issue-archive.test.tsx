import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/testing/render';
import { server } from '@/testing/server';
import { IssueArchive } from './issue-archive';

const ISSUE = {
  id: '0b8e6d6c-55c6-4d3f-9a53-6f1f0f1c2d3e',
  slug: 'the-edit-27-november-2026',
  subject: 'The Edit — 27 November 2026',
  editor_note: 'Long tables under olive trees.',
  sent_at: '2026-11-27T08:00:00+00:00',
};

/** newsletter_issues answering `rows` of `total`; the requests' queries recorded. */
function serveIssues(rows: object[], total: number, status = 200) {
  const asked: URLSearchParams[] = [];
  server.use(
    http.get('*/rest/v1/newsletter_issues', ({ request }) => {
      asked.push(new URL(request.url).searchParams);
      if (status !== 200) return HttpResponse.json({ message: 'down' }, { status });
      const end = rows.length ? rows.length - 1 : 0;
      return HttpResponse.json(rows, {
        headers: { 'Content-Range': rows.length ? `0-${end}/${total}` : `*/${total}` },
      });
    }),
  );
  return asked;
}

/** The first answer arrives after the page's lazy client is made: more than a second on a busy machine. */
const LOAD = { timeout: 10_000 };

const renderArchive = (page = 1) =>
  renderWithProviders(
    <MemoryRouter>
      <IssueArchive page={page} />
    </MemoryRouter>,
  );

describe('IssueArchive', () => {
  it('asks for one page of sent issues, newest first, and links each to its page', async () => {
    const asked = serveIssues([ISSUE], 13);
    renderArchive(2);
    const link = await screen.findByRole('link', { name: ISSUE.subject }, LOAD);
    expect(link).toHaveAttribute('href', `/newsletter/${ISSUE.slug}`);
    expect(screen.getByText('November 27, 2026')).toBeInTheDocument();
    expect(screen.getByText(ISSUE.editor_note)).toBeInTheDocument();
    const query = asked[0]!;
    expect(query.get('select')).toBe('id,slug,subject,editor_note,sent_at');
    expect(query.get('sent_at')).toBe('not.is.null');
    expect(query.get('order')).toBe('sent_at.desc,id.asc');
    expect(query.get('offset')).toBe('12');
    expect(query.get('limit')).toBe('12');
    // 13 issues: two pages, real links.
    expect(screen.getByRole('navigation', { name: 'Pagination' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'RSS' })).toHaveAttribute(
      'href',
      '/newsletter/rss.xml',
    );
  });

  it('says so when no issue has gone out', async () => {
    serveIssues([], 0);
    renderArchive();
    expect(await screen.findByText(/No issue has gone out yet/, {}, LOAD)).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Pagination' })).not.toBeInTheDocument();
  });

  it('a failed read says what and offers to try again', async () => {
    serveIssues([], 0, 500);
    renderArchive();
    expect(
      await screen.findByText('We couldn’t load the past issues.', {}, LOAD),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
